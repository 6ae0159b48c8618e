/* global window, document, location, MutationObserver, requestAnimationFrame */
// `npm run perf -- --navigation`: what a visitor on a slow phone waits for between two public pages, measured both
// ways in the same run, in Debian's Chromium driven by Playwright (phone viewport, CPU slowed through CDP's
// `Emulation.setCPUThrottlingRate`, the network of this machine):
//
// - "page loads", as the site is built: each page is its pre-rendered HTML and only its islands run script, so a
//   click on a link loads the next page's document;
// - "client-side", the way the site worked before its islands: the first page is opened in app mode (its
//   `data-prerendered` note taken off #root as the HTML is parsed, before any of the site's scripts runs, so
//   shell/src/index.ts renders the whole site with React and react-router), and the click is a client-side
//   navigation. (Not by rewriting the HTML on its way: a document Playwright answers has no address space, and
//   Chromium then refuses its requests to the remotes on localhost.)
//
// Each journey opens its first page in a new browser context (empty cache and storage), waits until it settles,
// opens the mobile menu, and clicks the next page's link. Measured, from the click's own time (the event's
// timeStamp on the page's clock):
// - the next page's h1 shown: the first frame after its h1 is in the DOM (for a new document, usually its first
//   paint), and for a page load the new document's largest contentful paint;
// - the blocking time after the click: each long task's time beyond 50 ms, summed, until the next page settles;
// - the script transferred after the click (as served, compressed; files from the browser's cache count 0 KB);
// - what the first page's load cost, from its request until it settled: blocking time and script.
// A page has settled when its h1 is shown, #root has `data-render` (or all its islands wait for a touch), no island is loading, and both the network and
// the main thread (no long task) have been quiet for a second.

import { launchChromium } from '../lib/ensure.mjs';
import { median } from './pageAudit.mjs';

/** The journeys, each through the mobile menu (the way a phone visitor moves between the public pages). */
export const JOURNEYS = [
  { from: '/', to: '/binary-options-scams', link: 'Binary Options Scams' },
  { from: '/binary-options-scams', to: '/faq', link: 'FAQ' },
  { from: '/faq', to: '/contact-us', link: 'Contact us' },
];

export const MODES = ['page loads', 'client-side'];

/** Lighthouse's mobile screen (Moto G Power). */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const QUIET_MS = 1000;
const SETTLE_TIMEOUT_MS = 60_000;
/** The start of the title of packages/federation/src/RemoteFailure.tsx. */
const FAILURE_TITLE = 'Sorry, we couldn’t load';
const CLICK_KEY = 'frc-navigation-audit:click';
const LEFT_KEY = 'frc-navigation-audit:left';

/** Blocking time: each long task's time beyond 50 ms, summed (tasks as { start, duration } in ms). */
export function blockingTime(longTasks) {
  return Math.round(longTasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0));
}

/** Each figure of `firstLoad` and `navigation` is the median of the samples' (one sample per run); the runs are kept. */
export function medianOfSamples(allSamples) {
  // A run that failed (its page could not be loaded) has no figures: it is counted, and kept with its reason.
  const samples = allSamples.filter((sample) => !sample.failed);
  const figuresOf = (part) => [...new Set(samples.flatMap((sample) => Object.keys(sample[part] ?? {})))];
  const medians = (part) =>
    Object.fromEntries(figuresOf(part).map((figure) => [figure, median(samples.map((sample) => sample[part]?.[figure]))]));
  return { firstLoad: medians('firstLoad'), navigation: medians('navigation'), failedRuns: allSamples.length - samples.length, runs: allSamples };
}

