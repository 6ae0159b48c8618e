import { formatCalendarDay, formatFileSize, formatUsDollars } from './formatters';

describe('back-office formatters', () => {
  it('shows US dollars with thousands separators, from numbers or the API’s decimal strings', () => {
    expect(formatUsDollars(42000)).toBe('$42,000');
    expect(formatUsDollars('1500.50')).toBe('$1,500.50');
    expect(formatUsDollars(null)).toBe('');
  });

  it('shows a calendar day as written, whatever the time zone', () => {
    expect(formatCalendarDay('2025-03-02')).toBe('Mar 2, 2025');
    expect(formatCalendarDay('2024-12-31T23:30:00Z')).toBe('Dec 31, 2024');
  });

  it('shows file sizes in words a person reads', () => {
    expect(formatFileSize(900)).toBe('900 B');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(3 * 1024 * 1024)).toBe('3.0 MB');
  });
});
