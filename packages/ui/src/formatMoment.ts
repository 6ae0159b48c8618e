const moment = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** A timestamp in the reader's own time zone: 26 Nov 2026, 17:20. */
export function formatMoment(isoTimestamp: string): string {
  return moment.format(new Date(isoTimestamp));
}

const exactMoment = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'long' });

/** The same moment to the second, with its time zone: Friday 27 November 2026 at 09:19:33 GMT (shown on hover). */
export function formatExactMoment(isoTimestamp: string): string {
  return exactMoment.format(new Date(isoTimestamp));
}
