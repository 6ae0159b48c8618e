// `npm run perf`: builds production bundles, serves them as they are deployed
// (Debian's nginx with the images' configuration, brotli and gzip), and
// measures four pages in Debian's Chromium: Lighthouse 12 scores and metrics
// (mobile, simulated throttling), the JavaScript they load, and the
// sequential request round trips before their first and largest contentful
// paint (scripts/perf/pageAudit.mjs says how). In the same run, `/` and a
// scam-type page saved as static HTML (scripts/perf/staticCopy.mjs) are measured
// the same way, and each is printed beside its copy: what the page's script
// costs above what its HTML and CSS alone cost.
// Prints the tables and writes .perf/report.json; asserts nothing.
//
// Options: --no-build (measure the bundles already built), --runs N (median of N runs, default 1),
// --pages /a,/b (measure only these of the pages below), --cpu-slowdown N (Lighthouse's
// throttling.cpuSlowdownMultiplier, default its own 4: 10 is a phone about 2.5x slower than its reference),
// --navigation (also measure a click from one public page to the next, as page loads and as the client-side
// navigation of the whole site rendered by React, with the same CPU slowdown: scripts/perf/navigationAudit.mjs).
// Each page that has a static copy is also tapped on a phone's screen with the same CPU slowdown, beside its copy:
// the first tap on the mobile menu as soon as the heading shows, and an INP-like figure over a scripted sequence of
// taps (scripts/perf/tapAudit.mjs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT, SHELL_ORIGINS } from '../apps/apps.mjs';
import { CHROMIUM, CHROMIUM_ARGS, CHROMIUM_PATH, ENVSUBST, NGINX, NGINX_BROTLI, ensureDebianPackages, ensureNodeModules } from '../lib/ensure.mjs';
import { banner, runOrExit } from '../lib/run.mjs';

// The home page, a scam page, the news index and a news item (content the firm publishes), and the two forms' pages.
const PAGES = ['/', '/binary-options-scams', '/news', '/blog/article/1', '/contact-us', '/login'];
/** The pages also measured as static HTML (the limit the page itself can approach). */
const STATIC_PAGES = ['/', '/binary-options-scams'];
const SITE = SHELL_ORIGINS[0];
const LIGHTHOUSE_VERSION = '12.8.2';

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '1' },
    pages: { type: 'string' },
    'cpu-slowdown': { type: 'string' },
    navigation: { type: 'boolean', default: false },
  },
});
const runs = Math.max(1, Number.parseInt(values.runs, 10) || 1);
const cpuSlowdownOption = values['cpu-slowdown'] === undefined ? undefined : Number(values['cpu-slowdown']);
if (cpuSlowdownOption !== undefined && !(cpuSlowdownOption >= 1)) {
  console.error(`perf: --cpu-slowdown takes a number from 1 up; not ${values['cpu-slowdown']}`);
  process.exit(1);
}
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
if (!values['no-build']) await runOrExit(process.execPath, ['scripts/stack/build.mjs']);

const { default: lighthouse } = await import('lighthouse');
const { defaultSettings } = await import('lighthouse/core/config/constants.js');
const cpuSlowdown = cpuSlowdownOption ?? defaultSettings.throttling.cpuSlowdownMultiplier;
const chromeLauncher = await import('chrome-launcher');
const { startStack } = await import('../stack/stack.mjs');
const { PROBE_LATENCY_MS, auditPage, medianOfRuns } = await import('./pageAudit.mjs');
const { saveStaticCopies, serveStaticCopies } = await import('./staticCopy.mjs');
const { auditNavigation, navigationTable } = await import('./navigationAudit.mjs');
const { auditTaps, tapTable } = await import('./tapAudit.mjs');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'perf-data-'));
const stop = await startStack({ dataDir, apiEnv: { RATE_LIMITS: 'relaxed' }, web: 'nginx' });

const report = {
  measuredAt: new Date().toISOString(),
  conditions: {
    lighthouse: LIGHTHOUSE_VERSION,
    browser: '/usr/bin/chromium (Debian), headless',
    formFactor: 'mobile',
    throttling: `simulated (Lighthouse defaults: 150 ms RTT, 1.6 Mbps down; ${cpuSlowdown}x CPU slowdown)`,
    cpuSlowdown,
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
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const copies = await serveStaticCopies(await saveStaticCopies(SITE, staticPages));
  try {
    for (const page of pages) {
      const hasCopy = staticPages.includes(page);
      banner(`lighthouse ${page}${hasCopy ? ' and its static copy, in turn' : ''}`);
      // A page and its copy take turns, so a change in the machine's load between runs weighs on both alike.
      const samples = [];
      const copySamples = [];
      for (let run = 0; run < runs; run += 1) {
        samples.push(await auditPage({ lighthouse, url: `${SITE}${page}`, port: chrome.port, cpuSlowdown }));
        if (hasCopy) copySamples.push(await auditPage({ lighthouse, url: `${copies.origin}${page}`, port: chrome.port, cpuSlowdown }));
      }
      report.pages.push({ page, ...medianOfRuns(samples) });
      if (hasCopy) report.staticCopies.push({ page, ...medianOfRuns(copySamples) });
    }
    if (staticPages.length > 0) {
      banner(`the first tap and an INP-like figure, each page beside its static copy, ${cpuSlowdown}x CPU slowdown`);
      report.taps = await auditTaps({ site: SITE, copies: copies.origin, pages: staticPages, cpuSlowdown, runs });
    }
  } finally {
    await copies.stop();
  }
  if (values.navigation) {
    banner(`navigation between public pages, as page loads and client-side, ${cpuSlowdown}x CPU slowdown`);
    report.navigation = await auditNavigation({ site: SITE, cpuSlowdown, runs });
  }
} finally {
  await chrome?.kill();
  await stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

fs.mkdirSync(path.join(ROOT, '.perf'), { recursive: true });
fs.writeFileSync(path.join(ROOT, '.perf/report.json'), `${JSON.stringify(report, null, 2)}\n`);

/** A markdown table of `rows` under `header`, columns padded. */
function table(header, rows) {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => String(row[column]).length)));
  const line = (cells) => `| ${cells.map((cell, column) => String(cell).padEnd(widths[column])).join(' | ')} |`;
  return `${line(header)}\n|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|\n${rows.map(line).join('\n')}`;
}

