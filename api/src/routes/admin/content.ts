import multipart from '@fastify/multipart';
import {
  CONTENT_DATA_MAX_BYTES,
  CONTENT_EDIT_CONFLICT,
  CONTENT_IMAGE_MAX_BYTES,
  CONTENT_KINDS,
  CONTENT_NOT_FOUND,
  contentConflictResponseSchema,
  contentCreateRequestSchema,
  contentImageAltRequestSchema,
  contentImageInUseResponseSchema,
  contentImageParamsSchema,
  contentImageResponseSchema,
  contentLibraryImageResponseSchema,
  contentLibraryResponseSchema,
  contentItemResponseSchema,
  contentKindSchema,
  contentListQuerySchema,
  contentListResponseSchema,
  contentPublishRequestSchema,
  contentPublishResponseSchema,
  contentRevisionResponseSchema,
  contentRevisionsResponseSchema,
  contentSaveRequestSchema,
  contentVersionRequestSchema,
  errorResponseSchema,
  isPrivateContentKind,
  labelOf,
  recordIdText,
  type ContentImageRef,
  type ContentImageUse,
  labelledMessage,
  type ContentKind,
  type StaffRole,
} from '@frc/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../appContext';
import { AUDIT_ACTIONS, type Audit } from '../../backOffice/audit';
import { IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE, ImageTooLarge, storeContentImage, UnreadableImage } from '../../content/contentImages';
import { detectImageType } from '../../content/imageHeader';
import { deleteLibraryImage, imageExists, listLibrary, replaceImage, setLibraryAlt } from '../../content/mediaLibrary';
import { PastDeadline, QueueFull } from '../../content/workQueue';
import {
  createContent,
  describeContent,
  findContent,
  listContent,
  liveContentPaths,
  publishContent,
  restoreRevision,
  revisionsOf,
  saveDraft,
  unpublishContent,
  type ContentChange,
  type ContentRefusal,
} from '../../content/contentStore';
import { brokenLinksOf, type PathMatcher } from '../../content/knownPaths';
import { reservedSlugRefusal } from '../../content/contentRules';
import { refuseUnboundedUpload } from '../../reports/evidenceUpload';
import { MULTIPART_OVERHEAD_BYTES } from '../../reports/evidenceUpload';
import { CONTENT_ROLES, onlyMessage, signedInStaff } from './guard';

/** A content save carries a whole body: its JSON may be as large as the item's data, with its envelope. */
export const CONTENT_JSON_MAX_BYTES = CONTENT_DATA_MAX_BYTES + 64 * 1024;
/** An image upload: one largest image and its multipart framing (nginx lets this much through to /api/admin/content). */
export const CONTENT_UPLOAD_MAX_BYTES = CONTENT_IMAGE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES;
export const CONTENT_IMAGE_FIELD = 'file';
const IMAGE_REFUSED = 'The file is not a PNG, JPEG, WebP, AVIF or GIF image.';
const IMAGE_TOO_LARGE = `The image is larger than ${CONTENT_IMAGE_MAX_BYTES / 1024 / 1024} MB.`;
const TOO_MANY_PIXELS = `at most ${IMAGE_MAX_SIDE} pixels on a side and ${IMAGE_MAX_PIXELS / 1_000_000} megapixels in all`;
const IMAGE_BUSY = 'Images are being processed for other uploads. Please try again in a minute.';
const IMAGE_SLOW = 'The image could not be processed in time. Please try again, or upload a smaller image.';
const IMAGE_NOT_FOUND = 'Image not found';

/** The 409 of deleting an image in use, naming its users as the back office lists them. */
export function imageInUseMessage(uses: readonly ContentImageUse[]): string {
  const named = uses.slice(0, 5).map((use) => `“${use.title}” (${labelOf(CONTENT_KINDS, use.kind).toLowerCase()} ${use.id})`);
  const more = uses.length > 5 ? ` and ${uses.length - 5} more` : '';
  return `This image is used by ${named.join(', ')}${more}. Remove it from them first, or replace it.`;
}

