import {
  AUDIT_ACTIONS,
  BOOKING_MESSAGES,
  BOOKING_OFFICE_API,
  bookingResponseSchema,
  CONSULTATIONS_PATH,
  clientBookingsResponseSchema,
  clientRescheduleRequestSchema,
  errorResponseSchema,
  manageBookingRequestSchema,
  newBookingRequestSchema,
  linkRescheduleResponseSchema,
  newClientBookingRequestSchema,
  recordIdText,
  requestBookingResponseSchema,
  rescheduleBookingRequestSchema,
  slotsResponseSchema,
  type NewBookingRequest,
} from '@frc/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../appContext';
import type { Audit } from '../backOffice/audit';
import {
  availableSlots,
  bookConsultation,
  bookingByManageToken,
  bookingView,
  cancelBooking,
  changeableUntil,
  rescheduleBooking,
  type ConsultationBooking,
} from '../booking/bookings';
import { activeBookingOf, clientBookingOf, clientBookingsOf, clientRequestOf, requestByBookingToken, requestEmailOf, type BookingRequest } from '../booking/clientBookings';
import { feedOf } from '../booking/invites';
import { feedBookings, feedOwner } from '../booking/office';
import { hasPostgresCode } from '../db/rows';
import { signedInClient, type ClientHooks } from '../http/clientAuth';
import { perMinute } from '../http/rateLimits';

type WantedBooking = Pick<NewBookingRequest, 'startsAt' | 'channel' | 'timeZone'>;
const UNIQUE_VIOLATION = '23505';

/**
 * The victim's side of booking the free consultation: the free times; a booking from the request's thank-you page
 * (its booking token, no sign-in) or from the portal (the signed-in client's own request); moving and cancelling from
 * a mailed link's token or from the portal, until BOOKING_DEFAULTS.changeNoticeMinutes before the start. Every
 * booking, move and cancellation is audited under the request's address.
 */
