import { openSettled, watchedConsole } from '../support/accessibility';
import { staffApi } from '../support/backOffice';
import { fetchPlain, pickCover, untilServed } from '../support/content';
import { touches } from '../support/sitePaths';
import { startSignedInAsStaff } from '../support/staffSignIn';
import { localOnly, SITE } from '../support/target';
import { expect, test } from '../support/test';

test.describe('the editor’s forms', () => {
  localOnly('its members are made with the command line of the local stack');

  for (const width of [1366, 390]) {
    const phone = width < 500;
    test(`at ${width} px: a new item has its kind’s whole form whatever drafts exist; a cover icon picked by sight is on the article and its /news card; the list finds pages by address; axe on every editor screen`, touches('admin', 'marketing'), async ({ page, request }) => {
      test.setTimeout(180_000);
      const stamp = `${Date.now().toString(36)}-${width}`;
      const title = `Fake refund desks ${stamp}`;
      const slug = `fake-refund-desks-${stamp}`;
      await page.setViewportSize({ width, height: phone ? 844 : 900 });
      await startSignedInAsStaff(page, request, `Fern Forms ${stamp}`);
      const { errors, axe } = watchedConsole(page);

      await test.step('someone leaves an empty draft of a news item', async () => {
        const post = await staffApi(page);
        await post('/api/admin/content/news', { slug: `left-empty-${stamp}`, title: `Left empty ${stamp}`, description: '', data: {} });
      });

      await test.step('a new news item shows every field of the news item’s form', async () => {
        await openSettled(page, '/admin/content?kind=news');
        await axe(`the news items' list, at ${width} px`);
        await page.getByRole('button', { name: 'New news item' }).click();
        const form = page.getByRole('form', { name: 'New news item' });
        await form.getByLabel('Title').fill(title);
        await form.getByLabel('Slug').fill(slug);
        await form.getByLabel('Description').fill(`Callers offer to refund a scam’s losses for a fee (${stamp}).`);
        await form.getByRole('button', { name: 'Create the news item' }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

        await expect(page.getByText('This kind has no fields of its own')).toHaveCount(0);
        const outline = page.getByRole('navigation', { name: 'Sections of this form' });
        await expect(outline.getByRole('link')).toHaveText(['Article', 'Cover']);
        const draft = page.getByRole('form', { name: 'Draft' });
        await expect(draft.getByLabel('Date')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
        await expect(draft.getByLabel('Date')).toHaveAttribute('type', 'date');
        await expect(page.getByLabel('Category')).toBeVisible();
        await expect(page.getByLabel('Author')).toBeVisible();
        await expect(page.getByRole('textbox', { name: 'Body' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Add cover' })).toBeVisible();
      });

      await test.step('the editor writes it, picks its cover from the picker and the swatches, and publishes it', async () => {
        await page.getByLabel('Category').fill('Scam alert');
        await page.getByLabel('Author').fill('Investigations Desk');
        await page.getByRole('textbox', { name: 'Body' }).click();
        await page.keyboard.type('Nobody refunds a scam for a fee paid in advance.');
        await pickCover(page, 'Heart handshake', 'Teal');
        await expect(page.getByRole('button', { name: 'Icon Heart handshake' })).toBeVisible();
        await axe(`a news item with its cover picked, at ${width} px`);
        await page.getByRole('button', { name: 'Save draft' }).click();
        await expect(page.getByRole('status').filter({ hasText: 'The draft is saved.' })).toBeVisible();
        await page.getByRole('button', { name: 'Publish now' }).click();
        await expect(page.getByRole('status').filter({ hasText: 'The item is published.' })).toBeVisible();
      });

      await test.step('its history: the version first saved compared with the current draft', async () => {
        // The list reads the revisions again after the publish and puts it on top, moving every button below it down:
        // clicked before, the click can land where a button was (a run's click hit no button at 390 px).
        const revisions = page.getByRole('list', { name: 'Revisions' });
        await expect(revisions.getByRole('listitem').first()).toContainText(/^Version \d+: published/);
        // Its first version, as created: the fields written since are its changes.
        await page.getByRole('button', { name: 'Compare version 1 with the current draft' }).click();
        await expect(page.getByLabel('Changes from version 1 to the current draft')).toBeVisible();
        await axe(`a news item's versions compared, at ${width} px`);
      });

      await test.step('the article and its /news card draw the icon picked', async () => {
        const since = Date.now();
        await untilServed(request, `/blog/article/${slug}`, since, ({ status }) => status === 200);
        await untilServed(request, '/news', since, ({ html }) => html.includes(title));
        expect((await fetchPlain(request, `/blog/article/${slug}`)).html).toContain('lucide-heart-handshake');
        const visitor = await page.context().browser()!.newPage({ baseURL: SITE, viewport: { width, height: phone ? 844 : 900 } });
        await visitor.goto('/news');
        await expect(visitor.locator('article').filter({ hasText: title }).locator('svg.lucide-heart-handshake')).toHaveCount(1);
        await visitor.close();
      });

      await test.step(`the list finds the pages by their address, ${phone ? 'as cards' : 'as a table'}, and the item again`, async () => {
        await openSettled(page, '/admin/content?kind=all');
        await page.getByLabel('Search', { exact: true }).fill('/forex');
        const list = phone ? page.getByRole('list', { name: 'Every kind' }) : page.getByRole('table', { name: 'Every kind' });
        await expect(list.getByRole('link', { name: 'Forex scams: how to spot them and what to do' })).toBeVisible();
        await expect(list.getByRole('link', { name: title })).toHaveCount(0);
        await axe(`the content list searched, at ${width} px`);

        // Opened with its search (a list still filtering moves its links under the pointer).
        await openSettled(page, `/admin/content?kind=all&q=${encodeURIComponent(title)}`);
        await list.getByRole('link', { name: title }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        // Taken off again: the stack's news is the seeded news for whatever runs after.
        await page.getByRole('button', { name: 'Unpublish', exact: true }).click();
        await page.getByRole('button', { name: 'Yes, unpublish' }).click();
        await expect(page.getByRole('status').filter({ hasText: 'The item is off the site.' })).toBeVisible();
      });

      await test.step('the home page’s form: its sections in page order, with an outline', async () => {
        await openSettled(page, `/admin/content?kind=page&q=${encodeURIComponent('Get your money back')}`);
        const pages = phone ? page.getByRole('list', { name: 'Page' }) : page.getByRole('table', { name: 'Page' });
        await pages.getByRole('link', { name: 'Get your money back from a scam' }).click();
        const outline = page.getByRole('navigation', { name: 'Sections of this form' });
        await expect(outline.getByRole('link').first()).toHaveText('Hero');
        await expect(page.getByText(/Home faq/)).toHaveCount(0);
        await outline.getByRole('link', { name: 'Questions' }).click();
        await expect(page.getByRole('group', { name: 'Question 1' })).toBeInViewport();
        await axe(`the home page in its editor, at ${width} px`);
      });

      await test.step('the site’s words: the footer’s text in its editor', async () => {
        await openSettled(page, '/admin/content?kind=site_text');
        await page.getByRole('link', { name: 'Footer', exact: true }).click();
        await expect(page.getByRole('group', { name: 'Office hours 1', exact: true }).getByLabel('Hours', { exact: true })).toBeVisible();
        await axe(`the footer's site text in its editor, at ${width} px`);
      });

      expect(errors, 'console errors on the editor’s screens').toEqual([]);
    });
  }
});
