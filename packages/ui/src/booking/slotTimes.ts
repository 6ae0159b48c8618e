import type { BookableSlot } from '@frc/contracts/browser';

/** The browser's own time zone (`America/New_York`), UTC when it does not say. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The zones a visitor may pick from: every one the browser knows, with `current` among them. */
export function knownTimeZones(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes(current) ? zones : [current, ...zones];
}

export interface SlotDay {
  /** `YYYY-MM-DD` in the zone. */
  key: string;
  /** `Monday 30 November`. */
  label: string;
  slots: BookableSlot[];
}

/** The slots grouped by their day in `timeZone`, in order. */
export function slotDays(slots: readonly BookableSlot[], timeZone: string): SlotDay[] {
  const keyOf = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const labelOf = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'long', day: 'numeric', month: 'long' });
  const days = new Map<string, SlotDay>();
  for (const slot of slots) {
    const start = new Date(slot.startsAt);
    const key = keyOf.format(start);
    const day = days.get(key) ?? { key, label: labelOf.format(start), slots: [] };
    day.slots.push(slot);
    days.set(key, day);
  }
  return [...days.values()];
}

/** `14:30` in `timeZone`. */
export function timeOfSlot(slot: BookableSlot, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit' }).format(new Date(slot.startsAt));
}

/** `Monday 30 November 2026 at 14:30`, in `timeZone`. */
export function momentOfSlot(startsAt: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(new Date(startsAt));
}

/** `Tuesday 1 December 2026 at 10:00 (America/New York), by phone: we will call you`. */
export function bookedTimeOf(booking: { startsAt: string; channel: string }, timeZone: string): string {
  return `${momentOfSlot(booking.startsAt, timeZone)} (${timeZone.replace(/_/g, ' ')}), ${booking.channel === 'video' ? 'by video call' : 'by phone: we will call you'}`;
}
