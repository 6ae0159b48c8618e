import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NEWS_ROW, newsItem } from '../features/content/contentFixtures';
import { fakeStaffApi, jsonResponse, staffMe, type RecordedCall } from '../testing/fakeStaffApi';
import { mockScreenWidth } from '../testing/mockScreenWidth';
import { renderAdminAt } from '../testing/renderAdmin';
import { forgetDrafts } from '../session/keptDrafts';

const ITEM = '/api/admin/content/news/4';
const REVISIONS = {
  revisions: [
    { number: 2, action: 'saved', authorName: 'Eddie Editor', createdAt: '2026-11-27T09:00:00.000Z' },
    { number: 1, action: 'seeded', authorName: null, createdAt: '2026-11-26T09:00:00.000Z' },
  ],
};

function api(routes: Record<string, Response | ((call: RecordedCall) => Response)> = {}) {
  return fakeStaffApi({
    'GET /api/admin/me': jsonResponse(200, staffMe('editor', 'Eddie Editor')),
    [`GET ${ITEM}`]: jsonResponse(200, { item: newsItem() }),
    [`GET ${ITEM}/revisions`]: jsonResponse(200, REVISIONS),
    ...routes,
  });
}

async function openEditor() {
  renderAdminAt('/admin/content/news/4');
  return screen.findByRole('form', { name: 'Draft' });
}

beforeEach(() => mockScreenWidth('wide'));
// What an editor left unsaved stays in the browser and the page's memory: each test starts without it.
afterEach(() => forgetDrafts());