/** Runs in every document of the context, before the page's own scripts: the page's side of the measurement. */
function pageProbe({ clickKey, leftKey, appMode }) {
  const audit = { longTasks: [], lcp: [], h1ShownAt: null, clickAt: null };
  window.__navigationAudit = audit;
  if (appMode) {
    // The note goes, and so do the islands' marks, as the HTML is parsed: the first script then sees a page with no
    // island that waits, and adds the shell's scripts after the paint, as the site did before its islands.
    const takeMarks = () => {
      document.getElementById('root')?.removeAttribute('data-prerendered');
      for (const island of document.querySelectorAll('frc-island[data-island]')) island.removeAttribute('data-island');
    };
    takeMarks();
    const observer = new MutationObserver(takeMarks);
    observer.observe(document, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', () => observer.disconnect());
  }
  let longTaskObserver;
  try {
    longTaskObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) audit.longTasks.push({ start: entry.startTime, duration: entry.duration });
    });
    longTaskObserver.observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) audit.lcp.push({ start: entry.startTime, element: entry.element?.tagName ?? null });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {
    // A browser without them: the figures stay empty.
  }
  // The click's time on the wall clock, kept for the next document too.
  document.addEventListener(
    'click',
    (event) => {
      if (!event.isTrusted) return;
      audit.clickAt = performance.timeOrigin + event.timeStamp;
      sessionStorage.setItem(clickKey, String(audit.clickAt));
    },
    true,
  );
  // The long tasks this document still ran after the click, before the next one replaced it.
  window.addEventListener('pagehide', () => {
    if (audit.clickAt === null) return;
    for (const entry of longTaskObserver?.takeRecords() ?? []) audit.longTasks.push({ start: entry.startTime, duration: entry.duration });
    const after = audit.longTasks.filter((task) => performance.timeOrigin + task.start + task.duration > audit.clickAt);
    sessionStorage.setItem(leftKey, JSON.stringify(after));
  });
  audit.takeLeftBehind = () => {
    const left = sessionStorage.getItem(leftKey);
    sessionStorage.removeItem(leftKey);
    return left ? JSON.parse(left) : [];
  };
  audit.takeClick = () => Number(sessionStorage.getItem(clickKey)) || null;

  /** Notes when an h1 other than `previous` (and with other text) is first shown at `pathname`. */
  audit.watchH1 = (pathname, previous = null) => {
    audit.h1ShownAt = null;
    audit.h1SeenAt = null;
    const previousText = previous?.textContent ?? null;
    const check = () => {
      if (location.pathname !== pathname) return false;
      const h1 = document.querySelector('main h1') ?? document.querySelector('h1');
      if (!h1 || !h1.textContent.trim() || (h1 === previous && h1.textContent === previousText)) return false;
      audit.h1SeenAt = performance.timeOrigin + performance.now();
      // The frame that paints it: its requestAnimationFrame, then the task after that frame.
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          audit.h1ShownAt ??= performance.timeOrigin + performance.now();
        };
        channel.port2.postMessage(null);
      });
      return true;
    };
    if (check()) return;
    const observer = new MutationObserver(() => {
      if (check()) observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  };
  audit.watchH1(location.pathname);
}

/** The network of one page, through its CDP session: requests in flight, and each script's transfer. */
function watchNetwork(cdp) {
  const inFlight = new Set();
  const scripts = new Map();
  let lastActivity = Date.now();
  let phase = 'first';
  const touched = () => {
    lastActivity = Date.now();
  };
  cdp.on('Network.requestWillBeSent', ({ requestId, type }) => {
    inFlight.add(requestId);
    if (type === 'Script' && !scripts.has(requestId)) scripts.set(requestId, { phase, bytes: 0, cached: false });
    touched();
  });
  cdp.on('Network.requestServedFromCache', ({ requestId }) => {
    const script = scripts.get(requestId);
    if (script) script.cached = true;
  });
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script' && !scripts.has(requestId)) scripts.set(requestId, { phase, bytes: 0, cached: false });
    const script = scripts.get(requestId);
    if (script && (response.fromDiskCache || response.fromPrefetchCache)) script.cached = true;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const script = scripts.get(requestId);
    if (script && !script.cached) script.bytes = encodedDataLength;
    inFlight.delete(requestId);
    touched();
  });
  cdp.on('Network.loadingFailed', ({ requestId }) => {
    inFlight.delete(requestId);
    touched();
  });
  return {
    /** Requests from now on belong to the navigation. */
    startNavigation() {
      phase = 'navigation';
    },
    /** Resolves once no request has been in flight for `QUIET_MS` (or after the settle timeout). */
    async quiet() {
      const deadline = Date.now() + SETTLE_TIMEOUT_MS;
      while (Date.now() < deadline && (inFlight.size > 0 || Date.now() - lastActivity < QUIET_MS)) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    scriptsOf(wanted) {
      const of = [...scripts.values()].filter((script) => script.phase === wanted);
      return {
        scriptKb: Number((of.reduce((sum, script) => sum + script.bytes, 0) / 1024).toFixed(1)),
        scriptFiles: of.length,
        cachedScriptFiles: of.filter((script) => script.cached).length,
      };
    },
  };
}

