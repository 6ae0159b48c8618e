/// <reference types="node" />
// This test reads the flag drawings from disk, so it needs Node's types.
import fs from 'node:fs';
import path from 'node:path';
import { countryByCode, joinPhone, LEAD_FORM_COUNTRIES, LEAD_FORM_DEFAULT_COUNTRY, splitInternationalPhone, visitorCountry, visitorCurrency, WIZARD_COUNTRIES, WIZARD_DEFAULT_COUNTRY } from './countries';

describe('country lists', () => {
  it('are the 15 lead-form countries of spec section 3, in its order, with their dial codes', () => {
    expect(LEAD_FORM_COUNTRIES.map((country) => `${country.code} ${country.dialCode}`)).toEqual([
      'US +1', 'GB +44', 'AU +61', 'BD +880', 'CA +1', 'CN +86', 'IN +91', 'PK +92',
      'DE +49', 'FR +33', 'IT +39', 'JP +81', 'RU +7', 'SG +65', 'KR +82',
    ]);
    expect(countryByCode(LEAD_FORM_DEFAULT_COUNTRY).dialCode).toBe('+1');
  });

  it('are the 8 wizard dial codes of spec section 3, +880 first and by default', () => {
    expect(WIZARD_COUNTRIES.map((country) => `${country.dialCode} (${country.code.toLowerCase()})`)).toEqual([
      '+880 (bd)', '+1 (us)', '+44 (gb)', '+91 (in)', '+61 (au)', '+1 (ca)', '+49 (de)', '+33 (fr)',
    ]);
    expect(countryByCode(WIZARD_DEFAULT_COUNTRY).dialCode).toBe('+880');
  });

  it('give every country a flag drawing of our own, bundled with the remote (no flag host)', () => {
    for (const { code } of LEAD_FORM_COUNTRIES) {
      const drawing = fs.readFileSync(path.join(__dirname, '../flags', `${code.toLowerCase()}.svg`), 'utf8');
      expect(drawing).toMatch(/^<svg[^>]*viewBox="0 0 20 15"/);
      expect(drawing).not.toMatch(/https?:\/\/(?!www\.w3\.org\/)/);
    }
  });

  it('join the dial code to the number as typed, trimmed', () => {
    expect(joinPhone('BD', ' 1712345678 ')).toBe('+8801712345678');
    expect(joinPhone('CA', '4165550100')).toBe('+14165550100');
  });
});

describe('visitorCountry', () => {
  it("takes the first region of the browser's languages that the list has, else the default", () => {
    expect(visitorCountry(WIZARD_COUNTRIES, WIZARD_DEFAULT_COUNTRY, ['en-GB', 'en'])).toBe('GB');
    expect(visitorCountry(WIZARD_COUNTRIES, WIZARD_DEFAULT_COUNTRY, ['fr', 'en-au', 'en-US'])).toBe('AU');
    expect(visitorCountry(WIZARD_COUNTRIES, WIZARD_DEFAULT_COUNTRY, ['ja-JP', 'en'])).toBe('BD');
    expect(visitorCountry(LEAD_FORM_COUNTRIES, LEAD_FORM_DEFAULT_COUNTRY, ['ja-JP'])).toBe('JP');
    expect(visitorCountry(LEAD_FORM_COUNTRIES, LEAD_FORM_DEFAULT_COUNTRY, ['en', 'not a tag', 'zh-Hant'])).toBe('US');
  });
});

describe('splitInternationalPhone', () => {
  it('takes the country from a filled international number and keeps its national part', () => {
    expect(splitInternationalPhone(LEAD_FORM_COUNTRIES, 'US', '+44 20 7946 0958')).toEqual({ countryCode: 'GB', number: '20 7946 0958' });
    expect(splitInternationalPhone(LEAD_FORM_COUNTRIES, 'US', '+8801712345678')).toEqual({ countryCode: 'BD', number: '1712345678' });
    expect(splitInternationalPhone(LEAD_FORM_COUNTRIES, 'US', '0049 30 123456')).toEqual({ countryCode: 'DE', number: '30 123456' });
    expect(splitInternationalPhone(LEAD_FORM_COUNTRIES, 'US', '+1 (613) 555-0101')).toEqual({ countryCode: 'US', number: '(613) 555-0101' });
  });

  it('keeps the chosen country when another shares its dial code', () => {
    expect(splitInternationalPhone(LEAD_FORM_COUNTRIES, 'CA', '+16135550101')).toEqual({ countryCode: 'CA', number: '6135550101' });
  });

  it('leaves a national number, and a dial code the list lacks, as typed', () => {
    expect(splitInternationalPhone(LEAD_FORM_COUNTRIES, 'US', '2025550101')).toBeNull();
    expect(splitInternationalPhone(WIZARD_COUNTRIES, 'BD', '+81 3 1234 5678')).toBeNull();
  });
});

describe('visitorCurrency', () => {
  it("takes the currency of the first region of the browser's languages that maps clearly, else US dollars", () => {
    expect(visitorCurrency(['en-GB', 'en'])).toBe('GBP');
    expect(visitorCurrency(['en-AU'])).toBe('AUD');
    expect(visitorCurrency(['fr-CA', 'en-CA'])).toBe('CAD');
    expect(visitorCurrency(['de-DE'])).toBe('EUR');
    expect(visitorCurrency(['es', 'nl-BE'])).toBe('EUR');
    expect(visitorCurrency(['de-CH', 'ja-JP', 'en-IN'])).toBe('USD');
    expect(visitorCurrency(['en', 'not a tag'])).toBe('USD');
    expect(visitorCurrency([])).toBe('USD');
  });
});