console.log(
  `\n${table(
    ['page', 'perf', 'a11y', 'best', 'seo', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'JS files', 'JS KB br', 'JS KB gz', 'RT→FCP', 'RT→LCP'],
    report.pages.map((p) => [
      p.page, p.scores.performance, p.scores.accessibility, p.scores['best-practices'], p.scores.seo,
      p.fcpMs, p.lcpMs, p.tbtMs, p.cls, p.jsRequests, p.jsTransferKb, p.jsGzipKb, p.roundTripsToFcp, p.roundTripsToLcp,
    ]),
  )}`,
);
console.log(
  `\nLighthouse ${LIGHTHOUSE_VERSION}, mobile, simulated throttling with a ${cpuSlowdown}x CPU slowdown, median of ${runs} run(s) per page. ` +
    'JS: the scripts the page loaded, as served (brotli) and gzip-compressed. ' +
    'RT: sequential request round trips before the first / largest contentful paint.',
);
const ratio = (value, limit) => (limit > 0 ? (value / limit).toFixed(2) : '–');
const difference = (value, limit) => `${value >= limit ? '+' : ''}${value - limit}`;
console.log(
  `\nEach page beside the same page saved as static HTML (its DOM once rendered, scripts removed, CSS inlined), measured in this run:\n${table(
    ['page', 'perf', 'static perf', 'LCP ms', 'static LCP ms', 'LCP ratio', 'TBT ms', 'static TBT ms', 'TBT diff ms', 'CLS', 'static CLS', 'script KB untouched', 'KB prefetched'],
    report.staticCopies.map((copy) => {
      const p = report.pages.find((measured) => measured.page === copy.page);
      return [
        copy.page, p.scores.performance, copy.scores.performance, p.lcpMs, copy.lcpMs, ratio(p.lcpMs, copy.lcpMs),
        p.tbtMs, copy.tbtMs, difference(p.tbtMs, copy.tbtMs), p.cls, copy.cls, p.jsTransferKb, p.jsPrefetchedKb ?? 0,
      ];
    }),
  )}`,
);
console.log(
  'script KB untouched: the scripts the page loaded (as served) while nobody touched it, from its request until the load ' +
    'settled (Lighthouse\'s end of load: network and main thread quiet); the static copy loads none. KB prefetched: scripts ' +
    'fetched into the cache without running (a page whose islands wait for a touch prefetches the shell\'s scripts).',
);
if (report.taps) {
  const { header, rows } = tapTable(report.taps.pages);
  console.log(`\nA phone's taps, each page beside its static copy:\n${table(header, rows)}`);
  console.log(
    `Chromium at 390 px with touch, a ${cpuSlowdown}x CPU slowdown (CDP), this machine's network, median of ${runs} run(s). ` +
      'tap→menu open: a tap on "Open menu" as soon as the h1 shows, from the touch to the first frame after the menu opened. ' +
      'INP-like: the longest interaction (Event Timing: input to next paint) of a sequence on the settled page: the menu ' +
      'opened and closed, the first FAQ question, the first form field (16 ms: too short to be reported).',
  );
}
if (report.navigation) {
  const { header, rows } = navigationTable(report.navigation);
  console.log(`\nNavigation between public pages, through the mobile menu on a phone-sized screen:\n${table(header, rows)}`);
  console.log(
    `Chromium with a ${cpuSlowdown}x CPU slowdown (CDP), this machine's network, median of ${runs} run(s). page loads: the site as built ` +
      '(pre-rendered pages, islands); client-side: the first page rendered whole by React (app mode), the click a react-router navigation. ' +
      'h1: the first frame after the next page\'s h1 is in the page; TBT: long tasks beyond 50 ms, summed, until the next page settled; ' +
      'script: as served, after the click (first load: from the request until the page settled).',
  );
}
console.log('report: .perf/report.json (every run, the LCP element, layout shifts, the scripts and the longest request chain)');