/** Waits until the page at `pathname` has settled (above). Survives the document being replaced meanwhile. */
async function settle(page, network, pathname) {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  for (;;) {
    try {
      const outcome = await page.waitForFunction(
        ({ path, failure }) => {
          const h1 = document.querySelector('main h1') ?? document.querySelector('h1');
          // The site's message for a page whose code could not be loaded or rendered: no use waiting.
          if (location.pathname === path && h1?.textContent.startsWith(failure)) return h1.textContent;
          // A pre-rendered page whose islands all wait for the visitor runs no script until touched: its HTML is the
          // page (the audit's visitor has nothing in storage that would wake an island).
          const root = document.getElementById('root');
          const islands = [...document.querySelectorAll('frc-island[data-island]')];
          const waiting =
            root !== null &&
            'prerendered' in root.dataset &&
            islands.length > 0 &&
            islands.every((island) => !island.dataset.islandState && !['load', 'idle'].includes(island.dataset.hydrate ?? ''));
          return (
            location.pathname === path &&
            window.__navigationAudit?.h1ShownAt != null &&
            (root?.dataset.render !== undefined || waiting) &&
            !document.querySelector('[data-island-state="loading"]') &&
            'settled'
          );
        },
        { path: pathname, failure: FAILURE_TITLE },
        { timeout: Math.max(1000, deadline - Date.now()), polling: 250 },
      );
      const settled = await outcome.jsonValue();
      if (settled !== 'settled') throw new Error(`${pathname} shows "${settled}"`);
      break;
    } catch (error) {
      // The document navigated under the check: check the new one.
      if (Date.now() >= deadline || !/context was destroyed|navigation/i.test(String(error))) {
        const state = await page
          .evaluate(() => ({
            pathname: location.pathname,
            h1: (document.querySelector('main h1') ?? document.querySelector('h1'))?.textContent ?? null,
            h1SeenAt: window.__navigationAudit?.h1SeenAt ?? null,
            h1ShownAt: window.__navigationAudit?.h1ShownAt ?? null,
            render: document.getElementById('root')?.dataset.render ?? null,
            loading: document.querySelectorAll('[data-island-state="loading"]').length,
          }))
          .catch(() => 'unreadable');
        throw new Error(`${pathname} did not settle: ${JSON.stringify(state)}`, { cause: error });
      }
    }
  }
  await quiet(page, network);
}

/** Waits until neither the network nor the main thread (a long task) has been busy for `QUIET_MS`. */
async function quiet(page, network) {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  for (;;) {
    await network.quiet();
    const idleMs = await page.evaluate(() => {
      const { longTasks } = window.__navigationAudit;
      return performance.now() - Math.max(0, ...longTasks.map((task) => task.start + task.duration));
    });
    if (idleMs >= QUIET_MS || Date.now() >= deadline) return;
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS - idleMs));
  }
}

