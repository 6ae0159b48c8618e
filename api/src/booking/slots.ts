import type { AvailabilityRules, DayHours } from '@frc/contracts';
import { TZDate, tz } from '@date-fns/tz';
import { format } from 'date-fns';

/**
 * The slot engine: pure functions from a consultant's rules and bookings to the times one may book, in UTC.
 * Times of day in the rules are the consultant's own (`rules.timeZone`); each is turned into an instant on its own
 * calendar day, so a daylight-saving change moves the UTC times, never the consultant's hours (docs/booking.md).
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export interface Slot {
  startsAt: Date;
  endsAt: Date;
}

/** A booking (not cancelled) as the engine sees it: when it starts, and its time with the buffers around it. */
export interface BookedTime {
  startsAt: Date;
  blockedFrom: Date;
  blockedUntil: Date;
}

export interface ConsultantCalendar {
  staffId: number;
  rules: AvailabilityRules;
  bookings: readonly BookedTime[];
}

/** A slot at least one consultant is free for: those consultants, the least booked of the slot's day first. */
export interface PooledSlot extends Slot {
  consultantIds: number[];
}

/** The instant of `time` (HH:MM) on calendar day `day` (a UTC midnight standing for that date) in `zone`. */
function instantOf(day: Date, time: string, zone: string): Date {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Date(+new TZDate(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hours, minutes, zone));
}

/** The calendar day (`YYYY-MM-DD`) of `instant` in `zone`. */
export function localDayOf(instant: Date, zone: string): string {
  return format(instant, 'yyyy-MM-dd', { in: tz(zone) });
}

/** The instants at which the calendar day of `instant` in `zone` starts and ends. */
export function localDayBounds(instant: Date, zone: string): { from: Date; until: Date } {
  const [year, month, date] = localDayOf(instant, zone).split('-').map(Number) as [number, number, number];
  return { from: new Date(+new TZDate(year, month - 1, date, zone)), until: new Date(+new TZDate(year, month - 1, date + 1, zone)) };
}

const overlaps = (from: Date, until: Date, other: { from: Date; until: Date }) => from < other.until && other.from < until;

/** The spans of the consultant's hours on `day` (`YYYY-MM-DD`): the week's, unless blocked for the whole day, plus extra hours. */
function hoursOn(rules: AvailabilityRules, day: string, isoWeekday: string): { open: DayHours[]; blocked: DayHours[] } {
  const exceptions = rules.exceptions.filter((exception) => exception.day === day);
  const wholeDayOff = exceptions.some((exception) => exception.kind === 'blocked' && exception.hours === null);
  const weekly = wholeDayOff ? [] : (rules.weeklyHours[isoWeekday as keyof typeof rules.weeklyHours] ?? []);
  const extra = exceptions.flatMap((exception) => (exception.kind === 'extra' && exception.hours ? [exception.hours] : []));
  const blocked = exceptions.flatMap((exception) => (exception.kind === 'blocked' && exception.hours ? [exception.hours] : []));
  return { open: [...weekly, ...extra], blocked };
}

/**
 * The slots one consultant may be booked for at `now`: inside their hours of each day (weekly hours and dated
 * exceptions), starting at the start of each span and then every `lengthMinutes`; no sooner than the minimum notice
 * and no later than the horizon; not on a day that has reached the daily cap; and not where the slot with its
 * buffers would overlap a booking's time with its buffers. Sorted by start, without duplicates.
 */
