const usDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
// Sample dates are calendar days: format them in UTC so no time zone shifts them by a day.
const calendarDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

export function formatUsDollars(amount: number): string {
  return usDollars.format(amount);
}

export function formatCalendarDay(isoDate: string): string {
  return calendarDay.format(new Date(`${isoDate}T00:00:00Z`));
}
