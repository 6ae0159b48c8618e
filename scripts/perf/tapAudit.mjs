/* global window, document, requestAnimationFrame */
// `npm run perf`: what a phone's visitor feels of a page's script when tapping it, measured beside the page's static
// copy (scripts/perf/staticCopy.mjs) in the same run, in Debian's Chromium driven by Playwright (a 390 px phone
// screen with touch, the CPU slowed through CDP's `Emulation.setCPUThrottlingRate` as much as Lighthouse's pass,
// the network of this machine). Each run opens the page in a new browser context (empty cache and storage):
//
// - the first tap: as soon as the page's h1 shows, a tap on the mobile menu's "Open menu"; measured from the touch
//   (the pointerdown's event time: when the finger came down, whatever the main thread was doing) to the frame that
//   shows the menu's <details> open (the rendering steps of the first frame after the click in which it is open);
// - an INP-like figure: once the page has settled, a scripted sequence of taps: the menu opened and closed, the
//   first FAQ question of the page's main content, then its first form field. Each interaction's delay is the
//   browser's own measure (Event Timing: from the input to the next paint after its handlers ran), the longest of
//   its events; the figure is the longest over the sequence (INP's definition for fewer than 50 interactions).
//   An interaction shorter than 16 ms is not reported by the browser: it counts as 16 ms.
import { launchChromium } from '../lib/ensure.mjs';
import { median } from './pageAudit.mjs';

/** A phone's screen, the width of the site's phone layout. */
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
/** Event Timing reports no interaction shorter than this (its lowest `durationThreshold`). */
export const SHORTEST_REPORTED_MS = 16;
const QUIET_MS = 1000;
const STEP_TIMEOUT_MS = 60_000;

/** The steps of the INP-like sequence, in order (a page without a FAQ question or a form field skips those). */
export const SEQUENCE = ['menu open', 'menu closed', 'FAQ question', 'form field'];

/** Runs in the page before its own scripts: when the finger came down, when a <details> opened and was painted. */
function tapProbe({ threshold }) {
  const audit = { touches: [], clicks: [], opened: [], events: [], steps: [] };
  window.__tapAudit = audit;
  document.addEventListener('pointerdown', (event) => audit.touches.push(event.timeStamp), true);
  // A click on a menu's summary: the frame that shows its <details> open (the click's default action opens it after
  // this listener; the page's own tasks after that frame do not count).
  document.addEventListener(
    'click',
    (event) => {
      const details = event.target?.closest?.('summary')?.parentElement;
      if (!details || details.nodeName !== 'DETAILS') return;
      const clickedAt = performance.now();
      audit.clicks.push(clickedAt);
      const frame = () =>
        requestAnimationFrame(() => {
          if (details.open) audit.opened.push({ toggledAt: clickedAt, shownAt: performance.now() });
          else if (performance.now() - clickedAt < 5000) frame();
        });
      frame();
    },
    true,
  );
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.interactionId) audit.events.push({ interactionId: entry.interactionId, name: entry.name, startTime: entry.startTime, duration: entry.duration });
      }
    }).observe({ type: 'event', durationThreshold: threshold, buffered: true });
  } catch {
    // A browser without Event Timing: no figure.
  }
}

/** The first tap's figure: from the first touch to the first frame showing a <details> opened by a click after it (ms), or null. */
export function firstTapMs({ touches, opened }) {
  const touch = touches[0];
  if (touch === undefined) return null;
  const open = opened.find((entry) => entry.toggledAt >= touch);
  return open ? Math.round(open.shownAt - touch) : null;
}

/**
 * Each step's delay: the longest event of each interaction (Event Timing entries with their interactionId), the
 * interaction belonging to the step it started in (`steps`: { name, at } in the page's clock, in order), the
 * longest interaction of each step; a step whose interactions were all too short to be reported counts
 * `SHORTEST_REPORTED_MS`. Resolves to { [step]: ms } and the longest of them (`longestMs`, with its step).
 */
export function interactionDelays(events, steps) {
  const byInteraction = new Map();
  for (const event of events) {
    const known = byInteraction.get(event.interactionId);
    byInteraction.set(event.interactionId, {
      startTime: Math.min(known?.startTime ?? Number.POSITIVE_INFINITY, event.startTime),
      duration: Math.max(known?.duration ?? 0, event.duration),
    });
  }
  const delays = Object.fromEntries(steps.map((step) => [step.name, SHORTEST_REPORTED_MS]));
  for (const interaction of byInteraction.values()) {
    const step = steps.filter((candidate) => candidate.at <= interaction.startTime).at(-1);
    if (step) delays[step.name] = Math.max(delays[step.name], Math.round(interaction.duration));
  }
  const longest = Object.entries(delays).reduce((best, entry) => (best === null || entry[1] > best[1] ? entry : best), null);
  return { delays, longestMs: longest?.[1] ?? null, longestStep: longest?.[0] ?? null };
}

/** Each figure is the median of the runs that did not fail (the lower middle one for an even count); runs are kept. */
export function medianOfTaps(allSamples) {
  const samples = allSamples.filter((sample) => !sample.failed);
  return {
    firstTapMs: median(samples.map((sample) => sample.firstTapMs)),
    inpMs: median(samples.map((sample) => sample.inpMs)),
    failedRuns: allSamples.length - samples.length,
    runs: allSamples,
  };
}

