import { formatUsDollars } from './formatters';

describe('back-office formatters', () => {
  it('shows US dollars with thousands separators, from numbers or the API’s decimal strings', () => {
    expect(formatUsDollars(42000)).toBe('$42,000');
    expect(formatUsDollars('1500.50')).toBe('$1,500.50');
    expect(formatUsDollars(null)).toBe('');
  });
});
