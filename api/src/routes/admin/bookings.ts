import {
  AVAILABILITY_MESSAGES,
  availabilityResponseSchema,
  availabilityUpdateRequestSchema,
  BOOKING_OFFICE_API,
  CONSULTATION_MESSAGES,
  consultantListResponseSchema,
  consultationOutcomeRequestSchema,
  consultationResponseSchema,
  consultationsQuerySchema,
  consultationsResponseSchema,
  errorResponseSchema,
  feedResponseSchema,
  recordIdText,
} from '@frc/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../appContext';
import { AUDIT_ACTIONS, type Audit } from '../../backOffice/audit';
import { cancelBooking } from '../../booking/bookings';
import { availabilityOf, consultantsFor, consultationOf, consultationsFor, markConsultation, renewFeedKey, saveAvailability } from '../../booking/office';
import { NOT_FOUND, viewerOf } from './caseAccess';
import { auditListRead } from './listReads';

const DAY = 24 * 3_600_000;
const staffParams = z.object({ staffId: recordIdText });
const idParams = z.object({ id: recordIdText });
const errors = { '4xx': errorResponseSchema };

/**
 * The consultations in the back office: each consultant's availability (a case manager their own, an admin anyone's),
 * their calendar feed's address, and the bookings to hold, mark or cancel. Deny by default as the whole scope is; an
 * editor is refused (no `roles`), and another consultant's record answers 404 to a case manager.
 */
export function bookingOfficeRoutes(context: AppContext, audit: Audit): FastifyPluginAsyncZod {
  const { db, now, publicOrigin } = context;
  const target = (booking: { requestId: number; id: number }) => `request-${booking.requestId}/booking-${booking.id}`;

  async function consultationOr404(request: FastifyRequest, reply: FastifyReply, id: number) {
    const found = await consultationOf(db, viewerOf(request), id);
    if (!found) reply.code(404).send(NOT_FOUND);
    return found;
  }

  return async (app) => {
    app.get('/availability', { schema: { response: { 200: consultantListResponseSchema } } }, async (request) => ({ consultants: await consultantsFor(db, viewerOf(request)) }));

    app.get('/availability/:staffId', { schema: { params: staffParams, response: { 200: availabilityResponseSchema, ...errors } } }, async (request, reply) => {
      return (await availabilityOf(db, viewerOf(request), request.params.staffId)) ?? reply.code(404).send(NOT_FOUND);
    });

    app.post(
      '/availability/:staffId',
      { schema: { params: staffParams, body: availabilityUpdateRequestSchema, response: { 200: availabilityResponseSchema, ...errors } } },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const { staffId } = request.params;
        if (!(await availabilityOf(db, viewer, staffId))) return reply.code(404).send(NOT_FOUND);
        if (!(await saveAvailability(db, staffId, request.body.version, request.body.rules, now()))) return reply.code(409).send({ message: AVAILABILITY_MESSAGES.conflict });
        await audit(db, request, { staffId: viewer.id, action: AUDIT_ACTIONS.availabilityChanged, target: `staff-${staffId}` });
        return (await availabilityOf(db, viewer, staffId))!;
      },
    );

    app.post('/availability/:staffId/feed', { schema: { params: staffParams, response: { 200: feedResponseSchema, ...errors } } }, async (request, reply) => {
      const viewer = viewerOf(request);
      const { staffId } = request.params;
      if (!(await availabilityOf(db, viewer, staffId))) return reply.code(404).send(NOT_FOUND);
      const key = await renewFeedKey(db, staffId, now());
      if (!key) return reply.code(409).send({ message: 'Save the availability first: the feed belongs to it.' });
      // The key itself is never written anywhere but in this answer.
      await audit(db, request, { staffId: viewer.id, action: AUDIT_ACTIONS.calendarFeedRenewed, target: `staff-${staffId}` });
      return { feedUrl: `${publicOrigin}${BOOKING_OFFICE_API.feedPrefix}${key}.ics` };
    });

    /** Today's and upcoming consultations with their requests' summaries: a read of victims' records, audited as a list read. */
    app.get('/consultations', { schema: { querystring: consultationsQuerySchema, response: { 200: consultationsResponseSchema } } }, async (request) => {
      const viewer = viewerOf(request);
      const from = request.query.from ? new Date(request.query.from) : new Date(now().getTime() - DAY);
      await auditListRead(audit, db, request, AUDIT_ACTIONS.consultationsListed, { consultant: request.query.consultant, from: request.query.from }, now());
      const consultants = (await consultantsFor(db, viewer)).map(({ id, name }) => ({ id, name }));
      return { consultants, items: await consultationsFor(db, viewer, { consultant: request.query.consultant, from }) };
    });

    app.post(
      '/consultations/:id/outcome',
      { schema: { params: idParams, body: consultationOutcomeRequestSchema, response: { 200: consultationResponseSchema, ...errors } } },
      async (request, reply) => {
        const found = await consultationOr404(request, reply, request.params.id);
        if (!found) return reply;
        if (found.booking.status !== 'booked') return reply.code(409).send({ message: CONSULTATION_MESSAGES.notBooked });
        if (found.booking.startsAt > now()) return reply.code(409).send({ message: CONSULTATION_MESSAGES.notStarted });
        const marked = await markConsultation(db, found.booking.id, request.body.outcome, now());
        if (!marked) return reply.code(409).send({ message: CONSULTATION_MESSAGES.notBooked });
        await audit(db, request, { staffId: viewerOf(request).id, action: AUDIT_ACTIONS.consultationMarked, target: `${target(marked)} ${request.body.outcome}`, clientEmail: found.clientEmail });
        return { consultation: (await consultationOf(db, viewerOf(request), marked.id))!.consultation };
      },
    );

    /** The firm cancels: the victim and the consultant get METHOD:CANCEL, as when the victim cancels. */
    app.post('/consultations/:id/cancel', { schema: { params: idParams, response: { 200: consultationResponseSchema, ...errors } } }, async (request, reply) => {
      const viewer = viewerOf(request);
      const found = await consultationOr404(request, reply, request.params.id);
      if (!found) return reply;
      const cancelled = await cancelBooking(db, found.booking, 'firm', now());
      if (!cancelled) return reply.code(409).send({ message: CONSULTATION_MESSAGES.notBooked });
      await audit(db, request, { staffId: viewer.id, action: AUDIT_ACTIONS.consultationCancelled, target: `${target(cancelled)} by firm`, clientEmail: found.clientEmail });
      await context.consultationMails.cancelled(cancelled);
      return { consultation: (await consultationOf(db, viewer, cancelled.id))!.consultation };
    });
  };
}
