import { openSettled, watchedConsole } from '../support/accessibility';
import { fetchPlain, gradientPng, inviteEditor, publishNow, saveDraft, untilServed } from '../support/content';
import { touches } from '../support/sitePaths';
import { localOnly, SITE } from '../support/target';
import { expect, test } from '../support/test';

const metaContent = (html: string, property: string) => new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];

test.describe('what an editor sees is what is published', () => {
  localOnly('the editor is invited with the local stack’s command line');

  for (const width of [1366, 390]) {
    const viewport = { width, height: width < 500 ? 844 : 768 };
    test(`at ${width} px: an image uploaded to the media library becomes a news item’s featured image, on its page, its /news card and as its og:image; bold, italic and a pasted <h1> are published as such`, touches('admin', 'marketing'), async ({ browser, request }) => {
      test.setTimeout(180_000);
      const stamp = `${Date.now().toString(36)}-${width}`;
      const title = `A regulator’s number on a stranger’s phone ${stamp}`;
      const slug = `regulator-number-${stamp}`;
      const alt = `A phone showing a call from a fake regulator (${stamp})`;
      // A size no other image of the suites (or an earlier try of this test) has: the library card is found by it before
      // it has an alt text.
      const size = { width: 1201 + (Date.now() % 600), height: 677 };
      const editor = (await inviteEditor(browser, request, stamp, { viewport })).page;
      const { errors, axe } = watchedConsole(editor);

      await test.step('the media library: an upload, then its alt text; axe on it', async () => {
        await openSettled(editor, '/admin/media');
        await expect(editor.getByRole('heading', { level: 1 })).toHaveText('Media library');
        await editor.getByLabel('Image to upload').setInputFiles({ name: 'call.png', mimeType: 'image/png', buffer: gradientPng(size.width, size.height) });
        const card = editor.getByRole('listitem').filter({ hasText: `${size.width} × ${size.height} px` });
        await expect(card).toHaveCount(1, { timeout: 20_000 });
        await expect(card).toContainText('Not used by any item.');
        await card.getByLabel('Alt text (offered when the image is inserted)').fill(alt);
        await card.getByRole('button', { name: /^Save the alt text/ }).click();
        await expect(card.getByText('Alt text saved.')).toBeVisible();

        await openSettled(editor, '/admin/media');
        await axe(`the media library at ${width} px`);
      });

      await test.step('a news item takes it from the library as its featured image, and its body gets bold, italic and a pasted heading', async () => {
        await openSettled(editor, '/admin/content?kind=news');
        await editor.getByRole('button', { name: 'New news item' }).click();
        const form = editor.getByRole('form', { name: 'New news item' });
        await form.getByLabel('Title').fill(title);
        await form.getByLabel('Slug').fill(slug);
        await form.getByLabel('Description').fill(`What to do when a caller says they are your regulator (${stamp}).`);
        await form.getByRole('button', { name: 'Create the news item' }).click();
        await expect(editor.getByRole('heading', { level: 1 })).toHaveText(title);
        await editor.getByLabel('Author').fill('Investigations Desk');
        await editor.getByLabel('Category').fill('Scam alert');

        await editor.getByRole('button', { name: 'Choose the featured image' }).click();
        await editor.getByRole('button', { name: `Use “${alt}” · ${size.width} × ${size.height} px`, exact: false }).click();
        await expect(editor.getByRole('img', { name: 'Featured image, chosen' })).toBeVisible();
        // The library's alt text is offered for this use.
        await expect(editor.getByLabel('Featured image: alt text (what it shows)')).toHaveValue(alt);
        await axe(`a news item with its featured image, at ${width} px`);

        const body = editor.getByRole('textbox', { name: 'Body' });
        const toolbar = editor.getByRole('toolbar', { name: 'Body: formatting' });
        await body.click();
        await editor.keyboard.type('Hang up ');
        await toolbar.getByRole('button', { name: 'Bold', exact: true }).click();
        await editor.keyboard.type('at once');
        await toolbar.getByRole('button', { name: 'Bold', exact: true }).click();
        await editor.keyboard.type(' and call us ');
        await editor.keyboard.press('Control+i');
        await editor.keyboard.type('from another phone');
        await editor.keyboard.press('Control+i');
        await editor.keyboard.type('.');
        await editor.keyboard.press('Enter');
        // A paste from another page: its <h1> is a heading of the body.
        await body.evaluate((element) => {
          const data = new DataTransfer();
          data.setData('text/html', '<h1>Regulators never ask for fees</h1><p>Pasted from the <b>regulator’s</b> own <i>warning</i>.</p>');
          data.setData('text/plain', 'Regulators never ask for fees\nPasted from the regulator’s own warning.');
          element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
        });
        await expect(body.locator('h2', { hasText: 'Regulators never ask for fees' })).toHaveCount(1);
        await expect(body.locator('strong', { hasText: 'at once' })).toHaveCount(1);
        await expect(body.locator('em', { hasText: 'from another phone' })).toHaveCount(1);
        await saveDraft(editor);
      });

      await test.step('published: the page and its /news card show the image, which is its og:image and twitter:image; the marks are <strong> and <em>', async () => {
        const since = await publishNow(editor);
        const address = `/blog/article/${slug}`;
        await untilServed(request, address, since, ({ status }) => status === 200);
        await untilServed(request, '/news', since, ({ html }) => html.includes(title));

        const { html } = await fetchPlain(request, address);
        const ogImage = metaContent(html, 'og:image');
        const imageId = /\/api\/content\/images\/([^/]+)\//.exec(ogImage ?? '')?.[1];
        expect(imageId, `og:image ${ogImage}`).toBeDefined();
        expect(metaContent(html, 'twitter:image')).toBe(ogImage);
        expect(metaContent(html, 'og:image:alt')).toBe(alt);
        expect(html).toMatch(new RegExp(`<img[^>]+src="/api/content/images/${imageId}/[^"]+"[^>]*alt="${alt.replace(/[()]/g, '\\$&')}"|<img[^>]+alt="${alt.replace(/[()]/g, '\\$&')}"[^>]*src="/api/content/images/${imageId}/`));
        expect(html).toContain('<strong>at once</strong>');
        expect(html).toContain('<em>from another phone</em>');
        expect(html).toMatch(/<h2[^>]*>Regulators never ask for fees<\/h2>/);
        expect(html).toContain('<strong>regulator’s</strong>');

        const visitor = await (await browser.newContext({ baseURL: SITE, viewport })).newPage();
        await visitor.goto('/news');
        const card = visitor.locator('li, article').filter({ has: visitor.getByRole('link', { name: title }) }).last();
        await expect(card.locator(`img[src*="/api/content/images/${imageId}/"]`), 'the /news card of the item draws its featured image').toHaveCount(1);
        await visitor.context().close();
      });

      await test.step('the library says where the image is used, and will not delete it while it is', async () => {
        await openSettled(editor, '/admin/media');
        const card = editor.getByRole('listitem').filter({ hasText: `${size.width} × ${size.height} px` });
        await expect(card.getByRole('link', { name: title })).toBeVisible();
        await card.getByRole('button', { name: /^Delete/ }).click();
        await card.getByRole('group', { name: /^Delete/ }).getByRole('button', { name: 'Delete it' }).click();
        await expect(card.getByText(/This image is used by/)).toBeVisible();
      });

      expect(errors, 'console errors on the editor’s screens').toEqual([]);
    });
  }
});
