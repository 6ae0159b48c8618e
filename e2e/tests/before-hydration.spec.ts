import { type Locator, type Page } from '@playwright/test';
import { storedCasesFor } from '../support/intakeApi';
import { uniqueEmail } from '../support/mailbox';
import { expect, hydrateEveryIsland, test, untilScripted, withoutScripts } from '../support/test';

// A cheap phone: a small screen and a CPU ten times slower than this machine's.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/**
 * Opens a pre-rendered page with every script but the first (`after-first-paint.js`) held back until the test
 * lets it go, so the test acts on the painted HTML while hydration has provably not started. Also gathers
 * the page's errors, so a tap before the script cannot hide a hydration mismatch.
 */
async function openBeforeScripts(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 10 });
  let letGo!: () => void;
  const released = new Promise<void>((resolve) => {
    letGo = resolve;
  });
  let isReleased = false;
  // The browser holds the scripts itself (the DevTools Protocol's Fetch domain, scripts only): a `page.route` would
  // send every request of the page, style sheets included, through the test's process with the cache off, which
  // made a loaded machine's page slower than the phone it stands for.
  cdp.on('Fetch.requestPaused', ({ requestId, request }) => {
    const held = new URL(request.url).pathname.endsWith('/after-first-paint.js') ? Promise.resolve() : released;
    void held.then(() => cdp.send('Fetch.continueRequest', { requestId }).catch(() => {}));
  });
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: '*.js', requestStage: 'Request' }] });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (/hydrat|did not match|mismatch/i.test(message.text())) errors.push(message.text());
  });
  withoutScripts(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  const root = page.locator('#root');
  await expect(root).toHaveAttribute('data-prerendered', /.+/);
  // Nothing has hydrated: the shell's script, which sets `data-render`, has not run.
  await expect(root).not.toHaveAttribute('data-render');
  const release = () => {
    isReleased = true;
    letGo();
  };
  return {
    errors,
    cdp,
    /** Lets the scripts come as the page asks for them, without waiting for them: the test goes on as they load and hydrate. */
    release,
    /** Lets the scripts come and waits until every island of the page has hydrated (the rest of it never does). */
    async hydrate() {
      if (!isReleased) await expect(root).not.toHaveAttribute('data-render');
      release();
      await untilScripted(page);
      await hydrateEveryIsland(page);
      await expect(root).toHaveAttribute('data-render', 'islands');
    },
  };
}

test('a tap on the mobile menu before the script runs opens it; hydrated, the header keeps it open and closes it', async ({ page }) => {
  const visit = await openBeforeScripts(page, '/binary-options-scams');
  await page.getByLabel('Open menu', { exact: true }).tap();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');

  await visit.hydrate();
  await expect(menu).toBeVisible();
  const toggle = page.getByLabel('Close menu', { exact: true });
  await expect(toggle.locator('..')).toHaveAttribute('open');
  await toggle.tap();
  await expect(menu).toBeHidden();
  await expect(page.getByLabel('Open menu', { exact: true }).locator('..')).not.toHaveAttribute('open');
  expect(visit.errors).toEqual([]);
});

test.describe('on a desktop screen', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('the Services menu opens from the keyboard and the mouse before the script runs, says so, and is the header\'s once hydrated', async ({ page }) => {
    const visit = await openBeforeScripts(page, '/faq');
    const services = page.getByRole('navigation', { name: 'Main' }).locator('summary', { hasText: 'Services' });
    const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'KYC Services' });
    await expect(link).toBeHidden();
    await services.focus();
    await page.keyboard.press('Enter');
    await expect(link).toBeVisible();
    await expect(services.locator('..')).toHaveAttribute('open');
    await page.keyboard.press('Enter');
    await expect(link).toBeHidden();
    await expect(services.locator('..')).not.toHaveAttribute('open');
    await services.click();
    await expect(link).toBeVisible();
    // Focus walking on past its last link closes it, as the hydrated menu does: hydrated later, it is not left open.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'AML Compliance' }).focus();
    await page.keyboard.press('Tab');
    await expect(link).toBeHidden();
    await expect(services.locator('..')).not.toHaveAttribute('open');
    await services.click();
    await expect(link).toBeVisible();

    await visit.hydrate();
    await expect(link).toBeVisible();
    await expect(services.locator('..')).toHaveAttribute('open');
    await link.focus();
    await page.keyboard.press('Escape');
    await expect(link).toBeHidden();
    await expect(services.locator('..')).not.toHaveAttribute('open');
    await expect(services).toBeFocused();
    expect(visit.errors).toEqual([]);
  });
});

