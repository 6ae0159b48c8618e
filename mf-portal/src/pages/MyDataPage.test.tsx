import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClientData } from '@frc/contracts/browser';
import { sessionStore } from '@frc/session';
import { bearerOf, jsonResponse, mockFetch, pageCalls } from '../testing/fakeApi';
import { renderPortal, signInAs } from '../testing/renderPortal';

afterEach(() => sessionStore.getState().signOut());

const DATA: ClientData = {
  email: 'amina@example.com',
  exportedAt: '2026-11-25T08:00:00.000Z',
  requests: [
    {
      id: 7,
      fname: 'Amina',
      lname: 'Rahman',
      phone: null,
      email: 'amina@example.com',
      subject: 'contact-form-submission',
      scam_type: 'forex',
      transaction_type: 'wire_transfer',
      scam_amount: '2500',
      scam_currency: 'USD',
      scam_description: 'The broker stopped answering.',
      address: null,
      created_at: '2026-11-20T10:00:00.000Z',
      awaiting_confirmation: false,
    },
  ],
  whistleblowingReports: [
    { id: 3, created_at: '2026-11-21T10:00:00.000Z', fields: { scamName: 'Coin Harbor' }, evidence: [{ fileName: 'transfer.png', mediaType: 'image/png', sizeBytes: 20480 }] },
  ],
  affiliateApplications: [],
  newsletter: { status: 'subscribed', since: '2026-11-22T10:00:00.000Z' },
  sessions: [{ started_at: '2026-11-25T07:50:00.000Z', last_seen_at: '2026-11-25T07:59:00.000Z', expires_at: '2026-11-25T19:50:00.000Z', current: true }],
  caseMessages: [
    { caseRef: 'C-4', author: 'client', authorName: 'Amina Rahman', text: 'Here is the statement.', at: '2026-11-23T10:00:00.000Z' },
    { caseRef: 'C-4', author: 'team', authorName: 'Casey Manager', text: 'Thank you.', at: '2026-11-23T11:00:00.000Z' },
  ],
  caseDocuments: [
    { caseRef: 'C-4', id: 9, name: 'statement.pdf', size: 48_000, type: 'application/pdf', sha256: 'e'.repeat(64), uploadedBy: 'client', isReport: false, at: '2026-11-23T10:00:00.000Z' },
  ],
  staff_access: [{ staff_name: 'Dana Admin', action: 'opened request-12', at: '2026-11-25T09:00:00.000Z' }],
};

describe('/dashboard/profile: the client sees, downloads and erases their data', () => {
  beforeEach(() => signInAs({ email: 'amina@example.com', name: 'Amina' }));

  it('lists what is held, with the token of the signed-in client', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, DATA));
    renderPortal('/dashboard/profile');
    expect(await screen.findByRole('heading', { level: 2, name: 'What we hold about you' })).toBeInTheDocument();
    expect(screen.getByText(/Request #7/).closest('li')).toHaveTextContent('Forex');
    expect(screen.getByText(/Report #3/).closest('li')).toHaveTextContent('Files: transfer.png (20 KB)');
    expect(screen.getByRole('heading', { name: 'Your messages with our team (2)' })).toBeInTheDocument();
    expect(screen.getByText('Thank you.').closest('li')).toHaveTextContent(/^C-4, Casey Manager \(our team\), .*: Thank you\.$/);
    const document = screen.getByText('statement.pdf').closest('li') as HTMLElement;
    expect(document).toHaveTextContent(`statement.pdf (47 KB, application/pdf), sent by you`);
    expect(document).toHaveTextContent(`SHA-256: ${'e'.repeat(64)}`);
    expect(within(document).getByRole('link', { name: 'case C-4' })).toHaveAttribute('href', '/dashboard/cases/C-4');
    expect(screen.getByText(/Subscribed since/)).toBeInTheDocument();
    expect(screen.getByText(/\(this device\)/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Who on our team opened your data (1)' })).toBeInTheDocument();
    expect(screen.getByText(/Dana Admin: opened request-12/)).toBeInTheDocument();
    expect(pageCalls(fetchMock)[0]?.[0]).toBe('/api/me/data');
    expect(bearerOf(pageCalls(fetchMock)[0]?.[1])).toMatch(/^Bearer /);
  });

  it('saves everything as one JSON file', async () => {
    mockFetch(() => jsonResponse(200, DATA));
    const saved: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => (saved.push(blob), 'blob:my-data'));
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('cleartrace-my-data-2026-11-25.json');
    });
    renderPortal('/dashboard/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(click).toHaveBeenCalledTimes(1);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(saved[0] as Blob);
    });
    expect(JSON.parse(text)).toEqual(DATA);
    click.mockRestore();
  });

  it('erases only after a confirmation and a mailed code, then signs the client out with a notice', async () => {
    const fetchMock = mockFetch((url, init) => {
      if (url === '/api/me/data') return jsonResponse(200, DATA);
      if (url === '/api/me/erasure-code') return jsonResponse(200, { status: 'success', message: 'Verification code sent' });
      if (url === '/api/me/erase') {
        const { code } = JSON.parse(String(init.body)) as { code: string };
        return code === '123456'
          ? jsonResponse(200, { status: 'success', message: 'Your data has been erased, and you are signed out everywhere.' })
          : jsonResponse(400, { message: 'Invalid verification code' });
      }
      return jsonResponse(404, {});
    });
    renderPortal('/dashboard/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Erase my data' }));
    const panel = screen.getByRole('group', { name: 'Erase everything we hold about amina@example.com?' });
    expect(panel).toHaveFocus();
    // Changing one's mind closes it, nothing sent.
    await userEvent.click(within(panel).getByRole('button', { name: 'Keep my data' }));
    expect(pageCalls(fetchMock).map(([url]) => url)).toEqual(['/api/me/data']);

    await userEvent.click(screen.getByRole('button', { name: 'Erase my data' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, e-mail me a code' }));
    const code = await screen.findByLabelText('Code sent to amina@example.com');
    expect(code).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Erase everything' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the 6-digit code from the e-mail.');
    await userEvent.type(code, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Erase everything' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid verification code');

    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Erase everything' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(screen.getByRole('status')).toHaveTextContent('Your data has been erased, and you are signed out everywhere.');
    expect(sessionStore.getState().token).toBeNull();
  });
});
