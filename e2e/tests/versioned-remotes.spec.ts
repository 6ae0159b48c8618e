import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, type Browser, type ConsoleMessage, type Page, type Response } from '@playwright/test';
import { expect, hydrateEveryIsland, test } from '../support/test';
import { ROOT } from '../support/apps';
import { recordCspViolations } from '../support/cspViolations';
import { DATA_DIR } from '../support/site';
import { REMOTE_PORTS, SITE_PATHS } from '../support/sitePaths';
import { localOnly } from '../support/target';

localOnly('deploys remotes with deploy:local and changes their published files: needs the local stack');

const INTAKE = `http://localhost:${REMOTE_PORTS.intake}`;
const INTAKE_RELEASES = path.join(ROOT, DATA_DIR, 'deploy/releases/intake');

/**
 * Publishes by hand, as intake `version`, a copy of the published `from` that `breakIt` changes in its folder; once
 * (a published version never changes: a later try names a version of its own). Returns `version`.
 */
function publishBrokenCopy(from: string, version: string, breakIt: (dir: string) => void): string {
  const dir = path.join(INTAKE_RELEASES, version);
  if (!fs.existsSync(dir)) {
    fs.cpSync(path.join(INTAKE_RELEASES, from), dir, { recursive: true });
    breakIt(dir);
  }
  return version;
}

/** Takes ./LeadForm, which marketing loads, out of a copy's manifest: a version that breaks the contract. */
function withoutLeadForm(dir: string): void {
  const manifestFile = path.join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { exposes: { name: string }[] };
  manifest.exposes = manifest.exposes.filter((exposed) => exposed.name !== 'LeadForm');
  fs.writeFileSync(manifestFile, JSON.stringify(manifest));
}

