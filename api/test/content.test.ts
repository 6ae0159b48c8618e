import fs from 'node:fs';
import path from 'node:path';
import {
  CONTENT_EDIT_CONFLICT,
  CONTENT_NOT_FOUND,
  STAFF_IDLE_MINUTES,
  type ContentItemResponse,
  type ContentImageInUseResponse,
  type ContentKind,
  type ContentLibraryImageResponse,
  type ContentLibraryResponse,
  type ContentListResponse,
  type ContentPublishResponse,
  type ContentRevisionResponse,
  type ContentRevisionsResponse,
  type PublishedContent,
  SITE_TEXT_DEFAULTS,
  SITE_TEXT_SLUGS,
} from '@frc/contracts';
import { eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { checkFields } from '../src/content/contentStore';
import { seedContent } from '../src/content/seedContent';
import { auditLog, contentImages, contentItems } from '../src/db/schema';
import { clientWithCase, type SignedInStaff } from './support/caseRooms';
import { avifDeclaring, pngDeclaring, uploadContentImage } from './support/contentImageUploads';
import { addAndSignIn, OPS_TOKEN, startApiWithTeam } from './support/staffClient';
import { PUBLIC_ORIGIN, uniqueEmail, type TestApi } from './support/testApi';

let api: TestApi;
let admin: SignedInStaff;
let manager: SignedInStaff;
let editor: SignedInStaff;
let clientToken: string;

const SEED_DIR = path.join(__dirname, 'fixtures', 'content-seed');

beforeAll(async () => {
  ({ api, admin, manager } = await startApiWithTeam(
    { admin: 'Ada Admin', manager: 'Max Manager', prefix: 'content' },
    { contentSeedDir: SEED_DIR, contentKnownPaths: ['/', '/contact', '/news', '/blog', '/blog/category/:slug', '/dashboard/*'] },
  ));
  editor = await addAndSignIn(api, uniqueEmail('content-editor'), 'Eve Editor', 'editor');
  clientToken = await api.signIn(uniqueEmail('content-client'));
});
afterAll(() => api.close());

const portrait = { initials: 'AB', tone: 'teal' };
/** A valid item of each of the spec's kinds, and a news item whose body has blocks. */
const SAMPLES: Record<'testimonial' | 'success_story' | 'service' | 'scam_type' | 'team_member' | 'news', { data: Record<string, unknown>; label: string }> = {
  testimonial: {
    label: 'Testimonial not found',
    data: { thumbnail: portrait, videoUrl: null, clientName: 'Anna B.', location: 'Leeds, UK', scamType: 'Forex', quote: 'They were honest with me.' },
  },
  success_story: { label: 'Success story not found', data: { image: { initials: 'TR', tone: 'navy' }, recoveredAmount: '$12,000', testimonial: 'My bank refunded me.' } },
  service: { label: 'Service not found', data: { price: '$0', description: 'We read your case and say what can be done.' } },
  scam_type: { label: 'Scam type not found', data: { link: '/forex-scams' } },
  team_member: { label: 'Team member not found', data: { position: 'Lead investigator', department: 'Investigations', image: '/images/team/nora.svg', bio: 'Nora traces payments.' } },
  news: {
    label: 'News item not found',
    data: {
      date: '2026-11-20',
      category: 'Scam alert',
      author: 'Investigations Desk',
      body: [
        { kind: 'heading', text: 'What happened' },
        { kind: 'list', items: ['They call first', 'They ask for fees'] },
        { kind: 'paragraph', text: 'See [our contact page](/contact) and [the old guide](/no-such-page).' },
      ],
    },
  },
};

let slugCounter = 0;
const freshSlug = (base: string) => `${base}-${(slugCounter += 1)}`;

async function create(member: SignedInStaff, kind: ContentKind, data: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return member.post<ContentItemResponse>(`/api/admin/content/${kind}`, { slug: freshSlug(kind.replace('_', '-')), title: `A ${kind}`, description: `About a ${kind}`, data, ...extra });
}
const itemOf = async (kind: ContentKind, id: number) => (await editor.get<ContentItemResponse>(`/api/admin/content/${kind}/${id}`)).body.item;
const published = async (kind?: ContentKind) => (await api.get<PublishedContent>(`/api/content/published${kind ? `?kind=${kind}` : ''}`)).body;
const contentVersion = async () => (await api.get<{ version: number }>('/api/content/version')).body.version;
const auditTargets = async (action: string) => (await api.db.select({ target: auditLog.target, staffId: auditLog.staffId }).from(auditLog).where(eq(auditLog.action, action)));
const mineAudited = (entries: { target: string | null }[], id: number) => entries.map((entry) => entry.target).filter((target) => target?.startsWith(`news ${id} `));

describe('the first content', () => {
  it('is seeded once, published, with revision 1 "seeded" and content version 1', async () => {
    const all = await published();
    expect(all.version).toBeGreaterThanOrEqual(1);
    const testimonials = all.items.filter((item) => item.kind === 'testimonial');
    expect(testimonials.map((item) => item.id)).toEqual(expect.arrayContaining([1, 4]));
    expect(all.items.find((item) => item.kind === 'page')).toMatchObject({ id: 1, path: '/forex-scams', title: 'Forex scams' });
    // A seeded item keeps the date its page shows as its publication, first and last: the seed is no publish.
    expect(all.items.find((item) => item.kind === 'news' && item.id === 1)).toMatchObject({
      path: '/blog/article/we-are-back',
      datePublished: '2025-03-03T00:00:00.000Z',
      publishedAt: '2025-03-03T00:00:00.000Z',
    });
    const revisions = (await editor.get<ContentRevisionsResponse>('/api/admin/content/testimonial/4/revisions')).body.revisions;
    expect(revisions).toEqual([expect.objectContaining({ number: 1, action: 'seeded', authorName: null })]);
    expect((await editor.get<ContentItemResponse>('/api/admin/content/testimonial/4')).body.item).toMatchObject({ status: 'published', version: 1 });
  });

  it('is not seeded again once content exists, however many starts run it at once', async () => {
    const before = (await api.db.select({ id: contentItems.id }).from(contentItems)).length;
    expect(await Promise.all([seedContent(api.db, SEED_DIR, new Date()), seedContent(api.db, SEED_DIR, new Date())])).toEqual([0, 0]);
    expect((await api.db.select({ id: contentItems.id }).from(contentItems)).length).toBe(before);
  });
});

describe('who may use the content routes', () => {
  const ROUTES = [
    ['GET', '/api/admin/content?kind=testimonial'],
    ['POST', '/api/admin/content/testimonial'],
    ['GET', '/api/admin/content/testimonial/1'],
    ['POST', '/api/admin/content/testimonial/1'],
    ['POST', '/api/admin/content/testimonial/1/publish'],
    ['POST', '/api/admin/content/testimonial/1/unpublish'],
    ['GET', '/api/admin/content/testimonial/1/revisions'],
    ['GET', '/api/admin/content/testimonial/1/revisions/1'],
    ['POST', '/api/admin/content/testimonial/1/revisions/1/restore'],
    ['POST', '/api/admin/content/images'],
  ] as const;

  it('answers a stranger and a client (no staff session) 401, and a case manager 403', async () => {
    for (const [method, url] of ROUTES) {
      const body = method === 'POST' ? {} : undefined;
      expect({ url, status: (await api.call(method, url, { json: body, headers: { origin: PUBLIC_ORIGIN } })).status }).toEqual({ url, status: 401 });
      expect({ url, status: (await api.call(method, url, { json: body, token: clientToken, headers: { origin: PUBLIC_ORIGIN } })).status }).toEqual({ url, status: 401 });
      const refused = await manager.call(method, url, body);
      expect({ url, status: refused.status, body: refused.body }).toEqual({ url, status: 403, body: { status: 'error', message: 'Only an editor or an admin may do this.' } });
    }
  });

  it('lets an editor and an admin read and change content', async () => {
    for (const member of [editor, admin]) {
      expect((await member.get('/api/admin/content?kind=testimonial')).status).toBe(200);
      const created = await create(member, 'testimonial', SAMPLES.testimonial.data);
      expect(created.status).toBe(201);
      const { id, version } = created.body.item;
      const base = `/api/admin/content/testimonial/${id}`;
      expect((await member.get(base)).status).toBe(200);
      expect((await member.post(base, { version, changes: { title: 'Changed' } })).status).toBe(200);
      expect((await member.post(`${base}/publish`, { version: version + 1 })).status).toBe(200);
      expect((await member.post(`${base}/unpublish`, { version: version + 2 })).status).toBe(200);
      expect((await member.get(`${base}/revisions`)).status).toBe(200);
      expect((await member.get(`${base}/revisions/1`)).status).toBe(200);
      expect((await member.post(`${base}/revisions/1/restore`, { version: version + 3 })).status).toBe(200);
    }
  });

  it("answers an editor 403 on the inbox, the cases, the tasks and the team, and keeps their own session open", async () => {
    for (const url of ['/api/admin/inbox', '/api/admin/cases', '/api/admin/cases/FRC-2026-0001', '/api/admin/tasks/due', '/api/admin/dashboard', '/api/admin/audit', '/api/admin/staff']) {
      const answer = await editor.get(url);
      expect({ url, status: answer.status }).toEqual({ url, status: 403 });
    }
    expect((await editor.get<{ staff: { role: string } }>('/api/admin/me')).body.staff.role).toBe('editor');
  });

  it('never makes an editor the case manager of a case or the assignee of a task', async () => {
    const { ref } = await clientWithCase(api, admin, manager, 'content-case');
    const { version } = (await admin.get<{ case: { version: number } }>(`/api/admin/cases/${ref}`)).body.case;
    const assigned = await admin.post(`/api/admin/cases/${ref}`, { version, managerId: editor.me.staff.id });
    expect(assigned.status).toBe(422);
    const task = await admin.post(`/api/admin/cases/${ref}/tasks`, { title: 'Call back', dueOn: '2026-12-01', assigneeId: editor.me.staff.id });
    expect(task.status).toBe(422);
    expect(task.body).toMatchObject({ message: 'An editor cannot manage cases.' });
  });
});

describe('creating and saving', () => {
  it.each(Object.entries(SAMPLES))('creates a %s, merges a save into its draft, and answers the spec message for an unknown id', async (kind, { data, label }) => {
    const created = await create(editor, kind as ContentKind, data);
    expect(created.status).toBe(201);
    const { item } = created.body;
    expect(item).toMatchObject({ kind, status: 'draft', version: 1, published: null });
    expect(CONTENT_NOT_FOUND[kind as ContentKind]).toBe(label);

    // Only the field sent changes: the rest of the draft (and of its data) stays.
    const firstKey = Object.keys(data).find((key) => typeof data[key] === 'string' && key !== 'date' && key !== 'image')!;
    const merged = firstKey === 'link' ? '/romance-scams' : 'Merged text';
    const saved = await editor.post<ContentItemResponse>(`/api/admin/content/${kind}/${item.id}`, { version: 1, changes: { data: { [firstKey]: merged } } });
    expect(saved.status).toBe(200);
    expect(saved.body.item.draft.data).toEqual({ ...item.draft.data, [firstKey]: merged });
    expect(saved.body.item.draft.title).toBe(item.draft.title);

    const missing = await editor.post(`/api/admin/content/${kind}/2147483000`, { version: 1, changes: { title: 'x' } });
    expect(missing).toMatchObject({ status: 404, body: { message: label } });
    expect((await editor.get(`/api/admin/content/${kind}/2147483000`)).body).toMatchObject({ message: label });
  });

  it('refuses fields that break the kind\'s rules, naming them', async () => {
    const badSlug = await editor.post('/api/admin/content/news', { slug: 'Not A Slug', title: 'x', description: 'x', data: SAMPLES.news.data });
    expect(badSlug.status).toBe(422);
    expect(badSlug.body).toMatchObject({ errors: [expect.objectContaining({ field: 'slug' })] });
    const extra = await editor.post('/api/admin/content/testimonial', { slug: 'x', title: 'x', description: '', data: { ...SAMPLES.testimonial.data, rating: 5 } });
    expect(extra.status).toBe(422);
    const noAlt = await editor.post('/api/admin/content/news', {
      slug: freshSlug('no-alt'),
      title: 'x',
      description: 'x',
      data: { ...SAMPLES.news.data, body: [{ kind: 'image', image: { id: 'abc', width: 10, height: 10 }, alt: '   ' }] },
    });
    expect(noAlt.status).toBe(422);
    // The message names the field as its form does; each error keeps its own message and gains the label.
    expect(noAlt.body).toMatchObject({ message: 'Article › Body › block 1: alt text is required', errors: [{ field: 'data.body.0.alt', message: 'Alt text is required' }] });
    // The generic walk checks the bodies of any kind's data too.
    const pageNoAlt = await editor.post('/api/admin/content/page', { slug: '/a-page', title: 'x', description: 'x', data: { sections: [{ body: [{ kind: 'image', image: { id: 'a', width: 1, height: 1 } }] }] } });
    expect(pageNoAlt.body).toMatchObject({ errors: [{ field: 'data.sections.0.body.0.alt', message: 'Alt text is required' }] });
    const control = await editor.post('/api/admin/content/page', { slug: '/b-page', title: 'x', description: 'x', data: { note: 'bell\u0007' } });
    expect(control.body).toMatchObject({ errors: [{ field: 'data.note' }] });
  });

  it('keeps an unfinished draft, blanks and all, and refuses to publish or schedule it until it is whole', async () => {
    const unfinished = { ...SAMPLES.testimonial.data, thumbnail: { initials: '', tone: '' }, quote: '', location: '  ' };
    const created = await create(editor, 'testimonial', unfinished, { description: '' });
    expect(created.status).toBe(201);
    const { item } = created.body;
    expect(item.draft.data).toMatchObject({ quote: '', thumbnail: { initials: '', tone: '' } });

    const publish = await editor.post<{ errors: { field: string }[] }>(`/api/admin/content/testimonial/${item.id}/publish`, { version: item.version });
    expect(publish.status).toBe(422);
    expect(publish.body.errors.map((error) => error.field).sort()).toEqual(['data.location', 'data.quote', 'data.thumbnail.initials', 'data.thumbnail.tone']);
    const schedule = await editor.post(`/api/admin/content/testimonial/${item.id}/publish`, { version: item.version, at: new Date(Date.now() + 3_600_000).toISOString() });
    expect(schedule.status).toBe(422);
    expect(await itemOf('testimonial', item.id)).toMatchObject({ status: 'draft', version: item.version, published: null });

    // What a draft may not hold even unfinished: a field the kind does not have, a wrong type.
    const wrong = await editor.post(`/api/admin/content/testimonial/${item.id}`, { version: item.version, changes: { data: { ...unfinished, rating: 5 } } });
    expect(wrong.status).toBe(422);

    const finished = await editor.post<ContentItemResponse>(`/api/admin/content/testimonial/${item.id}`, {
      version: item.version,
      changes: { data: SAMPLES.testimonial.data },
    });
    expect(finished.status).toBe(200);
    expect((await editor.post(`/api/admin/content/testimonial/${item.id}/publish`, { version: finished.body.item.version })).status).toBe(200);
  });

  it('takes a body far larger than the other routes\' 16 KB', async () => {
    const body = Array.from({ length: 60 }, (_, index) => ({ kind: 'paragraph', text: `Paragraph ${index}: ${'words '.repeat(100)}` }));
    const created = await create(editor, 'article', { body });
    expect(created.status).toBe(201);
    expect(JSON.stringify(created.body.item.draft.data).length).toBeGreaterThan(16 * 1024);
  });

  it('keeps markup as text: <script> is stored and published as typed', async () => {
    const text = '<script>alert(1)</script>';
    const created = await create(editor, 'news', { ...SAMPLES.news.data, body: [{ kind: 'paragraph', text }] });
    expect(created.status).toBe(201);
    const publishedItem = await editor.post<ContentPublishResponse>(`/api/admin/content/news/${created.body.item.id}/publish`, { version: 1 });
    expect(publishedItem.status).toBe(200);
    const live = (await published('news')).items.find((item) => item.id === created.body.item.id)!;
    expect((live.data.body as { text: string }[])[0]!.text).toBe(text);
  });

  it('answers 409 with the stored item to a save on an older version, and changes nothing', async () => {
    const { item } = (await create(editor, 'service', SAMPLES.service.data)).body;
    expect((await admin.post(`/api/admin/content/service/${item.id}`, { version: 1, changes: { title: 'The admin was first' } })).status).toBe(200);
    const stale = await editor.post<{ message: string; item: { draft: { title: string }; version: number } }>(`/api/admin/content/service/${item.id}`, { version: 1, changes: { title: 'Too late' } });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(CONTENT_EDIT_CONFLICT);
    expect(stale.body.item).toMatchObject({ version: 2, draft: { title: 'The admin was first' } });
    expect((await itemOf('service', item.id)).draft.title).toBe('The admin was first');
    expect((await editor.post(`/api/admin/content/service/${item.id}/publish`, { version: 1 })).status).toBe(409);
  });
});

describe('revisions', () => {
  it('lists every save, shows each, and restores one as a new revision', async () => {
    const { item } = (await create(editor, 'testimonial', SAMPLES.testimonial.data)).body;
    const base = `/api/admin/content/testimonial/${item.id}`;
    await editor.post(base, { version: 1, changes: { data: { quote: 'Second words' } } });
    await admin.post(base, { version: 2, changes: { data: { quote: 'Third words' } } });
    const list = (await editor.get<ContentRevisionsResponse>(`${base}/revisions`)).body.revisions;
    expect(list.map(({ number, action, authorName }) => ({ number, action, authorName }))).toEqual([
      { number: 3, action: 'saved', authorName: 'Ada Admin' },
      { number: 2, action: 'saved', authorName: 'Eve Editor' },
      { number: 1, action: 'created', authorName: 'Eve Editor' },
    ]);
    const first = (await editor.get<ContentRevisionResponse>(`${base}/revisions/1`)).body.revision;
    expect(first.fields.data.quote).toBe('They were honest with me.');
    expect((await editor.get(`${base}/revisions/9`)).status).toBe(404);

    const restored = await editor.post<ContentItemResponse>(`${base}/revisions/1/restore`, { version: 3 });
    expect(restored.status).toBe(200);
    expect(restored.body.item).toMatchObject({ version: 4, draft: { data: { quote: 'They were honest with me.' } } });
    expect((await editor.get<ContentRevisionsResponse>(`${base}/revisions`)).body.revisions[0]).toMatchObject({ number: 4, action: 'restored' });
    expect((await editor.post(`${base}/revisions/1/restore`, { version: 3 })).status).toBe(409);
  });
});

describe('publishing', () => {
  it('publishes the draft, raises the content version, lists it publicly, and unpublishes it', async () => {
    const { item } = (await create(editor, 'news', SAMPLES.news.data)).body;
    const before = await contentVersion();
    expect((await published('news')).items.some((each) => each.id === item.id)).toBe(false);

    const done = await editor.post<ContentPublishResponse>(`/api/admin/content/news/${item.id}/publish`, { version: 1 });
    expect(done.status).toBe(200);
    expect(done.body.item).toMatchObject({ status: 'published', version: 2, path: `/blog/article/${item.draft.slug}` });
    expect(await contentVersion()).toBe(before + 1);
    const live = (await published('news')).items.find((each) => each.id === item.id);
    expect(live).toMatchObject({ kind: 'news', path: `/blog/article/${item.draft.slug}`, title: item.draft.title });

    // A later save stays a draft: the public copy keeps the published words until the next publish.
    const saved = await editor.post<ContentItemResponse>(`/api/admin/content/news/${item.id}`, { version: 2, changes: { title: 'A newer title' } });
    expect(saved.body.item.status).toBe('changed');
    expect((await published('news')).items.find((each) => each.id === item.id)!.title).toBe(item.draft.title);

    const off = await editor.post<ContentItemResponse>(`/api/admin/content/news/${item.id}/unpublish`, { version: 3 });
    expect(off.body.item).toMatchObject({ status: 'draft', published: null });
    expect(await contentVersion()).toBe(before + 2);
    expect((await published('news')).items.some((each) => each.id === item.id)).toBe(false);
    const list = (await editor.get<ContentListResponse>('/api/admin/content?kind=news')).body.items;
    expect(list.find((each) => each.id === item.id)).toMatchObject({ status: 'draft', title: 'A newer title', publishedAt: expect.any(String) });
  });

  it("dates an item by its own publication: the date its page shows, else its first publish; a republish is its last change", async () => {
    const dated = (await create(editor, 'news', { ...SAMPLES.news.data, date: '2024-06-01' })).body.item;
    const undated = (await create(editor, 'article', { body: [{ kind: 'paragraph', text: 'An article.' }] })).body.item;
    await editor.post(`/api/admin/content/news/${dated.id}/publish`, { version: 1 });
    await editor.post(`/api/admin/content/article/${undated.id}/publish`, { version: 1 });
    const first = (await published()).items.find((each) => each.kind === 'article' && each.id === undated.id)!;
    expect(first.datePublished).toBe(first.publishedAt);

    api.clock.advanceSeconds(60);
    await editor.post(`/api/admin/content/news/${dated.id}`, { version: 2, changes: { title: 'A corrected title' } });
    await editor.post(`/api/admin/content/news/${dated.id}/publish`, { version: 3 });
    await editor.post(`/api/admin/content/article/${undated.id}`, { version: 2, changes: { title: 'A corrected title' } });
    await editor.post(`/api/admin/content/article/${undated.id}/publish`, { version: 3 });
    const items = (await published()).items;
    const news = items.find((each) => each.kind === 'news' && each.id === dated.id)!;
    expect(news.datePublished).toBe('2024-06-01T00:00:00.000Z');
    expect(Date.parse(news.publishedAt)).toBeGreaterThan(Date.parse(news.datePublished));
    const article = items.find((each) => each.kind === 'article' && each.id === undated.id)!;
    expect(article.datePublished).toBe(first.datePublished);
    expect(Date.parse(article.publishedAt)).toBeGreaterThan(Date.parse(article.datePublished));
  });

  it('warns about internal links that lead nowhere', async () => {
    const { item } = (await create(editor, 'news', SAMPLES.news.data)).body;
    const done = await editor.post<ContentPublishResponse>(`/api/admin/content/news/${item.id}/publish`, { version: 1 });
    expect(done.body.warnings.brokenLinks).toEqual(['/no-such-page']);
    // A link to a published item's address leads somewhere.
    const linking = (await create(editor, 'news', { ...SAMPLES.news.data, body: [{ kind: 'paragraph', text: `[It](${done.body.item.path}) and [the blog](/blog/category/alerts) and [gone](/blog/article/never)` }] })).body.item;
    const second = await editor.post<ContentPublishResponse>(`/api/admin/content/news/${linking.id}/publish`, { version: 1 });
    expect(second.body.warnings.brokenLinks).toEqual(['/blog/article/never']);
  });

  it('keeps the old address of a changed slug as a redirect, collapsing chains', async () => {
    const { item } = (await create(editor, 'article', { body: [{ kind: 'paragraph', text: 'An article.' }] })).body;
    const base = `/api/admin/content/article/${item.id}`;
    const first = `/blog/${item.draft.slug}`;
    await editor.post(`${base}/publish`, { version: 1 });
    await editor.post(base, { version: 2, changes: { slug: 'renamed-once' } });
    await editor.post(`${base}/publish`, { version: 3 });
    await editor.post(base, { version: 4, changes: { slug: 'renamed-twice' } });
    await editor.post(`${base}/publish`, { version: 5 });
    const { redirects } = await published();
    expect(redirects).toEqual(expect.arrayContaining([{ from: first, to: '/blog/renamed-twice' }, { from: '/blog/renamed-once', to: '/blog/renamed-twice' }]));
    // Back to the first slug: that address is live again, so it is redirected no more.
    await editor.post(base, { version: 6, changes: { slug: item.draft.slug } });
    await editor.post(`${base}/publish`, { version: 7 });
    const after = (await published()).redirects;
    expect(after.some((redirect) => redirect.from === first)).toBe(false);
    expect(after).toEqual(expect.arrayContaining([{ from: '/blog/renamed-twice', to: first }, { from: '/blog/renamed-once', to: first }]));
  });

  it('refuses a second item of the kind at the same address', async () => {
    const { item } = (await create(editor, 'article', { body: [] })).body;
    const clash = await editor.post('/api/admin/content/article', { slug: item.draft.slug, title: 'x', description: 'x', data: {} });
    expect(clash).toMatchObject({ status: 422, body: { errors: [expect.objectContaining({ field: 'slug' })] } });
  });

  it('publishes a scheduled item when its time comes, with the job run on demand, and not before', async () => {
    const { item } = (await create(editor, 'news', SAMPLES.news.data)).body;
    const at = new Date(api.clock.now().getTime() + 5 * 60 * 1000).toISOString();
    const scheduled = await editor.post<ContentPublishResponse>(`/api/admin/content/news/${item.id}/publish`, { version: 1, at });
    expect(scheduled.body.item).toMatchObject({ status: 'scheduled', scheduledFor: at, published: null });
    const runJob = () => api.post<{ published: number }>('/api/ops/content/publish-due', undefined, { token: OPS_TOKEN });
    expect((await api.post('/api/ops/content/publish-due')).status).toBe(401);
    expect((await runJob()).body.published).toBe(0);
    expect((await published('news')).items.some((each) => each.id === item.id)).toBe(false);

    api.clock.advanceSeconds(5 * 60 + 1);
    const version = await contentVersion();
    // Two replicas running the job at the same moment publish it once.
    const runs = await Promise.all([runJob(), runJob()]);
    expect(runs.map((run) => run.body.published).sort()).toEqual([0, 1]);
    expect((await runJob()).body.published).toBe(0);
    expect(await contentVersion()).toBe(version + 1);
    expect((await published('news')).items.find((each) => each.id === item.id)).toMatchObject({ title: item.draft.title });
    expect(await itemOf('news', item.id)).toMatchObject({ status: 'published', scheduledFor: null });
    const revisions = (await editor.get<ContentRevisionsResponse>(`/api/admin/content/news/${item.id}/revisions`)).body.revisions;
    expect(revisions.map((revision) => revision.action)).toEqual(['published', 'scheduled', 'created']);
  });

  it('publishes the version that was scheduled, whatever was saved since, and the next save of an open editor is no conflict', async () => {
    const { item } = (await create(editor, 'news', SAMPLES.news.data)).body;
    const base = `/api/admin/content/news/${item.id}`;
    const reviewed = await editor.post<ContentItemResponse>(base, { version: 1, changes: { title: 'The reviewed title' } });
    const at = new Date(api.clock.now().getTime() + 10 * 60 * 1000).toISOString();
    const scheduled = await admin.post<ContentPublishResponse>(`${base}/publish`, { version: reviewed.body.item.version, at });
    expect(scheduled.status).toBe(200);
    const frozen = (await editor.get<ContentRevisionsResponse>(`${base}/revisions`)).body.revisions[0]!;
    expect(frozen.action).toBe('scheduled');
    expect(scheduled.body.item).toMatchObject({ status: 'scheduled', scheduled: { revision: frozen.number, draftChanged: false } });

    // An editor saves work in progress: the schedule still points at the reviewed version, and says the draft moved on.
    const wip = await editor.post<ContentItemResponse>(base, { version: scheduled.body.item.version, changes: { title: 'Work in progress', data: { category: 'Unreviewed' } } });
    expect(wip.body.item).toMatchObject({ status: 'scheduled', scheduled: { revision: frozen.number, draftChanged: true } });
    expect((await editor.get<ContentItemResponse>(base)).body.item.scheduled).toEqual({ revision: frozen.number, draftChanged: true });

    api.clock.advanceSeconds(10 * 60 + 1);
    expect((await api.post<{ published: number }>('/api/ops/content/publish-due', undefined, { token: OPS_TOKEN })).body.published).toBe(1);
    const live = (await published('news')).items.find((each) => each.id === item.id)!;
    expect({ title: live.title, category: live.data.category }).toEqual({ title: 'The reviewed title', category: SAMPLES.news.data.category });
    const after = await itemOf('news', item.id);
    expect(after).toMatchObject({ status: 'changed', scheduled: null, scheduledFor: null, version: wip.body.item.version, draft: { title: 'Work in progress' } });
    expect((await editor.get<ContentRevisionResponse>(`${base}/revisions/${frozen.number + 2}`)).body.revision).toMatchObject({ action: 'published', fields: { title: 'The reviewed title' } });

    // The editor who still has the item open (at the version of their last save) saves again: no conflict.
    const next = await editor.post<ContentItemResponse>(base, { version: wip.body.item.version, changes: { title: 'Work finished' } });
    expect(next.status).toBe(200);
    expect(next.body.item).toMatchObject({ status: 'changed', published: { title: 'The reviewed title' } });

    // Another member's save still is one: the editor's autosave from the version before it is refused with theirs.
    const theirs = await admin.post<ContentItemResponse>(base, { version: next.body.item.version, changes: { title: 'The admin’s title' } });
    expect(theirs.status).toBe(200);
    const stale = await editor.post<{ item: { version: number; draft: { title: string } } }>(base, { version: next.body.item.version, changes: { title: 'Mine' }, autosave: true });
    expect(stale).toMatchObject({ status: 409, body: { message: CONTENT_EDIT_CONFLICT, item: { version: theirs.body.item.version, draft: { title: 'The admin’s title' } } } });
  });

  it('folds a member’s autosaves into their current revision; a save, a publish, a schedule, a restore or another member starts a new one', async () => {
    const { item } = (await create(editor, 'news', SAMPLES.news.data)).body;
    const base = `/api/admin/content/news/${item.id}`;
    let version = item.version;
    const send = async (member: SignedInStaff, changes: Record<string, unknown>, autosave = true) => {
      const answer = await member.post<ContentItemResponse>(base, { version, changes, autosave });
      expect(answer.status).toBe(200);
      version = answer.body.item.version;
    };
    const history = async () => (await editor.get<ContentRevisionsResponse>(`${base}/revisions`)).body.revisions.map(({ number, action, authorName }) => `${number} ${action} ${authorName}`);

    for (const title of ['D', 'Dr', 'Draft one']) await send(editor, { title });
    // Each autosave is a change of the draft: a member with an older version is refused.
    expect(version).toBe(item.version + 3);
    expect(await history()).toEqual(['2 autosaved Eve Editor', '1 created Eve Editor']);
    expect((await editor.get<ContentRevisionResponse>(`${base}/revisions/2`)).body.revision.fields.title).toBe('Draft one');

    await send(admin, { description: 'Checked by the admin' });
    await send(editor, { title: 'Draft two' });
    await send(editor, { title: 'Draft two, saved' }, false);
    await send(editor, { title: 'Draft three' });
    await send(editor, { title: 'Draft three, longer' });
    expect(await history()).toEqual(['6 autosaved Eve Editor', '5 saved Eve Editor', '4 autosaved Eve Editor', '3 autosaved Ada Admin', '2 autosaved Eve Editor', '1 created Eve Editor']);

    const publish = await editor.post<ContentPublishResponse>(`${base}/publish`, { version });
    version = publish.body.item.version;
    await send(editor, { title: 'After the publish' });
    const restored = await editor.post<ContentItemResponse>(`${base}/revisions/6/restore`, { version });
    version = restored.body.item.version;
    await send(editor, { title: 'After the restore' });
    const at = new Date(api.clock.now().getTime() + 60 * 60 * 1000).toISOString();
    version = (await editor.post<ContentPublishResponse>(`${base}/publish`, { version, at })).body.item.version;
    await send(editor, { title: 'After the schedule' });
    await send(editor, { title: 'After the schedule, again' });
    expect((await history()).slice(0, 6)).toEqual([
      '12 autosaved Eve Editor',
      '11 scheduled Eve Editor',
      '10 autosaved Eve Editor',
      '9 restored Eve Editor',
      '8 autosaved Eve Editor',
      '7 published Eve Editor',
    ]);
    expect((await itemOf('news', item.id)).draft.title).toBe('After the schedule, again');
    expect(mineAudited(await auditTargets('saved content'), item.id)).toContain(`news ${item.id} r12 (autosave): title`);
  });

  it('counts an autosave as the member’s own activity, where a poll of the item is not', async () => {
    const { item } = (await create(editor, 'news', SAMPLES.news.data)).body;
    const member = await addAndSignIn(api, uniqueEmail('content-typist'), 'Tia Typist', 'editor');
    const base = `/api/admin/content/news/${item.id}`;
    let { version } = item;
    // The suite's other members stay at work meanwhile.
    const othersAct = async () => {
      const answers = await Promise.all([editor, admin, manager].map((other) => other.get('/api/admin/me')));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    };
    // At once too: the suite's clock has moved on in earlier tests, and a first step of 25 minutes would outlast them.
    await othersAct();
    for (let step = 0; step < 3; step += 1) {
      api.clock.advanceSeconds((STAFF_IDLE_MINUTES - 5) * 60);
      await othersAct();
      expect((await member.poll(base)).status).toBe(200);
      const autosave = await member.post<ContentItemResponse>(base, { version, changes: { title: `Typed ${step}` }, autosave: true });
      expect(autosave.status).toBe(200);
      version = autosave.body.item.version;
    }
    for (let minute = 1; minute < STAFF_IDLE_MINUTES; minute += 1) {
      api.clock.advanceSeconds(60);
      await othersAct();
      expect((await member.poll(base)).status).toBe(200);
    }
    api.clock.advanceSeconds(61);
    await othersAct();
    expect((await member.poll(base)).status).toBe(401);
  });

  it('audits every change with the kind, the id and the revision', async () => {
    const { item } = (await create(editor, 'faq', { question: 'Can you help?', answer: [{ kind: 'paragraph', text: 'Yes.' }] })).body;
    await editor.post(`/api/admin/content/faq/${item.id}`, { version: 1, changes: { title: 'Renamed' } });
    await editor.post(`/api/admin/content/faq/${item.id}/publish`, { version: 2 });
    await editor.post(`/api/admin/content/faq/${item.id}/unpublish`, { version: 3 });
    const mine = (entries: { target: string | null; staffId: number | null }[]) => entries.filter((entry) => entry.target?.startsWith(`faq ${item.id} `));
    expect(mine(await auditTargets('created content'))).toEqual([{ target: `faq ${item.id} r1: A faq`, staffId: editor.me.staff.id }]);
    expect(mine(await auditTargets('saved content'))).toEqual([{ target: `faq ${item.id} r2: title`, staffId: editor.me.staff.id }]);
    expect(mine(await auditTargets('published content'))).toEqual([{ target: `faq ${item.id} r3`, staffId: editor.me.staff.id }]);
    expect(mine(await auditTargets('unpublished content'))).toEqual([{ target: `faq ${item.id} r4`, staffId: editor.me.staff.id }]);
  });
});

describe('images', () => {
  const upload = (bytes: Uint8Array, name: string, type: string) => uploadContentImage(api, editor, bytes, name, type);

  it('makes AVIF and WebP variants at each width, without the metadata, served for a year', async () => {
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 20, g: 120, b: 200 } } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Secret Photographer' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const uploaded = await upload(photo, 'holiday.png', 'image/png');
    expect(uploaded.status).toBe(201);
    const { image } = uploaded.body;
    expect(image).toMatchObject({ width: 1200, height: 800 });
    for (const width of [480, 960, 1200]) {
      for (const format of ['avif', 'webp'] as const) {
        const response = await fetch(`${api.baseUrl}/api/content/images/${image.id}/${width}.${format}`);
        expect({ width, format, status: response.status }).toEqual({ width, format, status: 200 });
        expect(response.headers.get('content-type')).toBe(`image/${format}`);
        expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        const bytes = Buffer.from(await response.arrayBuffer());
        const meta = await sharp(bytes).metadata();
        expect({ width: meta.width, exif: meta.exif, text: bytes.includes('Secret Photographer') }).toEqual({ width, exif: undefined, text: false });
      }
    }
    expect((await fetch(`${api.baseUrl}/api/content/images/${image.id}/1440.webp`)).status).toBe(404);
    expect((await fetch(`${api.baseUrl}/api/content/images/nope/480.webp`)).status).toBe(404);
    expect((await fetch(`${api.baseUrl}/api/content/images/${image.id}/480.png`)).status).toBe(404);
    expect((await auditTargets('uploaded content image')).some((entry) => entry.target?.startsWith(`image ${image.id}`))).toBe(true);
  });

  it('keeps a large original at most 2880 px on a side, and says so in its size', async () => {
    const large = await sharp({ create: { width: 4000, height: 2500, channels: 3, background: { r: 200, g: 60, b: 20 } } }).jpeg().toBuffer();
    const uploaded = await upload(large, 'wide.jpg', 'image/jpeg');
    expect(uploaded).toMatchObject({ status: 201, body: { image: { width: 2880, height: 1800 } } });
    const widest = await fetch(`${api.baseUrl}/api/content/images/${uploaded.body.image.id}/1440.webp`);
    expect((await sharp(Buffer.from(await widest.arrayBuffer())).metadata()).width).toBe(1440);
  });

  it('refuses a picture declaring too many pixels from its header, in under a second, and keeps and audits nothing of it', async () => {
    const avif = avifDeclaring(6000, 6000);
    expect(avif.length).toBe(1074);
    const bombs = [
      { bytes: avif, name: 'small.avif', type: 'image/avif', message: 'The image is 6000 × 6000 pixels: at most 8000 pixels on a side and 25 megapixels in all.' },
      { bytes: pngDeclaring(1, 39_990_000), name: 'line.png', type: 'image/png', message: 'The image is 1 × 39990000 pixels: at most 8000 pixels on a side and 25 megapixels in all.' },
    ];
    const imagesBefore = (await api.db.select({ id: contentImages.id }).from(contentImages)).length;
    const filesBefore = fs.readdirSync(api.documentsDir).length;
    const auditedBefore = (await auditTargets('uploaded content image')).length;
    for (const bomb of bombs) {
      const started = performance.now();
      const refused = await upload(bomb.bytes, bomb.name, bomb.type);
      expect({ name: bomb.name, ...refused }).toEqual({ name: bomb.name, status: 422, body: { message: bomb.message } });
      expect(performance.now() - started).toBeLessThan(1000);
    }
    expect((await api.db.select({ id: contentImages.id }).from(contentImages)).length).toBe(imagesBefore);
    expect(fs.readdirSync(api.documentsDir).length).toBe(filesBefore);
    expect((await auditTargets('uploaded content image')).length).toBe(auditedBefore);
  });

  it('refuses a file that is not an image, whatever its name', async () => {
    const refused = await upload(new TextEncoder().encode('not a picture at all, just words'), 'photo.png', 'image/png');
    expect(refused).toMatchObject({ status: 415, body: { message: 'The file is not a PNG, JPEG, WebP, AVIF or GIF image.' } });
    // PNG's signature followed by nothing an image is made of.
    const fake = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5]);
    expect((await upload(fake, 'fake.png', 'image/png')).status).toBe(415);
  });
});

