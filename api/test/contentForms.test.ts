import type { ContentItemResponse, ContentListResponse, FieldError } from '@frc/contracts';
import { and, eq } from 'drizzle-orm';
import { contentItems } from '../src/db/schema';
import type { SignedInStaff } from './support/caseRooms';
import { addAndSignIn, startApiWithTeam } from './support/staffClient';
import { uniqueEmail, type TestApi } from './support/testApi';

let api: TestApi;
let editor: SignedInStaff;

beforeAll(async () => {
  ({ api } = await startApiWithTeam({ admin: 'Fay Admin', manager: 'Finn Manager', prefix: 'forms' }));
  editor = await addAndSignIn(api, uniqueEmail('forms-editor'), 'Flora Editor', 'editor');
});
afterAll(() => api.close());

type Answer = ContentItemResponse & { message: string; errors: FieldError[] };
let counter = 0;
const fresh = (base: string) => `${base}-${(counter += 1)}`;
const NEWS = { date: '2026-11-20', category: 'Scam alert', author: 'Investigations Desk', body: [{ kind: 'paragraph', text: 'A clone of a bank’s site asks for card numbers.' }] };
const createNews = (data: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  editor.post<Answer>('/api/admin/content/news', { slug: fresh('forms-news'), title: 'A warning', description: 'About a scam', data: { ...NEWS, ...data }, ...extra });
const publish = (kind: string, id: number, version: number) => editor.post<Answer>(`/api/admin/content/${kind}/${id}/publish`, { version });

describe('a value no template can draw', () => {
  it('is refused at save, named by its section and label', async () => {
    const icon = await createNews({ cover: { icon: 'shield', tone: 'cta' } });
    expect(icon).toMatchObject({ status: 422, body: { message: 'Cover › Icon: choose one', errors: [{ field: 'data.cover.icon', message: 'Choose one', label: 'Cover › Icon' }] } });
    const both = await createNews({ cover: { icon: 'shield', tone: 'red' } });
    expect(both).toMatchObject({ status: 422, body: { message: 'Please check these fields: Cover › Icon, Cover › Colour.' } });

    const drawn = await createNews({ cover: { icon: 'ShieldAlert', tone: 'cta' } });
    expect(drawn.status).toBe(201);
    const saved = await editor.post<Answer>(`/api/admin/content/news/${drawn.body.item.id}`, { version: drawn.body.item.version, changes: { data: { cover: { icon: 'ShieldAlert', tone: 'red' } } } });
    expect(saved).toMatchObject({ status: 422, body: { message: 'Cover › Colour: choose one' } });
  });

  it('is refused on a page by the form of its kind of page: an action, an icon in a list', async () => {
    const slug = fresh('/forms-topic');
    const hero = { eyebrow: 'Scam types', title: 'Lottery scams', lead: ['You did not win.'], action: { kind: 'wizard', defaultScamType: 'lottery' } };
    const refused = await editor.post<Answer>('/api/admin/content/page', { slug, title: 'Lottery scams', description: 'About lottery scams', data: { hero } });
    expect(refused).toMatchObject({ status: 422, body: { message: 'Hero › Button leads to: choose one' } });

    const steps = { title: 'How recovery works', items: [{ title: 'Call us', text: 'We listen.', Icon: 'Phone' }] };
    const step = await editor.post<Answer>('/api/admin/content/page', { slug, title: 'Lottery scams', description: 'About lottery scams', data: { hero: { ...hero, action: { kind: 'contact' } }, steps } });
    expect(step).toMatchObject({ status: 422, body: { message: 'How recovery works › Steps › Step 1 › Icon: choose one', errors: [{ field: 'data.steps.items.0.Icon' }] } });
  });

  it('is refused at publish when a draft holds one from before the rule, and nothing is published', async () => {
    const created = await createNews({ cover: { icon: 'Siren', tone: 'cta' } });
    const { id, version } = created.body.item;
    const [row] = await api.db.select().from(contentItems).where(and(eq(contentItems.kind, 'news'), eq(contentItems.itemId, id)));
    await api.db.update(contentItems).set({ draft: { ...row!.draft, data: { ...row!.draft.data, cover: { icon: 'shield', tone: 'cta' } } } }).where(eq(contentItems.id, row!.id));

    const refused = await publish('news', id, version);
    expect(refused).toMatchObject({ status: 422, body: { message: 'Cover › Icon: choose one' } });
    expect((await editor.get<Answer>(`/api/admin/content/news/${id}`)).body.item).toMatchObject({ status: 'draft', published: null });
  });

  it('names what a publish misses by its labels', async () => {
    const created = await createNews({ category: '', author: '' });
    expect(created.status).toBe(201);
    const refused = await publish('news', created.body.item.id, created.body.item.version);
    expect(refused).toMatchObject({ status: 422, body: { message: 'Please check these fields: Article › Category, Article › Author.' } });
  });
});

describe('the list', () => {
  it('finds items by title, address and the words of their bodies, in every kind, the last changed first', async () => {
    const page = await editor.post<Answer>('/api/admin/content/page', {
      slug: '/forms-forex-guide',
      title: 'A guide',
      description: 'About forex',
      data: { hero: { eyebrow: 'Guides', title: 'A guide', lead: ['Read this.'], action: { kind: 'contact' } } },
    });
    expect(page.status).toBe(201);
    const news = await createNews({ body: [{ kind: 'paragraph', text: 'Beware of the Quokka Capital platform.' }] });
    const find = async (query: string, kind?: string) =>
      (await editor.get<ContentListResponse>(`/api/admin/content?${new URLSearchParams({ q: query, ...(kind ? { kind } : {}) })}`)).body.items.map((item) => `${item.kind} ${item.path ?? item.slug}`);

    expect(await find('/forms-forex')).toEqual(['page /forms-forex-guide']);
    expect(await find('quokka capital')).toEqual([`news /blog/article/${news.body.item.draft.slug}`]);
    expect(await find('quokka', 'page')).toEqual([]);
    expect(await find('a warning')).toEqual(expect.arrayContaining([`news /blog/article/${news.body.item.draft.slug}`]));
    expect(await find('paragraph')).toEqual([]);

    const all = (await editor.get<ContentListResponse>('/api/admin/content')).body.items;
    const times = all.map((item) => item.updatedAt);
    expect(times).toEqual([...times].sort().reverse());
  });
});
