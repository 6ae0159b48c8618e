import { casesPageResponseSchema, casesQuerySchema, errorResponseSchema, profileResponseSchema } from '@frc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../appContext';
import { signedInClient, type ClientHooks } from '../http/clientAuth';
import { clientRequestsPage, confirmedNameOf } from '../leads/clientRequests';

/** What a signed-in client reads: their profile and their own cases. */
export function clientAreaRoutes({ db }: AppContext, hooks: ClientHooks): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/profile', { onRequest: hooks.requireClient, schema: { response: { 200: profileResponseSchema } } }, async (request) => {
      const client = signedInClient(request);
      const name = (await confirmedNameOf(db, client.email)) ?? client.email.slice(0, client.email.lastIndexOf('@'));
      return { user: { id: client.clientId, email: client.email, name } };
    });

    app.get(
      '/services/by-email',
      { onRequest: hooks.requireClient, schema: { querystring: casesQuerySchema, response: { 200: casesPageResponseSchema, 403: errorResponseSchema } } },
      async (request, reply) => {
        const { email, page } = request.query;
        if (email !== signedInClient(request).email) return reply.code(403).send({ message: 'You can only view the cases of the e-mail address you signed in with.' });
        return clientRequestsPage(db, email, page);
      },
    );
  };
}