describe('the media library', () => {
  const picture = (width: number, height: number, r: number) => sharp({ create: { width, height, channels: 3, background: { r, g: 90, b: 160 } } }).png().toBuffer();
  const library = async () => (await editor.get<ContentLibraryResponse>('/api/admin/content/images')).body.images;
  const entry = async (id: string) => (await library()).find((image) => image.id === id);

  it('lists every upload with its size and uses, reuses one in several items, deletes it only when nothing uses it, and replaces it everywhere', async () => {
    const uploaded = await uploadContentImage(api, editor, await picture(800, 600, 10), 'cover.png', 'image/png');
    expect(uploaded.status).toBe(201);
    const image = uploaded.body.image;
    expect(await entry(image.id)).toMatchObject({ id: image.id, width: 800, height: 600, alt: '', uploadedBy: 'Eve Editor', uses: [] });
    expect((await entry(image.id))!.bytes).toBeGreaterThan(0);

    // The library's alt text is what it offers when the image is inserted.
    const alt = await editor.post<ContentLibraryImageResponse>(`/api/admin/content/images/${image.id}`, { alt: 'A laptop showing a fake trading site' });
    expect(alt).toMatchObject({ status: 200, body: { image: { id: image.id, alt: 'A laptop showing a fake trading site' } } });
    expect((await editor.post(`/api/admin/content/images/${image.id}`, { alt: 'two\nlines' })).status).toBe(422);
    expect((await editor.post('/api/admin/content/images/no-such-image', { alt: '' })).status).toBe(404);

    // Reused: a news item's featured image (published), and an image block of an article's draft.
    const news = (await create(editor, 'news', { ...SAMPLES.news.data, image, imageAlt: 'A fake trading site' })).body.item;
    expect((await editor.post(`/api/admin/content/news/${news.id}/publish`, { version: news.version })).status).toBe(200);
    const article = (await create(editor, 'article', { body: [{ kind: 'image', image, alt: 'The same site' }] }, { title: 'Spotting fake platforms' })).body.item;
    expect((await entry(image.id))!.uses).toEqual([
      { kind: 'news', id: news.id, title: 'A news' },
      { kind: 'article', id: article.id, title: 'Spotting fake platforms' },
    ].sort((a, b) => a.kind.localeCompare(b.kind)));

    const refused = await editor.post<ContentImageInUseResponse>(`/api/admin/content/images/${image.id}/delete`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`This image is used by “Spotting fake platforms” (blog article ${article.id}), “A news” (news item ${news.id}). Remove it from them first, or replace it.`);
    expect(refused.body.uses).toHaveLength(2);
    expect(await entry(image.id)).toBeDefined();

    // Replaced: a new image (new addresses, so no cached copy lingers) in every use, published ones re-rendered.
    const versionBefore = await contentVersion();
    const itemVersion = (await itemOf('news', news.id)).version;
    const replaced = await uploadContentImage(api, editor, await picture(1000, 500, 200), 'new-cover.png', 'image/png', `/api/admin/content/images/${image.id}/replace`);
    expect(replaced.status).toBe(201);
    const next = replaced.body.image;
    expect(next).toMatchObject({ width: 1000, height: 500 });
    expect(next.id).not.toBe(image.id);
    expect(await contentVersion()).toBe(versionBefore + 1);
    expect((await published('news')).items.find((item) => item.id === news.id)!.data.image).toEqual(next);
    expect((await itemOf('news', news.id))).toMatchObject({ version: itemVersion, draft: { data: { image: next, imageAlt: 'A fake trading site' } } });
    expect((await itemOf('article', article.id)).draft.data.body).toEqual([{ kind: 'image', image: next, alt: 'The same site' }]);
    expect(await entry(next.id)).toMatchObject({ alt: 'A laptop showing a fake trading site', uses: [{ kind: 'article' }, { kind: 'news' }] });
    expect((await entry(image.id))!.uses).toEqual([]);
    expect((await auditTargets('replaced content image')).map((each) => each.target)).toContain(`image ${image.id} by ${next.id} 1000x500 in article ${article.id}, news ${news.id}`);

    // Nothing uses the old one now: it goes, files and all.
    expect((await editor.post(`/api/admin/content/images/${image.id}/delete`)).status).toBe(204);
    expect(await entry(image.id)).toBeUndefined();
    expect((await fetch(`${api.baseUrl}/api/content/images/${image.id}/480.webp`)).status).toBe(404);
    expect((await editor.post(`/api/admin/content/images/${image.id}/delete`)).status).toBe(404);
    expect((await auditTargets('deleted content image')).map((each) => each.target)).toContain(`image ${image.id}`);
  });

  it('refuses a case manager and a stranger, and a replacement that is no image', async () => {
    expect((await manager.get('/api/admin/content/images')).status).toBe(403);
    expect((await api.get('/api/admin/content/images')).status).toBe(401);
    const uploaded = await uploadContentImage(api, editor, await picture(300, 200, 90), 'keep.png', 'image/png');
    const notImage = await uploadContentImage(api, editor, Buffer.from('not an image'), 'x.png', 'image/png', `/api/admin/content/images/${uploaded.body.image.id}/replace`);
    expect(notImage.status).toBe(415);
    expect(await entry(uploaded.body.image.id)).toBeDefined();
    expect((await uploadContentImage(api, editor, await picture(300, 200, 90), 'x.png', 'image/png', '/api/admin/content/images/nope/replace')).status).toBe(404);
  });
});

