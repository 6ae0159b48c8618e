// Booking the free consultation: paths, defaults and messages. No zod here: browser code imports this file.

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

export const BOOKING_CHANNELS = ['phone', 'video'] as const;
export type BookingChannel = (typeof BOOKING_CHANNELS)[number];
export const BOOKING_STATUSES = ['booked', 'held', 'no_show', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** The API's booking routes (under /api). */
export const BOOKING_API = {
  /** GET: the free times, pooled over the consultants. */
  slots: '/api/bookings/slots',
  /** POST: book for a request with the token its thank-you page got. */
  book: '/api/bookings',
  /** POST: the booking a mailed link's token names. */
  manage: '/api/bookings/manage',
  reschedule: '/api/bookings/manage/reschedule',
  cancel: '/api/bookings/manage/cancel',
  /** GET the signed-in client's bookings; POST books for one of their requests. */
  client: '/api/client/bookings',
} as const;

/** The page a booking mail's change link opens, with `?token=…`. */
export const MANAGE_BOOKING_PATH = '/consultation/manage';

export const BOOKING_MESSAGES = {
  taken: 'This time has just been taken. Please choose another.',
  linkInvalid: 'This booking link is not valid.',
  tooLate: 'This consultation starts in less than 2 hours and can no longer be changed online. Please call us.',
  alreadyBooked: 'This request already has a consultation booked.',
  noPhone: 'This request has no phone number: please choose a video call.',
  cancelled: 'This consultation is cancelled.',
} as const;
