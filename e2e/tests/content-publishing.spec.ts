import { type Page } from '@playwright/test';
import { runOpsJob } from '../support/backOffice';
import { fetchPlain, gradientPng, inviteEditor, openContentKind, pickCover, PUBLISH_BUDGET_MS, publishNow, saveDraft, untilServed } from '../support/content';
import { touches } from '../support/sitePaths';
import { localOnly, SITE } from '../support/target';
import { expect, test } from '../support/test';

test.describe('the firm publishes its own content', () => {
  localOnly('the team is made with the local stack’s command line, and the scheduled publish run with its ops token');

  test('an editor writes, previews and publishes a news item, renames it and unpublishes it; restores a testimonial; the site follows within seconds', touches('admin', 'marketing'), async ({ browser, request }) => {
    test.setTimeout(240_000);
    const stamp = Date.now().toString(36);
    const title = `Fake regulators are calling ${stamp}`;
    const slug = `fake-regulators-${stamp}`;
    const description = `Callers posing as a financial regulator ask victims for a release fee (${stamp}).`;
    let editor: Page;

    await test.step('an admin invites an editor, who signs in with code and passkey and sees only Content and Media', async () => {
      editor = (await inviteEditor(browser, request, stamp)).page;
      await expect(editor).toHaveURL(/\/admin\/content$/);
      const menu = editor.getByRole('navigation', { name: 'Admin' });
      await expect(menu.getByRole('link')).toHaveText(['Content', 'Media']);
      // The editor's own session reaches none of the victims' data.
      for (const path of ['/api/admin/inbox', '/api/admin/cases', '/api/admin/audit']) {
        expect((await editor.request.get(path)).status(), path).toBe(403);
      }
      await editor.goto('/admin/inbox');
      await expect(editor.getByText('You do not have access to this page')).toBeVisible();
    });

    let itemUrl = '';
    await test.step('the editor writes a news item with a heading, a list, a link, an image with its alt text, and typed markup', async () => {
      await openContentKind(editor, 'News item');
      await editor.getByRole('button', { name: 'New news item' }).click();
      const form = editor.getByRole('form', { name: 'New news item' });
      await form.getByLabel('Title').fill(title);
      await form.getByLabel('Slug').fill(slug);
      await form.getByLabel('Description').fill(description);
      await form.getByRole('button', { name: 'Create the news item' }).click();
      await expect(editor.getByRole('heading', { level: 1 })).toHaveText(title);
      itemUrl = editor.url();

      await editor.getByLabel('Author').fill('Investigations Desk');
      await editor.getByLabel('Category').fill('Scam alert');
      await pickCover(editor, 'Building 2', 'Navy');

      const body = editor.getByRole('textbox', { name: 'Body' });
      const toolbar = editor.getByRole('toolbar', { name: 'Body: formatting' });
      await body.click();
      await toolbar.getByRole('button', { name: 'Heading', exact: true }).click();
      await editor.keyboard.type('What the callers say');
      await editor.keyboard.press('Enter');
      await toolbar.getByRole('button', { name: 'List', exact: true }).click();
      await editor.keyboard.type('They call from a number that looks like a regulator’s');
      await editor.keyboard.press('Enter');
      await editor.keyboard.type('They ask for a fee to release your money');
      await editor.keyboard.press('Enter');
      await editor.keyboard.press('Enter');
      await editor.keyboard.type('Read about binary options scams');
      for (let i = 0; i < 'binary options scams'.length; i += 1) await editor.keyboard.press('Shift+ArrowLeft');
      await toolbar.getByRole('button', { name: 'Link', exact: true }).click();
      await editor.getByLabel('Link address').fill('/binary-options-scams');
      await editor.getByRole('button', { name: 'Apply the link' }).click();
      // Back at the end of the last paragraph, the one with the link.
      await body.locator('p').last().click();
      await editor.keyboard.press('End');
      await editor.keyboard.press('Enter');
      await editor.keyboard.type('<script>alert(1)</script>');
      await editor.keyboard.press('Enter');

      await toolbar.getByRole('button', { name: 'Image', exact: true }).click();
      await editor.getByLabel('Body image: file to upload').setInputFiles({ name: 'caller.png', mimeType: 'image/png', buffer: gradientPng(1200, 800) });
      const alt = editor.getByLabel('Alt text (what the image shows)');
      await expect(alt).toBeVisible({ timeout: 20_000 });
      await alt.fill('A phone showing a call from an unknown number');
      await editor.getByRole('button', { name: 'Insert the image' }).click();
      await expect(body.locator('img[alt="A phone showing a call from an unknown number"]')).toHaveCount(1);
      // The body as the editor shows it: a heading, a list of two points, then the paragraphs.
      await expect(body.locator('ul > li')).toHaveCount(2);
      await expect(body.locator('p').filter({ hasText: '<script>alert(1)</script>' })).toHaveCount(1);
      await saveDraft(editor);
    });

    await test.step('the preview shows the draft through the site’s template, and the public address does not exist yet', async () => {
      const previewLink = editor.getByRole('link', { name: /Preview the saved draft/ });
      const preview = await editor.context().newPage();
      await preview.goto(await previewLink.getAttribute('href') ?? '');
      await expect(preview.getByRole('note').filter({ hasText: 'Preview' }).first()).toBeVisible();
      await expect(preview.getByRole('heading', { name: title })).toBeVisible({ timeout: 20_000 });
      await expect(preview.getByRole('heading', { name: 'What the callers say' })).toBeVisible();
      await expect(preview.getByText('<script>alert(1)</script>')).toBeVisible();
      expect(await preview.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
      await preview.close();
      expect((await fetchPlain(request, `/blog/article/${slug}`)).status).toBe(404);
    });

    await test.step('published, it is served as finished HTML within 10 s: its page, /news, the sitemap and the feed', async () => {
      const since = await publishNow(editor);
      const address = `/blog/article/${slug}`;
      await untilServed(request, address, since, ({ status }) => status === 200);
      await untilServed(request, '/news', since, ({ html }) => html.includes(title));
      await untilServed(request, '/sitemaps/content.xml', since, ({ html }) => html.includes(`${address}</loc>`));
      await untilServed(request, '/news/feed.xml', since, ({ html }) => html.includes(title) && html.includes(`${address}</link>`));
      expect(Date.now() - since).toBeLessThanOrEqual(PUBLISH_BUDGET_MS);

      const { html } = await fetchPlain(request, address);
      expect(html).toContain(`<title>${title}`);
      expect(html).toMatch(new RegExp(`<meta name="description" content="${description.replace(/[()]/g, '\\$&')}"`));
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${address}"`));
      expect(html).toContain('"@type":"NewsArticle"');
      // Typed markup is text in the HTML, never an element.
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(html).not.toContain('<script>alert(1)</script>');
      expect(html).toContain('<a href="/binary-options-scams"');
      // The image: AVIF and WebP from the site's own origin, its box reserved, its alt text.
      expect(html).toMatch(/<source type="image\/avif" srcSet="\/api\/content\/images\/[^"]+"/);
      expect(html).toMatch(/<img[^>]+alt="A phone showing a call from an unknown number"[^>]*>/);
      const image = /<img[^>]+src="(\/api\/content\/images\/[^"]+\.webp)"/.exec(html)?.[1];
      expect(image).toBeDefined();
      const served = await request.get(image!);
      expect(served.status()).toBe(200);
      expect(served.headers()['content-type']).toBe('image/webp');

      const visitor = await browser.newPage({ baseURL: SITE });
      await visitor.goto(address);
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(visitor.getByRole('list').filter({ hasText: 'They ask for a fee to release your money' })).toBeVisible();
      await expect(visitor.getByText('<script>alert(1)</script>')).toBeVisible();
      await visitor.close();
    });

    await test.step('a new slug: the old address answers 301 to the new one', async () => {
      await editor.goto(itemUrl);
      await editor.getByLabel('Slug').fill(`${slug}-update`);
      await saveDraft(editor);
      const since = await publishNow(editor);
      await untilServed(request, `/blog/article/${slug}`, since, ({ status, location }) => status === 301 && (location ?? '').endsWith(`/blog/article/${slug}-update`));
      await untilServed(request, `/blog/article/${slug}-update`, since, ({ status, html }) => status === 200 && html.includes(title));
    });

    await test.step('unpublished, it answers 404 and leaves the sitemap and the feed', async () => {
      await editor.getByRole('button', { name: 'Unpublish', exact: true }).click();
      await editor.getByRole('group', { name: 'Confirm unpublishing' }).getByRole('button', { name: 'Yes, unpublish' }).click();
      await expect(editor.getByRole('status').filter({ hasText: 'The item is off the site.' })).toBeVisible();
      const since = Date.now();
      await untilServed(request, `/blog/article/${slug}-update`, since, ({ status }) => status === 404);
      await untilServed(request, '/sitemaps/content.xml', since, ({ html }) => !html.includes(slug));
      await untilServed(request, '/news/feed.xml', since, ({ html }) => !html.includes(title));
      await untilServed(request, '/news', since, ({ html }) => !html.includes(title));
    });

    await test.step('a testimonial changed, then its first version restored: the public page follows each time', async () => {
      // The first testimonial shown on /testimonials.
      const { html } = await fetchPlain(request, '/testimonials');
      const quote = /<blockquote[^>]*>(?:<p[^>]*>)?([^<]{20,})/.exec(html)?.[1];
      expect(quote, 'a testimonial on /testimonials').toBeDefined();
      const original = quote!.trim().replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&amp;/g, '&');
      const list = await (await request.get('/api/content/published?kind=testimonial')).json();
      const testimonial = (list.items as { id: number; title: string; data: { quote: string } }[]).find((item) => original.startsWith(item.data.quote.slice(0, 40)));
      expect(testimonial, `the testimonial quoting “${original.slice(0, 40)}…”`).toBeDefined();

      await openContentKind(editor, 'Testimonial');
      await editor.getByRole('link', { name: testimonial!.title }).click();
      const edited = `They answered every question I had, and they were honest about my chances (${stamp}).`;
      await editor.getByLabel('Quote').fill(edited);
      await saveDraft(editor);
      let since = await publishNow(editor);
      await untilServed(request, '/testimonials', since, ({ html: page }) => page.includes(edited));

      const revisions = editor.getByRole('list', { name: 'Revisions' });
      await editor.reload();
      await expect(revisions.getByRole('listitem').filter({ hasText: 'Version 1: seeded' })).toBeVisible();
      await expect(revisions.getByRole('listitem').filter({ hasText: /Version \d+: saved/ })).toHaveCount(1);
      await editor.getByRole('button', { name: 'Compare version 1 with the current draft' }).click();
      const changes = editor.getByRole('definition').filter({ hasText: edited });
      await expect(changes.first()).toBeVisible();
      await editor.getByRole('button', { name: 'Restore version 1' }).click();
      await expect(editor.getByRole('status').filter({ hasText: 'Version 1 is the draft again.' })).toBeVisible();
      await expect(editor.getByLabel('Quote')).toHaveValue(testimonial!.data.quote);
      since = await publishNow(editor);
      await untilServed(request, '/testimonials', since, ({ html: page }) => !page.includes(edited) && page.includes(testimonial!.data.quote.slice(0, 40).replace(/"/g, '&quot;')));
    });
  });

  test('a news item scheduled for a time appears then, with the job run on demand, and not before', touches('admin', 'marketing'), async ({ browser, request }) => {
    test.setTimeout(240_000);
    const stamp = Date.now().toString(36);
    const title = `Scheduled warning ${stamp}`;
    const slug = `scheduled-warning-${stamp}`;
    const editor = (await inviteEditor(browser, request, stamp)).page;

    await openContentKind(editor, 'News item');
    await editor.getByRole('button', { name: 'New news item' }).click();
    const form = editor.getByRole('form', { name: 'New news item' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Slug').fill(slug);
    await form.getByLabel('Description').fill('A warning written ahead, published at its time.');
    await form.getByRole('button', { name: 'Create the news item' }).click();
    await expect(editor.getByRole('heading', { level: 1 })).toHaveText(title);
    await editor.getByLabel('Author').fill('Investigations Desk');
    await editor.getByLabel('Category').fill('Scam alert');
    await pickCover(editor, 'Building 2', 'Navy');
    await editor.getByRole('textbox', { name: 'Body' }).click();
    await editor.keyboard.type('Written the day before, published at nine.');
    await saveDraft(editor);

    // The next whole minute at least 20 s away (the form takes minutes, in UTC).
    const at = new Date(Math.ceil((Date.now() + 20_000) / 60_000) * 60_000);
    const schedule = editor.getByRole('group', { name: 'Schedule (times in UTC)' });
    await schedule.getByLabel('Date').fill(at.toISOString().slice(0, 10));
    await schedule.getByLabel('Time (UTC)').fill(at.toISOString().slice(11, 16));
    await schedule.getByRole('button', { name: 'Schedule' }).click();
    await expect(editor.getByRole('status').filter({ hasText: 'The item is scheduled.' })).toBeVisible();

    await runOpsJob(request, 'content/publish-due');
    expect((await fetchPlain(request, `/blog/article/${slug}`)).status).toBe(404);

    await expect.poll(() => Date.now(), { timeout: 90_000, intervals: [1_000] }).toBeGreaterThanOrEqual(at.getTime());
    await runOpsJob(request, 'content/publish-due');
    const since = Date.now();
    await untilServed(request, `/blog/article/${slug}`, since, ({ status, html }) => status === 200 && html.includes(title));
    await untilServed(request, '/news', since, ({ html }) => html.includes(title));

    // Taken off again: the stack's news is the seeded news for whatever runs after.
    await editor.reload();
    await editor.getByRole('button', { name: 'Unpublish', exact: true }).click();
    await editor.getByRole('button', { name: 'Yes, unpublish' }).click();
    await expect(editor.getByRole('status').filter({ hasText: 'The item is off the site.' })).toBeVisible();
  });
});
