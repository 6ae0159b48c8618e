import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CSRF_HEADER, type ContentItemResponse, type FieldError } from '@frc/contracts';
import { type SignedInStaff } from './support/caseRooms';
import { addAndSignIn, startApiWithTeam } from './support/staffClient';
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
describe('no input gives a 500', () => {
  it('refuses NUL in the public content routes\' query', async () => {
    expect(await api.get('/api/content/published?slug=%00')).toMatchObject(refusedNaming('slug'));
    expect(await api.get('/api/content/published?kind=news&slug=x%00')).toMatchObject(refusedNaming('slug'));
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
