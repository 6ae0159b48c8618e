import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONTENT_ITEMS_MAX, CSRF_HEADER, type ContentItemResponse, type ContentKind, type FieldError, type PublishedContent } from '@frc/contracts';
import { and, count, eq, max } from 'drizzle-orm';
import { contentItems, contentRevisions } from '../src/db/schema';
import { type SignedInStaff } from './support/caseRooms';
import { addAndSignIn, OPS_TOKEN, startApiWithTeam } from './support/staffClient';
import { PUBLIC_ORIGIN, uniqueEmail, type TestApi } from './support/testApi';

let api: TestApi;
let admin: SignedInStaff;
let editor: SignedInStaff;
const routesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frc-routes-'));

/** The remotes' routes.json documents, as the deployment hands them to the API. */
const SITE_ROUTES = [
  { remote: 'marketing', routes: [{ path: '/' }, { path: '/contact' }, { path: '/fraud-prevention-tools' }, { path: '/blog/:slug', content: 'article' }] },
  { remote: 'intake', routes: [{ path: '/contact-us' }, { path: '/contact-us/thank-you' }, { path: '/contact-us/confirm' }] },
  { remote: 'portal', routes: [{ path: '/login' }, { path: '/dashboard', pages: ['/dashboard/cases'] }, { path: '/dashboard/*' }] },
];

beforeAll(async () => {
  const routesFile = path.join(routesDir, 'site-routes.json');
  fs.writeFileSync(routesFile, JSON.stringify(SITE_ROUTES));
  ({ api, admin } = await startApiWithTeam({ admin: 'Hana Admin', manager: 'Hugo Manager', prefix: 'hardening' }, { contentKnownPathsFile: routesFile }));
  editor = await addAndSignIn(api, uniqueEmail('hardening-editor'), 'Hedda Editor', 'editor');
});
afterAll(async () => {
  await api.close();
  fs.rmSync(routesDir, { recursive: true, force: true });
});

let slugCounter = 0;
const freshSlug = (base: string) => `${base}-${(slugCounter += 1)}`;
const NEWS = { date: '2026-11-20', category: 'Scam alert', author: 'Investigations Desk' };

type Refusal = { message: string; errors: FieldError[] };
/** A 422 as the API's other validation errors answer it: a message and the fields it names. */
const matching = (text: string | RegExp): unknown => (typeof text === 'string' ? text : expect.stringMatching(text));
const refusedNaming = (field: string | RegExp, message?: string | RegExp) => ({
  status: 422,
  body: { message: expect.any(String), errors: expect.arrayContaining([expect.objectContaining({ field: matching(field), ...(message && { message: matching(message) }) })]) },
});

const createNews = (body: unknown[], member: SignedInStaff = editor) =>
  member.post<ContentItemResponse & Refusal>('/api/admin/content/news', { slug: freshSlug('news'), title: 'A warning', description: 'About a scam', data: { ...NEWS, body } });
const createPage = (data: Record<string, unknown>, slug = freshSlug('/page')) =>
  editor.post<ContentItemResponse & Refusal>('/api/admin/content/page', { slug, title: 'A page', description: 'About a page', data });
const publish = (kind: ContentKind, id: number, version: number) => editor.post<Refusal & { item: { status: string } }>(`/api/admin/content/${kind}/${id}/publish`, { version });

/** Puts `draft` in an item as it was possible before these rules: straight into the database, as an older API saved it. */
async function storeDraftAsBefore(kind: ContentKind, id: number, change: (draft: ContentItemResponse['item']['draft']) => ContentItemResponse['item']['draft']) {
  const [row] = await api.db.select().from(contentItems).where(and(eq(contentItems.kind, kind), eq(contentItems.itemId, id)));
  await api.db.update(contentItems).set({ draft: change(row!.draft) }).where(eq(contentItems.id, row!.id));
  return row!.version;
}

