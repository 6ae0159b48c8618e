import { notificationsResponseSchema, notificationsSeenRequestSchema } from '@frc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../appContext';
import { markNotificationsSeen, notificationsOf } from '../../backOffice/notifications';
import { viewerOf } from './caseAccess';

export function notificationRoutes({ db, now }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    /** The member's bell: case references and what happened, nothing of the victim. */
    app.get('/notifications', { schema: { response: { 200: notificationsResponseSchema } } }, async (request) => notificationsOf(db, viewerOf(request).id));

    app.post('/notifications/seen', { schema: { body: notificationsSeenRequestSchema, response: { 200: notificationsResponseSchema } } }, async (request) => {
      const staffId = viewerOf(request).id;
      await markNotificationsSeen(db, staffId, request.body.upTo, now());
      return notificationsOf(db, staffId);
    });
  };
}
