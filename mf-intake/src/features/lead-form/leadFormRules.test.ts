import { EMPTY_LEAD_FORM, validateLeadForm } from './leadFormRules';

const filled = { ...EMPTY_LEAD_FORM, firstName: 'Ada', lastName: 'Lovelace', phone: '5550101', email: 'ada@example.com', investment: '500', message: 'Lost it' };

describe('validateLeadForm', () => {
  it('passes a complete form', () => {
    expect(validateLeadForm(filled)).toEqual({});
  });

  it('needs names, phone, email and message non-empty after trimming, with the spec messages', () => {
    expect(validateLeadForm({ ...filled, firstName: ' ', lastName: '\t', phone: '  ', email: ' ', message: '\n' })).toEqual({
      firstName: 'Field is required',
      lastName: 'Field is required',
      phone: 'Phone number is required',
      email: 'Field is required',
      message: 'Field is required',
    });
  });

  it('needs the investment non-empty, with no other format check', () => {
    expect(validateLeadForm({ ...filled, investment: '' })).toEqual({ investment: 'Field is required' });
    expect(validateLeadForm({ ...filled, investment: 'about ten thousand' })).toEqual({});
    expect(validateLeadForm({ ...filled, email: 'not-an-email' })).toEqual({});
  });
});