/** The table printed beside the static copies: its header and a row per page. */
export function tapTable(taps) {
  const value = (figure) => (figure === null || figure === undefined ? '–' : String(figure));
  const difference = (figure, copy) => (figure === null || copy === null ? '–' : `${figure >= copy ? '+' : ''}${figure - copy}`);
  return {
    header: ['page', 'tap→menu open ms', 'static', 'diff ms', 'INP-like ms', 'static', 'diff ms', 'failed runs (page, static)'],
    rows: taps.map(({ page, site, copy }) => [
      page,
      value(site.firstTapMs),
      value(copy.firstTapMs),
      difference(site.firstTapMs, copy.firstTapMs),
      value(site.inpMs),
      value(copy.inpMs),
      difference(site.inpMs, copy.inpMs),
      `${site.failedRuns}, ${copy.failedRuns}`,
    ]),
  };
}

/** Waits until no request has been in flight and no long task has run for `QUIET_MS`. */
async function settled(page, cdp) {
  const inFlight = new Set();
  let last = Date.now();
  const started = ({ requestId }) => {
    inFlight.add(requestId);
    last = Date.now();
  };
  const ended = ({ requestId }) => {
    inFlight.delete(requestId);
    last = Date.now();
  };
  cdp.on('Network.requestWillBeSent', started);
  cdp.on('Network.loadingFinished', ended);
  cdp.on('Network.loadingFailed', ended);
  const deadline = Date.now() + STEP_TIMEOUT_MS;
  try {
    while (Date.now() < deadline && (inFlight.size > 0 || Date.now() - last < QUIET_MS)) await new Promise((resolve) => setTimeout(resolve, 100));
    // The main thread, quiet for a frame's worth of tasks after the network.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  } finally {
    cdp.off('Network.requestWillBeSent', started);
    cdp.off('Network.loadingFinished', ended);
    cdp.off('Network.loadingFailed', ended);
  }
}

/** One run on `url`: the first tap, then the sequence. */
async function measureTaps(browser, { url, cpuSlowdown }) {
  const context = await browser.newContext(PHONE);
  try {
    await context.addInitScript(tapProbe, { threshold: SHORTEST_REPORTED_MS });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(url, { waitUntil: 'commit' });
    // As soon as the heading shows: the tap.
    await page.locator('h1').first().waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
    const toggle = await page.getByLabel('Open menu', { exact: true }).elementHandle({ timeout: STEP_TIMEOUT_MS });
    await toggle.tap({ timeout: STEP_TIMEOUT_MS });
    await page.waitForFunction(() => window.__tapAudit.opened.length > 0, null, { timeout: STEP_TIMEOUT_MS, polling: 100 });
    const first = await page.evaluate(() => ({ touches: window.__tapAudit.touches, clicks: window.__tapAudit.clicks, opened: window.__tapAudit.opened }));

    // The sequence, on the settled page, the menu closed again first.
    await settled(page, cdp);
    await toggle.tap({ timeout: STEP_TIMEOUT_MS });
    await settled(page, cdp);
    const step = async (name, target) => {
      await page.evaluate((stepName) => window.__tapAudit.steps.push({ name: stepName, at: performance.now() }), name);
      await target.tap({ timeout: STEP_TIMEOUT_MS });
      await settled(page, cdp);
    };
    await step('menu open', toggle);
    await step('menu closed', toggle);
    const question = page.locator('main summary').first();
    if ((await question.count()) > 0) await step('FAQ question', question);
    const field = page.locator('main input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]), main select, main textarea').first();
    if ((await field.count()) > 0) await step('form field', field);
    const { events, steps } = await page.evaluate(() => ({ events: window.__tapAudit.events, steps: window.__tapAudit.steps }));
    const { delays, longestMs, longestStep } = interactionDelays(events, steps);
    // Where the first tap's time went: until its click was handled (the main thread busy), and from there to the frame.
    const touchToClickMs = first.clicks[0] === undefined || first.touches[0] === undefined ? null : Math.round(first.clicks[0] - first.touches[0]);
    return { firstTapMs: firstTapMs(first), touchToClickMs, inpMs: longestMs, longestStep, delays };
  } finally {
    await context.close();
  }
}

/**
 * Each page and its static copy in turn, `runs` times (so a change in the machine's load weighs on both alike), with
 * the CPU slowed `cpuSlowdown` times. Resolves to each page's medians beside its copy's, and every run.
 */
export async function auditTaps({ site, copies, pages, cpuSlowdown, runs, log = console.log }) {
  const browser = await launchChromium();
  const samples = new Map(pages.flatMap((page) => [[`${page} site`, []], [`${page} copy`, []]]));
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const page of pages) {
        for (const [which, origin] of [['site', site], ['copy', copies]]) {
          const sample = await measureTaps(browser, { url: `${origin}${page}`, cpuSlowdown }).catch((error) => ({ failed: String(error.message ?? error) }));
          log(
            `${page}${which === 'copy' ? ' (static copy)' : ''}, run ${run + 1}: ` +
              (sample.failed ? `failed: ${sample.failed}` : `tap→menu open ${sample.firstTapMs} ms (click handled after ${sample.touchToClickMs} ms), INP-like ${sample.inpMs} ms (${sample.longestStep})`),
          );
          samples.get(`${page} ${which}`).push(sample);
        }
      }
    }
  } finally {
    await browser.close();
  }
  return {
    conditions: {
      browser: '/usr/bin/chromium (Debian), headless, driven by Playwright',
      screen: `${PHONE.viewport.width}×${PHONE.viewport.height}, touch`,
      cpuSlowdown,
      network: 'this machine (no added latency or bandwidth limit)',
      sequence: SEQUENCE,
      runs,
    },
    pages: pages.map((page) => ({ page, site: medianOfTaps(samples.get(`${page} site`)), copy: medianOfTaps(samples.get(`${page} copy`)) })),
  };
}
