const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const dollarsAndCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
// Calendar days (YYYY-MM-DD) are read in UTC so no time zone shifts them by a day.
const calendarDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const moment = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** An amount as the API gives it ('1500.50'), in US dollars; '' when there is none. */
export function formatUsDollars(amount: number | string | null): string {
  if (amount === null || amount === '') return '';
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(value)) return String(amount);
  return (Number.isInteger(value) ? wholeDollars : dollarsAndCents).format(value);
}

export function formatCalendarDay(isoDate: string): string {
  return calendarDay.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}

/** A timestamp in the reader's own time zone. */
export function formatMoment(isoTimestamp: string): string {
  return moment.format(new Date(isoTimestamp));
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