describe('no input gives a 500', () => {
  it('refuses NUL in the public content routes\' query', async () => {
    expect(await api.get('/api/content/published?slug=%00')).toMatchObject(refusedNaming('slug'));
    expect(await api.get('/api/content/published?kind=news&slug=x%00')).toMatchObject(refusedNaming('slug'));
    // U+FFFE spelled in UTF-8, and half a surrogate pair spelled in the UTF-8 that does not exist.
    expect(await api.get('/api/content/published?slug=%EF%BF%BE')).toMatchObject(refusedNaming('slug'));
    expect((await api.get('/api/content/published?slug=%ED%A0%80')).status).toBeLessThan(500);
  });

  it("refuses NUL in a case search, its export and a saved view's query", async () => {
    expect(await admin.get('/api/admin/cases?q=a%00b')).toMatchObject(refusedNaming('q'));
    expect(await admin.get('/api/admin/cases/export?q=a%00b')).toMatchObject(refusedNaming('q'));
    expect(await admin.post('/api/admin/views', { list: 'cases', name: 'Mine', query: 'q=a\u0000b' })).toMatchObject(refusedNaming('query'));
    expect((await admin.get('/api/admin/cases?q=ab')).status).toBe(200);
  });

  it.each([
    ['a lone surrogate in a title', { title: 'Half \ud800 a pair' }, 'title'],
    ['a lone low surrogate in a body', { data: { body: [{ kind: 'paragraph', text: 'Half \udc00 a pair' }] } }, 'data.body.0.text'],
    ['U+FFFE in a title', { title: 'Not a \ufffe character' }, 'title'],
    ['U+FFFF in a description', { description: 'Not a \uffff character' }, 'description'],
    ['NUL in a value', { data: { category: 'Scam\u0000alert' } }, 'data.category'],
  ])('refuses %s with a 422 naming the field', async (_what, change, field) => {
    const { item } = (await createNews([{ kind: 'paragraph', text: 'Fine.' }])).body;
    // Named where the request holds it: a save's changes are in `changes`.
    const saved = await editor.post(`/api/admin/content/news/${item.id}`, { version: item.version, changes: change });
    expect(saved).toMatchObject(refusedNaming(`changes.${field}`, 'Must not contain NUL, U+FFFE, U+FFFF or half of a surrogate pair'));
    const created = await editor.post('/api/admin/content/news', { slug: freshSlug('news'), title: 'x', description: 'x', data: NEWS, ...change });
    expect(created).toMatchObject(refusedNaming(field));
  });

  it.each([
    ['NUL', { 'a\u0000b': 'x' }, 'data'],
    ['a lone surrogate', { nested: { 'a\ud800b': 'x' } }, 'data.nested'],
    ['U+FFFF', { 'a\uffffb': 'x' }, 'data'],
    ['a control character', { 'bell\u0007': 'ring' }, 'data'],
    ['a line break', { nested: { 'new\nline': 'x' } }, 'data.nested'],
  ])("refuses %s in a page's data key, as in a value", async (_what, data, field) => {
    expect(await createPage(data)).toMatchObject(refusedNaming(field));
  });

  it('refuses a body nested 5,000 deep (and 40 deep), and keeps a real one', async () => {
    const { item } = (await createNews([{ kind: 'paragraph', text: 'Fine.' }])).body;
    for (const depth of [5000, 40]) {
      const deep = `${'[{"x":'.repeat(depth / 2)}1${'}]'.repeat(depth / 2)}`;
      const raw = `{"version":${item.version},"changes":{"data":{"deep":${deep}}}}`;
      const answer = await api.call<Refusal>('POST', `/api/admin/content/news/${item.id}`, {
        raw,
        headers: { 'content-type': 'application/json', cookie: editor.jar.header(), origin: PUBLIC_ORIGIN, [CSRF_HEADER]: editor.me.csrfToken },
      });
      expect({ depth, answer }).toMatchObject({ depth, answer: refusedNaming('body', /nested/) });
    }
    expect((await editor.post(`/api/admin/content/news/${item.id}`, { version: item.version, changes: { title: 'Still fine' } })).status).toBe(200);
  });
});

const HOSTILE_LINKS = [
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:MsgBox%28%22hi%22%29',
  'file:///etc/passwd',
  '//evil.example/x',
  '/\\evil.example',
  '\\\\evil.example',
  'javascript:alert%281%29',
  'http://evil.example/',
  'https://',
  'https://user@evil.example/',
];
const ALLOWED_LINKS = ['/contact', '/blog/some-article?from=news#part-2', 'https://www.ic3.gov', 'https://reportfraud.ftc.gov/', 'mailto:support@cleartrace-recovery.example', 'tel:+12025550147'];

