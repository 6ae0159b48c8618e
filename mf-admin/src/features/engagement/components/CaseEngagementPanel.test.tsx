import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EngagementLetter } from '@frc/contracts/browser';
import { caseDetail } from '../../../testing/backOfficeFixtures';
import { fakeStaffApi, jsonResponse, staffMe, type RecordedCall } from '../../../testing/fakeStaffApi';
import { mockScreenWidth } from '../../../testing/mockScreenWidth';
import { renderAdminAt } from '../../../testing/renderAdmin';

beforeEach(() => mockScreenWidth('wide'));

const TERMS = { fixedFee: 1500, successFeePercent: 12.5, noFeeBeforeRecovery: true };
const EVENT = { ip: '203.0.113.9', userAgent: 'Mozilla/5.0 (iPhone)' };

function letter(overrides: Partial<EngagementLetter> = {}): EngagementLetter {
  return {
    id: 7,
    caseRef: 'C-5',
    title: 'Letter of engagement',
    state: 'opened',
    stateLabel: 'Opened',
    sentAt: '2026-11-20T10:00:00.000Z',
    expiresAt: '2026-12-04T10:00:00.000Z',
    sentSha256: 'a'.repeat(64),
    signedSha256: null,
    signerName: null,
    declineReason: null,
    events: [
      { kind: 'sent', label: 'Sent', at: '2026-11-20T10:00:00.000Z', ip: '198.51.100.2', userAgent: 'Firefox' },
      { kind: 'opened', label: 'Opened', at: '2026-11-21T09:00:00.000Z', ...EVENT },
    ],
    ...overrides,
  };
}

function engagementApi(more: Record<string, (call: RecordedCall) => Response> = {}) {
  return fakeStaffApi({
    'GET /api/admin/me': jsonResponse(200, staffMe('case_manager', 'Casey Manager')),
    'GET /api/admin/cases/C-5': () => jsonResponse(200, { case: caseDetail() }),
    'GET /api/admin/reply-templates': () => jsonResponse(200, { items: [] }),
    'GET /api/admin/cases/C-5/documents': () => jsonResponse(200, { items: [] }),
    'GET /api/admin/cases/C-5/tasks': () => jsonResponse(200, { tasks: [] }),
    'GET /api/admin/notifications': () => jsonResponse(200, { unseen: 0, items: [] }),
    'GET /api/admin/cases/C-5/fee-terms': () => jsonResponse(200, { feeTerms: null, currency: 'USD' }),
    'GET /api/admin/engagement-templates': () => jsonResponse(200, { items: [{ id: 3, title: 'Letter of engagement' }] }),
    'GET /api/admin/cases/C-5/engagements': () => jsonResponse(200, { items: [] }),
    ...more,
  });
}

