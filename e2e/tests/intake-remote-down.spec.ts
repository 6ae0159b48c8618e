import { expect, test } from '../support/test';
import { touches } from '../support/sitePaths';
import { remoteOrigin } from '../support/target';
import { takeDown } from '../support/remoteDown';

test('with the intake remote down, / and the shell keep working and /contact-us shows the fallback', touches('intake', 'marketing'), async ({ page }) => {
  await takeDown(page, remoteOrigin('intake'));

  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Get your money back' }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/contact-us$/);
  // The page's forms are its HTML until the visitor reaches for one: their code then fails to come, and they say so.
  await page.getByLabel('First name').focus();
  const failure = page.getByRole('alert').first();
  await expect(failure).toContainText('Sorry, we couldn’t load');
  await expect(failure.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // The rest of the site is still one click away.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
});