describe('links go only where the docs say', () => {
  it.each(HOSTILE_LINKS)('refuses %s in a body at save, naming the field and the link', async (link) => {
    const created = await createNews([{ kind: 'heading', text: 'Read on' }, { kind: 'paragraph', text: 'One' }, { kind: 'paragraph', text: `See [this page](${link}).` }]);
    expect(created).toMatchObject(refusedNaming('data.body.2.text', `Body › paragraph 3: the link "${link}" is not allowed`));
  });

  it.each(HOSTILE_LINKS)("refuses %s as a page's card link and a list item's link", async (link) => {
    expect(await createPage({ cards: [{ title: 'Go', to: link }] })).toMatchObject(refusedNaming('data.cards.0.to', /is not allowed$/));
    expect(await createPage({ routes: [{ url: link }] })).toMatchObject(refusedNaming('data.routes.0.url'));
    expect(await createPage({ intro: { body: [{ kind: 'list', items: [`[Go](${link})`] }] } })).toMatchObject(refusedNaming('data.intro.body.0.items.0', /list 1 › item 1: the link/));
  });

  it('refuses each hostile link at publish, when the draft holds one (saved before the rule)', async () => {
    for (const link of HOSTILE_LINKS) {
      const { item } = (await createNews([{ kind: 'paragraph', text: 'Fine.' }])).body;
      const version = await storeDraftAsBefore('news', item.id, (draft) => ({ ...draft, data: { ...draft.data, body: [{ kind: 'paragraph', text: `[Click](${link})` }] } }));
      const answer = await publish('news', item.id, version);
      expect({ link, answer }).toMatchObject({ link, answer: refusedNaming('data.body.0.text', `Body › paragraph 1: the link "${link}" is not allowed`) });
      expect((await api.get<PublishedContent>('/api/content/published?kind=news')).body.items.some((each) => each.id === item.id)).toBe(false);
    }
  });

  it('keeps site paths, https addresses, mailto: and tel: links, at save and at publish', async () => {
    const text = ALLOWED_LINKS.map((link, index) => `[link ${index}](${link})`).join(' and ');
    const created = await createNews([{ kind: 'paragraph', text }]);
    expect(created.status).toBe(201);
    expect((await publish('news', created.body.item.id, created.body.item.version)).status).toBe(200);
    const page = await createPage({ cards: ALLOWED_LINKS.map((to) => ({ title: 'Go', to })), support: { link: '[Write to us](/contact-us)' } });
    expect(page.status).toBe(201);
    expect((await publish('page', page.body.item.id, page.body.item.version)).status).toBe(200);
  });
});

