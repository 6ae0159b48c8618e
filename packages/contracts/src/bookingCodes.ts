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
/** Where a consultant finds their consultations (and the victim's number) in the back office. */
export const CONSULTATIONS_PATH = '/admin/consultations';

/** The page a booking mail's change link opens, its token in the fragment (`#token=…`). */
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

/** ISO weekdays (1 Monday … 7 Sunday) by name, in the week's order. */
export const WEEKDAY_NAMES: Record<'1' | '2' | '3' | '4' | '5' | '6' | '7', string> = {
  '1': 'Monday',
  '2': 'Tuesday',
  '3': 'Wednesday',
  '4': 'Thursday',
  '5': 'Friday',
  '6': 'Saturday',
  '7': 'Sunday',
};

export const AVAILABILITY_MESSAGES = {
  endBeforeStart: 'Must end after it starts',
  overlap: 'Overlaps other hours of the same day',
  conflict: 'Someone else changed this availability. Reload to see their change.',
  onlyOwn: 'You may change only your own availability.',
} as const;

interface HoursSpan {
  from: string;
  until: string;
}

/** One refused field of a set of rules: where (as the API's `errors` name it) and why. */
export interface AvailabilityProblem {
  path: (string | number)[];
  message: string;
}

/** The spans among `spans` that start before one listed earlier ends (`HH:MM` compares as text). */
function overlapping(spans: readonly (HoursSpan | null)[]): number[] {
  const found: number[] = [];
  spans.forEach((span, index) => {
    if (!span || span.from >= span.until) return;
    const clash = spans.slice(0, index).some((other) => other !== null && other.from < other.until && span.from < other.until && other.from < span.until);
    if (clash) found.push(index);
  });
  return found;
}

/**
 * What is wrong with weekly hours and exceptions as a consultant typed them: a span that ends before it starts, or
 * one that overlaps another of the same day (weekly), or of the same day and kind (exceptions). The API refuses the
 * same with these words; the page shows them beside the field before sending.
 */
export function availabilityProblems(rules: { weeklyHours: Partial<Record<string, readonly HoursSpan[]>>; exceptions: readonly { day: string; kind: string; hours: HoursSpan | null }[] }): AvailabilityProblem[] {
  const problems: AvailabilityProblem[] = [];
  for (const [day, spans = []] of Object.entries(rules.weeklyHours)) {
    spans.forEach((span, index) => {
      if (span.from >= span.until) problems.push({ path: ['weeklyHours', day, index, 'until'], message: AVAILABILITY_MESSAGES.endBeforeStart });
    });
    for (const index of overlapping(spans)) problems.push({ path: ['weeklyHours', day, index], message: AVAILABILITY_MESSAGES.overlap });
  }
  rules.exceptions.forEach((exception, index) => {
    if (exception.hours && exception.hours.from >= exception.hours.until) problems.push({ path: ['exceptions', index, 'hours', 'until'], message: AVAILABILITY_MESSAGES.endBeforeStart });
  });
  const sameDay = new Map<string, number[]>();
  rules.exceptions.forEach((exception, index) => {
    if (!exception.hours) return;
    const key = `${exception.day} ${exception.kind}`;
    sameDay.set(key, [...(sameDay.get(key) ?? []), index]);
  });
  for (const indexes of sameDay.values()) {
    for (const at of overlapping(indexes.map((index) => rules.exceptions[index]!.hours))) problems.push({ path: ['exceptions', indexes[at]!], message: AVAILABILITY_MESSAGES.overlap });
  }
  return problems;
}

/** The back office's booking routes (under /api/admin), and the consultant's calendar feed (no session). */
export const BOOKING_OFFICE_API = {
  /** GET: the consultants the member may edit. */
  availability: '/api/admin/availability',
  /** GET/POST one consultant's rules; POST …/feed renews their calendar feed's address. */
  availabilityOf: (staffId: number) => `/api/admin/availability/${staffId}`,
  feedOf: (staffId: number) => `/api/admin/availability/${staffId}/feed`,
  /** GET today's and upcoming consultations; POST …/:id/outcome, …/:id/cancel. */
  consultations: '/api/admin/consultations',
  outcome: (id: number) => `/api/admin/consultations/${id}/outcome`,
  cancel: (id: number) => `/api/admin/consultations/${id}/cancel`,
  /** The feed a calendar app subscribes to: `${feedPrefix}<key>.ics`. */
  feedPrefix: '/api/bookings/feed/',
} as const;

/** What a consultation became once its time came: held, or the victim did not come. */
export const CONSULTATION_OUTCOMES = ['held', 'no_show'] as const;
export type ConsultationOutcome = (typeof CONSULTATION_OUTCOMES)[number];

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  booked: 'Booked',
  held: 'Held',
  no_show: 'No-show',
  cancelled: 'Cancelled',
};

export const CONSULTATION_MESSAGES = {
  notStarted: 'This consultation has not started yet: mark it once it has.',
  notBooked: 'This consultation is no longer booked.',
} as const;
