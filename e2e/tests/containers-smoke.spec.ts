import { type Browser, type Page } from '@playwright/test';
import { openCaseFor } from '../support/backOffice';
import { submitWizard, wizardAnswersFor } from '../support/consultationWizard';
import { confirmationLinksFor, uniqueEmail } from '../support/mailbox';
import { signInAtLogin } from '../support/portalSignIn';
import { touches } from '../support/sitePaths';
import { startSignedInAsStaff } from '../support/staffSignIn';
import { SITE } from '../support/target';
import { expect, test, untilScripted } from '../support/test';

/**
 * The smoke suite of a deployed stack (the `containers` project; `npm run containers:test` runs it against the
 * compose stack in podman): the pages, a request, both sign-ins and a case-room message, each journey in its own
 * browser contexts with its own people. The team is made with the staff command through the site's API, which
 * needs that API's OPS_TOKEN (and API_ORIGIN: the site's address).
 */
test.skip(!process.env.OPS_TOKEN || !process.env.API_ORIGIN, 'needs OPS_TOKEN and API_ORIGIN of the stack under test, for the staff command');

async function newPerson(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: SITE });
  return context.newPage();
}

test('the home page and a scam page are served, drawn and linked', touches('marketing'), async ({ page }) => {
  await page.goto('/');
  await untilScripted(page);
  await expect(page).toHaveTitle(/\S/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/forex-scams');
  await untilScripted(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Forex');
});

test('a request sent through the wizard, confirmed from the mailed link; its sender signs in with the mailed code and finds it', touches('intake', 'portal'), async ({ page, request }) => {
  const email = uniqueEmail('containers-client');
  const answers = wizardAnswersFor(email);
  await submitWizard(page, answers);
  await expect(page).toHaveURL(/\/contact-us\/thank-you$/);
  const [link] = await confirmationLinksFor(request, email);
  await page.goto(link ?? '');
  await page.getByRole('button', { name: 'Yes, I sent this request' }).click();
  await expect(page.getByRole('status')).toContainText('Your request is confirmed');
  await signInAtLogin(page, request, email);
  await expect(page).toHaveURL(/\/dashboard\/cases$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Cases (1)');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText(email);
});

test('staff sign in with a mailed code and a passkey; a case-room message reaches the client', touches('admin', 'intake', 'portal'), async ({ browser, request }) => {
  test.setTimeout(120_000);
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const clientEmail = uniqueEmail('containers-room');
  const answers = { ...wizardAnswersFor(clientEmail), lastName: `Room${stamp}` };
  const clientName = `${answers.firstName} ${answers.lastName}`;
  const managerName = `Casey Manager ${stamp}`;
  const message = `We are looking after your case (${stamp}).`;

  // startSignedInAsStaff gives each its passkey authenticator.
  const admin = await newPerson(browser);
  const manager = await newPerson(browser);
  const client = await newPerson(browser);
  await startSignedInAsStaff(admin, request, `Ada Admin ${stamp}`, 'admin');
  await startSignedInAsStaff(manager, request, managerName, 'case_manager');

  await submitWizard(client, answers);
  await expect(client).toHaveURL(/\/contact-us\/thank-you$/);
  const caseRef = await openCaseFor(admin, clientName, managerName);

  // The case opens on its Overview; the conversation is the Messages tab.
  await manager.goto(`/admin/cases/${caseRef}/messages`);
  await manager.getByLabel('Reply to the client').fill(message);
  await manager.getByRole('button', { name: 'Send' }).click();
  await expect(manager.getByRole('log', { name: 'Messages' })).toContainText(message);

  await signInAtLogin(client, request, clientEmail);
  await client.goto(`/dashboard/cases/${caseRef}`);
  await expect(client.getByRole('heading', { level: 1 })).toHaveText(`Case ${caseRef}`);
  await expect(client.getByRole('log', { name: 'Messages' })).toContainText(message);

  const reply = `Thank you (${stamp}).`;
  await client.getByLabel('Your message to the case team').fill(reply);
  await client.getByRole('button', { name: 'Send' }).click();
  await expect(client.getByRole('log', { name: 'Messages' })).toContainText(reply);
  await expect(manager.getByRole('log', { name: 'Messages' })).toContainText(reply, { timeout: 15_000 });
});
