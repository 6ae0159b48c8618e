import { z } from 'zod';
import { availabilityProblems, AVAILABILITY_MESSAGES, BOOKING_CHANNELS, BOOKING_MESSAGES, BOOKING_STATUSES, CONSULTATION_OUTCOMES } from './bookingCodes';
import { calendarDay, isoTimestamp } from './fields';
import { CONFIRMATION_TOKEN_SHAPE } from './requestConfirmation';
import { timeOfDay } from './tasks';

export * from './bookingCodes';

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
  .refine((hours) => hours.from < hours.until, { message: AVAILABILITY_MESSAGES.endBeforeStart, path: ['until'] });
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

// ---------- The back office's side (docs/booking.md, "In the back office") ----------

const staffName = z.object({ id: z.number().int(), name: z.string() });

/** GET /api/admin/availability: the consultants the member may edit (an admin: every admin and case manager; else themselves). */
export const consultantListResponseSchema = z.object({
  consultants: z.array(staffName.extend({ configured: z.boolean(), bookable: z.boolean(), hasFeed: z.boolean() })),
});
export type ConsultantListResponse = z.infer<typeof consultantListResponseSchema>;

/** GET and POST /api/admin/availability/:staffId: the rules (the defaults until first saved) and their version (0 until then). */
export const availabilityResponseSchema = z.object({
  consultant: staffName,
  rules: availabilityRulesSchema,
  version: z.number().int(),
  /** Whether a calendar feed address exists (it is shown once, when made). */
  hasFeed: z.boolean(),
});
export type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>;

/** POST /api/admin/availability/:staffId: the whole rules, sent on the version they were read at. */
export const availabilityUpdateRequestSchema = z.strictObject({
  version: z.number().int().min(0).max(2_147_483_647),
  rules: availabilityRulesSchema.superRefine((rules, context) => {
    for (const problem of availabilityProblems(rules)) context.addIssue({ code: 'custom', path: problem.path, message: problem.message });
  }),
});
export type AvailabilityUpdateRequest = z.infer<typeof availabilityUpdateRequestSchema>;

/** POST /api/admin/availability/:staffId/feed: a new feed address (the old one stops working); shown this once. */
export const feedResponseSchema = z.object({ feedUrl: z.string() });
export type FeedResponse = z.infer<typeof feedResponseSchema>;

/** A booking as the back office sees it: the time, how to join, who, and the request's summary. */
export const consultationSchema = z.object({
  id: z.number().int(),
  startsAt: isoTimestamp,
  endsAt: isoTimestamp,
  status: z.enum(BOOKING_STATUSES),
  cancelledBy: z.enum(['client', 'firm']).nullable(),
  channel: z.enum(BOOKING_CHANNELS),
  phone: z.string().nullable(),
  meetingUrl: z.string().nullable(),
  consultant: staffName,
  request: z.object({ ref: z.string(), name: z.string(), subject: z.string().nullable(), scamType: z.string().nullable(), snippet: z.string().nullable(), caseRef: z.string().nullable() }),
});
export type Consultation = z.infer<typeof consultationSchema>;

/** GET /api/admin/consultations?consultant&from: from `from` (default: a day ago) on, soonest first. */
export const consultationsQuerySchema = z.object({
  consultant: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  from: isoTimestamp.optional(),
});
export const consultationsResponseSchema = z.object({ consultants: z.array(staffName), items: z.array(consultationSchema) });
export type ConsultationsResponse = z.infer<typeof consultationsResponseSchema>;

/** POST /api/admin/consultations/:id/outcome, once its time has come. */
export const consultationOutcomeRequestSchema = z.strictObject({ outcome: z.enum(CONSULTATION_OUTCOMES) });
export const consultationResponseSchema = z.object({ consultation: consultationSchema });
export type ConsultationResponse = z.infer<typeof consultationResponseSchema>;

/** A booking in a request's or a case's history. */
export const bookingHistoryEntrySchema = z.object({
  id: z.number().int(),
  requestRef: z.string(),
  startsAt: isoTimestamp,
  status: z.enum(BOOKING_STATUSES),
  cancelledBy: z.enum(['client', 'firm']).nullable(),
  channel: z.enum(BOOKING_CHANNELS),
  consultantName: z.string(),
  bookedAt: isoTimestamp,
});
export type BookingHistoryEntry = z.infer<typeof bookingHistoryEntrySchema>;