async function refuseImage(reply: FastifyReply, status: number, message: string): Promise<null> {
  await reply.code(status).send({ message });
  return null;
}

/** The answer to an image that could not be taken, or null for a fault of the API itself. */
function imageRefusal(error: unknown): { status: number; message: string } | null {
  if (error instanceof UnreadableImage) return { status: 415, message: IMAGE_REFUSED };
  if (error instanceof ImageTooLarge) {
    const size = error.size ? `The image is ${error.size.width} × ${error.size.height} pixels: ` : 'The image is too large: ';
    return { status: 422, message: `${size}${TOO_MANY_PIXELS}.` };
  }
  if (error instanceof QueueFull) return { status: 503, message: IMAGE_BUSY };
  if (error instanceof PastDeadline) return { status: 503, message: IMAGE_SLOW };
  return null;
}

const itemParams = z.object({ kind: contentKindSchema, id: recordIdText });
const revisionParams = itemParams.extend({ number: recordIdText });
const kindParams = z.object({ kind: contentKindSchema });

export interface ContentRouteOptions {
  audit: Audit;
  /** The site's own pages (not content items), for the broken-link warnings of a publish. */
  isStaticPage: PathMatcher;
  /** The addresses no item may take: refused at creation, save and publish (contentRules.ts). */
  isReservedPath: PathMatcher;
}

/**
 * The back office's content (docs/content.md): editors and admins create, save (the spec's merge), publish now or
 * at a time, unpublish, and restore revisions; every change is audited with its revision. Case managers get 403.
 */
