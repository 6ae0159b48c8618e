import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContentLibraryImage } from '@frc/contracts/browser';
import { fakeStaffApi, jsonResponse, staffMe } from '../testing/fakeStaffApi';
import { mockScreenWidth } from '../testing/mockScreenWidth';
import { renderAdminAt } from '../testing/renderAdmin';

const USED: ContentLibraryImage = {
  id: 'img-used',
  width: 1200,
  height: 800,
  alt: 'A fake trading dashboard',
  bytes: 86_000,
  createdAt: '2026-11-27T09:00:00.000Z',
  uploadedBy: 'Eddie Editor',
  uses: [{ kind: 'news', id: 4, title: 'A new crypto scam' }],
};
const UNUSED: ContentLibraryImage = { ...USED, id: 'img-unused', alt: '', width: 400, height: 300, bytes: 2_000_000, uses: [] };
const ME = { 'GET /api/admin/me': jsonResponse(200, staffMe('editor', 'Eddie Editor')) };

beforeEach(() => mockScreenWidth('wide'));

describe('MediaLibraryPage', () => {
  it('shows each image with its thumbnail, size, alt text and the items that use it', async () => {
    fakeStaffApi({ ...ME, 'GET /api/admin/content/images': jsonResponse(200, { images: [USED, UNUSED] }) });
    renderAdminAt('/admin/media');
    const thumbnail = await screen.findByAltText('A fake trading dashboard');
    expect(thumbnail).toHaveAttribute('src', '/api/content/images/img-used/480.webp');
    const used = thumbnail.closest('li')!;
    expect(used).toHaveTextContent('1200 × 800 px, 84 KB');
    expect(within(used).getByLabelText('Alt text (offered when the image is inserted)')).toHaveValue('A fake trading dashboard');
    expect(within(used).getByRole('link', { name: 'A new crypto scam' })).toHaveAttribute('href', '/admin/content/news/4');
    expect(screen.getByText('Not used by any item.').closest('li')).toHaveTextContent('400 × 300 px, 1.9 MB');
  });

  it('saves an alt text, and shows the API’s refusal to delete an image in use, naming its users', async () => {
    const refusal = 'This image is used by “A new crypto scam” (news item 4). Remove it from them first, or replace it.';
    const api = fakeStaffApi({
      ...ME,
      'GET /api/admin/content/images': jsonResponse(200, { images: [USED] }),
      'POST /api/admin/content/images/img-used': jsonResponse(200, { image: { ...USED, alt: 'A dashboard' } }),
      'POST /api/admin/content/images/img-used/delete': jsonResponse(409, { message: refusal, uses: USED.uses }),
    });
    renderAdminAt('/admin/media');
    const alt = await screen.findByLabelText('Alt text (offered when the image is inserted)');
    await userEvent.clear(alt);
    await userEvent.type(alt, 'A dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Save the alt text of “A fake trading dashboard”' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/admin/content/images/img-used')[0]?.body).toEqual({ alt: 'A dashboard' }));

    await userEvent.click(screen.getByRole('button', { name: 'Delete “A fake trading dashboard”' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete it' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/admin/content/images/img-used/delete')).toHaveLength(1));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
  });
});