test("a tap on the FAQ's first question before the script runs opens it, one answer at a time; hydrated, the page keeps what was opened", async ({ page }) => {
  const visit = await openBeforeScripts(page, '/binary-options-scams');
  const faq = page.getByRole('region', { name: /frequently asked questions/i });
  const items = faq.locator('details');
  const questions = items.locator(':scope > summary');
  await expect(faq.locator('details[open]')).toHaveCount(0);
  await questions.first().tap();
  await expect(items.first()).toHaveAttribute('open');
  await expect(faq.getByRole('region', { name: (await questions.first().textContent()) ?? '' })).toBeVisible();
  // The browser closes the open one when another opens: the items share a name.
  await questions.nth(1).tap();
  await expect(items.nth(1)).toHaveAttribute('open');
  await expect(faq.locator('details[open]')).toHaveCount(1);

  // To a screen reader the question is a button, expanded, named by its text: Chromium's own accessibility tree.
  const question = ((await questions.nth(1).textContent()) ?? '').trim();
  const { nodes } = (await visit.cdp.send('Accessibility.getFullAXTree')) as {
    nodes: { role?: { value: string }; name?: { value: string }; properties?: { name: string; value: { value: unknown } }[] }[];
  };
  // Chromium's role for a <summary> (DisclosureTriangle, or DisclosureTriangleGrouped in a list of one name) is a button to the platform.
  const toggle = nodes.find((node) => node.name?.value === question && /^(DisclosureTriangle|button)/.test(node.role?.value ?? ''));
  expect(toggle, `the accessibility tree has the question "${question}" as a toggle`).toBeDefined();
  expect(toggle?.properties?.find((property) => property.name === 'expanded')?.value.value).toBe(true);

  await visit.hydrate();
  await expect(items.nth(1)).toHaveAttribute('open');
  await expect(faq.locator('details[open]')).toHaveCount(1);
  await questions.nth(1).tap();
  await expect(faq.locator('details[open]')).toHaveCount(0);
  expect(visit.errors).toEqual([]);
});

test("a tap on the wizard's opener before the script runs is held, and opens the wizard once hydrated", async ({ page }) => {
  const visit = await openBeforeScripts(page, '/contact-us');
  const opener = page.getByRole('button', { name: 'Request a Consultation' }).first();
  await opener.tap();
  await expect(opener).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await visit.hydrate();
  const wizard = page.getByRole('dialog', { name: 'How much did you invest?' });
  await expect(wizard).toBeVisible();
  await expect(wizard.getByText('Step 1 of 4')).toBeVisible();
  await expect(opener).not.toHaveAttribute('aria-busy');
  expect(visit.errors).toEqual([]);
});

test('the lead form filled and submitted before the script runs sends one request, with what was typed, once hydrated', async ({ page, request }) => {
  const posts: string[] = [];
  page.on('request', (sent) => {
    // The lead form's request (the page's other POSTs are its load reports).
    if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/services') posts.push(sent.postData() ?? '');
  });
  const email = uniqueEmail('early');
  const visit = await openBeforeScripts(page, '/');
  const form = page.locator('section#contact-form form');
  const button = form.getByRole('button', { name: 'Request a Consultation' });
  await expect(button).toBeEnabled();
  await form.getByLabel('First name').fill('Marta');
  await form.getByLabel('Last name').fill('Silva');
  await form.getByLabel('Phone number').fill('2025550147');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('How much did you invest?').fill('9500');
  await form.getByLabel('What happened?').fill('A trading app kept my deposit and stopped answering.');
  await button.tap();
  await expect(form.getByRole('button', { name: 'Sending…' })).toBeVisible();
  expect(posts).toHaveLength(0);

  await visit.hydrate();
  await expect(form.getByRole('status')).toContainText('Your request has reached us');
  expect(posts).toHaveLength(1);
  const records = await storedCasesFor(request, email);
  expect(records).toHaveLength(1);
  expect(records[0]).toMatchObject({
    fname: 'Marta',
    lname: 'Silva',
    phone: '+12025550147',
    email,
    scam_amount: '9500',
    scam_description: 'A trading app kept my deposit and stopped answering.',
  });
  expect(posts).toHaveLength(1);
  expect(visit.errors).toEqual([]);
});

