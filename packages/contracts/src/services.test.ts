import { DEFAULT_SUBJECT, PAYMENT_METHODS, SCAM_TYPES } from './codes';
import { CONTACT_METHOD_REQUIRED } from './contactMethod';
import { CURRENCY_CODES } from './currency';
import { HONEYPOT_FIELD } from './http';
import { serviceRecordSchema, serviceRequestSchema, type ServiceRequest } from './services';

const leadForm: ServiceRequest = {
  fname: ' Ada ',
  lname: 'Lovelace',
  phone: '+1 2025550100',
  email: ' Ada@Example.COM ',
  subject: DEFAULT_SUBJECT,
  scam_type: 'forex',
  transaction_type: 'btc_crypto',
  scam_amount: '1000-5000',
  scam_description: 'A broker stopped answering after my deposit.',
};

describe('serviceRequestSchema', () => {
  it('accepts the lead form and normalises names and the e-mail address', () => {
    const parsed = serviceRequestSchema.parse(leadForm);
    expect(parsed).toMatchObject({ fname: 'Ada', email: 'ada@example.com', scam_type: 'forex', address: null });
  });

  it('accepts the full contact form with a phone number but no e-mail, storing blanks as null', () => {
    const parsed = serviceRequestSchema.parse({
      subject: 'Get a Free Consultation Call',
      fname: 'Ben',
      lname: 'Okafor',
      phone: '+44 7700900123',
      email: '   ',
      scam_type: '',
      scam_amount: '',
      scam_description: '',
    });
    expect(parsed).toMatchObject({ phone: '+44 7700900123', email: null, scam_type: null, transaction_type: null, scam_amount: null });
  });

  it('takes the currency of the amount from the list, US dollars when none is given, and refuses any other', () => {
    expect(serviceRequestSchema.parse(leadForm).scam_currency).toBe('USD');
    expect(serviceRequestSchema.parse({ ...leadForm, scam_currency: '' }).scam_currency).toBe('USD');
    for (const code of CURRENCY_CODES) expect(serviceRequestSchema.parse({ ...leadForm, scam_currency: code }).scam_currency).toBe(code);
    const refused = serviceRequestSchema.safeParse({ ...leadForm, scam_currency: 'JPY' });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['scam_currency', 'Must be one of: USD, EUR, GBP, AUD, CAD']]);
  });

  it('refuses a request with neither e-mail nor phone, in one sentence on the e-mail field', () => {
    for (const blank of [{ email: '', phone: '' }, { email: '  ', phone: ' ' }, { email: null, phone: null }, {}]) {
      const refused = serviceRequestSchema.safeParse({ ...leadForm, email: undefined, phone: undefined, ...blank });
      expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['email', CONTACT_METHOD_REQUIRED]]);
    }
    expect(CONTACT_METHOD_REQUIRED).toBe('Please give an e-mail address or a phone number so we can reply.');
    expect(serviceRequestSchema.safeParse({ ...leadForm, phone: '' }).success).toBe(true);
  });

  it('takes every scam type and payment method code, and nothing else', () => {
    for (const { code } of SCAM_TYPES) expect(serviceRequestSchema.safeParse({ ...leadForm, scam_type: code }).success).toBe(true);
    for (const { code } of PAYMENT_METHODS) expect(serviceRequestSchema.safeParse({ ...leadForm, transaction_type: code }).success).toBe(true);
    const refused = serviceRequestSchema.safeParse({ ...leadForm, scam_type: 'crypto', transaction_type: 'paypal', subject: 'Hello' });
    expect(refused.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['scam_type', 'subject', 'transaction_type']);
  });

  it('names missing, mistyped and oversized fields', () => {
    const refused = serviceRequestSchema.safeParse({ ...leadForm, fname: '  ', lname: 42, scam_description: 'x'.repeat(5001), email: 'not-an-address' });
    const messages = Object.fromEntries(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? []);
    expect(messages).toEqual({
      fname: 'Field is required',
      lname: 'Must be text',
      scam_description: 'Must be at most 5000 characters',
      email: 'Valid email required',
    });
  });

  it('refuses control characters, which the database cannot store', () => {
    expect(serviceRequestSchema.safeParse({ ...leadForm, fname: 'A\u0000da' }).success).toBe(false);
    expect(serviceRequestSchema.safeParse({ ...leadForm, scam_description: 'line one\nline two\ttabbed' }).success).toBe(true);
  });

  it('keeps one-line fields on one line, so they cannot forge lines of a mail', () => {
    for (const forged of ['Ada\r\nEmail: attacker@example.com', 'Ada\nDetails: call us', 'Ada\u2028Phone: 1', 'Ada\rX']) {
      const answer = serviceRequestSchema.safeParse({ ...leadForm, fname: forged, phone: forged });
      expect(answer.success).toBe(false);
      expect(answer.error?.issues.map((issue) => issue.path[0])).toEqual(['fname', 'phone']);
    }
  });

  it('lets the honeypot field through so the server can drop the post quietly', () => {
    expect(serviceRequestSchema.parse({ ...leadForm, [HONEYPOT_FIELD]: 'http://spam.example' })[HONEYPOT_FIELD]).toBe('http://spam.example');
  });
});

describe('serviceRecordSchema', () => {
  it('describes a stored case with ISO timestamps', () => {
    const record = {
      id: 1,
      fname: 'Ada',
      lname: 'Lovelace',
      phone: null,
      email: 'ada@example.com',
      subject: DEFAULT_SUBJECT,
      scam_type: null,
      transaction_type: 'cash',
      scam_amount: '2500',
      scam_currency: 'GBP',
      scam_description: null,
      address: null,
      created_at: '2026-11-22T10:00:00.000Z',
      awaiting_confirmation: false,
    };
    expect(serviceRecordSchema.parse(record)).toEqual(record);
    expect(serviceRecordSchema.safeParse({ ...record, created_at: 'yesterday' }).success).toBe(false);
  });
});
