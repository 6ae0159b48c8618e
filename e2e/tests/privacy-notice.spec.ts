import { touches, type RemoteName } from '../support/sitePaths';
import { expect, test } from '../support/test';

test.describe.configure({ mode: 'parallel' });

// Every form that sends personal data shows the notice inside the form, after its submit button.
// `remotes`: the page's remote, and the remote of the form where another one's module is embedded in it.
const FORMS: { path: string; submit: string; remotes: RemoteName[] }[] = [
  { path: '/', submit: 'Request a Consultation', remotes: ['marketing', 'intake'] },
  { path: '/contact-us', submit: 'Send my request', remotes: ['intake'] },
  { path: '/whistleblowing', submit: 'Submit report', remotes: ['marketing'] },
  { path: '/affiliate', submit: 'Submit application', remotes: ['marketing'] },
  { path: '/newsletter-signup', submit: 'Subscribe', remotes: ['marketing'] },
];

for (const { path, submit, remotes } of FORMS) {
  test(`${path}: the form's privacy notice follows its submit button and opens the privacy policy`, touches(...remotes), async ({ page }) => {
    await page.goto(path);
    const button = page.getByRole('button', { name: submit, exact: true }).first();
    await expect(button).toBeVisible();
    const form = page.locator('form').filter({ has: button });
    const link = form.getByRole('link', { name: 'Privacy Policy' });
    await expect(link).toBeVisible();
    // After the button in reading order.
    expect(await button.evaluate((node, notice) => Boolean(node.compareDocumentPosition(notice as Node) & Node.DOCUMENT_POSITION_FOLLOWING), await link.elementHandle())).toBe(true);
    await link.click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  });
}