describe('the public routes', () => {
  it('answer the version alone, and no draft', async () => {
    const { item } = (await create(editor, 'case_study', { body: [{ kind: 'paragraph', text: 'Draft words' }] })).body;
    expect(typeof (await contentVersion())).toBe('number');
    expect(JSON.stringify(await published())).not.toContain(item.draft.slug);
    expect((await api.get('/api/content/published?kind=nothing')).status).toBe(422);
    const rows = await api.db.select().from(auditLog).where(like(auditLog.action, '%content%'));
    expect(rows.length).toBeGreaterThan(0);
  });

  it('answer one published item by its slug, for a page rendered in the browser', async () => {
    const one = (await api.get<PublishedContent>(`/api/content/published?kind=page&slug=${encodeURIComponent('/forex-scams')}`)).body;
    expect(one.items.map((item) => [item.kind, item.path])).toEqual([['page', '/forex-scams']]);
    expect((await api.get<PublishedContent>('/api/content/published?kind=page&slug=/no-such-page')).body.items).toEqual([]);
    expect((await api.get(`/api/content/published?slug=${'x'.repeat(500)}`)).status).toBe(422);
  });
});

describe("the site's texts", () => {
  const footer = async () => (await published('site_text')).items.find((item) => item.slug === 'footer')!;

  it("are seeded from the templates' first words, published, one item for each text and none with an address", async () => {
    const texts = (await published('site_text')).items;
    expect(texts.map((item) => item.slug).sort()).toEqual([...SITE_TEXT_SLUGS].sort());
    expect(texts.every((item) => item.path === null)).toBe(true);
    expect((await footer()).data).toEqual(SITE_TEXT_DEFAULTS.footer.data);
    expect(texts.find((item) => item.slug === 'contact-page')?.data).toMatchObject({ heading: 'Contact us today and reclaim your funds!' });
  });

  it('refuses a text the templates do not draw, a field a text does not have and a link that may not be there; publishes no empty list', async () => {
    const unknown = await editor.post('/api/admin/content/site_text', { slug: 'sidebar', title: 'Sidebar', description: '', data: {} });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({ errors: [expect.objectContaining({ field: 'slug', message: expect.stringContaining('footer, regulatory-strip') })] });
    const { id } = await footer();
    const { version } = await itemOf('site_text', id);
    const save = (data: Record<string, unknown>) => editor.post(`/api/admin/content/site_text/${id}`, { version, changes: { data: { ...SITE_TEXT_DEFAULTS.footer.data, ...data } } });
    expect((await save({ sidebar: 'x' })).status).toBe(422);
    expect((await save({ phone: 'call us' })).body).toMatchObject({ errors: [{ field: 'data.phone' }] });
    const link = await save({ links: [{ label: 'Hi', to: 'javascript:alert(1)' }] });
    expect(link.body).toMatchObject({ errors: [{ field: 'data.links.0.to', message: expect.stringContaining('"javascript:alert(1)" is not allowed') }] });
    expect((await save({ blurb: 'bell\u0007' })).body).toMatchObject({ errors: [{ field: 'data.blurb' }] });
    expect(await itemOf('site_text', id)).toMatchObject({ version, status: 'published' });
    // An unfinished draft is kept, as for every kind; its publish names what is missing, and the page keeps its hours.
    const unfinished = await save({ officeHours: [] });
    expect(unfinished.status).toBe(200);
    const publish = await editor.post(`/api/admin/content/site_text/${id}/publish`, { version: version + 1 });
    expect(publish).toMatchObject({ status: 422, body: { errors: [{ field: 'data.officeHours', message: expect.stringMatching(/field is required$/i) }] } });
    const restored = await editor.post<ContentItemResponse>(`/api/admin/content/site_text/${id}`, { version: version + 1, changes: { data: SITE_TEXT_DEFAULTS.footer.data } });
    expect(restored.status).toBe(200);
    expect((await footer()).data.officeHours).toEqual(SITE_TEXT_DEFAULTS.footer.data.officeHours);
  });

  it('publishes an edited text: the published content carries it, as typed, at a new content version', async () => {
    const { id } = await footer();
    const item = await itemOf('site_text', id);
    const hours = [{ days: 'Monday to Friday', hours: '09:00-17:30' }, { days: 'Weekends', hours: '<script>alert(1)</script>' }];
    const saved = await editor.post<ContentItemResponse>(`/api/admin/content/site_text/${id}`, { version: item.version, changes: { data: { ...item.draft.data, officeHours: hours } } });
    expect(saved.status).toBe(200);
    expect((await footer()).data.officeHours).toEqual(SITE_TEXT_DEFAULTS.footer.data.officeHours);
    const before = await contentVersion();
    expect((await editor.post(`/api/admin/content/site_text/${id}/publish`, { version: saved.body.item.version })).status).toBe(200);
    expect(await contentVersion()).toBe(before + 1);
    expect((await footer()).data).toEqual({ ...SITE_TEXT_DEFAULTS.footer.data, officeHours: hours });
  });
});

describe('the committed seed', () => {
  const seedDir = path.join(__dirname, '..', 'src', 'content', 'seed');

  it('is valid: every record passes its kind\'s checks, with ids and slugs unique per kind', () => {
    const files = fs.readdirSync(seedDir).filter((name) => name.endsWith('.json'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const kind = file.replace(/\.json$/, '') as ContentKind;
      const records = JSON.parse(fs.readFileSync(path.join(seedDir, file), 'utf8')) as { id: number; slug: string }[];
      const invalid = records.flatMap(({ id, ...fields }) => {
        const checked = checkFields(kind, fields);
        return 'invalid' in checked ? [`${kind} ${id}: ${checked.invalid.map((error) => `${error.field}: ${error.message}`).join('; ')}`] : [];
      });
      expect(invalid).toEqual([]);
      expect(new Set(records.map((record) => record.id)).size).toBe(records.length);
      expect(new Set(records.map((record) => record.slug)).size).toBe(records.length);
    }
  });
});