describe('ContentItemPage', () => {
  it('shows the draft’s fields, the kind’s own data and its body in the rich text editor', async () => {
    api();
    const form = await openEditor();
    expect(within(form).getByLabelText('Title')).toHaveValue('A new crypto scam');
    expect(within(form).getByLabelText('Slug')).toHaveValue('new-crypto-scam');
    expect(within(form).getByLabelText('Date')).toHaveValue('2026-11-27');
    expect(within(form).getByLabelText('Category')).toHaveValue('Scam alert');
    expect(within(form).getByRole('button', { name: 'Icon Shield alert' })).toBeVisible();
    expect(within(form).getByRole('radio', { name: 'Orange' })).toBeChecked();
    expect(within(form).getByRole('textbox', { name: 'Body' })).toHaveTextContent('Scammers now pose as regulators.');
    expect(within(form).getByRole('toolbar', { name: 'Body: formatting' })).toBeVisible();
    expect(screen.getByRole('link', { name: /Preview the saved draft/ })).toHaveAttribute('href', '/admin/preview/news/4');
  });

  it('saves the draft with the version it started from', async () => {
    let version = 3;
    const calls = api({ [`POST ${ITEM}`]: () => jsonResponse(200, { item: newsItem({ version: (version += 1), status: 'changed' }) }) });
    const form = await openEditor();
    await userEvent.clear(within(form).getByLabelText('Title'));
    await userEvent.type(within(form).getByLabelText('Title'), 'Fake regulators call victims');
    await userEvent.click(within(form).getByRole('radio', { name: 'Navy' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText('The draft is saved.')).toBeVisible();
    // Leaving the title autosaved it; the button's save follows from the version that left.
    const [autosave, save] = calls.callsTo('POST', ITEM);
    expect(autosave?.body).toMatchObject({ version: 3, autosave: true, changes: { title: 'Fake regulators call victims' } });
    expect(save?.body).toMatchObject({ version: 4, changes: { title: 'Fake regulators call victims', data: { category: 'Scam alert', cover: { icon: 'ShieldAlert', tone: 'brand' } } } });
    expect(screen.getByText('Published, with unpublished changes')).toBeVisible();
  });

  it('keeps what was typed on a 409, then saves it over the other version with theirs', async () => {
    const theirs = newsItem({ version: 5, draft: { ...newsItem().draft, title: 'Their title' } });
    let reads = 0;
    let saves = 0;
    // After the 409, the page reads the item again and shows their version beside the form.
    const calls = api({
      [`GET ${ITEM}`]: () => jsonResponse(200, { item: (reads += 1) === 1 ? newsItem() : theirs }),
      [`POST ${ITEM}`]: () =>
        (saves += 1) === 1 ? jsonResponse(409, { message: 'Stale' }) : jsonResponse(200, { item: newsItem({ version: 6, draft: { ...newsItem().draft, title: 'My title' } }) }),
    });
    const form = await openEditor();
    await userEvent.clear(within(form).getByLabelText('Title'));
    await userEvent.type(within(form).getByLabelText('Title'), 'My title');
    await userEvent.click(within(form).getByRole('button', { name: 'Save draft' }));

    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Someone else saved this item while you were editing. Your changes are kept below: reload their version or save yours over it.');
    expect(alert).toHaveTextContent('Their title');
    expect(within(form).getByLabelText('Title')).toHaveValue('My title');

    await userEvent.click(within(alert).getByRole('button', { name: 'Save mine over theirs' }));
    expect(await screen.findByText('The draft is saved.')).toBeVisible();
    const posts = calls.callsTo('POST', ITEM);
    expect(posts.map((call) => (call.body as { version: number }).version)).toEqual([3, 5]);
    expect((posts[1]?.body as { changes: { title: string } }).changes.title).toBe('My title');
  });

  it('reloads their version into the form when the member chooses it', async () => {
    const theirs = newsItem({ version: 5, draft: { ...newsItem().draft, title: 'Their title' } });
    let reads = 0;
    api({
      [`GET ${ITEM}`]: () => jsonResponse(200, { item: (reads += 1) === 1 ? newsItem() : theirs }),
      [`POST ${ITEM}`]: jsonResponse(409, { message: 'Stale' }),
    });
    const form = await openEditor();
    await userEvent.type(within(form).getByLabelText('Title'), ' (mine)');
    await userEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Reload their version' }));
    await waitFor(() => expect(screen.getByRole('form', { name: 'Draft' })).toBeInTheDocument());
    expect(within(screen.getByRole('form', { name: 'Draft' })).getByLabelText('Title')).toHaveValue('Their title');
  });

  it('ties the API’s field errors to their fields and focuses the first', async () => {
    api({ [`POST ${ITEM}`]: jsonResponse(422, { message: 'Please check these fields: changes.slug.', errors: [{ field: 'changes.slug', message: 'Use lower-case words joined by hyphens.' }] }) });
    const form = await openEditor();
    await userEvent.type(within(form).getByLabelText('Slug'), ' Bad Slug');
    await userEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    const slug = within(form).getByLabelText('Slug');
    await waitFor(() => expect(slug).toHaveFocus());
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    // The field's hint, then the API's reason.
    expect(slug).toHaveAccessibleDescription('Lower-case words joined by hyphens: part of the address. Use lower-case words joined by hyphens.');
  });

  it('shows a letter template’s merge fields beside its body, and names at the body an unknown one the API refused', async () => {
    const LETTER = '/api/admin/content/letter_template/9';
    const message = 'Unknown merge field {{bankPassword}}: use {{clientName}}, {{caseReference}}, {{date}}, {{feeTerms}}, {{consultantName}}';
    const letter = newsItem({ id: 9, kind: 'letter_template', path: null, draft: { ...newsItem().draft, slug: 'engagement', title: 'Engagement letter', data: { body: [{ kind: 'paragraph', text: 'Dear {{clientName}}, send {{bankPassword}}.' }] } } });
    fakeStaffApi({
      'GET /api/admin/me': jsonResponse(200, staffMe('admin', 'Ada Admin')),
      [`GET ${LETTER}`]: jsonResponse(200, { item: letter }),
      [`GET ${LETTER}/revisions`]: jsonResponse(200, REVISIONS),
      [`POST ${LETTER}`]: jsonResponse(422, { message: 'Please check these fields: changes.data.body.', errors: [{ field: 'changes.data.body', label: 'Letter', message }] }),
    });
    renderAdminAt('/admin/content/letter_template/9');
    const form = await screen.findByRole('form', { name: 'Draft' });
    const body = within(form).getByRole('textbox', { name: 'Letter' });
    expect(body).toHaveAccessibleDescription(/\{\{clientName\}\} \(the client’s name\).*\{\{consultantName\}\} \(the consultant’s name\)/);
    expect(within(form).getByText(/^The letter as the client reads it\. Merge fields:/)).toBeVisible();

    // The refused body takes the focus, and the editor then measures its text, which jsdom cannot: nothing to measure.
    const measured = Range.prototype as Partial<Pick<Range, 'getClientRects' | 'getBoundingClientRect'>>;
    measured.getClientRects = () => [] as unknown as DOMRectList;
    measured.getBoundingClientRect = () => new DOMRect();
    try {
      await userEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
      await waitFor(() => expect(body).toHaveAttribute('aria-invalid', 'true'));
      expect(body).toHaveAccessibleDescription(expect.stringContaining(message));
    } finally {
      delete measured.getClientRects;
      delete measured.getBoundingClientRect;
    }
  });

  it('refuses to save a body with an image without alt text', async () => {
    const withImage = newsItem({ draft: { ...newsItem().draft, data: { body: [{ kind: 'image', image: { id: 'img-1', width: 800, height: 600 }, alt: '' }] } } });
    const calls = api({ [`GET ${ITEM}`]: jsonResponse(200, { item: withImage }) });
    const form = await openEditor();
    await userEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(await within(form).findByText(/Give every image alt text before saving: image 1/)).toBeVisible();
    expect(calls.callsTo('POST', ITEM)).toHaveLength(0);
  });

  it('publishes now and names the links that lead nowhere', async () => {
    const calls = api({ [`POST ${ITEM}/publish`]: jsonResponse(200, { item: newsItem({ version: 4 }), warnings: { brokenLinks: ['/blog/gone', '/nowhere'] } }) });
    await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText('These links lead nowhere: /blog/gone, /nowhere')).toBeVisible();
    expect(calls.callsTo('POST', `${ITEM}/publish`)[0]?.body).toEqual({ version: 3 });
  });

  it('opened again after a save and a publish, starts from the version they left, and its save is not refused as someone else’s', async () => {
    const saved = { ...newsItem().draft, title: 'Fake regulators call victims' };
    // The server's first read stays as it was: within the cache's freshness the page does not read it again.
    const calls = api({
      [`POST ${ITEM}`]: jsonResponse(200, { item: newsItem({ version: 4, status: 'changed', draft: saved }) }),
      [`POST ${ITEM}/publish`]: jsonResponse(200, { item: newsItem({ version: 5, draft: saved }), warnings: { brokenLinks: [] } }),
      'GET /api/admin/content': jsonResponse(200, { items: [{ ...NEWS_ROW, title: saved.title }] }),
    });
    const form = await openEditor();
    await userEvent.clear(within(form).getByLabelText('Title'));
    await userEvent.type(within(form).getByLabelText('Title'), saved.title);
    await userEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('The draft is saved.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText(/^The item is published/)).toBeVisible();

    await userEvent.click(screen.getByRole('link', { name: /^Back to / }));
    await userEvent.click(await screen.findByRole('link', { name: saved.title }));
    const again = await screen.findByRole('form', { name: 'Draft' });
    expect(within(again).getByLabelText('Title')).toHaveValue(saved.title);
    await userEvent.type(within(again).getByLabelText('Title'), ' daily');
    await userEvent.click(within(again).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(calls.callsTo('POST', ITEM).at(-1)?.body).toMatchObject({ version: 5, changes: { title: `${saved.title} daily` } }));
  });

  it('schedules a publish at a date and time in UTC', async () => {
    const calls = api({
      [`POST ${ITEM}/publish`]: jsonResponse(200, { item: newsItem({ version: 4, status: 'scheduled', scheduledFor: '2099-01-02T08:30:00.000Z' }), warnings: { brokenLinks: [] } }),
    });
    await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(screen.getByText('Give a date and a time.')).toBeVisible();
    // The news item's own date is in the draft's form: the schedule's is the publishing panel's.
    const publishing = screen.getByRole('region', { name: 'Publishing' });
    await userEvent.type(within(publishing).getByLabelText('Date'), '2099-01-02');
    await userEvent.type(within(publishing).getByLabelText('Time (UTC)'), '08:30');
    await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('The item is scheduled.')).toBeVisible();
    expect(calls.callsTo('POST', `${ITEM}/publish`)[0]?.body).toEqual({ version: 3, at: '2099-01-02T08:30:00.000Z' });
    expect(screen.getByText('Scheduled for')).toBeVisible();
  });

  it('says which version is scheduled and that the draft changed since, and schedules the new draft at the same time', async () => {
    const at = '2099-01-02T08:30:00.000Z';
    const calls = api({
      [`GET ${ITEM}`]: jsonResponse(200, { item: newsItem({ status: 'scheduled', scheduledFor: at, scheduled: { revision: 7, draftChanged: true } }) }),
      [`POST ${ITEM}/publish`]: jsonResponse(200, { item: newsItem({ version: 4, status: 'scheduled', scheduledFor: at, scheduled: { revision: 9, draftChanged: false } }), warnings: { brokenLinks: [] } }),
    });
    await openEditor();
    expect(screen.getByText('Scheduled: version 7; the draft has changed since')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Schedule this draft instead' }));
    expect(await screen.findByText('Scheduled: version 9')).toBeVisible();
    expect(calls.callsTo('POST', `${ITEM}/publish`)[0]?.body).toEqual({ version: 3, at });
    expect(screen.queryByRole('button', { name: 'Schedule this draft instead' })).toBeNull();
  });

  it('unpublishes only after a confirmation', async () => {
    const calls = api({ [`POST ${ITEM}/unpublish`]: jsonResponse(200, { item: newsItem({ version: 4, status: 'draft', published: null, publishedAt: null }) }) });
    await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
    expect(calls.callsTo('POST', `${ITEM}/unpublish`)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, unpublish' }));
    expect(await screen.findByText('The item is off the site.')).toBeVisible();
    expect(calls.callsTo('POST', `${ITEM}/unpublish`)[0]?.body).toEqual({ version: 3 });
  });

  it('lists the revisions, compares one with the draft, and restores it', async () => {
    const firstFields = { ...newsItem().draft, title: 'First title', data: { ...newsItem().draft.data, body: [{ kind: 'paragraph', text: 'The first text.' }] } };
    const calls = api({
      [`GET ${ITEM}/revisions/1`]: jsonResponse(200, { revision: { ...REVISIONS.revisions[1], fields: firstFields } }),
      [`POST ${ITEM}/revisions/1/restore`]: jsonResponse(200, { item: newsItem({ version: 4, status: 'changed', draft: firstFields }) }),
    });
    await openEditor();
    const list = await screen.findByRole('list', { name: 'Revisions' });
    expect(within(list).getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent)).toEqual(['Version 2: saved', 'Version 1: seeded']);
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent(/^Version 1: seededThe site’s first content, /);

    await userEvent.click(within(list).getByRole('button', { name: 'Compare version 1 with the current draft' }));
    expect(await within(list).findByText('Version 1: First title')).toBeVisible();
    expect(within(list).getByText('Current draft: A new crypto scam')).toBeVisible();
    expect(within(list).getAllByRole('definition').map((change) => change.textContent)).toEqual([
      'Version 1: First title',
      'Current draft: A new crypto scam',
      'Added as block 1: paragraph: Scammers now pose as regulators.',
      'Removed (block 1 of version 1): paragraph: The first text.',
    ]);

    await userEvent.click(within(list).getByRole('button', { name: 'Restore version 1' }));
    expect(await screen.findByText('Version 1 is the draft again. Publish it to show it on the site.')).toBeVisible();
    expect(calls.callsTo('POST', `${ITEM}/revisions/1/restore`)[0]?.body).toEqual({ version: 3 });
    expect(within(screen.getByRole('form', { name: 'Draft' })).getByLabelText('Title')).toHaveValue('First title');
  });
});
