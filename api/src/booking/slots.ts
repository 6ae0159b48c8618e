import type { AvailabilityRules, DayHours } from '@frc/contracts';
import { TZDate } from '@date-fns/tz';

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

/**
 * Zone arithmetic is pure but slow (each answer is an `Intl` look-up), and every slot query asks the same days and
 * bookings again: answers are kept across queries, up to `limit` of them (then the store starts afresh).
 */
function remembered<Answer>(limit: number, compute: (zone: string, key: number, time?: string) => Answer) {
  const answers = new Map<string, Answer>();
  return (zone: string, key: number, time?: string): Answer => {
    const asked = `${zone} ${key} ${time ?? ''}`;
    let answer = answers.get(asked);
    if (answer === undefined) {
      if (answers.size >= limit) answers.clear();
      answer = compute(zone, key, time);
      answers.set(asked, answer);
    }
    return answer;
  };
}

const instantMillis = remembered(20_000, (zone, dayMillis, time = '00:00') => {
  const day = new Date(dayMillis);
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return +new TZDate(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hours, minutes, zone);
});

/** The instant of `time` (HH:MM) on calendar day `day` (a UTC midnight standing for that date) in `zone`. */
function instantOf(day: Date, time: string, zone: string): Date {
  return new Date(instantMillis(zone, day.getTime(), time));
}

/** One formatter per zone: making one is the costly part of a look-up. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

const dayIn = remembered(50_000, (zone, millis) => {
  let days = dayFormats.get(zone);
  if (!days) {
    days = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(zone, days);
  }
  const part = Object.fromEntries(days.formatToParts(millis).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day}`;
});

/** The calendar day (`YYYY-MM-DD`) of `instant` in `zone`. */
export function localDayOf(instant: Date, zone: string): string {
  return dayIn(zone, instant.getTime());
}

/** The instants at which the calendar day of `instant` in `zone` starts and ends. */
export function localDayBounds(instant: Date, zone: string): { from: Date; until: Date } {
  const [year, month, date] = localDayOf(instant, zone).split('-').map(Number) as [number, number, number];
  return { from: new Date(+new TZDate(year, month - 1, date, zone)), until: new Date(+new TZDate(year, month - 1, date + 1, zone)) };
}

/** Instants as milliseconds: the engine compares thousands of them per request. */
interface Span {
  from: number;
  until: number;
}
const overlaps = (from: number, until: number, other: Span) => from < other.until && other.from < until;
const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
};

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
  return slotsByDay(rules, bookings, now).map(({ slot }) => slot);
}

/** consultantSlots, each with its calendar day in the consultant's zone (the pool counts their bookings by it). */
function slotsByDay(rules: AvailabilityRules, bookings: readonly BookedTime[], now: Date): { slot: Slot; day: string }[] {
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
  const busy: Span[] = bookings.map((booking) => ({ from: booking.blockedFrom.getTime(), until: booking.blockedUntil.getTime() }));

  const slots = new Map<number, { slot: Slot; day: string }>();
  const [firstYear, firstMonth, firstDate] = localDayOf(now, zone).split('-').map(Number) as [number, number, number];
  // Each calendar day from the consultant's today to the horizon's, as a UTC midnight standing for that date.
  for (let day = new Date(Date.UTC(firstYear, firstMonth - 1, firstDate)); day.getTime() <= latest + DAY; day = new Date(day.getTime() + DAY)) {
    const dayText = day.toISOString().slice(0, 10);
    if (rules.dailyCap !== null && (perDay.get(dayText) ?? 0) >= rules.dailyCap) continue;
    const { open, blocked } = hoursOn(rules, dayText, String(day.getUTCDay() || 7));
    const blockedSpans: Span[] = blocked.map((hours) => ({ from: instantOf(day, hours.from, zone).getTime(), until: instantOf(day, hours.until, zone).getTime() }));
    for (const hours of open) {
      const firstMinute = minutesOf(hours.from);
      const spanStart = instantOf(day, hours.from, zone).getTime();
      const spanEnd = instantOf(day, hours.until, zone).getTime();
      // A span no daylight-saving change crosses lasts as long as its hours say: each start is then the span's start
      // plus the minutes since, one zone look-up per span. A span a change crosses looks each start up in the zone.
      const steady = spanEnd - spanStart === (minutesOf(hours.until) - firstMinute) * MINUTE;
      for (let minute = firstMinute; ; minute += rules.lengthMinutes) {
        const startsAt = steady ? spanStart + (minute - firstMinute) * MINUTE : instantOf(day, `${Math.floor(minute / 60)}:${minute % 60}`, zone).getTime();
        const endsAt = startsAt + length;
        if (endsAt > spanEnd || minute >= 24 * 60) break;
        if (startsAt < earliest || startsAt > latest || slots.has(startsAt)) continue;
        if (blockedSpans.some((span) => overlaps(startsAt, endsAt, span))) continue;
        const blockedFrom = startsAt - rules.bufferBeforeMinutes * MINUTE;
        const blockedUntil = endsAt + rules.bufferAfterMinutes * MINUTE;
        if (busy.some((span) => overlaps(blockedFrom, blockedUntil, span))) continue;
        slots.set(startsAt, { slot: { startsAt: new Date(startsAt), endsAt: new Date(endsAt) }, day: dayText });
      }
    }
  }
  return [...slots.values()].sort((a, b) => a.slot.startsAt.getTime() - b.slot.startsAt.getTime());
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
    for (const { slot, day } of slotsByDay(calendar.rules, calendar.bookings, now)) {
      const key = `${slot.startsAt.getTime()}-${slot.endsAt.getTime()}`;
      const entry = pooled.get(key) ?? { slot, free: [] };
      entry.free.push({ staffId: calendar.staffId, booked: perDay.get(day) ?? 0 });
      pooled.set(key, entry);
    }
  }
  return [...pooled.values()]
    .map(({ slot, free }) => ({ ...slot, consultantIds: free.sort((a, b) => a.booked - b.booked || a.staffId - b.staffId).map((each) => each.staffId) }))
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.endsAt.getTime() - b.endsAt.getTime());
}
