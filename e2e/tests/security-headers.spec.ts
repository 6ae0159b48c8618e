import fs from 'node:fs';
import { type APIRequestContext, type APIResponse } from '@playwright/test';
import { expect, test } from '../support/test';
import { recordCspViolations } from '../support/cspViolations';
import { uniqueEmail } from '../support/mailbox';
import { recordOffsiteRequests } from '../support/offsiteRequests';
import { createCase, signInAtLogin } from '../support/portalSignIn';
import { SHELL_ORIGINS } from '../support/apps';
import { REMOTE_PORTS, touches } from '../support/sitePaths';
import { LOCAL_STACK, localOnly, remoteOrigin, SITE } from '../support/target';

const SHELL = SITE;
const INTAKE = remoteOrigin('intake');
const IMMUTABLE = 'public, max-age=31536000, immutable';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';

const SECURITY_HEADERS = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'x-frame-options': 'DENY',
};

/** Each header once, as a map of lower-case names to values. */
function singleHeaders(response: APIResponse): Record<string, string> {
  const seen: Record<string, string> = {};
  for (const { name, value } of response.headersArray()) {
    const key = name.toLowerCase();
    if (key === 'vary') continue;
    expect(seen[key], `${response.url()} sends ${name} twice`).toBeUndefined();
    seen[key] = value;
  }
  return seen;
}

function parseCsp(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const directive of policy.split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name) directives.set(name, sources);
  }
  return directives;
}

function expectSecurityHeaders(response: APIResponse, headers = singleHeaders(response)) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers[name], `${name} of ${response.url()}`).toBe(value);
  expect(headers['permissions-policy']).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\).*payment=\(\)/);
  const csp = parseCsp(headers['content-security-policy'] ?? '');
  expect(csp.get('frame-ancestors'), `frame-ancestors of ${response.url()}`).toEqual(["'none'"]);
  return { headers, csp };
}

async function remoteOrigins(request: APIRequestContext): Promise<string[]> {
  const map = (await (await request.get(`${SHELL}/remotes.json`)).json()) as Record<string, string | { current: string; lastGood?: string }>;
  const entries = Object.values(map).flatMap((entry) => (typeof entry === 'string' ? [entry] : [entry.current, ...(entry.lastGood ? [entry.lastGood] : [])]));
  return [...new Set(entries.map((entry) => new URL(entry).origin))];
}