/** `npm run deploy:local -- <remote> …` against the running stack; returns what it printed. */
function deploy(remote: string, ...args: string[]): string {
  const result = spawnSync(process.execPath, ['scripts/releases/deploy-local.mjs', remote, ...args, '--data-dir', DATA_DIR], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  expect(result.status, `deploy:local ${remote} ${args.join(' ')}\n${result.stdout}\n${result.stderr}`).toBe(0);
  return result.stdout;
}

/** `npm run deploy:status` of the running stack. */
function deployStatus(): string {
  const result = spawnSync(process.execPath, ['scripts/releases/deploy-status.mjs', '--data-dir', DATA_DIR], { cwd: ROOT, encoding: 'utf8' });
  expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
  return result.stdout;
}

interface LoadFigures {
  remote: string;
  version: string;
  loads: number;
  failures: number;
}

/** The load telemetry's figures of one version of intake since `since`, as the API sums up the beacons. */
async function intakeFigures(request: APIRequestContext, version: string, since: string): Promise<LoadFigures | undefined> {
  const token = fs.readFileSync(path.join(ROOT, DATA_DIR, 'ops-token'), 'utf8').trim();
  const query = new URLSearchParams({ remote: 'intake', version, since, minutes: '60' });
  const answer = await request.get(`/api/telemetry/remote-loads/summary?${query}`, { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  const { versions } = (await answer.json()) as { versions: LoadFigures[] };
  return versions[0];
}

const deployIntake = (version: string) => deploy('intake', version);

/**
 * Which try of the running test this is (0 the first; then its retries, and its repetitions with --repeat-each):
 * the versions a test publishes carry it, so a new try builds and publishes afresh instead of finding an earlier
 * try's build already published on the same stack.
 */
function tryIndex(): number {
  const { repeatEachIndex, retry, project } = test.info();
  return repeatEachIndex * (project.retries + 1) + retry;
}

/** Every file of the shell's build with its SHA-256: proof that nothing of the shell was rebuilt. */
function shellBuild(): Record<string, string> {
  const dist = path.join(ROOT, 'shell/dist');
  return Object.fromEntries(
    fs
      .readdirSync(dist, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(dist, file), crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex')];
      }),
  );
}

/** Loads /contact-us and checks that all of intake came from that version's path, and the manifest says so. */
async function expectIntakeServedAs(page: Page, version: string) {
  const prefix = `${INTAKE}/intake/${version}/`;
  const intakeRequests: string[] = [];
  const onRequest = (request: { url(): string }) => {
    if (request.url().startsWith(`${INTAKE}/`)) intakeRequests.push(request.url());
  };
  page.on('request', onRequest);
  const manifest = page.waitForResponse(`${prefix}mf-manifest.json`);
  await page.goto('/contact-us');
  // The contact form is an island: its code comes when the visitor reaches for it.
  await page.getByLabel('First name').focus();
  const { metaData } = (await (await manifest).json()) as { metaData: { buildInfo: { buildVersion: string } } };
  expect(metaData.buildInfo.buildVersion).toBe(version);
  await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(/contact/i);
  await expect(page.getByRole('alert')).toHaveCount(0);
  // The island hydrates in a task after the focus (the interaction is painted first), and its chunk is requested
  // then: the requests are counted until it has hydrated, not only until the focus.
  await expect(page.locator('frc-island[data-island="intake/ContactForm"]')).toHaveAttribute('data-island-state', 'hydrated');
  page.off('request', onRequest);
  expect(intakeRequests.some((url) => url.includes('__federation_expose_ContactForm'))).toBe(true);
  expect(intakeRequests.filter((url) => !url.startsWith(prefix))).toEqual([]);
}

/**
 * With intake `current` published and `lastGood` its last good version: every file of `current` fails (a CDN that
 * lost the release), and a visitor new to the site still gets /contact-us and the home page's lead form, from
 * `lastGood`.
 */
async function expectFallbackToLastGood(browser: Browser, current: string, lastGood: string) {
  const since = new Date().toISOString();
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  const map = (await (await page.request.get('/remotes.json')).json()) as Record<string, unknown>;
  expect(map.intake).toEqual({ current: `${INTAKE}/intake/${current}/mf-manifest.json`, lastGood: `${INTAKE}/intake/${lastGood}/mf-manifest.json` });
  const failed: string[] = [];
  await page.route(`${INTAKE}/intake/${current}/**`, async (route) => {
    failed.push(route.request().url());
    await route.abort('connectionrefused');
  });
  const warnings: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const fromLastGood: string[] = [];
  page.on('response', (response: Response) => {
    if (response.url().startsWith(`${INTAKE}/intake/${lastGood}/`) && response.ok()) fromLastGood.push(response.url());
  });
  try {
    await page.goto('/contact-us');
    const form = page.getByRole('form', { name: 'Contact us today and reclaim your funds!' });
    // The visitor reaches for the form, an island: its code comes then.
    await form.getByLabel('First name').focus();
    const island = page.locator('frc-island[data-island="intake/ContactForm"]');
    await expect(island).toHaveAttribute('data-island-state', 'hydrated');
    await expect(form.getByRole('button', { name: 'Send my request' })).toBeEnabled();
    await expect(page.getByRole('alert')).toHaveCount(0);
    // The island's HTML came from `current`: the browser renders it afresh from `lastGood` instead of hydrating it.
    await expect(page.locator('#root')).toHaveAttribute('data-render', 'islands');
    expect(fromLastGood.some((url) => url.includes('__federation_expose_ContactForm'))).toBe(true);
    expect(warnings.some((text) => text.includes('using its last good version') && text.includes(`/intake/${lastGood}/`))).toBe(true);
    // `current` was tried again before the page gave up on it: the retries of the runtime plugin.
    expect(warnings.filter((text) => text.startsWith('Remote "intake/ContactForm" could not be loaded')).length).toBeGreaterThanOrEqual(5);
    expect(failed.length).toBeGreaterThanOrEqual(5);
    // The load telemetry has the failure of `current` and the load from `lastGood`, from the browser's beacon.
    await expect
      .poll(async () => [(await intakeFigures(page.request, current, since))?.failures, (await intakeFigures(page.request, lastGood, since))?.loads], { timeout: 10_000 })
      .toEqual([1, 1]);

    // The home page's lead form (intake's ./LeadForm inside marketing's page) comes from `lastGood` too.
    await page.goto('/');
    const lead = page.locator('section#contact-form');
    await lead.getByLabel('First name').focus();
    await expect(page.locator('frc-island[data-island="intake/LeadForm"]')).toHaveAttribute('data-island-state', 'hydrated');
    await expect(lead.getByLabel('First name')).toBeEditable();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(fromLastGood.some((url) => url.includes('__federation_expose_LeadForm'))).toBe(true);
  } finally {
    await context.close();
  }
}

test('two published versions of intake: the shell switches to the new one and back by its remote map alone; a broken new one falls back to the last good one', async ({ browser, page }) => {
  test.setTimeout(240_000);
  const shellBefore = shellBuild();
  // 1.4.0 and 1.5.0 on the first try.
  const major = 1 + tryIndex();
  const [older, newer] = [`${major}.4.0`, `${major}.5.0`];
  const violations = await recordCspViolations(page);
  try {
    expect(deployIntake(older)).toContain(`intake ${older} published`);
    await expectIntakeServedAs(page, older);

    const switched = deployIntake(newer);
    expect(switched).toContain(`intake ${newer} published`);
    expect(switched).toContain(`Its last good version, which the browser falls back to: ${older}.`);
    await expectIntakeServedAs(page, newer);
    await expectFallbackToLastGood(browser, newer, older);

    // The contract gate: a version that no longer exposes ./LeadForm (which marketing loads) is refused, and the
    // map stays as it was. Published by hand from the older version's files, with the expose taken out of its manifest.
    const broken = publishBrokenCopy(older, `${major}.9.9`, withoutLeadForm);
    const mapBefore = await (await page.request.get('/remotes.json')).text();
    const refused = spawnSync(process.execPath, ['scripts/releases/deploy-local.mjs', 'intake', broken, '--data-dir', DATA_DIR], { cwd: ROOT, encoding: 'utf8' });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`intake ${broken} does not expose ./LeadForm, which marketing loads`);
    expect(refused.stderr).toContain('the remote map is unchanged');
    expect(await (await page.request.get('/remotes.json')).text()).toBe(mapBefore);

    // The rollback: the older version is still published, so only the remote map changes.
    const rollback = deployIntake(older);
    expect(rollback).toContain('nothing is built');
    expect(rollback).toContain(`Roll back with: npm run deploy:local -- intake ${newer}`);
    await expectIntakeServedAs(page, older);

    // Both versions stay published, side by side.
    for (const version of [older, newer]) {
      expect((await page.request.get(`${INTAKE}/intake/${version}/remoteEntry.js`)).status()).toBe(200);
    }
    expect(shellBuild()).toEqual(shellBefore);
    expect(violations).toEqual([]);
  } finally {
    deployIntake('--current');
  }
});

/** `npm run test:compat -- …` on the running stack's published versions; its exit code and what it printed. */
function testCompat(...args: string[]): { status: number | null; output: string } {
  // Without the variables of this test's own worker: the run it starts is a Playwright run of its own.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(TEST_|PW_|PLAYWRIGHT_)/.test(name)));
  const result = spawnSync(process.execPath, ['scripts/releases/test-compat.mjs', ...args], { cwd: ROOT, encoding: 'utf8', env, timeout: 200_000, maxBuffer: 16 * 1024 * 1024 });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

test('test:compat runs the tests that touch intake against a published intake version on a stack of its own: they pass on a good one, fail on one whose page module throws, and a version that breaks the contract is refused', async ({ page }) => {
  test.setTimeout(300_000);
  const mapBefore = await (await page.request.get('/remotes.json')).text();
  // 1.5.0 is published by the first test of this file (else test:compat builds and publishes it). The route
  // ownership tests of intake's pages, as a short run: the whole tagged set is what a team runs.
  const passed = testCompat('intake', '1.5.0', '--data-dir', DATA_DIR, '--', 'shell-routing.spec.ts');
  expect(passed.status, passed.output).toBe(0);
  expect(passed.output).toMatch(/The stack's map names http:\/\/localhost:\d+\/intake\/1\.5\.0\/mf-manifest\.json for intake\./);
  expect(passed.output).toContain('/contact-us is rendered by the intake remote');
  // One route ownership test for each of intake's pages.
  expect(passed.output).toMatch(new RegExp(`\\b${SITE_PATHS.filter(({ remote }) => remote === 'intake').length} passed\\b`));
  expect(passed.output).toContain('test:compat: intake 1.5.0 passed');

  // The gate cannot see this copy of 1.5.0: its manifest is intact, but the module of the contact form (the island
  // of /contact-us) throws when it runs. No last good version to fall back to on the compatibility stack, so the
  // form cannot load on /contact-us, and the run fails.
  const throwing = publishBrokenCopy('1.5.0', `1.5.0-throws.${tryIndex()}`, (dir) => {
    const chunk = fs.readdirSync(dir).find((file) => /^__federation_expose_ContactForm\.[0-9a-f]+\.js$/.test(file));
    if (!chunk) throw new Error(`no contact form module in ${dir}`);
    fs.writeFileSync(path.join(dir, chunk), 'throw new Error("a broken release");\n');
  });
  const failed = testCompat('intake', throwing, '--data-dir', DATA_DIR, '--', 'shell-routing.spec.ts', '--retries', '0');
  expect(failed.status, failed.output).toBe(1);
  expect(failed.output).toContain('/contact-us is rendered by the intake remote');
  expect(failed.output).toMatch(/\b1 failed\b/);
  expect(failed.output).toContain(`test:compat: intake ${throwing} failed`);

  // A version that no longer exposes ./LeadForm: the gate refuses it before any stack starts.
  const broken = publishBrokenCopy('1.5.0', `1.5.0-no-lead-form.${tryIndex()}`, withoutLeadForm);
  const refused = testCompat('intake', broken, '--data-dir', DATA_DIR);
  expect(refused.status).toBe(1);
  expect(refused.output).toContain(`intake ${broken} does not expose ./LeadForm, which marketing loads`);
  expect(refused.output).toContain('no test was run');
  expect(refused.output).not.toContain('The stack is up');
  // The running stack's map was never touched.
  expect(await (await page.request.get('/remotes.json')).text()).toBe(mapBefore);
});

test('a new marketing version brings its pre-rendered pages (a changed template, a new page) and their style sheets with no shell deploy, with the published content kept; a rollback takes them back', async ({ page, request }) => {
  test.setTimeout(240_000);
  const shellBefore = shellBuild();
  const pagePath = '/what-to-do-in-the-first-hour';
  // The FAQ's eyebrow is the template's (marketing's code); its title and questions are the published content's.
  const faqEyebrow = (html: string) => (['Help', 'Questions people ask us'] as const).find((eyebrow) => html.includes(`>${eyebrow}</p><h1`));
  const faqTitle = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const faqQuestions = ((await (await request.get('/api/content/published?kind=faq')).json()) as { items: { title: string }[] }).items.map((item) => item.title);
  expect(faqQuestions.length).toBeGreaterThan(3);
  const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
  const expectPublishedFaq = (html: string) => {
    expect(faqTitle(html)).toBe('Frequently asked questions | ClearTrace Recovery');
    for (const question of faqQuestions) expect(html).toContain(escaped(question));
  };
  const faqBefore = await (await request.get('/faq')).text();
  expect(faqEyebrow(faqBefore)).toBe('Help');
  expectPublishedFaq(faqBefore);
  // The marketing team's change: a new page file and its line in the routes declaration, and a new eyebrow for the FAQ.
  const routesFile = path.join(ROOT, 'mf-marketing/src/routes.ts');
  const pageFile = path.join(ROOT, 'mf-marketing/src/pages/first-hour/FirstHourPage.tsx');
  const faqFile = path.join(ROOT, 'mf-marketing/src/pages/faq/FaqPage.tsx');
  const routes = fs.readFileSync(routesFile, 'utf8');
  const faq = fs.readFileSync(faqFile, 'utf8');
  const declared = "  pageRoute('/about-us',";
  expect(routes).toContain(declared);
  expect(faq).toContain('eyebrow="Help"');
  try {
    fs.mkdirSync(path.dirname(pageFile), { recursive: true });
    fs.writeFileSync(
      pageFile,
      [
        "import { usePageMeta } from '@frc/ui/usePageMeta';",
        '',
        'export default function FirstHourPage() {',
        "  usePageMeta({ title: 'The first hour after a scam', description: 'What to do in the first hour after you find out you were scammed.' });",
        '  return <h1>The first hour after a scam</h1>;',
        '}',
        '',
      ].join('\n'),
    );
    fs.writeFileSync(routesFile, routes.replace(declared, `  pageRoute('${pagePath}', 'First hour', () => import('./pages/first-hour/FirstHourPage')),\n${declared}`));
    fs.writeFileSync(faqFile, faq.replace('eyebrow="Help"', 'eyebrow="Questions people ask us"'));
    const version = `9.${1 + tryIndex()}.0`;
    expect(deploy('marketing', version)).toContain(`marketing ${version} published`);
  } finally {
    fs.writeFileSync(routesFile, routes);
    fs.writeFileSync(faqFile, faq);
    fs.rmSync(path.dirname(pageFile), { recursive: true, force: true });
  }

  // A page's style sheets, served by the site from the map's pages (data-href: where the remote serves them).
  const marketingSheets = async (html: string) => {
    const sheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)" data-href="([^"]+)"\/>/g)].filter(([, href]) => href!.startsWith('/_styles/marketing/'));
    for (const [, href] of sheets) {
      const sheet = await request.get(href!);
      expect(sheet.status(), href).toBe(200);
      expect(sheet.headers()['content-type'], href).toMatch(/^text\/css/);
    }
    return sheets.map(([, , source]) => source!);
  };
  try {
    // The served HTML is the new version's, before any script runs, and so are its style sheets.
    const faqHtml = await (await request.get('/faq')).text();
    expect(faqEyebrow(faqHtml)).toBe('Questions people ask us');
    expectPublishedFaq(faqHtml);
    const deployed = await marketingSheets(faqHtml);
    expect(deployed.length).toBeGreaterThan(0);
    for (const source of deployed) expect(source).toContain(`/marketing/9.${1 + tryIndex()}.0/`);
    const added = await request.get(pagePath);
    expect(added.status()).toBe(200);
    expect(await added.text()).toContain('<h1>The first hour after a scam</h1>');

    await page.goto(pagePath);
    await hydrateEveryIsland(page);
    await expect(page.locator('#root')).toHaveAttribute('data-render', 'islands');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The first hour after a scam');
    await expect(page).toHaveTitle(/^The first hour after a scam/);
    await expect(page.getByRole('banner')).toBeVisible();

    // The rollback takes both back: the old pages are served again (kept from before), the new page is gone.
    deploy('marketing', '--current');
    const rolledBack = await (await request.get('/faq')).text();
    expect(faqEyebrow(rolledBack)).toBe('Help');
    expectPublishedFaq(rolledBack);
    const current = await marketingSheets(rolledBack);
    expect(current.length).toBeGreaterThan(0);
    for (const source of current) expect(source).not.toContain('/marketing/9.');
    expect((await request.get(pagePath)).status()).toBe(404);
    await page.goto(pagePath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Page Not Found');
    expect(shellBuild()).toEqual(shellBefore);
  } finally {
    deploy('marketing', '--current');
  }
});

/**
 * What a visitor gets of intake on /contact-us once they reach for the form: the version its code came from (root:
 * the remote's own build); `untilShown`: and waits for the form to be ready. The page's HTML was rendered from the
 * current version: for a visitor of the canary it is stale, and the browser renders the page afresh (intake's
 * ./App); for the others its form is an island (./ContactForm).
 */
async function intakeVersionOn(page: Page, { untilShown = true } = {}): Promise<string> {
  // The module's script (the page's HTML links the current version's style sheets for everyone).
  const form = page.waitForRequest((request) => request.url().startsWith(`${INTAKE}/`) && /__federation_expose_(App|ContactForm)\.[0-9a-f]+\.js$/.test(request.url()));
  await page.goto('/contact-us');
  // The contact form is an island: its code comes when the visitor reaches for it.
  await page.getByLabel('First name').focus();
  const url = (await form).url();
  if (untilShown) {
    await expect(page.getByRole('form', { name: 'Contact us today and reclaim your funds!' }).getByRole('button', { name: 'Send my request' })).toBeEnabled();
  } else {
    // The version is known: the rest of the page is not needed.
    await page.goto('about:blank');
  }
  return /\/intake\/([^/]+)\//.exec(new URL(url).pathname)?.[1] ?? 'root';
}

test('a canary: half the visitors get it and keep it across reloads; when it fails for them, the guard rolls it back by itself', async ({ browser, page }) => {
  test.setTimeout(240_000);
  const newVisitor = () => browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    deploy('intake', '--current');
    const started = deploy('intake', '1.5.0', '--canary', '50');
    expect(started).toContain('to about 50 % of visitors');
    const map = (await (await page.request.get('/remotes.json')).json()) as Record<string, unknown>;
    expect(map.intake).toMatchObject({ current: `${INTAKE}/mf-manifest.json`, canary: { entry: `${INTAKE}/intake/1.5.0/mf-manifest.json`, percent: 50 } });

    // 20 visitors new to the site, two at a time: each loads /contact-us, then loads it again.
    const seen: string[] = [];
    for (let batch = 0; batch < 10; batch += 1) {
      await Promise.all(
        Array.from({ length: 2 }, async () => {
          const context = await newVisitor();
          try {
            const visitor = await context.newPage();
            const first = await intakeVersionOn(visitor, { untilShown: false });
            expect(await intakeVersionOn(visitor, { untilShown: false })).toBe(first);
            seen.push(first);
          } finally {
            await context.close();
          }
        }),
      );
    }
    expect(seen).toHaveLength(20);
    expect(new Set(seen)).toEqual(new Set(['root', '1.5.0']));

    // Now every file of the canary fails for the visitors who get it: they still see the page (from the current
    // version), their browsers report the failures, and the canary guard takes the canary out of the map.
    const failing = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const context = await newVisitor();
        await context.addInitScript(() => window.localStorage.setItem('frc-canary-bucket', '0'));
        await context.route(`${INTAKE}/intake/1.5.0/**`, (route) => route.abort('connectionrefused'));
        const visitor = await context.newPage();
        expect(await intakeVersionOn(visitor)).toBe('root');
        return context;
      }),
    );
    // The guard checks every second on this stack (CANARY_CHECK_SECONDS), the beacons leave a second after the loads.
    const intakeCanary = async () => ((await (await page.request.get('/remotes.json')).json()) as { intake: { canary?: unknown } }).intake.canary;
    await expect.poll(intakeCanary, { timeout: 15_000 }).toBeUndefined();
    await Promise.all(failing.map((context) => context.close()));

    const status = deployStatus();
    expect(status).toMatch(/intake\s+1\.5\.0\s+\d+\s+[1-9]\d*\s+\d+\.\d %/);
    expect(status).toMatch(/rollback 1\.5\.0 -> root\s+canary guard\s+\d+ of \d+ loads failed/);
    // A visitor who had the canary gets the current version at their next page load.
    const context = await newVisitor();
    await context.addInitScript(() => window.localStorage.setItem('frc-canary-bucket', '0'));
    try {
      expect(await intakeVersionOn(await context.newPage())).toBe('root');
    } finally {
      await context.close();
    }

    // Promotion: a canary made current (the root build then becomes its last good version).
    deploy('intake', '1.4.0', '--canary', '10');
    expect(deploy('intake', '--promote')).toContain('now names');
    expect(((await (await page.request.get('/remotes.json')).json()) as Record<string, unknown>).intake).toEqual({
      current: `${INTAKE}/intake/1.4.0/mf-manifest.json`,
      lastGood: `${INTAKE}/mf-manifest.json`,
    });
  } finally {
    deploy('intake', '--current');
  }
});