/** A time one may book, in UTC. */
export const slotSchema = z.object({ startsAt: isoTimestamp, endsAt: isoTimestamp });
export type BookableSlot = z.infer<typeof slotSchema>;
/** GET /api/bookings/slots; `video`: whether a video call is offered (the firm has set its video service). */
export const slotsResponseSchema = z.object({ slots: z.array(slotSchema), video: z.boolean() });
export type SlotsResponse = z.infer<typeof slotsResponseSchema>;

const bookingToken = z.string({ error: BOOKING_MESSAGES.linkInvalid }).trim().regex(CONFIRMATION_TOKEN_SHAPE, BOOKING_MESSAGES.linkInvalid);

/** A booking as the victim sees it: the time and how to join, nothing of the case. */
export const bookingViewSchema = z.object({
  id: z.number().int(),
  startsAt: isoTimestamp,
  endsAt: isoTimestamp,
  channel: z.enum(BOOKING_CHANNELS),
  phone: z.string().nullable(),
  meetingUrl: z.string().nullable(),
  status: z.enum(BOOKING_STATUSES),
  /** Until when the victim may move or cancel it online. */
  changeableUntil: isoTimestamp,
});
export type BookingView = z.infer<typeof bookingViewSchema>;

/** POST /api/bookings: `token` is the one the request's thank-you page got. */
export const newBookingRequestSchema = z.strictObject({
  token: bookingToken,
  startsAt: isoTimestamp,
  channel: z.enum(BOOKING_CHANNELS),
  /** The visitor's zone, for the times in their mails. */
  timeZone: ianaTimeZone.optional(),
});
export type NewBookingRequest = z.infer<typeof newBookingRequestSchema>;
/** POST /api/client/bookings: for one of the signed-in client's requests. */
export const newClientBookingRequestSchema = newBookingRequestSchema.omit({ token: true }).extend({ requestId: z.number().int().positive() });
/** 201 of both, and 200 of a move: the booking. */
export const bookingResponseSchema = z.object({ booking: bookingViewSchema });
export type BookingResponse = z.infer<typeof bookingResponseSchema>;
/** A request of the client's with no booked consultation: one they can book for (`sentAt`: when it came). */
export const bookableRequestSchema = z.object({ id: z.number().int(), sentAt: isoTimestamp, hasPhone: z.boolean() });
export type BookableRequest = z.infer<typeof bookableRequestSchema>;
/**
 * GET /api/client/bookings: the client's bookings, soonest first, and their requests that have no booked
 * consultation, newest first.
 */
export const clientBookingsResponseSchema = z.object({ bookings: z.array(bookingViewSchema.extend({ requestId: z.number().int() })), requests: z.array(bookableRequestSchema) });
export type ClientBookingsResponse = z.infer<typeof clientBookingsResponseSchema>;

/** POST /api/bookings/request (with the thank-you page's token, manageBookingRequestSchema): its answer: whether a phone call can be offered, and the request's booked consultation (null: none yet). */
export const requestBookingResponseSchema = z.object({ hasPhone: z.boolean(), booking: bookingViewSchema.nullable() });
export type RequestBookingResponse = z.infer<typeof requestBookingResponseSchema>;

/** POST /api/bookings/manage and …/cancel: the token of a booking mail's link; POST /api/bookings/request: the thank-you page's. */
export const manageBookingRequestSchema = z.strictObject({ token: bookingToken });
/**
 * 200 of POST /api/bookings/manage/reschedule: the moved booking and the new change token (the one its new invite
 * carries; the old one stops working), so the page that moved it can still cancel it.
 */
export const linkRescheduleResponseSchema = bookingResponseSchema.extend({ token: z.string() });
export type LinkRescheduleResponse = z.infer<typeof linkRescheduleResponseSchema>;
/** POST /api/bookings/manage/reschedule. */
export const rescheduleBookingRequestSchema = z.strictObject({ token: bookingToken, startsAt: isoTimestamp });
/** POST /api/client/bookings/:id/reschedule. */
export const clientRescheduleRequestSchema = z.strictObject({ startsAt: isoTimestamp });
