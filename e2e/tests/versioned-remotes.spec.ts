import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type ConsoleMessage, type Page, type Response } from '@playwright/test';
import { expect, test } from '../support/test';
import { ROOT } from '../../scripts/lib/apps.mjs';
import { recordCspViolations } from '../support/cspViolations';
import { REMOTE_PORTS } from '../support/sitePaths';
import { localOnly } from '../support/target';

localOnly('deploys remotes with deploy:local and changes their published files: needs the local stack');

// The data folder of the stack the suite runs on (playwright.config.ts).
const DATA_DIR = '.data/e2e';
const INTAKE = `http://localhost:${REMOTE_PORTS.intake}`;

/** `npm run deploy:local -- <remote> …` against the running stack; returns what it printed. */
function deploy(remote: string, version: string): string {
  const result = spawnSync(process.execPath, ['scripts/deploy-local.mjs', remote, version, '--data-dir', DATA_DIR], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  expect(result.status, `deploy:local ${remote} ${version}\n${result.stdout}\n${result.stderr}`).toBe(0);
  return result.stdout;
}

const deployIntake = (version: string) => deploy('intake', version);

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
  const { metaData } = (await (await manifest).json()) as { metaData: { buildInfo: { buildVersion: string } } };
  expect(metaData.buildInfo.buildVersion).toBe(version);
  await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(/contact/i);
  await expect(page.getByRole('alert')).toHaveCount(0);
  page.off('request', onRequest);

  expect(intakeRequests.some((url) => url.includes('__federation_expose_App'))).toBe(true);
  expect(intakeRequests.filter((url) => !url.startsWith(prefix))).toEqual([]);
}

/**
 * With intake 1.5.0 current and 1.4.0 its last good version: every file of 1.5.0 fails (a CDN that lost the
 * release), and a visitor new to the site still gets /contact-us and the home page's lead form, from 1.4.0.
 */
async function expectFallbackToLastGood(browser: Browser) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  const map = (await (await page.request.get('/remotes.json')).json()) as Record<string, unknown>;
  expect(map.intake).toEqual({ current: `${INTAKE}/intake/1.5.0/mf-manifest.json`, lastGood: `${INTAKE}/intake/1.4.0/mf-manifest.json` });
  const failed: string[] = [];
  await page.route(`${INTAKE}/intake/1.5.0/**`, async (route) => {
    failed.push(route.request().url());
    await route.abort('connectionrefused');
  });
  const warnings: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const fromLastGood: string[] = [];
  page.on('response', (response: Response) => {
    if (response.url().startsWith(`${INTAKE}/intake/1.4.0/`) && response.ok()) fromLastGood.push(response.url());
  });
  try {
    await page.goto('/contact-us');
    const form = page.getByRole('form', { name: 'Contact us today and reclaim your funds!' });
    await expect(form.getByRole('button', { name: 'Send my request' })).toBeEnabled();
    await expect(page.getByRole('alert')).toHaveCount(0);
    // The page's HTML came from 1.5.0: the browser renders it afresh from 1.4.0 instead of hydrating it.
    await expect(page.locator('#root')).toHaveAttribute('data-render', 'browser');
    expect(fromLastGood.some((url) => url.includes('__federation_expose_App'))).toBe(true);
    expect(warnings.some((text) => text.includes('using its last good version') && text.includes('/intake/1.4.0/'))).toBe(true);
    // 1.5.0 was tried again before the page gave up on it: the retries of the runtime plugin.
    expect(warnings.filter((text) => text.startsWith('Remote "intake/App" could not be loaded')).length).toBeGreaterThanOrEqual(5);
    expect(failed.length).toBeGreaterThanOrEqual(5);

    // The home page's lead form (intake's ./LeadForm inside marketing's page) comes from 1.4.0 too.
    await page.goto('/');
    const lead = page.locator('section#contact-form');
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
  const violations = await recordCspViolations(page);
  try {
    expect(deployIntake('1.4.0')).toContain('intake 1.4.0 published');
    await expectIntakeServedAs(page, '1.4.0');

    const switched = deployIntake('1.5.0');
    expect(switched).toContain('intake 1.5.0 published');
    expect(switched).toContain('Its last good version, which the browser falls back to: 1.4.0.');
    await expectIntakeServedAs(page, '1.5.0');
    await expectFallbackToLastGood(browser);

    // The contract gate: a version that no longer exposes ./LeadForm (which marketing loads) is refused, and the
    // map stays as it was. Published by hand from 1.4.0's files, with the expose taken out of its manifest.
    const releases = path.join(ROOT, DATA_DIR, 'deploy/releases/intake');
    fs.cpSync(path.join(releases, '1.4.0'), path.join(releases, '9.9.9'), { recursive: true });
    const manifestFile = path.join(releases, '9.9.9', 'mf-manifest.json');
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { exposes: { name: string }[] };
    manifest.exposes = manifest.exposes.filter((exposed) => exposed.name !== 'LeadForm');
    fs.writeFileSync(manifestFile, JSON.stringify(manifest));
    const mapBefore = await (await page.request.get('/remotes.json')).text();
    const refused = spawnSync(process.execPath, ['scripts/deploy-local.mjs', 'intake', '9.9.9', '--data-dir', DATA_DIR], { cwd: ROOT, encoding: 'utf8' });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('intake 9.9.9 does not expose ./LeadForm, which marketing loads');
    expect(refused.stderr).toContain('the remote map is unchanged');
    expect(await (await page.request.get('/remotes.json')).text()).toBe(mapBefore);

    // The rollback: 1.4.0 is still published, so only the remote map changes.
    const rollback = deployIntake('1.4.0');
    expect(rollback).toContain('nothing is built');
    expect(rollback).toContain('Roll back with: npm run deploy:local -- intake 1.5.0');
    await expectIntakeServedAs(page, '1.4.0');

    // Both versions stay published, side by side.
    for (const version of ['1.4.0', '1.5.0']) {
      expect((await page.request.get(`${INTAKE}/intake/${version}/remoteEntry.js`)).status()).toBe(200);
    }
    expect(shellBuild()).toEqual(shellBefore);
    expect(violations).toEqual([]);
  } finally {
    deployIntake('--current');
  }
});