test('the newsletter sign-up typed and pressed before the script runs sends the address once, once hydrated', async ({ page }) => {
  const posts: unknown[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/newsletter') posts.push(sent.postDataJSON());
  });
  const email = uniqueEmail('early-reader');
  const visit = await openBeforeScripts(page, '/newsletter-signup');
  const form = page.getByRole('main').locator('form');
  const button = form.getByRole('button', { name: 'Subscribe' });
  await expect(button).toBeEnabled();
  await form.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await button.tap();
  await expect(form.getByRole('button', { name: 'Sending…' })).toBeVisible();
  expect(posts).toHaveLength(0);

  await visit.hydrate();
  await expect(page.getByRole('status')).toContainText('Thank you for subscribing!');
  await expect(page.getByRole('status')).toContainText(email);
  expect(posts).toEqual([{ email, noticeVersion: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) }]);
  expect(visit.errors).toEqual([]);
});

test('a name typed into the blacklist search and Search tapped before the script runs are kept, and searched once hydrated', async ({ page }) => {
  const visit = await openBeforeScripts(page, '/black-list-scams');
  const search = page.getByRole('search');
  const box = search.getByRole('searchbox', { name: 'Company name' });
  await box.fill('zorv');
  await search.getByRole('button', { name: 'Search' }).tap();
  await expect(search.getByRole('button', { name: 'Searching…' })).toBeVisible();

  await visit.hydrate();
  await expect(box).toHaveValue('zorv');
  await expect(page.getByRole('table', { name: 'Companies on our scam blacklist' }).getByRole('rowheader')).toHaveText(['Zorvane FX Markets']);
  expect(visit.errors).toEqual([]);
});

/** Typing at a person's speed: a keystroke every 100 ms. */
const HUMAN_TYPING = { delay: 100 };

/**
 * Types `text` into `field` at a person's speed. The page's first keystroke lands in the painted HTML, its scripts
 * held; they are let go right after it, so the rest is typed while the form's code loads and hydrates. Letting them
 * come as the page asks instead raced the test: on a loaded machine the form could hydrate before the first key.
 */
async function typeFromFirstPaint(visit: { release: () => void }, field: Locator, text: string) {
  await field.pressSequentially(text.slice(0, 1), HUMAN_TYPING);
  visit.release();
  await field.pressSequentially(text.slice(1), HUMAN_TYPING);
}

