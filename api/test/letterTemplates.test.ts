import type { ContentItemResponse, ContentListResponse, FieldError, PublishedContent } from '@frc/contracts';
import type { SignedInStaff } from './support/caseRooms';
import { addAndSignIn, startApiWithTeam } from './support/staffClient';
import { uniqueEmail, type TestApi } from './support/testApi';

let api: TestApi;
let admin: SignedInStaff;
let manager: SignedInStaff;
let editor: SignedInStaff;

beforeAll(async () => {
  ({ api, admin, manager } = await startApiWithTeam({ admin: 'Lea Admin', manager: 'Leo Manager', prefix: 'letters' }));
  editor = await addAndSignIn(api, uniqueEmail('letters-editor'), 'Lou Editor', 'editor');
});
afterAll(() => api.close());

type Answer = ContentItemResponse & { message: string; errors: FieldError[] };
const LETTER = {
  slug: 'engagement-standard',
  title: 'Engagement letter',
  description: '',
  data: { body: [{ kind: 'heading', text: 'Engagement of {{caseReference}}' }, { kind: 'paragraph', text: 'Dear {{clientName}}, {{feeTerms}} Your consultant is {{consultantName}}, {{date}}.' }] },
};

describe('letter templates, a content kind of their own', () => {
  it('are written and published by an admin in the content editor, and never served to the public site', async () => {
    const created = await admin.post<Answer>('/api/admin/content/letter_template', LETTER);
    expect(created.status).toBe(201);
    const published = await admin.post<Answer>(`/api/admin/content/letter_template/${created.body.item.id}/publish`, { version: created.body.item.version });
    expect(published.status).toBe(200);
    expect(published.body.item).toMatchObject({ kind: 'letter_template', status: 'published', path: null });

    const everything = await api.get<PublishedContent>('/api/content/published');
    expect(everything.body.items.some((item) => item.kind === 'letter_template')).toBe(false);
    const asked = await api.get<PublishedContent>('/api/content/published?kind=letter_template');
    expect(asked.body.items).toEqual([]);
  });

  it('are an admin’s alone: an editor gets 403 on every route that names the kind, and does not see them listed', async () => {
    const created = await admin.post<Answer>('/api/admin/content/letter_template', { ...LETTER, slug: 'engagement-private' });
    const id = created.body.item.id;
    for (const [method, path, body] of [
      ['GET', '/api/admin/content?kind=letter_template'],
      ['POST', '/api/admin/content/letter_template', { ...LETTER, slug: 'by-an-editor' }],
      ['GET', `/api/admin/content/letter_template/${id}`],
      ['POST', `/api/admin/content/letter_template/${id}`, { version: 1, changes: { title: 'Changed' } }],
      ['POST', `/api/admin/content/letter_template/${id}/publish`, { version: 1 }],
      ['GET', `/api/admin/content/letter_template/${id}/revisions`],
    ] as const) {
      const answer = await editor.call(method, path, body);
      expect({ path, status: answer.status, body: answer.body }).toEqual({ path, status: 403, body: { status: 'error', message: 'Only an admin may do this.' } });
    }
    const listed = await editor.get<ContentListResponse>('/api/admin/content');
    expect(listed.body.items.some((item) => item.kind === 'letter_template')).toBe(false);
    expect((await admin.get<ContentListResponse>('/api/admin/content?kind=letter_template')).body.items.map((item) => item.slug)).toContain('engagement-private');
    expect((await manager.get('/api/admin/content?kind=letter_template')).status).toBe(403);
  });

  it('refuses a merge field no letter can fill, naming it and the ones there are', async () => {
    const data = { body: [{ kind: 'paragraph', text: 'Dear {{clientName}}, send {{bankPassword}}.' }] };
    const refused = await admin.post<Answer>('/api/admin/content/letter_template', { ...LETTER, slug: 'engagement-unknown', data });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([
      { field: 'data.body', label: 'Letter', message: 'Unknown merge field {{bankPassword}}: use {{clientName}}, {{caseReference}}, {{date}}, {{feeTerms}}, {{consultantName}}' },
    ]);
  });
});
