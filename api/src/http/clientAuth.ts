import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../appContext';
import { findSignedInClient, type SignedInClient } from '../sessions/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in client, once a client hook has found one. */
    client: SignedInClient | null;
  }
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

function bearerToken(request: FastifyRequest): string | null {
  return BEARER.exec(request.headers.authorization ?? '')?.[1] ?? null;
}

/** The signed-in client of a route guarded by `requireClient`. */
export function signedInClient(request: FastifyRequest): SignedInClient {
  if (!request.client) throw new Error('route is missing the requireClient hook');
  return request.client;
}

export function createClientHooks({ db, now }: AppContext) {
  return {
    /** onRequest hook: answers 401 unless a live bearer token came with the request. */
    async requireClient(request: FastifyRequest, reply: FastifyReply) {
      reply.header('cache-control', 'no-store');
      const token = bearerToken(request);
      if (!token) return reply.code(401).send({ message: 'Authentication required' });
      request.client = await findSignedInClient(db, token, now());
      if (!request.client) return reply.code(401).send({ message: 'Your session has ended. Please sign in again.' });
    },
    /** preHandler hook for public routes that also take a bearer token: an invalid one is ignored. */
    async identifyClient(request: FastifyRequest) {
      const token = bearerToken(request);
      if (token) request.client = await findSignedInClient(db, token, now());
    },
  };
}

export type ClientHooks = ReturnType<typeof createClientHooks>;
