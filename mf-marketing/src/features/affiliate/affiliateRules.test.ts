import { affiliateApplicationSchema } from '@frc/contracts';
import { PRIVACY_NOTICE_VERSION } from '@frc/contracts/browser';
import {
  buildAffiliateApplication,
  EMPTY_AFFILIATE_FORM,
  FIELD_REQUIRED,
  PROFESSION_REQUIRED,
  TERMS_REQUIRED,
  VALID_EMAIL_REQUIRED,
  validateAffiliateForm,
  WEBSITE_INVALID,
  type AffiliateFormValues,
} from './affiliateRules';

const valid: AffiliateFormValues = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  website: '',
  profession: 'blogger',
  message: '',
  terms: true,
};

describe('validateAffiliateForm', () => {
  it('accepts a complete application', () => {
    expect(validateAffiliateForm(valid)).toEqual({});
  });

  it('requires first name, last name, e-mail, profession and the terms', () => {
    expect(validateAffiliateForm(EMPTY_AFFILIATE_FORM)).toEqual({
      firstName: FIELD_REQUIRED,
      lastName: FIELD_REQUIRED,
      email: FIELD_REQUIRED,
      profession: PROFESSION_REQUIRED,
      terms: TERMS_REQUIRED,
    });
  });

  it('treats text made of spaces as missing', () => {
    expect(validateAffiliateForm({ ...valid, firstName: '   ', lastName: '\t' })).toEqual({ firstName: FIELD_REQUIRED, lastName: FIELD_REQUIRED });
  });

  it('wants a well-formed e-mail address', () => {
    expect(validateAffiliateForm({ ...valid, email: 'grace@example' }).email).toBe(VALID_EMAIL_REQUIRED);
    expect(validateAffiliateForm({ ...valid, email: ' Grace.Hopper@Example.COM ' }).email).toBeUndefined();
  });

  it('wants the website, when given, to be a web address', () => {
    expect(validateAffiliateForm({ ...valid, website: 'example.com' }).website).toBe(WEBSITE_INVALID);
    expect(validateAffiliateForm({ ...valid, website: 'ftp://example.com' }).website).toBe(WEBSITE_INVALID);
    expect(validateAffiliateForm({ ...valid, website: 'https://example.com/blog' }).website).toBeUndefined();
  });

  it('accepts only the five professions', () => {
    for (const profession of ['financial-advisor', 'legal-professional', 'blogger', 'consumer-advocate', 'other'] as const) {
      expect(validateAffiliateForm({ ...valid, profession }).profession).toBeUndefined();
    }
    expect(validateAffiliateForm({ ...valid, profession: 'lawyer' as AffiliateFormValues['profession'] }).profession).toBe(PROFESSION_REQUIRED);
  });

  it('keeps to the lengths the server allows', () => {
    expect(validateAffiliateForm({ ...valid, firstName: 'a'.repeat(101) }).firstName).toBe('Must be at most 100 characters');
    expect(validateAffiliateForm({ ...valid, message: 'a'.repeat(5001) }).message).toBe('Must be at most 5000 characters');
  });
});

describe('the browser rules and the API schema', () => {
  const samples: [string, Partial<AffiliateFormValues>][] = [
    ['complete', {}],
    ['with website and message', { website: 'http://advice.example.org/about', message: 'I advise retirees.' }],
    ['no first name', { firstName: '' }],
    ['blank last name', { lastName: '  ' }],
    ['no e-mail', { email: '' }],
    ['e-mail without domain', { email: 'grace@' }],
    ['e-mail with two dots', { email: 'grace..hopper@example.com' }],
    ['e-mail starting with a dot', { email: '.grace@example.com' }],
    ['e-mail with a one-letter top-level domain', { email: 'grace@example.c' }],
    ['upper-case e-mail', { email: 'GRACE@EXAMPLE.COM' }],
    ['website without scheme', { website: 'www.example.com' }],
    ['website with a space', { website: 'https://exa mple.com' }],
    ['website of spaces', { website: '   ' }],
    ['website too long', { website: `https://example.com/${'a'.repeat(290)}` }],
    ['no profession', { profession: '' }],
    ['terms not accepted', { terms: false }],
    ['name too long', { lastName: 'b'.repeat(101) }],
    ['name with a control character', { firstName: 'Gr\u0007ace' }],
    ['message with line breaks', { message: 'First line.\nSecond line.' }],
  ];

  it.each(samples)('agree on: %s', (_label, change) => {
    const values = { ...valid, ...change };
    const browserAccepts = Object.keys(validateAffiliateForm(values)).length === 0;
    const apiAccepts = affiliateApplicationSchema.safeParse(buildAffiliateApplication(values)).success;
    expect(browserAccepts).toBe(apiAccepts);
  });
});

describe('buildAffiliateApplication', () => {
  it('trims text and sends blank optional fields as null', () => {
    expect(buildAffiliateApplication({ ...valid, firstName: ' Grace ', website: '  ', message: ' ' })).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      website: null,
      profession: 'blogger',
      message: null,
      terms: true,
      noticeVersion: PRIVACY_NOTICE_VERSION,
    });
  });
});
