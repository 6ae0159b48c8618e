// `npm run perf`: builds production bundles, serves them as they are deployed
// (Debian's nginx with the images' configuration, brotli and gzip), and
// measures four pages in Debian's Chromium: Lighthouse 12 scores and metrics
// (mobile, simulated throttling), the JavaScript they load, and the
// sequential request round trips before their first and largest contentful
// paint (scripts/lib/pageAudit.mjs says how). In the same run, `/` and a
// scam-type page saved as static HTML (scripts/lib/staticCopy.mjs) are measured
// the same way: the ratio of each page's figures to its copy's is printed.
// Prints the tables and writes .perf/report.json; asserts nothing.
//
// Options: --no-build (measure the bundles already built), --runs N (median of N runs, default 1),
// --pages /a,/b (measure only these of the pages below).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT, SHELL_ORIGINS } from './lib/apps.mjs';
import { CHROMIUM, ENVSUBST, NGINX, NGINX_BROTLI, ensureDebianPackages, ensureNodeModules } from './lib/ensure.mjs';
import { banner, runOrExit } from './lib/run.mjs';

const PAGES = ['/', '/binary-options-scams', '/contact-us', '/login'];
/** The pages also measured as static HTML (the limit the page itself can approach). */
const STATIC_PAGES = ['/', '/binary-options-scams'];
const SITE = SHELL_ORIGINS[0];
const LIGHTHOUSE_VERSION = '12.8.2';

const { values } = parseArgs({
  options: { 'no-build': { type: 'boolean', default: false }, runs: { type: 'string', default: '1' }, pages: { type: 'string' } },
});
const runs = Math.max(1, Number.parseInt(values.runs, 10) || 1);
const chosen = values.pages?.split(',').map((page) => page.trim());
const unknown = chosen?.filter((page) => !PAGES.includes(page)) ?? [];
if (unknown.length) {
  console.error(`perf: --pages may name ${PAGES.join(', ')}; not ${unknown.join(', ')}`);
  process.exit(1);
}
const pages = chosen ? PAGES.filter((page) => chosen.includes(page)) : PAGES;
const staticPages = STATIC_PAGES.filter((page) => pages.includes(page));

await ensureNodeModules();
await ensureDebianPackages([CHROMIUM, NGINX, NGINX_BROTLI, ENVSUBST]);
if (!values['no-build']) await runOrExit(process.execPath, ['scripts/build.mjs']);

const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = await import('chrome-launcher');
const { startStack } = await import('./lib/stack.mjs');
const { PROBE_LATENCY_MS, auditPage, medianOfRuns } = await import('./lib/pageAudit.mjs');
const { saveStaticCopies, serveStaticCopies } = await import('./lib/staticCopy.mjs');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'perf-data-'));
const stop = await startStack({ dataDir, apiEnv: { RATE_LIMITS: 'relaxed' }, web: 'nginx' });

const report = {
  measuredAt: new Date().toISOString(),
  conditions: {
    lighthouse: LIGHTHOUSE_VERSION,
    browser: '/usr/bin/chromium (Debian), headless',
    formFactor: 'mobile',
    throttling: 'simulated (Lighthouse defaults: 150 ms RTT, 1.6 Mbps down, 4x CPU slowdown)',
    server: 'nginx with the production configuration (brotli, gzip, HTTP/1.1 on localhost)',
    roundTripProbe: `a second load with ${PROBE_LATENCY_MS} ms added to every request, no bandwidth or CPU limit`,
    cpus: os.cpus().length,
    loadAverageAtStart: os.loadavg().map((load) => Number(load.toFixed(2))),
    runs,
  },
  pages: [],
  staticCopies: [],
};
let chrome;
try {
  chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--no-first-run',
    ],
  });
  for (const page of pages) {
    banner(`lighthouse ${page}`);
    const samples = [];
    for (let run = 0; run < runs; run += 1) {
      samples.push(await auditPage({ lighthouse, url: `${SITE}${page}`, port: chrome.port }));
    }
    report.pages.push({ page, ...medianOfRuns(samples) });
  }
  const copies = await serveStaticCopies(await saveStaticCopies(SITE, staticPages));
  try {
    for (const page of staticPages) {
      banner(`lighthouse ${page} saved as static HTML`);
      const samples = [];
      for (let run = 0; run < runs; run += 1) {
        samples.push(await auditPage({ lighthouse, url: `${copies.origin}${page}`, port: chrome.port }));
      }
      report.staticCopies.push({ page, ...medianOfRuns(samples) });
    }
  } finally {
    await copies.stop();
  }
} finally {
  await chrome?.kill();
  await stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

fs.mkdirSync(path.join(ROOT, '.perf'), { recursive: true });
fs.writeFileSync(path.join(ROOT, '.perf/report.json'), `${JSON.stringify(report, null, 2)}\n`);

const header = ['page', 'perf', 'a11y', 'best', 'seo', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'JS files', 'JS KB br', 'JS KB gz', 'RT→FCP', 'RT→LCP'];
const rows = report.pages.map((p) => [
  p.page, p.scores.performance, p.scores.accessibility, p.scores['best-practices'], p.scores.seo,
  p.fcpMs, p.lcpMs, p.tbtMs, p.cls, p.jsRequests, p.jsTransferKb, p.jsGzipKb, p.roundTripsToFcp, p.roundTripsToLcp,
]);
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => String(row[column]).length)));
const line = (cells) => `| ${cells.map((cell, column) => String(cell).padEnd(widths[column])).join(' | ')} |`;
console.log(`\n${line(header)}\n|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|\n${rows.map(line).join('\n')}`);
console.log(
  `\nLighthouse ${LIGHTHOUSE_VERSION}, mobile, simulated throttling, median of ${runs} run(s) per page. ` +
    'JS: the scripts the page loaded, as served (brotli) and gzip-compressed. ' +
    'RT: sequential request round trips before the first / largest contentful paint.',
);
const ratio = (value, limit) => (limit > 0 ? (value / limit).toFixed(2) : '–');
const staticHeader = ['page', 'perf', 'static perf', 'LCP ms', 'static LCP ms', 'LCP ratio', 'FCP ms', 'static FCP ms', 'FCP ratio'];
const staticRows = report.staticCopies.map((copy) => {
  const measured = report.pages.find((p) => p.page === copy.page);
  return [
    copy.page, measured.scores.performance, copy.scores.performance, measured.lcpMs, copy.lcpMs, ratio(measured.lcpMs, copy.lcpMs),
    measured.fcpMs, copy.fcpMs, ratio(measured.fcpMs, copy.fcpMs),
  ];
});
const staticWidths = staticHeader.map((title, column) => Math.max(title.length, ...staticRows.map((row) => String(row[column]).length)));
const staticLine = (cells) => `| ${cells.map((cell, column) => String(cell).padEnd(staticWidths[column])).join(' | ')} |`;
console.log(
  `\nThe same pages saved as static HTML (their DOM once rendered, scripts removed, CSS inlined), measured in this run:\n` +
    `${staticLine(staticHeader)}\n|${staticWidths.map((width) => '-'.repeat(width + 2)).join('|')}|\n${staticRows.map(staticLine).join('\n')}`,
);
console.log('report: .perf/report.json (every run, the LCP element, layout shifts and the longest request chain)');