/** A page's CSP: this origin and exactly the remotes of the map; no inline script, no eval. */
async function expectPagePolicy(request: APIRequestContext, response: APIResponse) {
  const { csp } = expectSecurityHeaders(response);
  const allowed = ["'self'", ...(await remoteOrigins(request))];
  // The local stack serves each remote from an origin of its own.
  if (LOCAL_STACK) expect(allowed).toHaveLength(5);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  for (const directive of ['script-src', 'style-src', 'font-src', 'connect-src']) {
    expect(csp.get(directive), directive).toEqual(allowed);
  }
  // A document's preview shows an image read from /api as a blob: URL in an <img>: shown, never run.
  expect(csp.get('img-src'), 'img-src').toEqual(["'self'", 'blob:', ...allowed.slice(1)]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'none'"]);
  expect(csp.get('form-action')).toEqual(["'self'"]);
  expect([...csp.values()].flat().filter((source) => source.startsWith("'unsafe"))).toEqual([]);
}

async function hashedFiles(request: APIRequestContext) {
  const html = await (await request.get(`${SHELL}/`)).text();
  const shellScript = /<script[^>]+src="(\/main\.[0-9a-f]{8}\.js)"/.exec(html)?.[1];
  const manifest = (await (await request.get(`${INTAKE}/mf-manifest.json`)).json()) as {
    exposes: { assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
  };
  // Not every exposed module has CSS of its own up front (the App's pages bring theirs when they load).
  const script = manifest.exposes[0]?.assets.js.sync[0];
  const styleSheet = manifest.exposes.find((exposed) => exposed.assets.css.sync.length > 0)?.assets.css.sync[0];
  const files = [shellScript, script, styleSheet];
  expect(files.every(Boolean), `hashed files named by the shell page and the intake manifest: ${files.join(', ')}`).toBe(true);
  return [`${SHELL}${shellScript}`, `${INTAKE}/${script}`, `${INTAKE}/${styleSheet}`];
}

test('pages, the remote map and remote manifests carry the security headers and are revalidated on every load', async ({ request }) => {
  // A path no page has is the 404 page, with 404: an error, never marked cacheable.
  for (const [path, status] of [['/', 200], ['/about-us', 200], ['/dashboard/cases', 200], ['/this-page-does-not-exist', 404]] as const) {
    const page = await request.get(`${SHELL}${path}`);
    expect(page.status(), path).toBe(status);
    expect(page.headers()['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers()['cache-control'], path).toBe(status === 200 ? 'no-cache' : undefined);
    expect(page.headers()['access-control-allow-origin'], 'the shell shares nothing cross-origin').toBeUndefined();
    await expectPagePolicy(request, page);
  }

  for (const url of [`${SHELL}/remotes.json`, `${INTAKE}/mf-manifest.json`, `${INTAKE}/remoteEntry.js`, `${INTAKE}/`]) {
    const answer = await request.get(url);
    expect(answer.status(), url).toBe(200);
    expect(answer.headers()['cache-control'], url).toBe('no-cache');
    expectSecurityHeaders(answer);
    // Revalidation is cheap: an unchanged file answers 304.
    const etag = answer.headers().etag ?? '';
    expect(etag, url).not.toBe('');
    expect((await request.get(url, { headers: { 'If-None-Match': etag } })).status(), url).toBe(304);
  }
});

test('files with a content hash are cached for a year; a missing one is a 404 that is not cached', async ({ request }) => {
  for (const url of await hashedFiles(request)) {
    const answer = await request.get(url);
    expect(answer.status(), url).toBe(200);
    expect(answer.headers()['cache-control'], url).toBe(IMMUTABLE);
    expectSecurityHeaders(answer);
  }
  for (const url of [`${SHELL}/main.0123abcd.js`, `${INTAKE}/main.0123abcd.js`, `${INTAKE}/intake/9.9.9/remoteEntry.js`]) {
    const missing = await request.get(url);
    expect(missing.status(), url).toBe(404);
    expect(missing.headers()['cache-control'], url).toBeUndefined();
    expectSecurityHeaders(missing);
  }
});

test('text is compressed with brotli where nginx has the module, else gzip', async ({ request }) => {
  const [script = ''] = await hashedFiles(request);
  localOnly('which compression nginx offers is read from the local nginx installation');
  const expected = fs.existsSync(BROTLI_MODULE) ? 'br' : 'gzip';
  for (const url of [`${SHELL}/`, script, `${INTAKE}/mf-manifest.json`]) {
    const answer = await request.get(url, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(answer.headers()['content-encoding'], url).toBe(expected);
    expect(answer.headers().vary, url).toContain('Accept-Encoding');
    const gzip = await request.get(url, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding'], url).toBe('gzip');
  }
});

test("a remote's files may be read cross-origin by the shell's origin only", async ({ request }) => {
  // The local stack's shell answers at both names; a deployed site at its one origin.
  for (const origin of LOCAL_STACK ? SHELL_ORIGINS : [new URL(SITE).origin]) {
    const answer = await request.get(`${INTAKE}/mf-manifest.json`, { headers: { Origin: origin } });
    expect(answer.headers()['access-control-allow-origin']).toBe(origin);
    expect(answer.headers().vary).toContain('Origin');
  }
  for (const origin of ['http://attacker.example', `${remoteOrigin('marketing')}`, 'null'].filter((origin) => origin !== INTAKE)) {
    const answer = await request.get(`${INTAKE}/mf-manifest.json`, { headers: { Origin: origin } });
    expect(answer.status()).toBe(200);
    expect(answer.headers()['access-control-allow-origin'], origin).toBeUndefined();
  }
});

test("API answers through the shell carry the headers once, a data-only CSP and the API's own caching", async ({ request }) => {
  const health = await request.get(`${SHELL}/api/health`);
  expect(health.status()).toBe(200);
  const { headers, csp } = expectSecurityHeaders(health);
  expect(csp.get('default-src')).toEqual(["'none'"]);
  expect(headers['cache-control']).toBeUndefined();

  const profile = await request.get(`${SHELL}/api/profile`);
  expect(profile.status()).toBe(401);
  expect(expectSecurityHeaders(profile).headers['cache-control']).toBe('no-store');

  const unknown = await request.get(`${SHELL}/api/no-such-route`);
  expect(unknown.status()).toBe(404);
  expect(expectSecurityHeaders(unknown).csp.get('default-src')).toEqual(["'none'"]);
});

// One pass over the whole site for both: what a page loads is what the CSP judges.
// Every page, opened by a visitor who is not signed in, is checked for requests to other hosts and for what the
// CSP blocks by the tab the accessibility suite sweeps the site with (support/sweepPage.ts). Here: the states
// behind a click or a sign-in.
test('the open wizard and the client area ask no host but our own servers for anything, and the CSP blocks nothing there', touches('intake', 'portal'), async ({ page, request }) => {
  const violations = await recordCspViolations(page);
  const offsite = recordOffsiteRequests(page);
  await page.goto('/contact-us');
  const launcher = page.getByRole('complementary', { name: 'Prefer a few guided questions?' });
  await launcher.getByRole('button', { name: 'Request a Consultation' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();

  const email = uniqueEmail('csp');
  const reference = await createCase(request, email, 1);
  await page.goto('/login');
  await signInAtLogin(page, request, email);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Cases (1)');
  await page.getByRole('button', { name: `View request ${reference}` }).click();
  await expect(page.getByRole('dialog')).toContainText('Request number 1');

  await page.evaluate(() => new Promise(requestAnimationFrame));
  expect(violations).toEqual([]);
  expect(offsite).toEqual([]);
});

test('a remote map naming an origin outside the CSP is refused by the browser, and the page says so', async ({ page }) => {
  localOnly("needs a second name of the local intake's server, which the policy does not list");
  const violations = await recordCspViolations(page);
  // The same intake build, reachable and CORS-allowed, but at an origin the policy does not name.
  await page.route('**/remotes.json', async (route) => {
    const map = (await (await route.fetch()).json()) as Record<string, string>;
    await route.fulfill({ json: { ...map, intake: `http://127.0.0.1:${REMOTE_PORTS.intake}/mf-manifest.json` } });
  });
  await page.goto('/contact-us');
  // The forms' code comes when the visitor reaches for them.
  await page.getByLabel('First name').focus();
  await expect(page.getByRole('alert').first()).toContainText('Sorry, we couldn’t load');
  await expect.poll(() => violations.map((violation) => violation.directive)).toContain('connect-src');
  expect(violations[0]?.blocked).toContain(`127.0.0.1:${REMOTE_PORTS.intake}`);
});