export function contentRoutes({ db, now, documents }: AppContext, { audit, isStaticPage, isReservedPath }: ContentRouteOptions): FastifyPluginAsyncZod {
  const target = (kind: ContentKind, id: number, revision: number, extra = '') => `${kind} ${id} r${revision}${extra}`;

  /** The refusal as an answer: 404 with the spec's message, 409 with the stored item, 422 naming the fields. */
  function refuse(reply: FastifyReply, kind: ContentKind, refusal: ContentRefusal) {
    if ('notFound' in refusal) return reply.code(404).send({ status: 'error', message: CONTENT_NOT_FOUND[kind] });
    if ('conflict' in refusal) return reply.code(409).send({ message: CONTENT_EDIT_CONFLICT, item: refusal.conflict });
    if ('pathTaken' in refusal) {
      const message = `Another published item is at ${refusal.pathTaken || 'this address'}. Choose another slug.`;
      return reply.code(409).send({ message, errors: [{ field: 'slug', message }] });
    }
    const [first] = refusal.invalid;
    const labels = [...new Set(refusal.invalid.map((error) => error.label ?? error.field))];
    return reply.code(422).send({ message: labels.length === 1 ? labelledMessage(first!.label, first!.message) : `Please check these fields: ${labels.join(', ')}.`, errors: refusal.invalid });
  }

  const changed = (outcome: ContentChange | ContentRefusal): outcome is ContentChange => 'item' in outcome && 'revision' in outcome;

  return async (app) => {
    await app.register(multipart);
    const config = { roles: CONTENT_ROLES };
    const refusals = { '4xx': errorResponseSchema };
    const withConflict = { 409: contentConflictResponseSchema.or(errorResponseSchema), '4xx': errorResponseSchema };
    // A private kind (a letter template) is an admin's alone, whether named in the path or in the list's query.
    const adminsOnly = (kind: ContentKind | undefined, role: StaffRole) => kind !== undefined && isPrivateContentKind(kind) && role !== 'admin';
    app.addHook('preHandler', async (request, reply) => {
      const named = (request.params as { kind?: ContentKind } | undefined)?.kind ?? (request.query as { kind?: ContentKind } | undefined)?.kind;
      if (adminsOnly(named, signedInStaff(request).role)) return reply.code(403).send({ status: 'error', message: onlyMessage(['admin']) });
    });

    app.get('/content', { config, schema: { querystring: contentListQuerySchema, response: { 200: contentListResponseSchema } } }, async (request) => ({
      items: (await listContent(db, request.query.kind, request.query.q)).filter((item) => !adminsOnly(item.kind, signedInStaff(request).role)),
    }));

    /** The image sent in the upload's one file field, processed and stored; the refusal answered otherwise. */
    async function storeUpload(request: FastifyRequest, reply: FastifyReply, staffId: number): Promise<ContentImageRef | null> {
      let bytes: Buffer;
      try {
        const file = await request.file({ limits: { fileSize: CONTENT_IMAGE_MAX_BYTES + 1, files: 1, fields: 0, parts: 1 } });
        if (!file || file.fieldname !== CONTENT_IMAGE_FIELD) return refuseImage(reply, 400, `Please send one image in the "${CONTENT_IMAGE_FIELD}" field.`);
        bytes = await file.toBuffer();
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') return refuseImage(reply, 413, IMAGE_TOO_LARGE);
        if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return refuseImage(reply, 415, `Please send the image as multipart/form-data in the "${CONTENT_IMAGE_FIELD}" field.`);
        return refuseImage(reply, 400, `Please send one image in the "${CONTENT_IMAGE_FIELD}" field.`);
      }
      if (bytes.length > CONTENT_IMAGE_MAX_BYTES) return refuseImage(reply, 413, IMAGE_TOO_LARGE);
      const type = detectImageType(bytes);
      if (!type) return refuseImage(reply, 415, IMAGE_REFUSED);
      try {
        return await storeContentImage(db, documents, bytes, type, staffId, now());
      } catch (error) {
        const refusal = imageRefusal(error);
        if (!refusal) throw error;
        if (refusal.status === 503) void reply.header('retry-after', '60');
        return refuseImage(reply, refusal.status, refusal.message);
      }
    }

    const imageParams = { params: contentImageParamsSchema };
    const uploadSchema = { response: { 201: contentImageResponseSchema, '4xx': errorResponseSchema, 503: errorResponseSchema } };

    app.post('/content/images', { config, onRequest: refuseOversizeImage, schema: uploadSchema }, async (request, reply) => {
      const staff = signedInStaff(request);
      const image = await storeUpload(request, reply, staff.id);
      if (!image) return reply;
      await audit(db, request, { staffId: staff.id, action: AUDIT_ACTIONS.contentImageUploaded, target: `image ${image.id} ${image.width}x${image.height}` });
      return reply.code(201).send({ image });
    });

    /** The media library (docs/content.md, "Media library"). */
    app.get('/content/images', { config, schema: { response: { 200: contentLibraryResponseSchema } } }, async () => ({ images: await listLibrary(db) }));

    app.post(
      '/content/images/:imageId',
      { config, schema: { ...imageParams, body: contentImageAltRequestSchema, response: { 200: contentLibraryImageResponseSchema, '4xx': errorResponseSchema } } },
      async (request, reply) => {
        const staff = signedInStaff(request);
        const { imageId } = request.params;
        if (!(await setLibraryAlt(db, imageId, request.body.alt))) return reply.code(404).send({ message: IMAGE_NOT_FOUND });
        await audit(db, request, { staffId: staff.id, action: AUDIT_ACTIONS.contentImageAltChanged, target: `image ${imageId}` });
        return { image: (await listLibrary(db, imageId))[0]! };
      },
    );

    /** A new file for an image: every item that uses it shows the new one (a new image, so cached copies never linger). */
    app.post('/content/images/:imageId/replace', { config, onRequest: refuseOversizeImage, schema: { ...imageParams, ...uploadSchema } }, async (request, reply) => {
      const staff = signedInStaff(request);
      const { imageId } = request.params;
      if (!(await imageExists(db, imageId))) return reply.code(404).send({ message: IMAGE_NOT_FOUND });
      const image = await storeUpload(request, reply, staff.id);
      if (!image) return reply;
      const uses = await replaceImage(db, imageId, image);
      if (!uses) return reply.code(404).send({ message: IMAGE_NOT_FOUND });
      const where = uses.map((use) => `${use.kind} ${use.id}`).join(', ') || 'nothing';
      await audit(db, request, { staffId: staff.id, action: AUDIT_ACTIONS.contentImageReplaced, target: `image ${imageId} by ${image.id} ${image.width}x${image.height} in ${where}` });
      return reply.code(201).send({ image });
    });

    app.post(
      '/content/images/:imageId/delete',
      { config, schema: { ...imageParams, response: { 204: z.null(), 409: contentImageInUseResponseSchema, '4xx': errorResponseSchema } } },
      async (request, reply) => {
        const staff = signedInStaff(request);
        const { imageId } = request.params;
        const outcome = await deleteLibraryImage(db, imageId);
        if (!outcome) return reply.code(404).send({ message: IMAGE_NOT_FOUND });
        if ('uses' in outcome) return reply.code(409).send({ message: imageInUseMessage(outcome.uses), uses: outcome.uses });
        await Promise.allSettled(outcome.keys.map((key) => documents.delete(key)));
        await audit(db, request, { staffId: staff.id, action: AUDIT_ACTIONS.contentImageDeleted, target: `image ${imageId}` });
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/content/:kind',
      { config, bodyLimit: CONTENT_JSON_MAX_BYTES, schema: { params: kindParams, body: contentCreateRequestSchema, response: { 201: contentItemResponseSchema, '4xx': errorResponseSchema } } },
      async (request, reply) => {
        const staff = signedInStaff(request);
        const { kind } = request.params;
        const outcome = reservedSlugRefusal(kind, request.body.slug, isReservedPath) ?? (await createContent(db, kind, request.body, staff.id, now()));
        if (!changed(outcome)) return refuse(reply, kind, outcome);
        await audit(db, request, { staffId: staff.id, action: AUDIT_ACTIONS.contentCreated, target: target(kind, outcome.item.id, outcome.revision, `: ${outcome.item.draft.title}`) });
        return reply.code(201).send({ item: outcome.item });
      },
    );

    app.get('/content/:kind/:id', { config, schema: { params: itemParams, response: { 200: contentItemResponseSchema, '4xx': errorResponseSchema } } }, async (request, reply) => {
      const row = await findContent(db, request.params.kind, request.params.id);
      if (!row) return reply.code(404).send({ status: 'error', message: CONTENT_NOT_FOUND[request.params.kind] });
      return { item: await describeContent(db, row) };
    });

    /** A save: the changes merge into the draft; 409 (with the stored item) when someone saved since. */
    app.post(
      '/content/:kind/:id',
      { config, bodyLimit: CONTENT_JSON_MAX_BYTES, schema: { params: itemParams, body: contentSaveRequestSchema, response: { 200: contentItemResponseSchema, ...withConflict } } },
      async (request, reply) => {
        const staff = signedInStaff(request);
        const { kind, id } = request.params;
        const { slug } = request.body.changes;
        const outcome = (slug !== undefined && reservedSlugRefusal(kind, slug, isReservedPath)) || (await saveDraft(db, kind, id, request.body, staff.id, now()));
        if (!changed(outcome)) return refuse(reply, kind, outcome);
        const fields = Object.keys(request.body.changes).join(', ') || 'nothing';
        await audit(db, request, { staffId: staff.id, action: AUDIT_ACTIONS.contentSaved, target: target(kind, id, outcome.revision, `${request.body.autosave ? ' (autosave)' : ''}: ${fields}`) });
        return { item: outcome.item };
      },
    );

    app.post(
      '/content/:kind/:id/publish',
      { config, schema: { params: itemParams, body: contentPublishRequestSchema, response: { 200: contentPublishResponseSchema, ...withConflict } } },
      async (request, reply) => {
        const staff = signedInStaff(request);
        const { kind, id } = request.params;
        const at = request.body.at ? new Date(request.body.at) : null;
        const outcome = await publishContent(db, kind, id, request.body.version, at, staff.id, now(), isReservedPath);
        if (!changed(outcome)) return refuse(reply, kind, outcome);
        const scheduled = 'scheduled' in outcome && outcome.scheduled;
        await audit(db, request, {
          staffId: staff.id,
          action: scheduled ? AUDIT_ACTIONS.contentScheduled : AUDIT_ACTIONS.contentPublished,
          target: target(kind, id, outcome.revision, scheduled ? ` at ${at!.toISOString()}` : ''),
        });
        const brokenLinks = brokenLinksOf(outcome.item.draft, isStaticPage, await liveContentPaths(db));
        return { item: outcome.item, warnings: { brokenLinks } };
      },
    );

    app.post(
      '/content/:kind/:id/unpublish',
      { config, schema: { params: itemParams, body: contentVersionRequestSchema, response: { 200: contentItemResponseSchema, ...withConflict } } },
      async (request, reply) => {
        const staff = signedInStaff(request);
        const { kind, id } = request.params;
        const outcome = await unpublishContent(db, kind, id, request.body.version, staff.id, now());
        if (!changed(outcome)) return refuse(reply, kind, outcome);
        await audit(db, request, { staffId: staff.id, action: AUDIT_ACTIONS.contentUnpublished, target: target(kind, id, outcome.revision) });
        return { item: outcome.item };
      },
    );

    app.get(
      '/content/:kind/:id/revisions',
      { config, schema: { params: itemParams, response: { 200: contentRevisionsResponseSchema, '4xx': errorResponseSchema } } },
      async (request, reply) => {
        const row = await findContent(db, request.params.kind, request.params.id);
        if (!row) return reply.code(404).send({ status: 'error', message: CONTENT_NOT_FOUND[request.params.kind] });
        const revisions = await revisionsOf(db, row.id);
        return { revisions: revisions.map(({ fields: _fields, createdAt, ...revision }) => ({ ...revision, createdAt: createdAt.toISOString() })) };
      },
    );

    app.get(
      '/content/:kind/:id/revisions/:number',
      { config, schema: { params: revisionParams, response: { 200: contentRevisionResponseSchema, ...refusals } } },
      async (request, reply) => {
        const row = await findContent(db, request.params.kind, request.params.id);
        const [revision] = row ? await revisionsOf(db, row.id, request.params.number) : [];
        if (!revision) return reply.code(404).send({ status: 'error', message: row ? 'Revision not found' : CONTENT_NOT_FOUND[request.params.kind] });
        return { revision: { ...revision, createdAt: revision.createdAt.toISOString() } };
      },
    );

    app.post(
      '/content/:kind/:id/revisions/:number/restore',
      { config, schema: { params: revisionParams, body: contentVersionRequestSchema, response: { 200: contentItemResponseSchema, ...withConflict } } },
      async (request, reply) => {
        const staff = signedInStaff(request);
        const { kind, id, number } = request.params;
        const outcome = await restoreRevision(db, kind, id, number, request.body.version, staff.id, now());
        if (!changed(outcome)) return refuse(reply, kind, outcome);
        await audit(db, request, { staffId: staff.id, action: AUDIT_ACTIONS.contentRestored, target: target(kind, id, outcome.revision, ` from r${number}`) });
        return { item: outcome.item };
      },
    );
  };
}

/** An image upload announcing more than one largest image (or no length) is refused before it is read. */
async function refuseOversizeImage(request: FastifyRequest, reply: FastifyReply) {
  const refusal = refuseUnboundedUpload(request.headers['content-length'], CONTENT_UPLOAD_MAX_BYTES, IMAGE_TOO_LARGE);
  if (refusal) return reply.code(refusal.status).send({ message: refusal.message });
}
