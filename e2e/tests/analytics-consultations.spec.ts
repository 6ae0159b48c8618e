import { expect, test } from '../support/test';
import { expectNoAxeViolations, openSettled } from '../support/accessibility';
import { touches } from '../support/sitePaths';
import { startSignedInAsStaff } from '../support/staffSignIn';
import { localOnly } from '../support/target';

test('the consultations’ figures of the analytics, on a 390 px screen: each a table named by its heading and described by what it counts', touches('admin'), async ({ page, request }) => {
  localOnly('its members are made with the command line of the local stack');
  await page.setViewportSize({ width: 390, height: 844 });
  await startSignedInAsStaff(page, request, 'Figures Admin');
  await openSettled(page, '/admin/analytics');

  const perWeek = page.getByRole('table', { name: 'Consultations per week' });
  await expect(perWeek).toBeVisible();
  await expect(perWeek).toHaveAccessibleDescription(/Cancelled consultations are left out\.$/);
  // Other suites of the same stack may have marked consultations: a rate with its counts, or the words for none.
  const showRate = page.getByRole('table', { name: 'Show rate' });
  await expect(showRate.getByRole('row', { name: /^Show rate \(percent\) / }).or(showRate.getByText('No consultation marked yet.'))).toBeVisible();
  await expect(page.getByRole('table', { name: 'Time from request to consultation' })).toHaveAccessibleDescription(/^From the request to the start of its consultation, over \d+ consultations? booked or held\.$/);

  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});
