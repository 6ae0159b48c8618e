import { CURRENCIES, currencyOfRegion, currencyCode, formatAmount } from './currency';

describe('formatAmount', () => {
  it('shows an amount in each currency of the list', () => {
    expect(CURRENCIES.map(({ code }) => formatAmount('5000', code))).toEqual(['$5,000', '€5,000', '£5,000', 'A$5,000', 'CA$5,000']);
    expect(formatAmount('2500.5', 'GBP')).toBe('£2,500.50');
    expect(formatAmount(1500.25, 'EUR')).toBe('€1,500.25');
    expect(formatAmount('17,500', 'CAD')).toBe('CA$17,500');
  });

  it('shows a range as two amounts joined by an en dash', () => {
    expect(formatAmount('1000-5000', 'EUR')).toBe('€1,000\u2013€5,000');
    expect(formatAmount(' $1,000 - 2500.75 ', 'USD')).toBe('$1,000\u2013$2,500.75');
    expect(formatAmount('1000-5000', 'GBP', 'en-GB')).toBe('£1,000\u2013£5,000');
  });

  it('keeps an amount without a currency as typed', () => {
    expect(formatAmount('250', null)).toBe('250');
    expect(formatAmount(' 1000-5000 ', null)).toBe('1000-5000');
  });

  it('gives nothing for a missing amount and keeps text that is not an amount as typed', () => {
    expect(formatAmount(null, 'EUR')).toBe('');
    expect(formatAmount(undefined, 'EUR')).toBe('');
    expect(formatAmount('', 'EUR')).toBe('');
    expect(formatAmount('about 3 BTC', 'EUR')).toBe('about 3 BTC');
  });
});

describe('currencyOfRegion', () => {
  it('maps the regions that clearly use a listed currency, and no others', () => {
    expect(['GB', 'AU', 'CA', 'US', 'de', 'FR', 'IE'].map(currencyOfRegion)).toEqual(['GBP', 'AUD', 'CAD', 'USD', 'EUR', 'EUR', 'EUR']);
    expect([undefined, 'CH', 'IN', 'BD'].map(currencyOfRegion)).toEqual([undefined, undefined, undefined, undefined]);
  });
});

describe('currencyCode', () => {
  it('keeps a listed code and nothing else', () => {
    expect([currencyCode('AUD'), currencyCode(null), currencyCode('JPY'), currencyCode(5)]).toEqual(['AUD', undefined, undefined, undefined]);
  });
});
