// Booking the free consultation: paths, defaults and messages. No zod here: browser code imports this file.
import { CONFIRMATION_TOKEN_SHAPE } from './requestConfirmation';

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
  /** POST: what the thank-you page's token gives: whether the request has a phone, and its booked consultation. */
  request: '/api/bookings/request',
  /** POST: the booking a mailed link's token names. */
  manage: '/api/bookings/manage',
  reschedule: '/api/bookings/manage/reschedule',
  cancel: '/api/bookings/manage/cancel',
  /** GET the signed-in client's bookings; POST books for one of their requests. */
  client: '/api/client/bookings',
} as const;

/** Where the wizard and the contact form end once their request is stored; the request mail's booking link opens it. */
export const THANK_YOU_PATH = '/contact-us/thank-you';
/** The page a booking mail's change link opens. */
export const MANAGE_BOOKING_PATH = '/consultation/manage';

/**
 * A mailed link's token rides in the fragment (`#book=…`, `#token=…`): browsers never send a fragment to a server
 * (so no access log holds it) nor in the Referer of a link the page opens.
 */
export const BOOKING_LINK_KEYS = { book: 'book', manage: 'token' } as const;

/** The request mail's link that opens the thank-you page's booking, with the request's booking token. */
export function bookingLinkOf(origin: string, token: string): string {
  return `${origin}${THANK_YOU_PATH}#${BOOKING_LINK_KEYS.book}=${token}`;
}

/** A booking mail's link to move or cancel it, with the booking's change token. */
export function manageBookingLinkOf(origin: string, token: string): string {
  return `${origin}${MANAGE_BOOKING_PATH}#${BOOKING_LINK_KEYS.manage}=${token}`;
}

/** The token a link's fragment carries under `key`, when it has the shape of one. */
export function linkTokenOf(hash: string, key: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get(key);
  return token !== null && CONFIRMATION_TOKEN_SHAPE.test(token) ? token : null;
}

export const BOOKING_MESSAGES = {
  taken: 'This time has just been taken. Please choose another.',
  linkInvalid: 'This booking link is not valid.',
  tooLate: 'This consultation starts in less than 2 hours and can no longer be changed online. Please call us.',
  alreadyBooked: 'This request already has a consultation booked.',
  noPhone: 'This request has no phone number: please choose a video call.',
  cancelled: 'This consultation is cancelled.',
  noVideo: 'Consultations are by phone: please choose a phone call.',
  noWayToTalk: 'This request has no phone number, and consultations are by phone: please call us to book one.',
} as const;
