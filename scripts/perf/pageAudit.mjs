// Measures one page of the running site for `npm run perf`, in two Lighthouse
// passes in the same Chromium:
//
// 1. The scored pass: Lighthouse's mobile defaults (Moto G Power screen,
//    simulated slow 4G and a 4x CPU slowdown, or the slowdown given). Scores,
//    FCP, LCP, TBT, CLS, and the scripts the page loaded.
// 2. The round-trip pass: the same load with every request held back by a
//    fixed latency (DevTools network emulation, no bandwidth or CPU limit).
//    A request that waited for another one to finish can only start a whole
//    latency later, so the sequential round trips show as steps in time,
//    whatever made the page wait (a parser, a script, an awaited fetch): see
//    `sequentialRoundTrips`.
import http from 'node:http';
import https from 'node:https';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Added to every request in the round-trip pass: far above anything the CPU does between two requests here. */
export const PROBE_LATENCY_MS = 1000;

const probeConfig = {
  extends: 'lighthouse:default',
  settings: {
    onlyAudits: ['network-requests', 'metrics', 'largest-contentful-paint-element'],
    throttlingMethod: 'devtools',
    throttling: {
      rttMs: 0,
      throughputKbps: 0,
      requestLatencyMs: PROBE_LATENCY_MS,
      downloadThroughputKbps: 0,
      uploadThroughputKbps: 0,
      cpuSlowdownMultiplier: 1,
    },
    // A step between two waves of requests must not look like the end of the load.
    networkQuietThresholdMs: 3 * PROBE_LATENCY_MS,
    pauseAfterLoadMs: 2 * PROBE_LATENCY_MS,
    disableFullPageScreenshot: true,
  },
};

/** Requests of a Lighthouse result with absolute start and end times (µs, trace clock). */
function timedRequests(lhr) {
  const audit = lhr.audits['network-requests'];
  const origin = audit?.details?.debugData?.networkStartTimeTs;
  if (!Number.isFinite(origin)) return [];
  return (audit.details.items ?? [])
    .filter((item) => Number.isFinite(item.networkRequestTime) && Number.isFinite(item.networkEndTime) && item.finished)
    .map((item) => ({
      url: item.url,
      resourceType: item.resourceType,
      start: origin + item.networkRequestTime * 1000,
      end: origin + item.networkEndTime * 1000,
    }));
}

/**
 * The depth of the longest chain of requests, each of which started only
 * after the one before it had finished, among the requests that finished
 * before `paintTs` (a request still under way cannot have been needed for the
 * paint). Requests answered without a round trip (from the memory cache, or
 * the preload that fetched them) take no time, so they add no depth. The
 * first request (the page) has depth 1.
 *
 * Under the added latency this counts a wait for any earlier request, never
 * less than the causal chain; two requests on the same HTTP/1.1 origin that
 * queue for one of its six connections count as two round trips, as they are.
 */
export function sequentialRoundTrips(requests, paintTs, latencyMs = PROBE_LATENCY_MS) {
  const byStart = [...requests].sort((a, b) => a.start - b.start);
  const depth = new Map();
  const previous = new Map();
  for (const request of byStart) {
    const tookARoundTrip = request.end - request.start >= (latencyMs * 1000) / 2;
    let deepest;
    for (const earlier of byStart) {
      if (earlier === request || earlier.end > request.start || !depth.has(earlier)) continue;
      if (!deepest || depth.get(earlier) > depth.get(deepest)) deepest = earlier;
    }
    depth.set(request, (deepest ? depth.get(deepest) : 0) + (tookARoundTrip ? 1 : 0));
    previous.set(request, deepest);
  }
  const before = byStart.filter((request) => request.end <= paintTs);
  if (!Number.isFinite(paintTs) || before.length === 0) return { count: null, chain: [], waves: [] };
  const last = before.reduce((best, request) => (depth.get(request) > depth.get(best) ? request : best));
  const chain = [];
  for (let request = last; request; request = previous.get(request)) chain.unshift(request.url);
  const waves = before.map((request) => `${depth.get(request)} ${request.url}`);
  return { count: depth.get(last), chain, waves };
}

/** Bytes of a response body as the server sends it to a client that accepts only `encoding`. */
function encodedSize(url, encoding) {
  const client = url.startsWith('https:') ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(url, { headers: { 'accept-encoding': encoding } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => {
        bytes += chunk.length;
      });
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** Lighthouse reports a failed load in the result rather than throwing: make it an error. */
function checked(lhr, ids) {
  const problems = [lhr.runtimeError?.message, ...ids.map((id) => lhr.audits[id]?.errorMessage && `${id}: ${lhr.audits[id].errorMessage}`)].filter(Boolean);
  if (problems.length) throw new Error(`Lighthouse could not measure ${lhr.finalDisplayedUrl}: ${problems.join('; ')}`);
  return lhr;
}

/** A busy machine sometimes spoils a trace (NO_NAVSTART and the like): such a load is measured again, twice at most. */
async function withRetries(measure, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure();
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`${error.message}: measuring again`);
    }
  }
}

const SCORED_METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index', 'network-requests'];

