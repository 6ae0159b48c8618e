import { expect, test } from '../support/test';
import { touches } from '../support/sitePaths';
import { storedCasesFor } from '../support/intakeApi';
import { uniqueEmail } from '../support/mailbox';
import { remoteOrigin, SITE } from '../support/target';

test('the full contact form on /contact-us stores its request', touches('intake'), async ({ page, request }) => {
  const email = uniqueEmail('contact');
  await page.goto('/contact-us');
  const form = page.getByRole('form', { name: 'Contact us today and reclaim your funds!' });
  await form.getByLabel('Subject').selectOption('Purchase a Crypto Tracing Report');
  await form.getByLabel('First name').fill('Grace');
  await form.getByLabel('Last name').fill('Okafor');
  await form.getByLabel('Phone').fill('+44 20 7946 0000');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Scam type').selectOption({ label: 'Digital Currency' });
  const amount = form.getByLabel('Amount lost');
  await amount.pressSequentially('12a,000-x15000');
  await expect(amount).toHaveValue('12000-15000');
  await form.getByLabel('What happened?').fill('Sent coins to a wallet that promised doubled returns.');
  await form.getByRole('button', { name: 'Send my request' }).click();

  // The same thank-you page as the wizard, with the contact form's own summary.
  await expect(page).toHaveURL(/\/contact-us\/thank-you$/);
  await expect(page.getByRole('status').filter({ hasText: 'Submitted successfully!' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, Grace. Your request has reached us.');

  const records = await storedCasesFor(request, email);
  expect(records).toHaveLength(1);
  expect(records[0]).toMatchObject({
    subject: 'Purchase a Crypto Tracing Report',
    fname: 'Grace',
    lname: 'Okafor',
    phone: '+44 20 7946 0000',
    email,
    scam_type: 'digital',
    scam_amount: '12000-15000',
    scam_description: 'Sent coins to a wallet that promised doubled returns.',
  });
});

test('the lead form stores its request (the remote running alone, sending to the real API)', async ({ page, request }) => {
  // The remote's own static server has no /api; its requests go on to the site's same-origin API.
  const intake = remoteOrigin('intake');
  await page.route(`${intake}/api/**`, async (route) => {
    const response = await route.fetch({ url: route.request().url().replace(intake, SITE) });
    await route.fulfill({ response });
  });
  const email = uniqueEmail('lead');
  await page.goto(`${intake}/`);
  await page.getByRole('navigation', { name: 'Harness pages' }).getByRole('link', { name: 'LeadForm' }).click();

  const section = page.locator('section#contact-form');
  await expect(section.getByRole('heading', { name: 'Secure a free consultation' })).toBeVisible();
  await expect(section.getByText('Start here')).toBeVisible();
  await section.getByLabel('First name').fill('Lena');
  await section.getByLabel('Last name').fill('Fischer');
  const codes = section.getByRole('button', { name: /country code/i });
  await expect(codes).toHaveAccessibleName('Country code +1 United States');
  await codes.click();
  await section.getByRole('option', { name: /Germany/ }).click();
  await expect(section.getByRole('listbox')).toHaveCount(0);
  await section.getByLabel('Phone number').fill('15123456789');
  await section.getByLabel('Email').fill(email);
  await section.getByLabel('How much did you invest?').fill('8000');
  await section.getByLabel('What happened?').fill('An online broker stopped answering after my second deposit.');
  await section.getByRole('button', { name: 'Request a Consultation' }).click();

  await expect(section.getByRole('status')).toContainText('Your request has reached us');
  await expect(codes).toHaveAccessibleName('Country code +1 United States');

  const records = await storedCasesFor(request, email);
  expect(records).toHaveLength(1);
  expect(records[0]).toMatchObject({
    fname: 'Lena',
    lname: 'Fischer',
    phone: '+4915123456789',
    email,
    subject: 'contact-form-submission',
    scam_type: null,
    transaction_type: null,
    scam_amount: '8000',
    scam_description: 'An online broker stopped answering after my second deposit.',
  });
});