describe('reserved addresses', () => {
  const RESERVED = ['/admin', '/admin/login', '/admin/inbox', '/login', '/dashboard', '/dashboard/cases', '/api', '/api/health', '/contact-us', '/contact-us/confirm', '/contact-us/thank-you'];

  it.each(RESERVED)('refuses %s as a page slug at creation and at save', async (slug) => {
    expect(await createPage({}, slug)).toMatchObject(refusedNaming('slug', `${slug} belongs to another part of the site. Choose another address.`));
    const { item } = (await createPage({})).body;
    expect(await editor.post(`/api/admin/content/page/${item.id}`, { version: item.version, changes: { slug } })).toMatchObject(refusedNaming('slug'));
  });

  it('keeps addresses that only start like a reserved one, and the content pages of the remote that draws content', async () => {
    for (const slug of ['/administrator-guide', '/login-help', '/apis-explained']) expect((await createPage({}, slug)).status).toBe(201);
    expect((await createPage({}, '/fraud-prevention-tools')).status).toBe(201);
  });

  it('refuses to publish a page whose draft took a reserved address before the rule, and keeps no redirect from one', async () => {
    const { item } = (await createPage({})).body;
    const version = await storeDraftAsBefore('page', item.id, (draft) => ({ ...draft, slug: '/admin/inbox' }));
    expect(await publish('page', item.id, version)).toMatchObject(refusedNaming('slug'));

    // Published there by an older API: moving it away leaves no redirect from the back office's address.
    await api.db
      .update(contentItems)
      .set({ published: { ...item.draft, slug: '/admin/inbox' }, publishedPath: '/admin/inbox', status: 'published' })
      .where(and(eq(contentItems.kind, 'page'), eq(contentItems.itemId, item.id)));
    const moved = await editor.post<ContentItemResponse>(`/api/admin/content/page/${item.id}`, { version, changes: { slug: '/inbox-guide' } });
    expect(moved.status).toBe(200);
    expect((await publish('page', item.id, moved.body.item.version)).status).toBe(200);
    const { redirects } = (await api.get<PublishedContent>('/api/content/published')).body;
    expect(redirects.filter((redirect) => redirect.from.startsWith('/admin'))).toEqual([]);
  });
  it('never publishes a schedule frozen at a reserved address before the rule', async () => {
    const { item } = (await createPage({})).body;
    const at = new Date(api.clock.now().getTime() + 5 * 60 * 1000).toISOString();
    const scheduled = await editor.post<{ item: { status: string; scheduled: { revision: number } } }>(`/api/admin/content/page/${item.id}/publish`, { version: item.version, at });
    expect(scheduled.body.item.status).toBe('scheduled');
    const [row] = await api.db.select().from(contentItems).where(and(eq(contentItems.kind, 'page'), eq(contentItems.itemId, item.id)));
    await api.db
      .update(contentRevisions)
      .set({ fields: { ...item.draft, slug: '/admin/inbox' } })
      .where(and(eq(contentRevisions.contentId, row!.id), eq(contentRevisions.number, scheduled.body.item.scheduled.revision)));
    api.clock.advanceSeconds(5 * 60 + 1);
    expect((await api.post<{ published: number }>('/api/ops/content/publish-due', undefined, { token: OPS_TOKEN })).body.published).toBe(0);
    expect((await api.get<PublishedContent>('/api/content/published?kind=page')).body.items.some((each) => each.id === item.id)).toBe(false);
  });
});

describe('list limits', () => {
  const tool = (index: number) => ({ slug: `tool-${index}`, title: `Tool ${index}` });

  it('refuses more fraud tools than the most a directory renders, at save and at publish', async () => {
    expect((await createPage({ fraudTools: Array.from({ length: 40 }, (_, index) => tool(index)) })).status).toBe(201);
    expect(await createPage({ fraudTools: Array.from({ length: 41 }, (_, index) => tool(index)) })).toMatchObject(refusedNaming('data.fraudTools', 'Must have at most 40 entries'));
    const { item } = (await createPage({ fraudTools: [tool(1)] })).body;
    const version = await storeDraftAsBefore('page', item.id, (draft) => ({ ...draft, data: { fraudTools: Array.from({ length: 300 }, (_, index) => tool(index)) } }));
    expect(await publish('page', item.id, version)).toMatchObject(refusedNaming('data.fraudTools'));
  });

  it('refuses any other list of a page longer than the most a page shows', async () => {
    expect((await createPage({ sitemapGroups: [{ links: Array.from({ length: 60 }, () => ({ label: 'Home', to: '/' })) }] })).status).toBe(201);
    expect(await createPage({ sitemapGroups: [{ links: Array.from({ length: 61 }, () => ({ label: 'Home', to: '/' })) }] })).toMatchObject(
      refusedNaming('data.sitemapGroups.0.links', 'Must have at most 60 entries'),
    );
  });

  it('bounds the number of page items an editor can create', async () => {
    const [{ stored, last }] = (await api.db.select({ stored: count(), last: max(contentItems.itemId) }).from(contentItems).where(eq(contentItems.kind, 'page'))) as [{ stored: number; last: number }];
    const missing = CONTENT_ITEMS_MAX.page - stored;
    const now = new Date();
    await api.db.insert(contentItems).values(
      Array.from({ length: missing }, (_, index) => ({
        kind: 'page' as const,
        itemId: (last ?? 0) + index + 1,
        draft: { slug: `/filler-${index}`, title: 'Filler', description: 'Filler', socialImage: null, data: {} },
        status: 'draft' as const,
        updatedAt: now,
      })),
    );
    expect(await createPage({})).toMatchObject(refusedNaming('kind', `There are ${CONTENT_ITEMS_MAX.page} items of this kind already, the most there can be. Reuse one of them instead.`));
    expect((await createNews([{ kind: 'paragraph', text: 'Other kinds count apart.' }])).status).toBe(201);
  });
});