export function consultantSlots(rules: AvailabilityRules, bookings: readonly BookedTime[], now: Date): Slot[] {
  if (!rules.bookable) return [];
  const zone = rules.timeZone;
  const length = rules.lengthMinutes * MINUTE;
  const earliest = now.getTime() + rules.minNoticeMinutes * MINUTE;
  const latest = now.getTime() + rules.horizonDays * DAY;
  const perDay = new Map<string, number>();
  for (const booking of bookings) {
    const day = localDayOf(booking.startsAt, zone);
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  const busy = bookings.map((booking) => ({ from: booking.blockedFrom, until: booking.blockedUntil }));

  const slots = new Map<number, Slot>();
  const [firstYear, firstMonth, firstDate] = localDayOf(now, zone).split('-').map(Number) as [number, number, number];
  // Each calendar day from the consultant's today to the horizon's, as a UTC midnight standing for that date.
  for (let day = new Date(Date.UTC(firstYear, firstMonth - 1, firstDate)); day.getTime() <= latest + DAY; day = new Date(day.getTime() + DAY)) {
    const dayText = day.toISOString().slice(0, 10);
    if (rules.dailyCap !== null && (perDay.get(dayText) ?? 0) >= rules.dailyCap) continue;
    const { open, blocked } = hoursOn(rules, dayText, String(day.getUTCDay() || 7));
    const blockedSpans = blocked.map((hours) => ({ from: instantOf(day, hours.from, zone), until: instantOf(day, hours.until, zone) }));
    for (const hours of open) {
      const spanEnd = instantOf(day, hours.until, zone).getTime();
      const [fromHours, fromMinutes] = hours.from.split(':').map(Number) as [number, number];
      for (let minute = fromHours * 60 + fromMinutes; ; minute += rules.lengthMinutes) {
        const startsAt = instantOf(day, `${Math.floor(minute / 60)}:${minute % 60}`, zone);
        const endsAt = new Date(startsAt.getTime() + length);
        if (endsAt.getTime() > spanEnd || minute >= 24 * 60) break;
        if (startsAt.getTime() < earliest || startsAt.getTime() > latest || slots.has(startsAt.getTime())) continue;
        if (blockedSpans.some((span) => overlaps(startsAt, endsAt, span))) continue;
        const blockedFrom = new Date(startsAt.getTime() - rules.bufferBeforeMinutes * MINUTE);
        const blockedUntil = new Date(endsAt.getTime() + rules.bufferAfterMinutes * MINUTE);
        if (busy.some((span) => overlaps(blockedFrom, blockedUntil, span))) continue;
        slots.set(startsAt.getTime(), { startsAt, endsAt });
      }
    }
  }
  return [...slots.values()].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/** The time a booking of `slot` holds in the consultant's calendar: the slot with their buffers around it. */
export function blockedTimeOf(rules: Pick<AvailabilityRules, 'bufferBeforeMinutes' | 'bufferAfterMinutes'>, slot: Slot): { blockedFrom: Date; blockedUntil: Date } {
  return {
    blockedFrom: new Date(slot.startsAt.getTime() - rules.bufferBeforeMinutes * MINUTE),
    blockedUntil: new Date(slot.endsAt.getTime() + rules.bufferAfterMinutes * MINUTE),
  };
}

/**
 * The pooled slots: a time is offered when any bookable consultant is free for it. Its consultants come least
 * booked first on that day (their own calendar day), then by id: the booking goes to the first that can take it.
 */
export function pooledSlots(calendars: readonly ConsultantCalendar[], now: Date): PooledSlot[] {
  const pooled = new Map<string, { slot: Slot; free: { staffId: number; booked: number }[] }>();
  for (const calendar of calendars) {
    const zone = calendar.rules.timeZone;
    const perDay = new Map<string, number>();
    for (const booking of calendar.bookings) {
      const day = localDayOf(booking.startsAt, zone);
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
    }
    for (const slot of consultantSlots(calendar.rules, calendar.bookings, now)) {
      const key = `${slot.startsAt.getTime()}-${slot.endsAt.getTime()}`;
      const entry = pooled.get(key) ?? { slot, free: [] };
      entry.free.push({ staffId: calendar.staffId, booked: perDay.get(localDayOf(slot.startsAt, zone)) ?? 0 });
      pooled.set(key, entry);
    }
  }
  return [...pooled.values()]
    .map(({ slot, free }) => ({ ...slot, consultantIds: free.sort((a, b) => a.booked - b.booked || a.staffId - b.staffId).map((each) => each.staffId) }))
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.endsAt.getTime() - b.endsAt.getTime());
}
