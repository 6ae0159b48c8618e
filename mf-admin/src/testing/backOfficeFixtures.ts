import type { CaseDetail, InboxItem, InboxSummary } from '@frc/contracts/browser';

export function inboxSummary(overrides: Partial<InboxSummary> = {}): InboxSummary {
  return {
    ref: 'request-54',
    kind: 'request',
    source: 'wizard',
    subject: 'contact-form-submission',
    snippet: 'The broker stopped answering after I paid the withdrawal fee.',
    receivedAt: '2026-11-26T09:30:00.000Z',
    name: 'Amina Rahman',
    email: 'amina@example.com',
    phone: '+8801712345678',
    scamType: 'forex',
    confirmed: true,
    triage: 'new',
    caseRef: null,
    caseStatus: null,
    managerName: null,
    amount: '2500',
    currency: 'EUR',
    opened: false,
    unreadMessages: 0,
    ...overrides,
  };
}

export function inboxItem(overrides: Partial<InboxItem> = {}): InboxItem {
  return {
    ...inboxSummary(),
    fields: [
      { label: 'First name', value: 'Amina' },
      { label: 'Amount', value: '2500' },
    ],
    description: 'The broker stopped answering.',
    evidence: [{ id: 7, name: 'transfer.png', size: 20480, type: 'image/png' }],
    possiblyNotFromOwner: false,
    consultations: [],
    ...overrides,
  };
}

export function caseDetail(overrides: Partial<CaseDetail> = {}): CaseDetail {
  return {
    ref: 'C-5',
    clientEmail: 'amina@example.com',
    clientName: 'Amina Rahman',
    status: 'new',
    managerId: null,
    managerName: null,
    amountLost: '2500',
    amountRecovered: null,
    requests: [inboxSummary({ triage: 'case', caseRef: 'C-5', caseStatus: 'new', opened: true })],
    unreadMessages: 0,
    openedAt: '2026-11-26T10:00:00.000Z',
    updatedAt: '2026-11-26T10:00:00.000Z',
    version: 1,
    history: [{ status: 'new', clientNote: null, at: '2026-11-26T10:00:00.000Z', byName: 'Dana Admin' }],
    consultations: [],
    notes: [],
    ...overrides,
  };
}