describe('the case’s Engagement tab', () => {
  it('is a tab of the case at its own address, and says when nothing was sent yet', async () => {
    engagementApi();
    renderAdminAt('/admin/cases/C-5/engagement');
    const tabs = await screen.findByRole('navigation', { name: 'Case C-5' });
    expect(within(tabs).getByRole('link', { name: 'Engagement' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Engagement' })).toHaveAttribute('href', '/admin/cases/C-5/engagement');
    expect(await screen.findByText('No letter sent yet.')).toBeVisible();
    expect(screen.getByText('No fee terms yet: a letter needs them.')).toBeVisible();
  });

  it('saves the fee terms, showing the API’s message beside the field it refused', async () => {
    let saved: unknown = null;
    const api = engagementApi({
      'GET /api/admin/cases/C-5/fee-terms': () => jsonResponse(200, { feeTerms: saved, currency: 'EUR' }),
      'POST /api/admin/cases/C-5/fee-terms': (call) => {
        const body = call.body as typeof TERMS;
        if (body.fixedFee === null && body.successFeePercent === null) {
          return jsonResponse(422, { status: 'error', message: 'Please check the form.', errors: [{ field: 'fixedFee', message: 'Give a fixed fee, a success fee or both' }] });
        }
        saved = body;
        return jsonResponse(200, { feeTerms: body, currency: 'EUR' });
      },
    });
    renderAdminAt('/admin/cases/C-5/engagement');
    const fixed = await screen.findByLabelText('Fixed fee (EUR)');
    await userEvent.click(screen.getByRole('button', { name: 'Save the fee terms' }));
    expect(await screen.findByText('Give a fixed fee, a success fee or both')).toBeVisible();
    expect(fixed).toHaveAttribute('aria-invalid', 'true');
    expect(fixed).toHaveAccessibleDescription(/Give a fixed fee, a success fee or both/);

    await userEvent.type(fixed, '1,500');
    await userEvent.type(screen.getByLabelText('Success fee (% of what is recovered)'), '12.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save the fee terms' }));
    expect(await screen.findByText('Fee terms saved.')).toBeVisible();
    expect(api.callsTo('POST', '/api/admin/cases/C-5/fee-terms').at(-1)!.body).toEqual(TERMS);
    expect(await screen.findByText('The letter will state: “The firm\'s fees are a fixed fee of €1,500 and a success fee of 12.5% of the amount recovered. No fee is due before the recovered money reaches you.”')).toBeVisible();
  });

  it('previews the filled letter (saying why it cannot be filled) and sends the chosen template for signing', async () => {
    let sent = false;
    const api = engagementApi({
      'POST /api/admin/cases/C-5/engagements/preview': () => jsonResponse(422, { status: 'error', message: 'Set the fee terms of the case before sending a letter.' }),
      'POST /api/admin/cases/C-5/engagements': () => {
        sent = true;
        return jsonResponse(201, { letter: letter({ state: 'sent', stateLabel: 'Sent' }) });
      },
      'GET /api/admin/cases/C-5/engagements': () => jsonResponse(200, { items: sent ? [letter({ state: 'sent', stateLabel: 'Sent' })] : [] }),
    });
    renderAdminAt('/admin/cases/C-5/engagement');
    await userEvent.selectOptions(await screen.findByLabelText('Letter template'), 'Letter of engagement');
    await userEvent.click(screen.getByRole('button', { name: 'Preview Letter of engagement for C-5' }));
    expect(await within(screen.getByRole('region', { name: 'Preview of Letter of engagement for C-5' })).findByRole('alert')).toHaveTextContent('Set the fee terms of the case before sending a letter.');
    expect(api.callsTo('POST', '/api/admin/cases/C-5/engagements/preview')[0]!.body).toEqual({ templateId: 3 });

    await userEvent.click(screen.getByRole('button', { name: 'Send for signing' }));
    expect(await screen.findByText(/Letter of engagement sent for signing/)).toBeVisible();
    expect(api.callsTo('POST', '/api/admin/cases/C-5/engagements')[0]!.body).toEqual({ templateId: 3 });
    expect(await screen.findByRole('listitem', { name: 'Letter of engagement (letter 7)' })).toHaveTextContent('Sent');
  });

  it('shows a letter’s trail and download, voids it after a confirmation, and resends it', async () => {
    let state: EngagementLetter['state'] = 'opened';
    const api = engagementApi({
      'GET /api/admin/cases/C-5/engagements': () => jsonResponse(200, { items: [letter({ state, stateLabel: state === 'voided' ? 'Voided' : 'Opened' })] }),
      'POST /api/admin/cases/C-5/engagements/7/void': () => {
        state = 'voided';
        return jsonResponse(200, { letter: letter({ state, stateLabel: 'Voided' }) });
      },
      'POST /api/admin/cases/C-5/engagements/7/resend': () => jsonResponse(201, { letter: letter({ id: 8 }) }),
    });
    renderAdminAt('/admin/cases/C-5/engagement');
    const item = await screen.findByRole('listitem', { name: 'Letter of engagement (letter 7)' });
    expect(within(item).getByRole('link', { name: /Download the letter as sent/ })).toHaveAttribute('href', '/api/admin/cases/C-5/engagements/7/pdf');
    expect(within(item).getByText('Trail (2 steps)')).toBeVisible();
    expect(within(item).getByText(/IP 203\.0\.113\.9/)).toBeInTheDocument();
    expect(within(item).getByText(/Mozilla\/5\.0 \(iPhone\)/)).toBeInTheDocument();

    await userEvent.click(within(item).getByRole('button', { name: 'Resend Letter of engagement (letter 7)' }));
    expect(await screen.findByText('Letter of engagement sent again; the earlier one is voided.')).toBeVisible();

    await userEvent.click(within(item).getByRole('button', { name: 'Void Letter of engagement (letter 7)' }));
    const confirm = within(item).getByRole('group', { name: 'Void Letter of engagement (letter 7)?' });
    expect(within(confirm).getByRole('button', { name: 'Void the letter' })).toHaveFocus();
    expect(api.callsTo('POST', '/api/admin/cases/C-5/engagements/7/void')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Void the letter' }));
    expect(await screen.findByText('Letter of engagement voided.')).toBeVisible();
    expect(await within(screen.getByRole('listitem', { name: 'Letter of engagement (letter 7)' })).findByText('Voided')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Void / })).not.toBeInTheDocument();
  });

  it('shows a signed letter’s seal as the verify page would, and its sealed PDF', async () => {
    engagementApi({
      'GET /api/admin/cases/C-5/engagements': () =>
        jsonResponse(200, { items: [letter({ state: 'signed', stateLabel: 'Signed', signerName: 'Łukasz Żółć', signedSha256: 'b'.repeat(64) })] }),
      'GET /api/admin/cases/C-5/engagements/7/seal': () => jsonResponse(200, { intact: true, sealedBy: 'ClearTrace Recovery', signedAt: '2026-11-22T08:00:00.000Z', issuedHere: true }),
    });
    renderAdminAt('/admin/cases/C-5/engagement');
    const item = await screen.findByRole('listitem', { name: 'Letter of engagement (letter 7)' });
    expect(within(item).getByText('Signed')).toBeVisible();
    expect(await within(item).findByText('Intact: the file is as it was sealed.')).toBeVisible();
    expect(within(item).getByText('ClearTrace Recovery')).toBeVisible();
    expect(within(item).getByText('Łukasz Żółć')).toBeVisible();
    expect(within(item).getByRole('link', { name: /Download the sealed PDF/ })).toBeVisible();
    expect(within(item).queryByRole('button', { name: /Void|Resend/ })).not.toBeInTheDocument();
  });

  it('says when the letters cannot be read, with a Retry', async () => {
    engagementApi({ 'GET /api/admin/cases/C-5/engagements': () => jsonResponse(500, { status: 'error', message: 'The letters could not be read.' }) });
    renderAdminAt('/admin/cases/C-5/engagement');
    expect(await screen.findByText('The letters could not be read.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
