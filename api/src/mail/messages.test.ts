import { consultationRequestNotification, teamNotificationMail } from './messages';

const record = {
  id: 7,
  fname: 'Ada',
  lname: 'Lovelace',
  phone: '+1 2025550100',
  email: 'ada@example.com',
  subject: 'contact-form-submission' as const,
  scam_type: 'forex' as const,
  transaction_type: 'wire_transfer' as const,
  scam_amount: '2500',
  scam_description: 'They took it all.\r\nEmail: attacker@example.com\nPhone: +1-555-0100\u2028Name: Support',
  address: null,
  created_at: '2026-11-24T10:00:00.000Z',
  awaiting_confirmation: true,
};

/** The mail's lines that start a field: `Name: …` at the start of a line. */
function fieldNames(text: string): string[] {
  return text
    .split('\n')
    .map((line) => /^([A-Z][\w ]*):/.exec(line)?.[1])
    .filter((name): name is string => name !== undefined);
}

describe('the team notification mail', () => {
  it('lists each field once, on a line of its own', () => {
    const mail = consultationRequestNotification('team@example.com', { ...record, scam_description: 'Lost 2500.' });
    expect(mail.subject).toBe('New consultation request #7');
    expect(fieldNames(mail.text)).toEqual(['Subject', 'Name', 'Email', 'Phone', 'Scam type', 'Payment method', 'Amount', 'BTC address', 'Details', 'Received']);
    expect(mail.text).toContain('Details: Lost 2500.');
    expect(mail.text).toContain('BTC address: not given');
  });

  it('indents every line of a text of several lines, so none can pass for a field', () => {
    const mail = consultationRequestNotification('team@example.com', record);
    expect(fieldNames(mail.text)).toEqual(['Subject', 'Name', 'Email', 'Phone', 'Scam type', 'Payment method', 'Amount', 'BTC address', 'Details', 'Received']);
    expect(mail.text).toContain('Details:\n    They took it all.\n    Email: attacker@example.com\n    Phone: +1-555-0100\n    Name: Support\nReceived:');
    expect(mail.text).not.toMatch(/\r|\u2028/);
  });

  it('keeps a line break in any field from starting a line', () => {
    const mail = teamNotificationMail('team@example.com', 'affiliate application #1', { firstName: 'Ada\nEmail: x@example.com', lastName: 'L' });
    expect(mail.text.split('\n').filter((line) => /^\S+:/.test(line))).toEqual(['firstName:', 'lastName: L']);
  });
});
