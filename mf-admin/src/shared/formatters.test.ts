import { formatCalendarDay, formatUsDollars } from './formatters';

describe('dashboard formatters', () => {
  it('shows whole US dollars with thousands separators', () => {
    expect(formatUsDollars(42000)).toBe('$42,000');
  });

  it('shows a calendar day as written, whatever the time zone', () => {
    expect(formatCalendarDay('2025-03-02')).toBe('Mar 2, 2025');
    expect(formatCalendarDay('2024-12-31')).toBe('Dec 31, 2024');
  });
});
