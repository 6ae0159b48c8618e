// The navigation audit's arithmetic: blocking time, medians of runs, failed runs, its table.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { blockingTime, medianOfSamples, navigationTable } from './navigationAudit.mjs';
import { median } from './pageAudit.mjs';

test('blocking time sums each long task beyond its first 50 ms', () => {
  assert.equal(blockingTime([]), 0);
  assert.equal(blockingTime([{ start: 0, duration: 50 }, { start: 100, duration: 120.4 }, { start: 300, duration: 51 }]), 71);
});

test('the median is the middle value, the lower middle one for an even count, and skips missing figures', () => {
  assert.equal(median([300, 100, 200]), 200);
  assert.equal(median([40, 10, 30, 20]), 20);
  assert.equal(median([null, 5, undefined]), 5);
  assert.equal(median([null]), null);
});

test('each figure of a journey is the median of its runs, and the runs are kept', () => {
  const run = (h1Ms, tbtMs, lcpMs) => ({ firstLoad: { tbtMs, scriptKb: 10 }, navigation: { h1Ms, lcpMs, tbtMs } });
  const samples = [run(900, 40, null), run(700, 0, null), run(800, 120, null)];
  const medians = medianOfSamples(samples);
  assert.deepEqual(medians.navigation, { h1Ms: 800, lcpMs: null, tbtMs: 40 });
  assert.deepEqual(medians.firstLoad, { tbtMs: 40, scriptKb: 10 });
  assert.equal(medians.runs, samples);
  assert.equal(medians.failedRuns, 0);
  const { header, rows } = navigationTable({ journeys: [{ from: '/', to: '/faq', mode: 'client-side', ...medians }] });
  assert.equal(rows[0].length, header.length);
  assert.deepEqual(rows[0].slice(0, 6), ['/ → /faq', 'client-side', 0, '800', '–', '40']);
});

test('a failed run has no figures: it is counted and kept', () => {
  const samples = [{ failed: '/faq shows "Sorry"' }, { firstLoad: { tbtMs: 10 }, navigation: { h1Ms: 500 } }];
  const medians = medianOfSamples(samples);
  assert.deepEqual(medians.navigation, { h1Ms: 500 });
  assert.equal(medians.failedRuns, 1);
  assert.equal(medians.runs.length, 2);
});
