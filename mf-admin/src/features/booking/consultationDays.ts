import type { Consultation } from '@frc/contracts/browser';

const dayKey = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });
const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

/** The start of the member's today, in their own zone: Consultations lists from there on, so today's past ones stay. */
export function startOfToday(now = new Date()): string {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate()).toISOString();
}

/** Today's consultations and the later ones, each in order, by the member's own days. */
export function consultationDays(items: readonly Consultation[], now = new Date()): { today: Consultation[]; upcoming: Consultation[] } {
  const today = dayKey.format(now);
  return {
    today: items.filter((item) => dayKey.format(new Date(item.startsAt)) <= today),
    upcoming: items.filter((item) => dayKey.format(new Date(item.startsAt)) > today),
  };
}

/** `09:00–09:30` in the member's zone. */
export const timeSpan = (item: Pick<Consultation, 'startsAt' | 'endsAt'>) => `${time.format(new Date(item.startsAt))}–${time.format(new Date(item.endsAt))}`;