async function measureJourney(browser, { site, journey, mode, cpuSlowdown }) {
  const context = await browser.newContext(PHONE);
  const errors = [];
  try {
    await context.addInitScript(pageProbe, { clickKey: CLICK_KEY, leftKey: LEFT_KEY, appMode: mode === 'client-side' });
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(String(error)));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text().slice(0, 400));
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const network = watchNetwork(cdp);
    const firstUrl = `${site}${journey.from}`;
    await page.goto(firstUrl, { waitUntil: 'commit' });
    await settle(page, network, journey.from);
    const first = await page.evaluate(() => ({ longTasks: window.__navigationAudit.longTasks, render: document.getElementById('root').dataset.render }));
    // As pre-rendered islands, the first page runs script only once touched (undefined until then).
    const expected = mode === 'client-side' ? ['browser'] : ['islands', undefined];
    if (!expected.includes(first.render)) throw new Error(`${journey.from} in ${mode} mode: #root's data-render is ${first.render}, not ${expected.join(' or ')}`);

    await page.getByLabel('Open menu', { exact: true }).click();
    const link = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: journey.link, exact: true });
    await link.waitFor({ state: 'visible' });
    await quiet(page, network);
    const before = await page.evaluate((to) => {
      window.__navigationAudit.watchH1(to, document.querySelector('main h1') ?? document.querySelector('h1'));
      return { timeOrigin: performance.timeOrigin };
    }, journey.to);
    network.startNavigation();
    await link.click({ noWaitAfter: true });
    await settle(page, network, journey.to);

    const after = await page.evaluate(() => {
      const audit = window.__navigationAudit;
      const lcp = audit.lcp.at(-1);
      return {
        timeOrigin: performance.timeOrigin,
        clickAt: audit.clickAt ?? audit.takeClick(),
        h1ShownAt: audit.h1ShownAt,
        lcpAt: lcp ? performance.timeOrigin + lcp.start : null,
        lcpElement: lcp?.element ?? null,
        longTasks: audit.longTasks,
        leftBehind: audit.takeLeftBehind(),
      };
    });
    const newDocument = after.timeOrigin !== before.timeOrigin;
    if (newDocument !== (mode === 'page loads')) throw new Error(`${journey.from} → ${journey.to} in ${mode} mode: the click ${newDocument ? 'loaded a new document' : 'loaded no document'}`);
    const tasksAfterClick = newDocument
      ? [...after.leftBehind, ...after.longTasks]
      : after.longTasks.filter((task) => after.timeOrigin + task.start + task.duration > after.clickAt);
    const round = (ms) => (ms === null ? null : Math.round(ms));
    return {
      firstLoad: { tbtMs: blockingTime(first.longTasks), longTasks: first.longTasks.length, ...network.scriptsOf('first') },
      navigation: {
        h1Ms: round(after.h1ShownAt - after.clickAt),
        lcpMs: newDocument && after.lcpAt !== null ? round(after.lcpAt - after.clickAt) : null,
        tbtMs: blockingTime(tasksAfterClick),
        longTasks: tasksAfterClick.length,
        ...network.scriptsOf('navigation'),
      },
      lcpElement: after.lcpElement,
    };
  } catch (error) {
    throw new Error(`${error.message}${errors.length ? `\nthe page's errors:\n${errors.join('\n')}` : ''}`, { cause: error });
  } finally {
    await context.close();
  }
}

/**
 * Each journey in each mode, `runs` times (the two modes of a journey in turn, so a change in the machine's load
 * weighs on both alike), with the CPU slowed `cpuSlowdown` times. Resolves to the medians and every run.
 */
export async function auditNavigation({ site, cpuSlowdown, runs, journeys = JOURNEYS, log = console.log }) {
  const browser = await launchChromium();
  const samples = new Map();
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const journey of journeys) {
        for (const mode of MODES) {
          const key = `${journey.from} ${journey.to} ${mode}`;
          const sample = await measureJourney(browser, { site, journey, mode, cpuSlowdown }).catch((error) => ({ failed: error.message }));
          log(
            `${journey.from} → ${journey.to}, ${mode}, run ${run + 1}: ` +
              (sample.failed ? `failed: ${sample.failed}` : `h1 ${sample.navigation.h1Ms} ms, TBT ${sample.navigation.tbtMs} ms, script ${sample.navigation.scriptKb} KB`),
          );
          samples.set(key, [...(samples.get(key) ?? []), sample]);
        }
      }
    }
  } finally {
    await browser.close();
  }
  return {
    conditions: {
      browser: '/usr/bin/chromium (Debian), headless, driven by Playwright',
      screen: `${PHONE.viewport.width}×${PHONE.viewport.height}, touch (Lighthouse's mobile screen)`,
      cpuSlowdown,
      network: 'this machine (no added latency or bandwidth limit)',
      runs,
    },
    journeys: journeys.flatMap((journey) =>
      MODES.map((mode) => ({ from: journey.from, to: journey.to, mode, ...medianOfSamples(samples.get(`${journey.from} ${journey.to} ${mode}`)) })),
    ),
  };
}

/** The report's table: its header and rows, one per journey and mode. */
export function navigationTable(navigation) {
  const value = (figure, unit = '') => (figure === null || figure === undefined ? '–' : `${figure}${unit}`);
  return {
    header: ['journey', 'mode', 'failed runs', 'click→h1 ms', 'click→LCP ms', 'TBT after click ms', 'script after click KB (files)', 'first load TBT ms', 'first load script KB (files)'],
    rows: navigation.journeys.map(({ from, to, mode, navigation: after, firstLoad, failedRuns }) => [
      `${from} → ${to}`,
      mode,
      failedRuns,
      value(after.h1Ms),
      value(after.lcpMs),
      value(after.tbtMs),
      `${value(after.scriptKb)} (${value(after.scriptFiles)}${after.cachedScriptFiles ? `, ${after.cachedScriptFiles} cached` : ''})`,
      value(firstLoad.tbtMs),
      `${value(firstLoad.scriptKb)} (${value(firstLoad.scriptFiles)})`,
    ]),
  };
}
