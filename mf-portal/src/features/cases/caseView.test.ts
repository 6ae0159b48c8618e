import { AWAITING_CONFIRMATION, AWAITING_CONFIRMATION_DETAILS, NOT_AVAILABLE, RECEIVED_STATUS, formatSubmittedOn, newMessagesText, toCaseView, unreadText } from './caseView';

describe('toCaseView', () => {
  it('shows labels for known codes and the values as typed', () => {
    expect(
      toCaseView({
        id: 41,
        fname: 'Amina',
        lname: 'Rahman',
        phone: '+8801712345678',
        email: 'amina@example.com',
        scam_type: 'forex',
        scam_amount: '1000-5000',
        scam_description: 'The platform blocked my withdrawals.',
        address: 'bc1qexampleaddress',
        transaction_type: 'btc_crypto',
        created_at: '2026-03-14T12:00:00Z',
      }),
    ).toEqual({
      awaitingConfirmation: false,
      notice: null,
      reference: '41',
      name: 'Amina Rahman',
      email: 'amina@example.com',
      phone: '+8801712345678',
      scamType: 'Forex',
      amount: '$1,000\u2013$5,000',
      btcAddress: 'bc1qexampleaddress',
      transactionType: 'BTC/Crypto',
      description: 'The platform blocked my withdrawals.',
      submittedOn: expect.stringMatching(/^Mar 14, 2026/),
      caseReference: null,
      status: RECEIVED_STATUS,
      clientNote: null,
      unread: 0,
      unreadDocuments: 0,
    });
  });

  it('shows the amount in the currency the client chose, US dollars for a request from before the choice', () => {
    expect(toCaseView({ id: 50, scam_amount: '1000-5000', scam_currency: 'GBP' }).amount).toBe('£1,000\u2013£5,000');
    expect(toCaseView({ id: 51, scam_amount: '2500.5', scam_currency: 'EUR' }).amount).toBe('€2,500.50');
    expect(toCaseView({ id: 52, scam_amount: '2500', scam_currency: 'XYZ' }).amount).toBe('$2,500');
    expect(toCaseView({ id: 53, scam_amount: '', scam_currency: 'AUD' }).amount).toBe('0');
  });

  it('counts what is unread only where the API says so, and says it in words', () => {
    expect(toCaseView({ id: 43, case_reference: 'C-4', case_unread: 2 }).unread).toBe(2);
    expect(toCaseView({ id: 44, case_reference: 'C-4', case_unread: -1 }).unread).toBe(0);
    expect(toCaseView({ id: 45 }).unread).toBe(0);
    expect(newMessagesText(1)).toBe('1 new message');
    expect(newMessagesText(2)).toBe('2 new messages');
  });

  it('counts the team’s documents beside the messages, and says both in words', () => {
    const view = toCaseView({ id: 46, case_reference: 'C-4', case_unread: 2, case_unread_documents: 1 });
    expect(view).toMatchObject({ unread: 2, unreadDocuments: 1 });
    expect(unreadText(view)).toBe('2 new messages, 1 new document');
    expect(unreadText(toCaseView({ id: 47, case_reference: 'C-4', case_unread_documents: 1 }))).toBe('1 new document');
    expect(unreadText({ unread: 1, unreadDocuments: 3 })).toBe('1 new message, 3 new documents');
    expect(unreadText(toCaseView({ id: 48, case_reference: 'C-4', case_unread: 2 }))).toBe('2 new messages');
    expect(unreadText(toCaseView({ id: 49, case_reference: 'C-4', case_unread_documents: -2 }))).toBe('');
  });

  it('shows the status of the case the team opened from it, and the latest note for the client', () => {
    const view = toCaseView({ id: 42, case_reference: 'C-3', case_status: 'investigating', case_status_label: 'Investigating', case_client_note: 'We traced the transfers.' });
    expect(view).toMatchObject({ caseReference: 'C-3', status: 'Investigating', clientNote: 'We traced the transfers.' });
  });

  it('shows N/A for missing values, 0 for a missing amount, and unknown codes as they are', () => {
    const view = toCaseView({ id: 7, fname: '  ', lname: null, scam_type: 'pig_butchering', scam_amount: '', transaction_type: null });
    expect(view).toMatchObject({
      name: NOT_AVAILABLE,
      email: NOT_AVAILABLE,
      phone: NOT_AVAILABLE,
      scamType: 'pig_butchering',
      amount: '0',
      btcAddress: NOT_AVAILABLE,
      transactionType: NOT_AVAILABLE,
      description: NOT_AVAILABLE,
      submittedOn: NOT_AVAILABLE,
    });
    expect(toCaseView({ id: 8, fname: 'Ben' }).name).toBe('Ben');
  });

  it('leaves out the BTC address of a payment that has none, unless one was given', () => {
    expect(toCaseView({ id: 10, transaction_type: 'wire_transfer', address: null }).btcAddress).toBeNull();
    expect(toCaseView({ id: 11, transaction_type: 'cash', address: 'bc1qgiven' }).btcAddress).toBe('bc1qgiven');
    expect(toCaseView({ id: 12, transaction_type: 'btc_crypto', address: null }).btcAddress).toBe(NOT_AVAILABLE);
  });

  it('refuses to show an unreadable date', () => {
    expect(formatSubmittedOn('not a date')).toBe(NOT_AVAILABLE);
    expect(formatSubmittedOn(null)).toBe(NOT_AVAILABLE);
  });
});

describe('toCaseView of a request awaiting confirmation', () => {
  it('says so in its notice line, leaves out what was typed (not in place of the name), and explains', () => {
    const view = toCaseView({ id: 9, fname: null, lname: null, email: 'amina@example.com', scam_type: 'romance', scam_amount: null, awaiting_confirmation: true, created_at: '2026-03-14T12:00:00Z' });
    expect(AWAITING_CONFIRMATION).toBe('Waiting for you to confirm it from the e-mail we sent');
    expect(view).toMatchObject({
      awaitingConfirmation: true,
      notice: AWAITING_CONFIRMATION,
      status: RECEIVED_STATUS,
      name: null,
      phone: null,
      email: 'amina@example.com',
      scamType: 'Romance scam',
      amount: null,
      btcAddress: null,
      description: AWAITING_CONFIRMATION_DETAILS,
    });
  });
});
