// What a deploy status shows, printed by `npm run deploy:status` (the local stack) and the render image's status job
// (status.mjs) alike (printStatus): the remote map's versions, the load telemetry's figures per remote and version, the
// canary guard's threshold, the latest switches of the map and the pages the latest render left out. Also the switch log both write, one JSON line per
// switch. Node's built-ins only: the render image carries this file as it is.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { percent } from './canaryVerdict.mjs';

/**
 * @import { CanarySettings } from './canaryVerdict.mjs'
 * @import { LoggedSwitch, RemoteLoadSummary, RenderReport, StatusVersions, SwitchEntry } from './types'
 */

/**
 * What a status report shows (statusReport), but the window's minutes: `summary` is the Error that kept the
 * telemetry from being read; `render` the latest render's report, if any.
 * @typedef {{ title: string, versions: Record<string, StatusVersions>, summary: RemoteLoadSummary | Error,
 *   settings: CanarySettings, switches: LoggedSwitch[], render: RenderReport | null | undefined }} StatusReportFacts
 */

/**
 * Appends a switch of the remote map to `file`: `{ remote, action, from, to, by, reason?, percent? }`, with the time.
 * @param {string} file
 * @param {SwitchEntry} entry
 */
export function appendSwitch(file, entry, now = new Date()) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.appendFileSync(file, `${JSON.stringify({ time: now.toISOString(), ...entry })}\n`);
}

/**
 * The switches in `file`, oldest first (lines that cannot be read are left out; no file: none).
 * @param {string} file
 * @returns {LoggedSwitch[]}
 */
export function readSwitches(file) {
  let text = '';
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => {
      try {
        return [JSON.parse(line)];
      } catch {
        return [];
      }
    });
}

/**
 * The latest render's report, in PAGES_DIR: its figures and the pages it left out (written by prerender.mjs),
 * and when the render watcher's latest try failed as a whole, that failure (`failedRender`).
 */
export const RENDER_REPORT_FILE = 'render-report.json';

/**
 * The latest render's report in `pagesDir`, or undefined.
 * @param {string} pagesDir
 * @returns {RenderReport | undefined}
 */