function scoredSummary(lhr) {
  const audit = (id) => lhr.audits[id];
  const requests = audit('network-requests')?.details?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === 'Script' && request.statusCode === 200);
  // Fetched into the cache, not run (a page of islands prefetches the shell's scripts for the first touch).
  const prefetched = requests.filter((request) => request.resourceType !== 'Script' && request.statusCode === 200 && /\.js(\?|$)/.test(request.url));
  const lcpElement = audit('largest-contentful-paint-element')?.details?.items?.[0]?.items?.[0]?.node;
  const shifts = audit('layout-shifts')?.details?.items ?? [];
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
    fcpMs: Math.round(audit('first-contentful-paint').numericValue),
    lcpMs: Math.round(audit('largest-contentful-paint').numericValue),
    tbtMs: Math.round(audit('total-blocking-time').numericValue),
    cls: Number(audit('cumulative-layout-shift').numericValue.toFixed(3)),
    speedIndexMs: Math.round(audit('speed-index').numericValue),
    scripts: scripts.map((request) => ({ url: request.url, transferBytes: request.transferSize })),
    jsPrefetchedKb: kb(prefetched.reduce((sum, request) => sum + (request.transferSize ?? 0), 0)),
    lcpElement: lcpElement ? { selector: lcpElement.selector, snippet: lcpElement.snippet } : null,
    layoutShifts: shifts.map((shift) => ({ score: Number(shift.score.toFixed(4)), element: shift.node?.snippet ?? null })),
    longTasks: (audit('long-tasks')?.details?.items ?? []).map((task) => `${Math.round(task.duration)} ms ${task.url}`),
    failedAudits: Object.values(lhr.audits)
      .filter((item) => item.score !== null && item.score < 1 && item.scoreDisplayMode === 'binary')
      .map((item) => item.id),
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    cpuSlowdown: lhr.configSettings?.throttling?.cpuSlowdownMultiplier,
  };
}

function probeSummary(lhr) {
  const metrics = lhr.audits.metrics?.details?.items?.[0] ?? {};
  const requests = timedRequests(lhr);
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  const toFcp = sequentialRoundTrips(requests, metrics.observedFirstContentfulPaintTs);
  const toLcp = sequentialRoundTrips(requests, metrics.observedLargestContentfulPaintTs);
  return {
    roundTripsToFcp: toFcp.count,
    roundTripsToLcp: toLcp.count,
    chainToLcp: toLcp.chain,
    requestsBeforeLcp: toLcp.waves,
    probeLcpElement: lcpElement ? lcpElement.snippet : null,
  };
}

/**
 * One measurement of `url`: the scored Lighthouse pass and the round-trip pass.
 * `cpuSlowdown` replaces the scored pass's CPU slowdown (Lighthouse's throttling.cpuSlowdownMultiplier).
 * @param {{ lighthouse: Function, url: string, port: number, cpuSlowdown?: number }} options
 */
export async function auditPage({ lighthouse, url, port, cpuSlowdown }) {
  const flags = { port, output: 'json', logLevel: 'error' };
  const scoredFlags = { ...flags, onlyCategories: CATEGORIES, ...(cpuSlowdown ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } : {}) };
  const scored = await withRetries(async () => checked((await lighthouse(url, scoredFlags)).lhr, SCORED_METRICS));
  const probe = await withRetries(async () => checked((await lighthouse(url, flags, probeConfig)).lhr, ['metrics', 'network-requests']));
  const summary = { ...scoredSummary(scored), ...probeSummary(probe) };
  const scriptUrls = [...new Set(summary.scripts.map((script) => script.url))];
  const gzipBytes = await Promise.all(scriptUrls.map((scriptUrl) => encodedSize(scriptUrl, 'gzip')));
  return {
    ...summary,
    jsRequests: summary.scripts.length,
    jsTransferKb: kb(summary.scripts.reduce((sum, script) => sum + (script.transferBytes ?? 0), 0)),
    jsGzipKb: kb(gzipBytes.reduce((sum, bytes) => sum + bytes, 0)),
  };
}

function kb(bytes) {
  return Number((bytes / 1024).toFixed(1));
}

/** The median of the numbers among `values` (the lower middle one for an even count); null when there are none. */
export function median(values) {
  const sorted = values.filter((value) => typeof value === 'number' && Number.isFinite(value)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
}

/** Each figure is the median of the runs (the lower middle one for an even count); the runs are kept too. */
export function medianOfRuns(samples) {
  const figures = ['fcpMs', 'lcpMs', 'tbtMs', 'cls', 'speedIndexMs', 'jsRequests', 'jsTransferKb', 'jsPrefetchedKb', 'jsGzipKb', 'roundTripsToFcp', 'roundTripsToLcp'];
  const byPerformance = [...samples].sort((a, b) => a.scores.performance - b.scores.performance);
  const typical = byPerformance[Math.floor((byPerformance.length - 1) / 2)];
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, median(samples.map((sample) => sample.scores[id]))])),
    ...Object.fromEntries(figures.map((figure) => [figure, median(samples.map((sample) => sample[figure]))])),
    lcpElement: typical.lcpElement,
    layoutShifts: typical.layoutShifts,
    failedAudits: typical.failedAudits,
    longTasks: typical.longTasks,
    chainToLcp: typical.chainToLcp,
    requestsBeforeLcp: typical.requestsBeforeLcp,
    scripts: typical.scripts,
    runs: samples.map((sample) => ({ ...sample, scripts: undefined })),
  };
}
