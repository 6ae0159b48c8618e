import { CONTENT_IMAGE_FORMATS, CONTENT_SLUG_MAX_LENGTH, contentKindSchema, contentPublishDueResponseSchema, contentVersionResponseSchema, publishedContentSchema, type ContentImageFormat } from '@frc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../appContext';
import { CONTENT_TYPES, variantKey } from '../content/contentImages';
import { contentVersion, publishedContent } from '../content/contentStore';
import { requireOpsToken } from '../http/opsAuth';
import { ObjectNotFound } from '../storage/documentStore';

const NOT_FOUND = { message: 'Not found' } as const;
const VARIANT = /^([1-9][0-9]{0,4})\.(avif|webp)$/;

/**
 * The published content, for the renderer and the islands that list content (GET /content/published, /content/version),
 * and the images' variants. No sign-in: all of it is on the public site. A draft is never here.
 */
export function contentRoutes({ db, documents }: AppContext, { publishDue, opsToken }: { publishDue: () => Promise<number>; opsToken: string | null }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/content/published',
      { schema: { querystring: z.object({ kind: contentKindSchema.optional(), slug: z.string().min(1).max(CONTENT_SLUG_MAX_LENGTH).optional() }), response: { 200: publishedContentSchema } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-cache');
        return publishedContent(db, request.query.kind, request.query.slug);
      },
    );

    // Polled every second by each renderer: its answers are not worth a log line each (failures still are).
    app.get('/content/version', { logLevel: 'warn', schema: { response: { 200: contentVersionResponseSchema } } }, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { version: await contentVersion(db) };
    });

    /** A variant never changes under its address (a new upload is a new id): cached for a year. */
    app.get('/content/images/:id/:variant', { schema: { params: z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/), variant: z.string().max(16) }) } }, async (request, reply) => {
      const match = VARIANT.exec(request.params.variant);
      const format = match?.[2] as ContentImageFormat | undefined;
      if (!match || !format || !CONTENT_IMAGE_FORMATS.includes(format)) return reply.code(404).send(NOT_FOUND);
      const key = await variantKey(db, request.params.id, Number(match[1]), format);
      if (!key) return reply.code(404).send(NOT_FOUND);
      try {
        const stream = await documents.get(key);
        return reply
          .header('content-type', CONTENT_TYPES[format])
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .header('cross-origin-resource-policy', 'same-origin')
          .send(stream);
      } catch (error) {
        if (error instanceof ObjectNotFound) return reply.code(404).send(NOT_FOUND);
        throw error;
      }
    });

    if (opsToken) {
      /** The scheduled-publish job, now (the API runs it every 15 s). */
      app.post('/ops/content/publish-due', { preHandler: requireOpsToken(opsToken), schema: { response: { 200: contentPublishDueResponseSchema } } }, async () => ({
        published: await publishDue(),
      }));
    }
  };
}