export function readRenderReport(pagesDir) {
  try {
    return JSON.parse(fs.readFileSync(path.join(pagesDir, RENDER_REPORT_FILE), 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Notes in the report that a render failed as a whole (the pages served stay those of the report), and when it is tried again.
 * @param {string} pagesDir
 * @param {unknown} error
 * @param {number} waitMs
 */
export function reportRenderFailure(pagesDir, error, waitMs, now = new Date()) {
  const failedRender = {
    time: now.toISOString(),
    error: String(error instanceof Error ? error.message : error).split('\n', 1)[0],
    nextTry: new Date(now.getTime() + waitMs).toISOString(),
  };
  fs.mkdirSync(pagesDir, { recursive: true });
  const file = path.join(pagesDir, RENDER_REPORT_FILE);
  fs.writeFileSync(`${file}.tmp`, `${JSON.stringify({ ...readRenderReport(pagesDir), failedRender }, null, 2)}\n`);
  fs.renameSync(`${file}.tmp`, file);
}

/**
 * Rows as aligned columns.
 * @param {string[]} header
 * @param {unknown[][]} rows
 */
export function table(header, rows) {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => String(row[column]).length)));
  /** @param {unknown[]} cells */
  const line = (cells) => `  ${cells.map((cell, column) => String(cell).padEnd(widths[column] ?? 0)).join('  ')}`.trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

/**
 * The whole report, as lines. `versions`: per remote `{ current, lastGood?, canary?: { version, percent, since? } }`
 * (versions as text); `summary`: the telemetry summary's answer, or an Error when it could not be read; `render`:
 * the latest render's report (readRenderReport), or undefined.
 * @param {StatusReportFacts & { minutes: number }} facts
 * @returns {string[]}
 */
export function statusReport({ title, versions, summary, minutes, settings, switches, render }) {
  const lines = [
    `${title}:`,
    table(
      ['remote', 'current', 'last good', 'canary'],
      Object.entries(versions).map(([remote, state]) => [
        remote,
        state.current,
        state.lastGood ?? '-',
        state.canary ? `${state.canary.version} to ${state.canary.percent} %${state.canary.since ? ` since ${state.canary.since}` : ''}` : '-',
      ]),
    ),
  ];
  if (summary instanceof Error) {
    lines.push('', `No load telemetry: ${summary.message}`);
  } else {
    lines.push('', `Load telemetry, ${summary.from} to ${summary.to} (${minutes} min):`);
    lines.push(
      summary.versions.length === 0
        ? '  no loads reported'
        : table(
            ['remote', 'version', 'loads', 'failures', 'failure rate', 'p95 load'],
            summary.versions.map((figures) => [
              figures.remote,
              figures.version,
              figures.loads,
              figures.failures,
              `${(figures.failureRate * 100).toFixed(1)} %`,
              figures.p95Ms === null ? '-' : `${figures.p95Ms} ms`,
            ]),
          ),
    );
  }
  lines.push(
    '',
    `A canary is rolled back when more than ${percent(settings.maxFailureRate)} of at least ${settings.minLoads} loads fail (checked every ${settings.checkSeconds} s).`,
    '',
    `Latest switches of the remote map${switches.length ? '' : ': none'}`,
  );
  if (switches.length > 0) {
    lines.push(
      table(
        ['time', 'remote', 'what', 'by', 'why'],
        switches.map((entry) => [
          entry.time,
          entry.remote,
          `${entry.action} ${entry.from} -> ${entry.to}${entry.percent ? ` (${entry.percent} %)` : ''}`,
          entry.by ?? '',
          entry.reason ?? '',
        ]),
      ),
    );
  }
  lines.push('', ...renderReportLines(render));
  return lines;
}

/**
 * The latest render's report (prerender.mjs: RENDER_REPORT_FILE), as lines: its figures, then each page
 * it left out with the content item it shows (kind and id), its address and the error's first line.
 * @param {RenderReport | null | undefined} report
 * @returns {string[]}
 */
export function renderReportLines(report) {
  const failure = report?.failedRender
    ? [`The latest render failed as a whole at ${report.failedRender.time} (${report.failedRender.error}); next try at ${report.failedRender.nextTry}.`]
    : [];
  if (!report?.key) return [...failure, 'No render of the pages has reported yet.'];
  const lines = [
    ...failure,
    `Latest render of the pages, ${report.time} (map ${report.key}, content version ${report.contentVersion ?? 'none'}): ${report.pages} rendered, ${report.clientPages} rendered in the browser`,
  ];
  if (report.failed.length === 0) return [...lines, '  no page left out'];
  return [
    ...lines,
    `  ${report.failed.length} left out (each keeps the page served before, or answers 404, until it renders):`,
    table(
      ['item', 'address', 'why'],
      report.failed.map((page) => [page.kind ? `${page.kind} ${page.id}` : '-', page.address, page.error]),
    ),
  ];
}

/**
 * The telemetry summary over the last `minutes`, or the Error that kept it from being read (naming the API).
 * @param {{ apiOrigin: string, token: string, minutes: number, fetchImpl?: typeof fetch }} options
 * @returns {Promise<RemoteLoadSummary | Error>}
 */
export async function readTelemetrySummary({ apiOrigin, token, minutes, fetchImpl = fetch }) {
  try {
    const response = await fetchImpl(`${apiOrigin}/api/telemetry/remote-loads/summary?minutes=${minutes}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`the API answered ${response.status}`);
    return await response.json();
  } catch (error) {
    return new Error(`from ${apiOrigin}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * --minutes as a whole number of minutes, or undefined when it is not one.
 * @param {string | undefined} text
 */
export function windowMinutes(text) {
  const minutes = Number(text);
  return Number.isInteger(minutes) && minutes >= 1 ? minutes : undefined;
}

/**
 * A status report, as `npm run deploy:status` (the local stack) and the render image's status job (status.mjs)
 * print it: reads --minutes N (the window, default 60), --switches N (how many switches, default 10) and the
 * caller's own `options`, prints the report of what `read` gives, and exits: 1 when the telemetry could not be read.
 * @param {string} name  what the report's errors start with
 * @param {Record<string, { type: 'string', default?: string }>} options
 * @param {(values: Record<string, string | undefined>, minutes: number) => Promise<StatusReportFacts>} read
 */
export async function printStatus(name, options, read) {
  const { values } = parseArgs({ options: { ...options, minutes: { type: 'string', default: '60' }, switches: { type: 'string', default: '10' } } });
  const minutes = windowMinutes(values.minutes);
  if (minutes === undefined) {
    console.error(`${name}: --minutes must be a whole number of minutes, not "${values.minutes}"`);
    process.exit(1);
  }
  const { switches, summary, ...report } = await read(values, minutes);
  console.log(statusReport({ ...report, summary, minutes, switches: switches.slice(-Number(values.switches)) }).join('\n'));
  process.exit(summary instanceof Error ? 1 : 0);
}