test('a new marketing version brings its pre-rendered pages (a changed title, a new page) with no shell deploy; a rollback takes them back', async ({ page, request }) => {
  test.setTimeout(240_000);
  const shellBefore = shellBuild();
  const pagePath = '/what-to-do-in-the-first-hour';
  const faqTitle = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const faqBefore = faqTitle(await (await request.get('/faq')).text());
  expect(faqBefore).toBe('Frequently asked questions | ClearTrace Recovery');
  // The marketing team's change: a new page file and its line in the routes declaration, and a new title for the FAQ.
  const routesFile = path.join(ROOT, 'mf-marketing/src/routes.ts');
  const pageFile = path.join(ROOT, 'mf-marketing/src/pages/first-hour/FirstHourPage.tsx');
  const faqFile = path.join(ROOT, 'mf-marketing/src/pages/faq/FaqPage.tsx');
  const routes = fs.readFileSync(routesFile, 'utf8');
  const faq = fs.readFileSync(faqFile, 'utf8');
  const declared = "  pageRoute('/about-us',";
  expect(routes).toContain(declared);
  expect(faq).toContain("title: 'Frequently asked questions',");
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
    fs.writeFileSync(faqFile, faq.replace("title: 'Frequently asked questions',", "title: 'Questions people ask us',"));
    expect(deploy('marketing', '9.1.0')).toContain('marketing 9.1.0 published');
  } finally {
    fs.writeFileSync(routesFile, routes);
    fs.writeFileSync(faqFile, faq);
    fs.rmSync(path.dirname(pageFile), { recursive: true, force: true });
  }

  try {
    // The served HTML is the new version's, before any script runs.
    expect(faqTitle(await (await request.get('/faq')).text())).toBe('Questions people ask us | ClearTrace Recovery');
    const added = await request.get(pagePath);
    expect(added.status()).toBe(200);
    expect(await added.text()).toContain('<h1>The first hour after a scam</h1>');

    await page.goto(pagePath);
    await expect(page.locator('#root')).toHaveAttribute('data-render', 'hydrated');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The first hour after a scam');
    await expect(page).toHaveTitle(/^The first hour after a scam/);
    await expect(page.getByRole('banner')).toBeVisible();

    // The rollback takes both back: the old pages are served again (kept from before), the new page is gone.
    deploy('marketing', '--current');
    expect(faqTitle(await (await request.get('/faq')).text())).toBe(faqBefore);
    expect((await request.get(pagePath)).status()).toBe(404);
    await page.goto(pagePath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Page Not Found');
    expect(shellBuild()).toEqual(shellBefore);
  } finally {
    deploy('marketing', '--current');
  }
});
