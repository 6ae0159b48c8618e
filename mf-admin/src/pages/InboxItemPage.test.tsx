import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { POSSIBLY_NOT_FROM_OWNER } from '../features/inbox/components/InboxItemView';
import { caseDetail, inboxItem, inboxSummary } from '../testing/backOfficeFixtures';
import { fakeStaffApi, jsonResponse, staffMe } from '../testing/fakeStaffApi';
import { mockScreenWidth } from '../testing/mockScreenWidth';
import { renderAdminAt } from '../testing/renderAdmin';

// Below 1366 px the item has its own page (InboxPage shows it beside the list from there).
beforeEach(() => mockScreenWidth('narrow'));

function itemApi(item = inboxItem()) {
  return fakeStaffApi({
    'GET /api/admin/me': jsonResponse(200, staffMe()),
    'GET /api/admin/staff': jsonResponse(200, { items: [] }),
    'GET /api/admin/inbox/request-54': jsonResponse(200, { item }),
    'POST /api/admin/inbox/request-54/opened': new Response(null, { status: 204 }),
    'POST /api/admin/inbox/request-54/triage': jsonResponse(200, { item: { ...item, triage: 'spam', opened: true } }),
    'POST /api/admin/inbox/request-54/case': jsonResponse(201, { caseRef: 'C-5' }),
    'POST /api/admin/inbox/request-54/attach': jsonResponse(200, { caseRef: 'C-2' }),
    'GET /api/admin/inbox': jsonResponse(200, {
      items: [inboxSummary(), inboxSummary({ ref: 'request-55', name: 'Sean Gráinne' })],
      total: 2,
      page: 1,
      pageSize: 25,
      unopened: 2,
    }),
    'GET /api/admin/cases/C-5': jsonResponse(200, { case: caseDetail() }),
    'GET /api/admin/cases/C-2': jsonResponse(200, { case: caseDetail({ ref: 'C-2' }) }),
  });
}

describe('/admin/inbox/:ref', () => {
  it('shows every field, the description and the evidence as downloads, then says it opened the item (a POST with the CSRF token)', async () => {
    const api = itemApi();
    renderAdminAt('/admin/inbox/request-54');
    expect(await screen.findByRole('heading', { level: 1, name: 'Amina Rahman' })).toBeVisible();
    const terms = screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(terms).toEqual([
      ['First name', 'Amina'],
      ['Amount', '2500'],
      ['Description', 'The broker stopped answering.'],
    ]);
    expect(screen.getByRole('link', { name: /Download transfer.png/ })).toHaveAttribute('href', '/api/admin/inbox/request-54/evidence/7');
    expect(screen.queryByText(POSSIBLY_NOT_FROM_OWNER)).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST', '/api/admin/inbox/request-54/opened')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/admin/inbox/request-54/opened')[0]?.headers['X-CSRF-Token']).toBe('csrf-token-1');
  });

  it('lists the files sent with a request, each to preview through its audited route or download', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:photo');
    URL.revokeObjectURL = jest.fn();
    const user = userEvent.setup();
    const api = itemApi(
      inboxItem({
        evidence: [
          { id: 7, name: 'statement.pdf', size: 20480, type: 'application/pdf' },
          { id: 8, name: 'IMG_0042.jpg', size: 51200, type: 'image/jpeg' },
        ],
      }),
    );
    api.routes['GET /api/admin/inbox/request-54/evidence/8'] = new Response(new Blob([new Uint8Array([0xff, 0xd8, 0xff])]), { status: 200 });
    renderAdminAt('/admin/inbox/request-54');
    const files = await screen.findByRole('region', { name: 'Files sent with the request' });
    expect(within(files).getByRole('link', { name: /Download statement.pdf/ })).toHaveAttribute('href', '/api/admin/inbox/request-54/evidence/7');
    expect(within(files).getByRole('button', { name: 'Preview statement.pdf' })).toBeVisible();
    await user.click(within(files).getByRole('button', { name: 'Preview IMG_0042.jpg' }));
    expect(await screen.findByRole('img', { name: 'IMG_0042.jpg, as sent' })).toHaveAttribute('src', 'blob:photo');
    expect(api.callsTo('GET', '/api/admin/inbox/request-54/evidence/8')).toHaveLength(1);
  });

  it('gives the subject in words and a moment as a person reads it, the exact time on hover', async () => {
    itemApi(
      inboxItem({
        fields: [
          { label: 'Subject', value: 'Get a Free Consultation Call' },
          { label: 'Confirmed by the address owner', value: '2026-11-27T09:19:33.620Z' },
        ],
      }),
    );
    renderAdminAt('/admin/inbox/request-54');
    expect(await screen.findByText('Free consultation call')).toBeVisible();
    expect(screen.queryByText('Get a Free Consultation Call')).not.toBeInTheDocument();
    // In the reader's own time zone (the day may differ from the UTC one).
    const confirmed = document.querySelector('dd time[datetime="2026-11-27T09:19:33.620Z"]');
    expect(confirmed?.textContent).toMatch(/^\d{2} Nov 2026, \d{2}:\d{2}$/);
    expect(confirmed?.getAttribute('title')).toMatch(/\d{2} November 2026 at \d{2}:\d{2}:33 /);
    expect(screen.queryByText('2026-11-27T09:19:33.620Z')).not.toBeInTheDocument();
  });

  it('warns that an unconfirmed item was possibly sent by someone else', async () => {
    itemApi(inboxItem({ confirmed: false, possiblyNotFromOwner: true }));
    renderAdminAt('/admin/inbox/request-54');
    expect(await screen.findByText(POSSIBLY_NOT_FROM_OWNER)).toBeVisible();
  });

  it('marks it as spam, with the CSRF token, says so, offers the next item and to restore it', async () => {
    const user = userEvent.setup();
    const api = itemApi();
    renderAdminAt('/admin/inbox/request-54');
    await user.click(await screen.findByRole('button', { name: 'Mark as spam' }));
    expect(await screen.findByText('Marked as spam: it has left the inbox.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Restore to the inbox' })).toBeVisible();
    // The page's link back to the inbox is the only control of that name.
    expect(screen.getAllByRole('link', { name: 'Back to the inbox' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Back to the inbox' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Next item: Sean Gráinne' })).toHaveAttribute('href', '/admin/inbox/request-55');
    expect(api.callsTo('GET', '/api/admin/inbox')[0]?.url).toBe('/api/admin/inbox?status=untriaged');
    const [triage] = api.callsTo('POST', '/api/admin/inbox/request-54/triage');
    expect(triage?.body).toEqual({ action: 'spam' });
    expect(triage?.headers['X-CSRF-Token']).toBe('csrf-token-1');
  });

  it('opens a case from it and goes to the case', async () => {
    const user = userEvent.setup();
    itemApi();
    renderAdminAt('/admin/inbox/request-54');
    await user.click(await screen.findByRole('button', { name: 'Open a case' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Case C-5' })).toBeVisible();
  });

  it('attaches it to the client’s existing case', async () => {
    const user = userEvent.setup();
    const api = itemApi();
    renderAdminAt('/admin/inbox/request-54');
    await user.type(await screen.findByLabelText('Attach to the client’s existing case'), 'c-2');
    await user.click(screen.getByRole('button', { name: 'Attach' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Case C-2' })).toBeVisible();
    expect(api.callsTo('POST', '/api/admin/inbox/request-54/attach')[0]?.body).toEqual({ caseRef: 'C-2' });
  });
});
