import { DEFAULT_SUBJECT, type InboxSummary } from '@frc/contracts/browser';
import { inboxKindLabel, requestSourceLabel, scamTypeLabel, subjectWords } from '../../shared/labels';

/** What a row is about, in words: the contact form's subject, else its kind and the scam's type ("Consultation request: Forex"). */
export function inboxSubject(item: Pick<InboxSummary, 'kind' | 'subject' | 'scamType'>): string {
  if (item.subject && item.subject !== DEFAULT_SUBJECT) return subjectWords(item.subject);
  return [inboxKindLabel(item.kind), scamTypeLabel(item.scamType)].filter(Boolean).join(': ');
}

/** Where it came from: the form of a request, else its kind. */
export const inboxSource = (item: Pick<InboxSummary, 'kind' | 'source'>): string => requestSourceLabel(item.source) || inboxKindLabel(item.kind);

/** Who sent it: their name, else their address, else its reference. */
export const inboxSender = (item: Pick<InboxSummary, 'name' | 'email' | 'ref'>): string => item.name.trim() || item.email || item.ref;

const sameDay = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
const time = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short' });
const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });
const dayOfYear = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

/** When it came, as short as a row allows, in the reader's time zone: "09:30" today, "26 Nov" this year, else "26 Nov 2025". */
export function shortMoment(at: string, now = new Date()): string {
  const moment = new Date(at);
  if (sameDay(moment, now)) return time.format(moment);
  return moment.getFullYear() === now.getFullYear() ? day.format(moment) : dayOfYear.format(moment);
}