test.describe('typed from the first paint, at a person\'s speed, while the form\'s code loads and hydrates', () => {
  // The contact form's fields in two halves, each typed from the first paint while the form hydrates: all of them
  // in one test, at a person's speed on a page slowed tenfold, took 28 s of its 30 s on a loaded machine, and ran out
  // of them in both attempts of one run.
  type Entry = { label: string; type?: string; choose?: string | number; kept: string | null };
  const CONTACT_FORM_HALVES: { name: string; entries: Entry[] }[] = [
    {
      name: 'the amount (of `ab12x` the digits stay, as the spec\'s amount ignores other input), the subject and the name',
      entries: [
        { label: 'Amount lost', type: 'ab12x', kept: '12' },
        { label: 'Subject', choose: 'Get a Free Consultation Call', kept: 'Get a Free Consultation Call' },
        { label: 'First name', type: 'Ada', kept: 'Ada' },
        { label: 'Last name', type: 'Oko', kept: 'Oko' },
      ],
    },
    {
      name: 'the phone, the e-mail address, the scam type and the story',
      entries: [
        { label: 'Phone', type: '+1 202-555', kept: '+1 202-555' },
        { label: 'Email', type: 'a@b.example', kept: 'a@b.example' },
        { label: 'Scam type', choose: 1, kept: null },
        { label: 'What happened?', type: 'Gone.', kept: 'Gone.' },
      ],
    },
  ];
  for (const half of CONTACT_FORM_HALVES) {
    test(`the contact form keeps every character, each field through its filter: ${half.name}`, async ({ page }) => {
      const visit = await openBeforeScripts(page, '/contact-us');
      const form = page.getByRole('form', { name: 'Contact us today and reclaim your funds!' });
      const island = page.locator('frc-island', { has: form }).last();
      // The form's code has not run: what follows is typed into the painted HTML, and goes on while it hydrates.
      await expect(island).not.toHaveAttribute('data-island-state');
      const kept: [string, string][] = [];
      for (const entry of half.entries) {
        const field = form.getByLabel(entry.label);
        if (entry.type !== undefined) await typeFromFirstPaint(visit, field, entry.type);
        else await field.selectOption(typeof entry.choose === 'number' ? { index: entry.choose } : entry.choose!);
        kept.push([entry.label, entry.kept ?? (await field.inputValue())]);
      }
      // The form's island hydrates from the first keystroke on (the rest of the page need not).
      await expect(island).toHaveAttribute('data-island-state', 'hydrated', { timeout: 15_000 });
      for (const [label, value] of kept) await expect(form.getByLabel(label), label).toHaveValue(value);
      expect(visit.errors).toEqual([]);
    });
  }

  // A test of its own, for the same reason.
  test("the wizard's first step keeps the amount typed as soon as it shows, through its filter", async ({ page }) => {
    const visit = await openBeforeScripts(page, '/contact-us');
    // Tapped in the painted HTML: the press is held, and the wizard opens once its code has come and hydrated.
    await page.getByRole('button', { name: 'Request a Consultation' }).first().tap();
    visit.release();
    const amount = page.getByRole('dialog', { name: 'How much did you invest?' }).getByLabel('Amount invested (USD)');
    await amount.pressSequentially('a10-50x', HUMAN_TYPING);
    await expect(amount).toHaveValue('10-50');
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(visit.errors).toEqual([]);
  });

  // The lead form's fields in two halves too: the six at a person's speed took 25 s of 30 at load 12.
  const LEAD_FORM_HALVES: { name: string; typed: [string, string][] }[] = [
    {
      name: 'the name and the phone number',
      typed: [
        ['First name', 'Marta'],
        ['Last name', 'Silva'],
        ['Phone number', '202 555'],
      ],
    },
    {
      name: 'the e-mail address, the story and the investment as free text, typed on a full keyboard',
      typed: [
        ['Email', 'm@b.example'],
        ['How much did you invest?', '1-5k USD'],
        ['What happened?', 'Gone.'],
      ],
    },
  ];
  for (const half of LEAD_FORM_HALVES) {
    test(`the lead form keeps every character: ${half.name}`, async ({ page }) => {
      const visit = await openBeforeScripts(page, '/');
      const form = page.locator('section#contact-form form');
      const island = page.locator('frc-island', { has: form }).last();
      await expect(island).not.toHaveAttribute('data-island-state');
      await expect(form.getByLabel('How much did you invest?')).toHaveAttribute('inputmode', 'text');
      for (const [label, text] of half.typed) await typeFromFirstPaint(visit, form.getByLabel(label), text);

      // The form's island hydrates from the first keystroke on (the rest of the page need not).
      await expect(island).toHaveAttribute('data-island-state', 'hydrated', { timeout: 15_000 });
      for (const [label, text] of half.typed) await expect(form.getByLabel(label), label).toHaveValue(text);
      expect(visit.errors).toEqual([]);
    });
  }
});
