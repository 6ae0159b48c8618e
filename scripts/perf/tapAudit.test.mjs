// The tap audit's arithmetic: the first tap, each interaction's delay and the longest, medians of runs, its table.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SHORTEST_REPORTED_MS, firstTapMs, interactionDelays, medianOfTaps, tapTable } from './tapAudit.mjs';

test('the first tap lasts from the finger coming down to the frame that shows the first menu opened after it', () => {
  assert.equal(firstTapMs({ touches: [1200.4, 1900], opened: [{ toggledAt: 300, shownAt: 320 }, { toggledAt: 1500, shownAt: 1611 }] }), 411);
  // No tap, or a tap that never opened the menu: no figure.
  assert.equal(firstTapMs({ touches: [], opened: [{ toggledAt: 300, shownAt: 320 }] }), null);
  assert.equal(firstTapMs({ touches: [1200], opened: [{ toggledAt: 300, shownAt: 320 }] }), null);
});

test("each step's delay is its longest interaction, an interaction's the longest of its events; the figure, the longest step", () => {
  const steps = [
    { name: 'menu open', at: 1000 },
    { name: 'menu closed', at: 2000 },
    { name: 'FAQ question', at: 3000 },
    { name: 'form field', at: 4000 },
  ];
  const events = [
    // The menu's tap: pointerdown, pointerup and click of one interaction.
    { interactionId: 7, name: 'pointerdown', startTime: 1010, duration: 24 },
    { interactionId: 7, name: 'click', startTime: 1090, duration: 48.4 },
    // The form field's: its island hydrated meanwhile.
    { interactionId: 9, name: 'pointerdown', startTime: 4005, duration: 120 },
    { interactionId: 9, name: 'click', startTime: 4060, duration: 180.6 },
    // Before the sequence (the first tap): no step's.
    { interactionId: 3, name: 'click', startTime: 500, duration: 900 },
  ];
  assert.deepEqual(interactionDelays(events, steps), {
    // The menu's closing and the FAQ question were too short to be reported.
    delays: { 'menu open': 48, 'menu closed': SHORTEST_REPORTED_MS, 'FAQ question': SHORTEST_REPORTED_MS, 'form field': 181 },
    longestMs: 181,
    longestStep: 'form field',
  });
  assert.deepEqual(interactionDelays([], []), { delays: {}, longestMs: null, longestStep: null });
});

test('each figure is the median of the runs that did not fail; the table sets each page beside its copy', () => {
  const site = medianOfTaps([{ firstTapMs: 900, inpMs: 120 }, { failed: 'no menu' }, { firstTapMs: 700, inpMs: 80 }, { firstTapMs: 800, inpMs: 200 }]);
  assert.deepEqual({ ...site, runs: site.runs.length }, { firstTapMs: 800, inpMs: 120, failedRuns: 1, runs: 4 });
  const copy = medianOfTaps([{ firstTapMs: 760, inpMs: 16 }]);
  const { header, rows } = tapTable([{ page: '/faq', site, copy }]);
  assert.equal(rows[0].length, header.length);
  assert.deepEqual(rows[0], ['/faq', '800', '760', '+40', '120', '16', '+104', '1, 0']);
  assert.deepEqual(tapTable([{ page: '/', site: medianOfTaps([{ failed: 'x' }]), copy }]).rows[0].slice(1, 4), ['–', '760', '–']);
});
