// How a canary is judged (docs/safe-deploys.md): its figures from the load telemetry against the threshold. Used by
// the guard beside the local stack (canaryGuard.mjs) and by the images' guard job (canary-guard.mjs),
// which copies this file: it imports nothing.

/**
 * @typedef {{ maxFailureRate: number, minLoads: number, checkSeconds: number }} CanarySettings
 * @typedef {{ loads: number, failures: number, failureRate: number }} CanaryFigures
 */

/** The documented defaults: more than 10 % of at least 20 loads failed, checked every 10 s. */
export const CANARY_DEFAULTS = { maxFailureRate: 0.1, minLoads: 20, checkSeconds: 10 };

/** The guard's settings from CANARY_MAX_FAILURE_RATE (0–1), CANARY_MIN_LOADS and CANARY_CHECK_SECONDS. */
export function readCanarySettings(env = process.env) {
  /** @param {string} name @param {number} fallback @param {(value: number) => boolean} valid */
  const number = (name, fallback, valid) => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (!valid(value)) throw new Error(`${name} may not be "${raw}"`);
    return value;
  };
  return {
    maxFailureRate: number('CANARY_MAX_FAILURE_RATE', CANARY_DEFAULTS.maxFailureRate, (value) => value >= 0 && value < 1),
    minLoads: number('CANARY_MIN_LOADS', CANARY_DEFAULTS.minLoads, (value) => Number.isInteger(value) && value >= 1),
    checkSeconds: number('CANARY_CHECK_SECONDS', CANARY_DEFAULTS.checkSeconds, (value) => value > 0 && value <= 3600),
  };
}

/** A rate as the guards print it: "10 %", "2.5 %". @param {number} rate */
export const percent = (rate) => `${(rate * 100).toFixed(rate > 0 && rate < 0.1 ? 1 : 0)} %`;

/**
 * Why the canary must go, from its figures, or null while it may stay.
 * @param {CanaryFigures | null | undefined} figures @param {CanarySettings} settings
 * @returns {string | null}
 */
export function canaryVerdict(figures, settings) {
  if (!figures || figures.loads < settings.minLoads || figures.failureRate <= settings.maxFailureRate) return null;
  return `${figures.failures} of ${figures.loads} loads failed (${percent(figures.failureRate)}), more than ${percent(settings.maxFailureRate)} of at least ${settings.minLoads}`;
}

/**
 * The canary's figures since it started: GET /api/telemetry/remote-loads/summary with the ops token.
 * @param {{ apiOrigin: string, token: string, remote: string, canary: { version: string, since: string }, fetchImpl?: typeof fetch }} options
 * @returns {Promise<CanaryFigures>}
 */
export async function canaryFigures({ apiOrigin, token, remote, canary, fetchImpl = fetch }) {
  const query = new URLSearchParams({ remote, version: canary.version, since: canary.since, minutes: String(60 * 24 * 90) });
  const response = await fetchImpl(`${apiOrigin}/api/telemetry/remote-loads/summary?${query}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`the load telemetry answered ${response.status}`);
  const summary = await response.json();
  return summary.versions.find((/** @type {CanaryFigures & { remote: string, version: string }} */ figures) => figures.remote === remote && figures.version === canary.version) ?? { loads: 0, failures: 0, failureRate: 0 };
}
