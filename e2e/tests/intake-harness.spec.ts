import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { recordOffsiteRequests } from '../support/offsiteRequests';
import { remoteOrigin } from '../support/target';

const INTAKE_ORIGIN = remoteOrigin('intake');

async function openHarnessPage(page: Page, link: string) {
  await page.getByRole('navigation', { name: 'Harness pages' }).getByRole('link', { name: link, exact: true }).click();
}

/** Every flag image in `scope` was drawn by us, served by the intake remote, and has loaded. */
async function expectOwnFlags(page: Page, selector: string, count: number) {
  const flags = page.locator(`${selector} img`);
  await expect(flags).toHaveCount(count);
  for (const flag of await flags.all()) {
    await expect.poll(() => flag.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(new URL(await flag.evaluate((image: HTMLImageElement) => image.currentSrc)).origin).toBe(INTAKE_ORIGIN);
  }
}

test('the intake remote runs alone on its port, with a harness page for each exposed module', async ({ page }) => {
  const offsite = recordOffsiteRequests(page);
  await page.goto(`${INTAKE_ORIGIN}/`);
  await expect(page.getByText('intake remote, running alone')).toBeVisible();

  await openHarnessPage(page, 'LeadForm');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('LeadForm');
  await expect(page.getByRole('region', { name: 'Secure a free consultation' })).toHaveAttribute('id', 'contact-form');

  await openHarnessPage(page, 'ConsultationLauncher');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ConsultationLauncher');
  await expect(page.getByRole('button', { name: 'Request a Consultation' })).toHaveCount(2);
  await expect(page.getByRole('combobox', { name: 'Scam type' }).nth(1)).toHaveValue('digital');
  await page.getByRole('button', { name: 'Request a Consultation' }).first().click();
  await expect(page.getByRole('dialog', { name: 'How much did you invest?' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await openHarnessPage(page, 'PricingCards');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('PricingCards');
  await expect(page.getByRole('article')).toHaveCount(3);
  await page.getByRole('article', { name: 'Example package' }).getByRole('link', { name: 'Order Now' }).click();
  await expect(page.getByRole('region', { name: 'Secure a free consultation' })).toBeFocused();
  await expect(page).toHaveURL(/#contact-form$/);

  await openHarnessPage(page, 'ScamTypeSelect');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ScamTypeSelect');
  await page.getByRole('combobox', { name: 'Scam type' }).selectOption({ label: 'Romance scam' });
  await expect(page.getByRole('status')).toHaveText('romance');

  await openHarnessPage(page, 'App: Contact us');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us today and reclaim your funds!');
  await openHarnessPage(page, 'App: Thank you');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for visiting');

  expect(offsite).toEqual([]);
});

test('the lead form lists 15 dial codes with our own flags, in a list capped at 15rem that closes on a pick', async ({ page }) => {
  const offsite = recordOffsiteRequests(page);
  await page.goto(`${INTAKE_ORIGIN}/`);
  await openHarnessPage(page, 'LeadForm');
  const codes = page.getByRole('button', { name: /country code/i });
  await expect(codes).toHaveAccessibleName('Country code +1 United States');
  await codes.click();

  const list = page.getByRole('listbox', { name: 'Country code' });
  await expect(list.getByRole('option')).toHaveCount(15);
  const box = await list.evaluate((element) => {
    const style = getComputedStyle(element);
    return { maxHeight: style.maxHeight, overflowY: style.overflowY, height: element.getBoundingClientRect().height };
  });
  const rem = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
  expect(box.maxHeight).toBe(`${15 * rem}px`);
  expect(box.overflowY).toBe('auto');
  expect(box.height).toBeLessThanOrEqual(15 * rem);
  await expectOwnFlags(page, '[role="listbox"]', 15);

  await list.getByRole('option', { name: /South Korea/ }).click();
  await expect(list).toHaveCount(0);
  await expect(codes).toHaveAccessibleName('Country code +82 South Korea');
  expect(offsite).toEqual([]);
});

test('the wizard on the site offers its 8 dial codes with flags from the intake remote, and nothing leaves our servers', async ({ page }) => {
  const offsite = recordOffsiteRequests(page);
  await page.goto('/contact-us');
  await page.getByRole('button', { name: 'Request a Consultation' }).click();
  const next = page.getByRole('dialog').getByRole('button', { name: 'Next' });
  await page.getByRole('dialog').getByLabel('Amount invested (USD)').fill('300');
  await next.click();
  await page.getByRole('dialog').getByLabel('Cash').check();
  await next.click();
  await page.getByRole('dialog').getByLabel('Case details').fill('A caller said my bank account was at risk.');
  await next.click();

  const contact = page.getByRole('dialog', { name: 'How can we reach you?' });
  await contact.getByRole('button', { name: /country code/i }).click();
  await expect(contact.getByRole('option')).toHaveText([
    /^\+880Bangladesh$/,
    /^\+1United States$/,
    /^\+44United Kingdom$/,
    /^\+91India$/,
    /^\+61Australia$/,
    /^\+1Canada$/,
    /^\+49Germany$/,
    /^\+33France$/,
  ]);
  await expectOwnFlags(page, '[role="dialog"] [role="listbox"]', 8);
  expect(offsite).toEqual([]);
});
