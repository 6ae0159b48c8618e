import { deleteSavedViewRequestSchema, errorResponseSchema, recordIdText, SAVED_VIEWS_MAX, savedViewRequestSchema, savedViewResponseSchema, savedViewsResponseSchema } from '@frc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../appContext';
import { countSavedViews, deleteSavedView, hasSavedView, savedViewsOf, saveView } from '../../backOffice/savedViews';
import { viewerOf } from './caseAccess';

/** Each member's saved views of the lists. */
export function savedViewRoutes({ db }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/views', { schema: { response: { 200: savedViewsResponseSchema } } }, async (request) => ({ items: await savedViewsOf(db, viewerOf(request).id) }));

    app.post('/views', { schema: { body: savedViewRequestSchema, response: { 201: savedViewResponseSchema, '4xx': errorResponseSchema } } }, async (request, reply) => {
      const staffId = viewerOf(request).id;
      const { list, name, query } = request.body;
      if (!(await hasSavedView(db, staffId, list, name))) {
        if ((await countSavedViews(db, staffId, list)) >= SAVED_VIEWS_MAX) return reply.code(400).send({ message: `You can keep ${SAVED_VIEWS_MAX} views of a list: delete one first.` });
      }
      return reply.code(201).send({ view: await saveView(db, staffId, { list, name, query }) });
    });

    app.post(
      '/views/:id/delete',
      { schema: { params: z.object({ id: recordIdText }), body: deleteSavedViewRequestSchema } },
      async (request, reply) => {
        if (!(await deleteSavedView(db, viewerOf(request).id, request.params.id))) return reply.code(404).send({ message: 'Not found' });
        return reply.code(204).send();
      },
    );
  };
}
