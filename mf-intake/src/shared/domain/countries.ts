import auFlag from '../flags/au.svg';
import bdFlag from '../flags/bd.svg';
import caFlag from '../flags/ca.svg';
import cnFlag from '../flags/cn.svg';
import deFlag from '../flags/de.svg';
import frFlag from '../flags/fr.svg';
import gbFlag from '../flags/gb.svg';
import inFlag from '../flags/in.svg';
import itFlag from '../flags/it.svg';
import jpFlag from '../flags/jp.svg';
import krFlag from '../flags/kr.svg';
import pkFlag from '../flags/pk.svg';
import ruFlag from '../flags/ru.svg';
import sgFlag from '../flags/sg.svg';
import usFlag from '../flags/us.svg';
import { currencyOfRegion, DEFAULT_CURRENCY, type CurrencyCode } from '@frc/contracts/browser';

export interface Country {
  /** ISO 3166-1 alpha-2; the picker's value, since two countries share +1. */
  code: string;
  name: string;
  dialCode: string;
  /** URL of our own flag drawing. */
  flag: string;
}

/** The 15 countries of the lead form, in the spec's order. */
export const LEAD_FORM_COUNTRIES: readonly Country[] = [
  { code: 'US', name: 'United States', dialCode: '+1', flag: usFlag },
  { code: 'GB', name: 'United Kingdom', dialCode: '+44', flag: gbFlag },
  { code: 'AU', name: 'Australia', dialCode: '+61', flag: auFlag },
  { code: 'BD', name: 'Bangladesh', dialCode: '+880', flag: bdFlag },
  { code: 'CA', name: 'Canada', dialCode: '+1', flag: caFlag },
  { code: 'CN', name: 'China', dialCode: '+86', flag: cnFlag },
  { code: 'IN', name: 'India', dialCode: '+91', flag: inFlag },
  { code: 'PK', name: 'Pakistan', dialCode: '+92', flag: pkFlag },
  { code: 'DE', name: 'Germany', dialCode: '+49', flag: deFlag },
  { code: 'FR', name: 'France', dialCode: '+33', flag: frFlag },
  { code: 'IT', name: 'Italy', dialCode: '+39', flag: itFlag },
  { code: 'JP', name: 'Japan', dialCode: '+81', flag: jpFlag },
  { code: 'RU', name: 'Russia', dialCode: '+7', flag: ruFlag },
  { code: 'SG', name: 'Singapore', dialCode: '+65', flag: sgFlag },
  { code: 'KR', name: 'South Korea', dialCode: '+82', flag: krFlag },
];

const WIZARD_COUNTRY_CODES = ['BD', 'US', 'GB', 'IN', 'AU', 'CA', 'DE', 'FR'] as const;

/** The wizard's 8 dial codes, +880 first. */
export const WIZARD_COUNTRIES: readonly Country[] = WIZARD_COUNTRY_CODES.map((code) => countryByCode(code));

export const LEAD_FORM_DEFAULT_COUNTRY = 'US';
export const WIZARD_DEFAULT_COUNTRY = 'BD';

export function countryByCode(code: string): Country {
  const country = LEAD_FORM_COUNTRIES.find((entry) => entry.code === code);
  if (!country) throw new Error(`No country with code ${code}`);
  return country;
}

/** The number as the API stores it: dial code joined to what the person typed. */
export function joinPhone(countryCode: string, number: string): string {
  return `${countryByCode(countryCode).dialCode}${number.trim()}`;
}

/**
 * A full international number (what the browser fills for `autocomplete="tel"`: `+44 20 7946 0958`) split into the
 * listed country whose dial code it starts with (the longest; the current one when two share it, as +1 does) and the
 * national part the field keeps. Anything else, or a dial code the list lacks, is not split.
 */
export function splitInternationalPhone(countries: readonly Country[], currentCode: string, value: string): { countryCode: string; number: string } | null {
  const compact = value.trim().replace(/^00/, '+');
  if (!compact.startsWith('+')) return null;
  const matching = countries
    .filter((country) => compact.replace(/[\s().-]/g, '').startsWith(country.dialCode))
    .sort((a, b) => b.dialCode.length - a.dialCode.length || Number(b.code === currentCode) - Number(a.code === currentCode));
  const country = matching[0];
  if (!country) return null;
  let digits = country.dialCode.length - 1;
  let index = 1;
  while (digits > 0) if (/\d/.test(compact[index++]!)) digits -= 1;
  return { countryCode: country.code, number: compact.slice(index).replace(/^[\s.-]+/, '') };
}

/**
 * The country of the browser's preferred languages (`en-GB` → GB), the first one that `countries` lists; otherwise
 * `fallback`, the form's spec default. Read only in the browser after hydration: the pre-rendered page keeps the default.
 */
export function visitorCountry(countries: readonly Country[], fallback: string, languages: readonly string[] = browserLanguages()): string {
  for (const tag of languages) {
    const region = regionOf(tag);
    if (region && countries.some((country) => country.code === region)) return region;
  }
  return fallback;
}

/**
 * The currency of the browser's preferred languages' region where it maps clearly (`en-GB` → GBP, `fr-FR` → EUR),
 * the first one that does; otherwise US dollars. Read only in the browser (see visitorCountry).
 */
export function visitorCurrency(languages: readonly string[] = browserLanguages()): CurrencyCode {
  for (const tag of languages) {
    const currency = currencyOfRegion(regionOf(tag));
    if (currency) return currency;
  }
  return DEFAULT_CURRENCY;
}

/** The currency a form sends: the one the visitor chose, else their region's. */
export function currencyToSend(chosen: CurrencyCode | ''): CurrencyCode {
  return chosen || visitorCurrency();
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
}

function regionOf(tag: string): string | undefined {
  try {
    return new Intl.Locale(tag).region?.toUpperCase();
  } catch {
    return undefined;
  }
}
