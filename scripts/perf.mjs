// `npm run perf`: builds production bundles, serves them as `npm start` does,
// and measures four pages with Lighthouse 12 (mobile, simulated throttling) in
// Debian's Chromium. Prints a table and writes .perf/report.json; asserts nothing.
// Options: --no-build (measure the bundles already built), --runs N (median of N runs, default 1).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './lib/apps.mjs';
import { CHROMIUM, ensureDebianPackages, ensureNodeModules } from './lib/ensure.mjs';
import { banner, runOrExit } from './lib/run.mjs';

const PAGES = ['/', '/binary-options-scams', '/contact-us', '/login'];
const SITE = 'http://localhost:3000';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const { values } = parseArgs({ options: { 'no-build': { type: 'boolean', default: false }, runs: { type: 'string', default: '1' } } });
const runs = Math.max(1, Number.parseInt(values.runs, 10) || 1);

await ensureNodeModules();
await ensureDebianPackages([CHROMIUM]);
if (!values['no-build']) await runOrExit(process.execPath, ['scripts/build.mjs']);

const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = await import('chrome-launcher');
const { startStack } = await import('./lib/stack.mjs');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'perf-data-'));
const stop = await startStack({ dataDir, apiEnv: { RATE_LIMITS: 'relaxed' } });

function summarise(lhr) {
  const audit = (id) => lhr.audits[id];
  const requests = audit('network-requests')?.details?.items ?? [];
  const scriptBytes = requests
    .filter((request) => request.resourceType === 'Script')
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
    lcpMs: Math.round(audit('largest-contentful-paint').numericValue),
    tbtMs: Math.round(audit('total-blocking-time').numericValue),
    cls: Number(audit('cumulative-layout-shift').numericValue.toFixed(3)),
    fcpMs: Math.round(audit('first-contentful-paint').numericValue),
    jsKbGzip: Number((scriptBytes / 1024).toFixed(1)),
    // Longest chain of requests that each waited for the previous one: the sequential round trips of the load.
    sequentialRoundTrips: audit('critical-request-chains')?.details?.longestChain?.length ?? null,
    requests: requests.length,
  };
}

const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];

const report = { measuredAt: new Date().toISOString(), lighthouse: '12.8.2', formFactor: 'mobile', throttling: 'simulated', runs, pages: [] };
let chrome;
try {
  chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--no-first-run',
    ],
  });
  for (const page of PAGES) {
    banner(`lighthouse ${page}`);
    const samples = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(`${SITE}${page}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
      samples.push(summarise(result.lhr));
    }
    const byPerformance = [...samples].sort((a, b) => a.scores.performance - b.scores.performance);
    const chosen = byPerformance[Math.floor(byPerformance.length / 2)];
    report.pages.push({ page, ...chosen, performanceScores: samples.map((sample) => sample.scores.performance), lcpMedianMs: median(samples.map((s) => s.lcpMs)) });
  }
} finally {
  await chrome?.kill();
  await stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

fs.mkdirSync(path.join(ROOT, '.perf'), { recursive: true });
fs.writeFileSync(path.join(ROOT, '.perf/report.json'), `${JSON.stringify(report, null, 2)}\n`);

const header = ['page', 'perf', 'a11y', 'best', 'seo', 'LCP ms', 'TBT ms', 'CLS', 'JS KB gz', 'round trips'];
const rows = report.pages.map((p) => [
  p.page, p.scores.performance, p.scores.accessibility, p.scores['best-practices'], p.scores.seo, p.lcpMs, p.tbtMs, p.cls, p.jsKbGzip, p.sequentialRoundTrips,
]);
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => String(row[column]).length)));
const line = (cells) => `| ${cells.map((cell, column) => String(cell).padEnd(widths[column])).join(' | ')} |`;
console.log(`\n${line(header)}\n|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|\n${rows.map(line).join('\n')}`);
console.log(`\nreport: .perf/report.json (Lighthouse 12.8.2, mobile, simulated throttling, ${runs} run(s) per page)`);