export function bookingRoutes(context: AppContext, hooks: ClientHooks, audit: Audit): FastifyPluginAsyncZod {
  const { db, now, limits, booking: settings } = context;
  const submissions = perMinute(limits.submissionsPerMinutePerIp);

  const target = (booking: ConsultationBooking) => `request-${booking.requestId}/booking-${booking.id}`;
  const emailOf = (requestId: number) => requestEmailOf(db, requestId);

  async function book(request: FastifyRequest, reply: FastifyReply, owner: BookingRequest, { startsAt, channel, timeZone }: WantedBooking) {
    if (channel === 'video' && !settings.videoBaseUrl) return reply.code(422).send({ message: BOOKING_MESSAGES.noVideo });
    if (channel === 'phone' && !owner.phone) return reply.code(422).send({ message: settings.videoBaseUrl ? BOOKING_MESSAGES.noPhone : BOOKING_MESSAGES.noWayToTalk });
    if (await activeBookingOf(db, owner.id)) return reply.code(409).send({ message: BOOKING_MESSAGES.alreadyBooked });
    let outcome;
    try {
      outcome = await bookConsultation(db, { requestId: owner.id, startsAt: new Date(startsAt), channel, phone: owner.phone, clientTimeZone: timeZone ?? null }, settings, now());
    } catch (error) {
      // The same request booked twice at once: the one-booking-per-request index refused the second.
      if (hasPostgresCode(error, UNIQUE_VIOLATION)) return reply.code(409).send({ message: BOOKING_MESSAGES.alreadyBooked });
      throw error;
    }
    if ('taken' in outcome) return reply.code(409).send({ message: BOOKING_MESSAGES.taken });
    await audit(db, request, { staffId: null, action: AUDIT_ACTIONS.consultationBooked, target: target(outcome.booking), clientEmail: owner.email });
    await context.consultationMails.booked(outcome.booking, outcome.manageToken);
    return reply.code(201).send({ booking: bookingView(outcome.booking) });
  }

  /** A change the victim may still make: 409 when the booking is cancelled, held, or starts too soon. */
  function refuseChange(reply: FastifyReply, booking: ConsultationBooking) {
    if (booking.status !== 'booked') return reply.code(409).send({ message: BOOKING_MESSAGES.cancelled });
    if (now() >= changeableUntil(booking)) return reply.code(409).send({ message: BOOKING_MESSAGES.tooLate });
    return null;
  }

  async function move(request: FastifyRequest, reply: FastifyReply, booking: ConsultationBooking, startsAt: string) {
    if (refuseChange(reply, booking)) return reply;
    const outcome = await rescheduleBooking(db, booking, new Date(startsAt), now());
    if ('taken' in outcome) return reply.code(409).send({ message: BOOKING_MESSAGES.taken });
    const moved = outcome.booking;
    await audit(db, request, { staffId: null, action: AUDIT_ACTIONS.consultationMoved, target: target(moved), clientEmail: await emailOf(moved.requestId) });
    await context.consultationMails.moved(booking, moved, outcome.manageToken);
    return { booking: bookingView(moved), token: outcome.manageToken };
  }

  async function cancel(request: FastifyRequest, reply: FastifyReply, booking: ConsultationBooking) {
    if (refuseChange(reply, booking)) return reply;
    const cancelled = await cancelBooking(db, booking, 'client', now());
    if (!cancelled) return reply.code(409).send({ message: BOOKING_MESSAGES.cancelled });
    await audit(db, request, { staffId: null, action: AUDIT_ACTIONS.consultationCancelled, target: `${target(cancelled)} by client`, clientEmail: await emailOf(cancelled.requestId) });
    await context.consultationMails.cancelled(cancelled);
    return { booking: bookingView(cancelled) };
  }

  async function byToken(reply: FastifyReply, token: string) {
    const booking = await bookingByManageToken(db, token);
    if (!booking) reply.code(404).send({ message: BOOKING_MESSAGES.linkInvalid });
    return booking;
  }

  /** The request the thank-you page's token names (for 7 days), else null and 404. */
  async function requestByToken(reply: FastifyReply, token: string): Promise<BookingRequest | null> {
    const owner = await requestByBookingToken(db, token, now());
    if (!owner) reply.code(404).send({ message: BOOKING_MESSAGES.linkInvalid });
    return owner;
  }

  /** One of the signed-in client's bookings (a request of their address), else null and 404. */
  async function clientBooking(request: FastifyRequest, reply: FastifyReply, id: number) {
    const booking = await clientBookingOf(db, signedInClient(request).email, id);
    if (!booking) reply.code(404).send({ message: 'Not found' });
    return booking;
  }

  return async (app) => {
    const errors = { '4xx': errorResponseSchema };

    app.get('/bookings/slots', { config: perMinute(limits.requestsPerMinutePerIp), schema: { response: { 200: slotsResponseSchema } } }, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const slots = await availableSlots(db, now());
      return { slots: slots.map((slot) => ({ startsAt: slot.startsAt.toISOString(), endsAt: slot.endsAt.toISOString() })), video: settings.videoBaseUrl !== null };
    });

    /**
     * A consultant's calendar feed, read by their calendar app without a session: the key in the address is the only
     * proof, compared in constant time (feedOwner); the logs replace it (redactSecrets). Bookings of the last 30 days on.
     */
    app.get(
      `${BOOKING_OFFICE_API.feedPrefix.replace(/^\/api/, '')}:key`,
      { config: perMinute(limits.requestsPerMinutePerIp), schema: { params: z.object({ key: z.string().max(80) }) } },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        const key = request.params.key.endsWith('.ics') ? request.params.key.slice(0, -'.ics'.length) : null;
        const owner = key === null ? null : await feedOwner(db, key);
        if (!owner) return reply.code(404).send({ message: 'Not found' });
        const bookings = await feedBookings(db, owner.staffId, new Date(now().getTime() - 30 * 24 * 3_600_000));
        return reply.type('text/calendar; charset=utf-8').send(feedOf(bookings, `${context.publicOrigin}${CONSULTATIONS_PATH}`));
      },
    );

    app.post('/bookings', { config: submissions, schema: { body: newBookingRequestSchema, response: { 201: bookingResponseSchema, ...errors } } }, async (request, reply) => {
      const owner = await requestByToken(reply, request.body.token);
      return owner ? book(request, reply, owner, request.body) : reply;
    });

    // What the thank-you page shows after a reload or from the mailed booking link: the picker, or the booking made.
    app.post('/bookings/request', { config: submissions, schema: { body: manageBookingRequestSchema, response: { 200: requestBookingResponseSchema, ...errors } } }, async (request, reply) => {
      const owner = await requestByToken(reply, request.body.token);
      if (!owner) return reply;
      const booked = await activeBookingOf(db, owner.id);
      return { hasPhone: Boolean(owner.phone), booking: booked ? bookingView(booked) : null };
    });

    app.post('/bookings/manage', { config: submissions, schema: { body: manageBookingRequestSchema, response: { 200: bookingResponseSchema, ...errors } } }, async (request, reply) => {
      const booking = await byToken(reply, request.body.token);
      return booking ? { booking: bookingView(booking) } : reply;
    });

    app.post('/bookings/manage/reschedule', { config: submissions, schema: { body: rescheduleBookingRequestSchema, response: { 200: linkRescheduleResponseSchema, ...errors } } }, async (request, reply) => {
      const booking = await byToken(reply, request.body.token);
      return booking ? move(request, reply, booking, request.body.startsAt) : reply;
    });

    app.post('/bookings/manage/cancel', { config: submissions, schema: { body: manageBookingRequestSchema, response: { 200: bookingResponseSchema, ...errors } } }, async (request, reply) => {
      const booking = await byToken(reply, request.body.token);
      return booking ? cancel(request, reply, booking) : reply;
    });

    app.get('/client/bookings', { onRequest: hooks.requireClient, schema: { response: { 200: clientBookingsResponseSchema } } }, async (request) => {
      const { bookings, bookable } = await clientBookingsOf(db, signedInClient(request).email);
      return {
        bookings: bookings.map((booking) => ({ ...bookingView(booking), requestId: booking.requestId })),
        requests: bookable.map(({ id, sentAt, phone }) => ({ id, sentAt: sentAt.toISOString(), hasPhone: Boolean(phone) })),
      };
    });

    app.post(
      '/client/bookings',
      { onRequest: hooks.requireClient, config: submissions, schema: { body: newClientBookingRequestSchema, response: { 201: bookingResponseSchema, ...errors } } },
      async (request, reply) => {
        const owner = await clientRequestOf(db, signedInClient(request).email, request.body.requestId);
        if (!owner) return reply.code(404).send({ message: 'Not found' });
        return book(request, reply, owner, request.body);
      },
    );

    const idParams = z.object({ id: recordIdText });
    app.post(
      '/client/bookings/:id/reschedule',
      { onRequest: hooks.requireClient, config: submissions, schema: { params: idParams, body: clientRescheduleRequestSchema, response: { 200: bookingResponseSchema, ...errors } } },
      async (request, reply) => {
        const booking = await clientBooking(request, reply, request.params.id);
        return booking ? move(request, reply, booking, request.body.startsAt) : reply;
      },
    );

    app.post(
      '/client/bookings/:id/cancel',
      { onRequest: hooks.requireClient, config: submissions, schema: { params: idParams, response: { 200: bookingResponseSchema, ...errors } } },
      async (request, reply) => {
        const booking = await clientBooking(request, reply, request.params.id);
        return booking ? cancel(request, reply, booking) : reply;
      },
    );
  };
}
