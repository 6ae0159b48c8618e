import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CASE_EDIT_CONFLICT } from '@frc/contracts/browser';
import { caseDetail } from '../testing/backOfficeFixtures';
import { fakeStaffApi, jsonResponse, staffMe, type RecordedCall } from '../testing/fakeStaffApi';
import { mockScreenWidth } from '../testing/mockScreenWidth';
import { renderAdminAt } from '../testing/renderAdmin';

beforeEach(() => mockScreenWidth('wide'));

const TEAM = {
  items: [
    { id: 1, email: 'dana@example.com', name: 'Dana Admin', role: 'admin', active: true, passkeys: 1, lastSignInAt: null, createdAt: '2026-11-20T10:00:00.000Z' },
    { id: 2, email: 'casey@example.com', name: 'Casey Manager', role: 'case_manager', active: true, passkeys: 1, lastSignInAt: null, createdAt: '2026-11-20T10:00:00.000Z' },
  ],
};

function caseApi(role: 'admin' | 'case_manager', statusAnswer: (call: RecordedCall) => Response, reads = [caseDetail()]) {
  let read = 0;
  return fakeStaffApi({
    'GET /api/admin/me': jsonResponse(200, staffMe(role)),
    'GET /api/admin/staff': jsonResponse(200, TEAM),
    'GET /api/admin/cases/C-5': () => jsonResponse(200, { case: reads[Math.min(read++, reads.length - 1)] }),
    'POST /api/admin/cases/C-5/status': statusAnswer,
    'POST /api/admin/cases/C-5': (call) => jsonResponse(200, { case: caseDetail({ managerId: 2, managerName: 'Casey Manager', version: (call.body as { version: number }).version + 1 }) }),
    'GET /api/admin/cases/C-5/messages': jsonResponse(200, { items: [], unread: 0 }),
    'GET /api/admin/cases/C-5/documents': jsonResponse(200, { items: [] }),
  });
}

describe('/admin/cases/:ref', () => {
  it('moves the case along its pipeline with a note for the client, sending the version it showed', async () => {
    const user = userEvent.setup();
    const moved = caseDetail({
      status: 'investigating',
      version: 2,
      history: [...caseDetail().history, { status: 'investigating', clientNote: 'We traced the transfers.', at: '2026-11-26T11:00:00.000Z', byName: 'Casey Manager' }],
    });
    const api = caseApi('case_manager', () => jsonResponse(200, { case: moved }));
    renderAdminAt('/admin/cases/C-5');

    await user.selectOptions(await screen.findByLabelText('New status'), 'Investigating');
    await user.type(screen.getByLabelText('Note for the client (optional)'), 'We traced the transfers.');
    await user.click(screen.getByRole('button', { name: 'Change status' }));

    expect(await screen.findByText('Status saved. The client was e-mailed that there is news.')).toBeVisible();
    const [sent] = api.callsTo('POST', '/api/admin/cases/C-5/status');
    expect(sent?.body).toEqual({ version: 1, status: 'investigating', clientNote: 'We traced the transfers.' });
    expect(sent?.headers['X-CSRF-Token']).toBe('csrf-token-1');
    expect(screen.getByText('Note for the client: We traced the transfers.')).toBeVisible();
    // A case manager does not assign cases.
    expect(screen.queryByLabelText('Case manager')).not.toBeInTheDocument();
  });

  it('says someone else changed the case, overwrites nothing, and reloads it on request', async () => {
    const user = userEvent.setup();
    const theirs = caseDetail({ status: 'engaged', version: 2 });
    const api = caseApi('admin', () => jsonResponse(409, { status: 'error', message: CASE_EDIT_CONFLICT }), [caseDetail(), theirs]);
    renderAdminAt('/admin/cases/C-5');

    await user.selectOptions(await screen.findByLabelText('New status'), 'Consultation');
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    const conflict = await screen.findByRole('alert');
    expect(conflict).toHaveTextContent(CASE_EDIT_CONFLICT);

    await user.click(within(conflict).getByRole('button', { name: 'Reload the case' }));
    expect(await screen.findByLabelText('New status')).toHaveDisplayValue('Engaged');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/admin/cases/C-5')).toHaveLength(2);
  });

  it('lets an admin give the case to a case manager', async () => {
    const user = userEvent.setup();
    const api = caseApi('admin', () => jsonResponse(500));
    renderAdminAt('/admin/cases/C-5');
    await screen.findByRole('option', { name: 'Casey Manager' });
    await user.selectOptions(screen.getByLabelText('Case manager'), 'Casey Manager');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeVisible();
    expect(api.callsTo('POST', '/api/admin/cases/C-5')[0]?.body).toEqual({ version: 1, managerId: 2, amountLost: '2500', amountRecovered: null });
  });
});
