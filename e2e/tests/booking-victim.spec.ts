import { expectNoAxeViolations } from '../support/accessibility';
import { submitWizard, wizardAnswersFor } from '../support/consultationWizard';
import { mailsTo, uniqueEmail } from '../support/mailbox';
import { touches } from '../support/sitePaths';
import { expect, test } from '../support/test';

// A victim on a phone in New York (the consultants' hours, set on the staff side, are in London).
test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'America/New_York' });

test("the victim's booking pages: the thank-you page keeps its booking over a reload and from the request mail's link; the change page; axe at 390 and 320 px", touches('intake'), async ({ page, request }) => {
  const answers = wizardAnswersFor(uniqueEmail('booking-victim'));
  await submitWizard(page, answers);
  const booking = page.getByRole('region', { name: 'Book your free consultation' });
  const zone = booking.getByRole('combobox', { name: /your time zone/ });

  await test.step('the thank-you page offers the booking in the browser’s zone, and still after a reload', async () => {
    await expect(zone).toHaveValue('America/New_York');
    await expectNoAxeViolations(page, 'booking at 390 px');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(zone).toHaveValue('America/New_York');
  });

  await test.step('the request mail links the booking with its token in the fragment, which leaves the address bar', async () => {
    const readLink = async () => (await mailsTo(request, answers.email)).map((mail) => /https?:\/\/\S+\/contact-us\/thank-you#book=[A-Za-z0-9_-]{43}/.exec(mail.text ?? '')?.[0]).find(Boolean) ?? null;
    await expect.poll(readLink, { message: `a booking link mailed to ${answers.email}`, timeout: 15_000 }).not.toBeNull();
    const link = new URL((await readLink())!);
    // Another tab: its own session storage, so the token comes from the link alone.
    const opened = await page.context().newPage();
    await opened.goto(`${link.pathname}${link.hash}`);
    await expect(opened.getByRole('heading', { level: 1 })).toHaveText('Your free consultation');
    await expect(opened.getByRole('region', { name: 'Book your free consultation' }).getByRole('combobox', { name: /your time zone/ })).toHaveValue('America/New_York');
    await expect(opened).toHaveURL(/\/contact-us\/thank-you$/);
    await opened.setViewportSize({ width: 320, height: 700 });
    await expectNoAxeViolations(opened, 'booking from the mailed link at 320 px');
    await opened.close();
  });

  await test.step('the change page says when its link is not valid, and gives the phone', async () => {
    await page.goto(`/consultation/manage#token=${'A'.repeat(43)}`);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('This booking link is not valid.');
    await expect(alert.getByRole('link')).toHaveAttribute('href', /^tel:/);
    await expect(page).toHaveURL(/\/consultation\/manage$/);
    await expectNoAxeViolations(page, 'change page at 390 px');
    await page.setViewportSize({ width: 320, height: 700 });
    await expectNoAxeViolations(page, 'change page at 320 px');
  });
});
