import { codesOf, type CodeOption } from './codes';

/** The currencies a victim can give an amount in: the code stored with the request and the words the forms show. */
export const CURRENCIES = [
  { code: 'USD', label: 'US dollar (USD)' },
  { code: 'EUR', label: 'Euro (EUR)' },
  { code: 'GBP', label: 'Pound sterling (GBP)' },
  { code: 'AUD', label: 'Australian dollar (AUD)' },
  { code: 'CAD', label: 'Canadian dollar (CAD)' },
] as const satisfies readonly CodeOption[];

export type CurrencyCode = (typeof CURRENCIES)[number]['code'];
export const CURRENCY_CODES = codesOf(CURRENCIES);

/** A request sent without a currency (and every request from before the choice existed) is in US dollars. */
export const DEFAULT_CURRENCY: CurrencyCode = 'USD';

const EURO_REGIONS = ['AT', 'BE', 'HR', 'CY', 'EE', 'FI', 'FR', 'DE', 'GR', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PT', 'SK', 'SI', 'ES'];

const CURRENCY_OF_REGION: Readonly<Record<string, CurrencyCode>> = {
  US: 'USD',
  GB: 'GBP',
  AU: 'AUD',
  CA: 'CAD',
  ...Object.fromEntries(EURO_REGIONS.map((region) => [region, 'EUR'])),
};

/** The currency a region clearly uses (`GB` → GBP, `FR` → EUR); undefined where the list has none or it is not clear. */
export function currencyOfRegion(region: string | undefined): CurrencyCode | undefined {
  return region ? CURRENCY_OF_REGION[region.toUpperCase()] : undefined;
}

/** `value` when it is a code of the list (a value kept in the browser's storage, say), else undefined. */
export function currencyCode(value: unknown): CurrencyCode | undefined {
  return CURRENCY_CODES.find((code) => code === value);
}

const NUMBER = String.raw`(\d[\d,]*(?:\.\d+)?|\.\d+)`;
/** One amount or a range as people type them: `17,500`, `2500.50`, `1000-5000`, with an optional `$ € £` before a number. */
const TYPED_AMOUNT = new RegExp(String.raw`^[$€£]?\s*${NUMBER}\s*(?:[-–]\s*[$€£]?\s*${NUMBER})?$`);

const formats = new Map<string, { whole: Intl.NumberFormat; cents: Intl.NumberFormat }>();

function formatsOf(currency: CurrencyCode, locale: string) {
  const key = `${locale}|${currency}`;
  let found = formats.get(key);
  if (!found) {
    found = {
      whole: new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }),
      cents: new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    };
    formats.set(key, found);
  }
  return found;
}

/**
 * An amount as the victim gave it, in their currency: `5000` in EUR → `€5,000`, a range `1000-5000` → `€1,000–€5,000`.
 * Text that is not an amount or a range (the lead form's field takes any text), or has no currency (a whistleblowing
 * report's crypto amount), stays as typed; no amount gives ''.
 */
export function formatAmount(amount: string | number | null | undefined, currency: CurrencyCode | null, locale = 'en-US'): string {
  if (amount === null || amount === undefined) return '';
  const typed = String(amount).trim();
  const match = TYPED_AMOUNT.exec(typed);
  if (!match || currency === null) return typed;
  const { whole, cents } = formatsOf(currency, locale);
  const one = (text: string) => {
    const value = Number(text.replace(/,/g, ''));
    return (Number.isInteger(value) ? whole : cents).format(value);
  };
  return match[2] === undefined ? one(match[1]!) : `${one(match[1]!)}\u2013${one(match[2])}`;
}
