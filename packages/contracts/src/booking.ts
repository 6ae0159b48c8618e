import { z } from 'zod';
import { calendarDay } from './fields';
import { timeOfDay } from './tasks';

/** What a consultant's availability starts from until someone changes it (docs/booking.md). */
export const BOOKING_DEFAULTS = {
  lengthMinutes: 30,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minNoticeMinutes: 4 * 60,
  horizonDays: 21,
  /** A booking may be moved or cancelled by the victim until this long before it starts; after, the page gives the firm's phone. */
  changeNoticeMinutes: 2 * 60,
} as const;

/** An IANA time zone this runtime knows (`Europe/London`). */
export const ianaTimeZone = z.string().max(64).refine((zone) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
}, 'Must be a time zone like Europe/London');

/** A span of a day in the consultant's own zone, `from` before `until`. */
export const dayHoursSchema = z
  .strictObject({ from: timeOfDay, until: timeOfDay })
  .refine((hours) => hours.from < hours.until, { message: 'Must end after it starts', path: ['until'] });
export type DayHours = z.infer<typeof dayHoursSchema>;

/** ISO weekdays: 1 is Monday, 7 is Sunday. */
export const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const weeklyHoursSchema = z.partialRecord(z.enum(WEEKDAYS), z.array(dayHoursSchema).max(6));
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;

/**
 * A dated exception: `blocked` takes the given hours of that day away (the whole day without hours: a holiday);
 * `extra` adds hours to it.
 */
export const availabilityExceptionSchema = z.strictObject({
  day: calendarDay,
  kind: z.enum(['blocked', 'extra']),
  hours: dayHoursSchema.nullable(),
});
export type AvailabilityException = z.infer<typeof availabilityExceptionSchema>;

const minutes = (max: number) => z.number().int().min(0).max(max);

/** A consultant's booking rules; times of day are in `timeZone`. */
export const availabilityRulesSchema = z.strictObject({
  timeZone: ianaTimeZone,
  weeklyHours: weeklyHoursSchema,
  exceptions: z.array(availabilityExceptionSchema).max(200),
  lengthMinutes: z.number().int().min(10).max(240),
  bufferBeforeMinutes: minutes(120),
  bufferAfterMinutes: minutes(120),
  minNoticeMinutes: minutes(14 * 24 * 60),
  horizonDays: z.number().int().min(1).max(90),
  /** At most this many consultations a day (the consultant's day); null: no cap. */
  dailyCap: z.number().int().min(1).max(48).nullable(),
  /** False leaves the consultant out of booking. */
  bookable: z.boolean(),
});
export type AvailabilityRules = z.infer<typeof availabilityRulesSchema>;

export const BOOKING_CHANNELS = ['phone', 'video'] as const;
export type BookingChannel = (typeof BOOKING_CHANNELS)[number];
export const BOOKING_STATUSES = ['booked', 'held', 'no_show', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
