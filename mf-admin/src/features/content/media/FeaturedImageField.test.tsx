import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { newsItem } from '../contentFixtures';
import { fakeStaffApi, jsonResponse, staffMe } from '../../../testing/fakeStaffApi';
import { mockScreenWidth } from '../../../testing/mockScreenWidth';
import { renderAdminAt } from '../../../testing/renderAdmin';

const ITEM = '/api/admin/content/news/4';
const IMAGE = { id: 'img-1', width: 1200, height: 800, alt: 'A fake trading dashboard', bytes: 86_000, createdAt: '2026-11-27T09:00:00.000Z', uploadedBy: null, uses: [] };

beforeEach(() => mockScreenWidth('wide'));

describe('the featured image field', () => {
  it('chooses a news item’s featured image from the media library, with the library’s alt text, and saves both', async () => {
    const api = fakeStaffApi({
      'GET /api/admin/me': jsonResponse(200, staffMe('editor', 'Eddie Editor')),
      [`GET ${ITEM}`]: jsonResponse(200, { item: newsItem() }),
      [`GET ${ITEM}/revisions`]: jsonResponse(200, { revisions: [] }),
      'GET /api/admin/content/images': jsonResponse(200, { images: [IMAGE] }),
      [`POST ${ITEM}`]: jsonResponse(200, { item: newsItem({ version: 4 }) }),
    });
    renderAdminAt('/admin/content/news/4');
    const form = await screen.findByRole('form', { name: 'Draft' });
    const field = within(form).getByRole('group', { name: 'Featured image' });
    expect(field).toHaveTextContent('No image chosen.');
    await userEvent.click(within(field).getByRole('button', { name: 'Choose the featured image' }));
    await userEvent.click(await within(field).findByRole('button', { name: /Use “A fake trading dashboard”/ }));
    expect(within(field).getByRole('img', { name: 'Featured image, chosen' })).toHaveAttribute('src', '/api/content/images/img-1/480.webp');
    expect(within(form).getByLabelText('Featured image: alt text (what it shows)')).toHaveValue('A fake trading dashboard');

    await userEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(api.callsTo('POST', ITEM)).toHaveLength(1));
    const sent = api.callsTo('POST', ITEM)[0]!.body as { changes: { data: Record<string, unknown> } };
    expect(sent.changes.data).toMatchObject({ image: { id: 'img-1', width: 1200, height: 800 }, imageAlt: 'A fake trading dashboard' });
  });
});
