import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NEWS_ROW, newsItem } from '../features/content/contentFixtures';
import { fakeStaffApi, jsonResponse, staffMe } from '../testing/fakeStaffApi';
import { mockScreenWidth } from '../testing/mockScreenWidth';
import { renderAdminAt } from '../testing/renderAdmin';

const ME = { 'GET /api/admin/me': jsonResponse(200, staffMe('editor', 'Eddie Editor')) };

beforeEach(() => mockScreenWidth('wide'));

describe('ContentPage', () => {
  it('lists the kind’s items with their address, status and dates, and searches their words on the server', async () => {
    const romance = { ...NEWS_ROW, id: 5, title: 'Romance scams rise', slug: 'romance', path: '/blog/article/romance', status: 'scheduled', scheduledFor: '2026-12-01T08:00:00.000Z', publishedAt: null };
    const api = fakeStaffApi({
      ...ME,
      'GET /api/admin/content': (call) => jsonResponse(200, { items: call.url.includes('q=') ? [romance] : [NEWS_ROW, romance] }),
    });
    renderAdminAt('/admin/content');
    const table = await screen.findByRole('table', { name: 'News item' });
    expect(within(table).getByRole('link', { name: 'A new crypto scam' })).toHaveAttribute('href', '/admin/content/news/4');
    expect(within(table).getByText('/blog/article/new-crypto-scam')).toBeVisible();
    expect(within(table).getByText('Scheduled')).toBeVisible();
    expect(within(table).getByText('Published')).toBeVisible();
    expect(api.calls.some((call) => call.url === '/api/admin/content?kind=news')).toBe(true);

    await userEvent.type(screen.getByLabelText('Search'), 'pretend regulators');
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'News item' })).queryByRole('link', { name: 'A new crypto scam' })).not.toBeInTheDocument());
    expect(within(screen.getByRole('table', { name: 'News item' })).getByRole('link', { name: 'Romance scams rise' })).toBeVisible();
    expect(api.calls.map((call) => call.url)).toContain('/api/admin/content?kind=news&q=pretend+regulators');
  });

  it('lists every kind at once, and filters by status', async () => {
    const page = { ...NEWS_ROW, id: 1, kind: 'page', title: 'Forex scams', slug: '/forex-scams', path: '/forex-scams', status: 'changed' };
    fakeStaffApi({ ...ME, 'GET /api/admin/content': jsonResponse(200, { items: [page, NEWS_ROW] }) });
    renderAdminAt('/admin/content?kind=all');
    const table = await screen.findByRole('table', { name: 'Every kind' });
    expect(within(table).getByRole('columnheader', { name: 'Kind' })).toBeVisible();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Published, with unpublished changes');
    expect(within(table).getByRole('link', { name: 'Forex scams' })).toHaveAttribute('href', '/admin/content/page/1');
    expect(within(table).queryByRole('link', { name: 'A new crypto scam' })).not.toBeInTheDocument();
  });

  it('shows the items as cards on a phone', async () => {
    mockScreenWidth('narrow');
    fakeStaffApi({ ...ME, 'GET /api/admin/content': jsonResponse(200, { items: [NEWS_ROW] }) });
    renderAdminAt('/admin/content');
    const cards = await screen.findByRole('list', { name: 'News item' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [card] = within(cards).getAllByRole('listitem');
    expect(within(card!).getByRole('link', { name: 'A new crypto scam' })).toBeVisible();
    expect(within(card!).getByText('/blog/article/new-crypto-scam')).toBeVisible();
  });

  it('switches kind through the address, and says when a kind is empty', async () => {
    const api = fakeStaffApi({ ...ME, 'GET /api/admin/content': jsonResponse(200, { items: [] }) });
    renderAdminAt('/admin/content');
    await screen.findByRole('table', { name: 'News item' });
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'testimonial');
    expect(await screen.findByRole('table', { name: 'Testimonial' })).toHaveTextContent('Nothing yet: add a testimonial');
    expect(screen.getByRole('button', { name: 'New testimonial' })).toBeVisible();
    expect(api.calls.some((call) => call.url === '/api/admin/content?kind=testimonial')).toBe(true);
  });

  it('offers letter templates to an admin only: an editor neither sees the kind nor reaches it by its address', async () => {
    const api = fakeStaffApi({ ...ME, 'GET /api/admin/content': jsonResponse(200, { items: [] }) });
    renderAdminAt('/admin/content?kind=letter_template');
    await screen.findByRole('table', { name: 'News item' });
    expect(within(screen.getByLabelText('Kind')).queryByRole('option', { name: 'Letter template' })).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.url.includes('letter_template'))).toBe(false);
  });

  it('offers letter templates to an admin', async () => {
    fakeStaffApi({ 'GET /api/admin/me': jsonResponse(200, staffMe('admin', 'Ada Admin')), 'GET /api/admin/content': jsonResponse(200, { items: [] }) });
    renderAdminAt('/admin/content?kind=letter_template');
    expect(await screen.findByRole('table', { name: 'Letter template' })).toHaveTextContent('Nothing yet: add a letter template');
    expect(within(screen.getByLabelText('Kind')).getByRole('option', { name: 'Letter template' })).toBeInTheDocument();
  });

  it('shows a failed read with its Retry', async () => {
    fakeStaffApi({ ...ME, 'GET /api/admin/content': jsonResponse(500, { message: 'The content could not be read.' }) });
    renderAdminAt('/admin/content');
    expect(await screen.findByRole('alert')).toHaveTextContent('The content could not be read.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it('creates an item with every field of its kind’s form, whatever the kind’s other items hold, then opens its editor', async () => {
    const api = fakeStaffApi({
      ...ME,
      'GET /api/admin/content': jsonResponse(200, { items: [NEWS_ROW] }),
      'GET /api/admin/content/news/4': jsonResponse(200, { item: newsItem() }),
      'POST /api/admin/content/news': jsonResponse(201, { item: newsItem({ id: 9, status: 'draft', published: null }) }),
      'GET /api/admin/content/news/9': jsonResponse(200, { item: newsItem({ id: 9, status: 'draft', published: null }) }),
      'GET /api/admin/content/news/9/revisions': jsonResponse(200, { revisions: [] }),
    });
    renderAdminAt('/admin/content');
    await userEvent.click(await screen.findByRole('button', { name: 'New news item' }));
    await userEvent.type(screen.getByLabelText('Title'), 'Fake Regulator Calls');
    expect(screen.getByLabelText('Slug')).toHaveValue('fake-regulator-calls');
    await userEvent.click(screen.getByRole('button', { name: 'Create the news item' }));

    // The editor opens once the API has answered the creation: the address changes then.
    await waitFor(() => expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/admin/content/news/9'));
    const [create] = api.callsTo('POST', '/api/admin/content/news');
    expect(create?.body).toEqual({
      slug: 'fake-regulator-calls',
      title: 'Fake Regulator Calls',
      description: '',
      socialImage: null,
      data: { date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), category: '', author: '', body: [] },
    });
    // No other item of the kind is read for its shape: an empty draft of the kind changes nothing.
    expect(api.callsTo('GET', '/api/admin/content/news/4')).toHaveLength(0);
  });
});
