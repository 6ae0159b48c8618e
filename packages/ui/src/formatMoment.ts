const moment = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** A timestamp in the reader's own time zone: 26 Nov 2026, 17:20. */
export function formatMoment(isoTimestamp: string): string {
  return moment.format(new Date(isoTimestamp));
}
