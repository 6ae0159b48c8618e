// The content API's schemas: an item's fields as the back office sends them, checked per kind, and every route's
// request and answer. The codes, block types and paths are in contentCodes.ts (browser code imports that file).
import { z } from 'zod';
import {
  CONTENT_ALT_MAX_LENGTH,
  CONTENT_DATA_MAX_BYTES,
  CONTENT_DESCRIPTION_MAX_LENGTH,
  CONTENT_KIND_CODES,
  CONTENT_LIST_MAX,
  CONTENT_LIST_MAXIMA,
  CONTENT_PAGE_PATH_PATTERN,
  CONTENT_SLUG_MAX_LENGTH,
  CONTENT_SLUG_PATTERN,
  CONTENT_TITLE_MAX_LENGTH,
  contentPathOf,
  TEXT_BLOCK_KINDS,
  type ContentFields,
  type ContentKind,
  type ContentStatus,
  type TextBlock,
} from './contentCodes';
import { blockTextsOf, CONTENT_LINK_FIELDS, contentLinkKind, inlineLinkTargets, refusedLinkMessage } from './contentLinks';
import { FIELD_REQUIRED, isoTimestamp, isUnstorableCodePoint, requiredText } from './fields';
import { SITE_TEXT_SLUGS, type SiteTexts, type SiteTextSlug } from './siteText';
import { LETTER_MERGE_FIELDS } from './engagementCodes';
import { unknownMergeFieldsOf } from './letterMerge';

export const ALT_TEXT_REQUIRED = 'Alt text is required';
/** The 409 of a save, publish or restore made on an older version than the stored one. */
export const CONTENT_EDIT_CONFLICT = 'Someone else changed this item after you opened it. Your changes are not saved: reload to see theirs, then make yours again.';
const CONTROL_CHARACTERS = 'Must not contain control characters';
const CONTROL_CHARACTERS_IN_NAME = 'A name in it must not contain control characters';
const BODY_TEXT_MAX = 20_000;
const LINE_MAX = 300;

/** Tab and line breaks are text; every other control character (and what no text may hold: isUnstorableCodePoint) is not. */
const hasNoControlCharacters = (value: string) => {
  for (const character of value) {
    const code = character.codePointAt(0)!;
    if (isUnstorableCodePoint(code) || (code < 0x20 && character !== '\t' && character !== '\n' && character !== '\r') || code === 0x7f) return false;
  }
  return true;
};

/** Text that may be blank (a table's empty cell), without control characters. */
const plainText = (maxLength: number) => z.string({ error: 'Must be text' }).max(maxLength, `Must be at most ${maxLength} characters`).refine(hasNoControlCharacters, CONTROL_CHARACTERS);

export const contentKindSchema = z.enum(CONTENT_KIND_CODES);

export const contentImageRefSchema = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Must be an uploaded image'),
  width: z.number().int().min(1).max(20_000),
  height: z.number().int().min(1).max(20_000),
});

const altText = z
  .string({ error: ALT_TEXT_REQUIRED })
  .trim()
  .min(1, ALT_TEXT_REQUIRED)
  .max(CONTENT_ALT_MAX_LENGTH, `Must be at most ${CONTENT_ALT_MAX_LENGTH} characters`)
  .refine((value) => !/[\r\n\u0085\u2028\u2029]/.test(value) && hasNoControlCharacters(value), 'Must be one line without control characters');

const listItemSchema = z.union([requiredText(BODY_TEXT_MAX, 'lines'), z.strictObject({ title: requiredText(LINE_MAX), text: requiredText(BODY_TEXT_MAX, 'lines') })]);

/** One block of a body (contentCodes.ts TextBlock): its text is plain, so `<script>` is kept and shown as typed. */
export const textBlockSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('paragraph'), text: requiredText(BODY_TEXT_MAX, 'lines') }),
    z.strictObject({ kind: z.literal('heading'), text: requiredText(LINE_MAX), level: z.union([z.literal(2), z.literal(3)]).optional() }),
    z.strictObject({ kind: z.literal('list'), items: z.array(listItemSchema).min(1, FIELD_REQUIRED).max(200), ordered: z.boolean().optional() }),
    z.strictObject({ kind: z.literal('quote'), text: requiredText(BODY_TEXT_MAX, 'lines'), cite: requiredText(LINE_MAX).optional() }),
    z.strictObject({ kind: z.literal('image'), image: contentImageRefSchema, alt: altText, caption: requiredText(LINE_MAX).optional() }),
    z.strictObject({ kind: z.literal('callout'), title: requiredText(LINE_MAX), text: requiredText(BODY_TEXT_MAX, 'lines') }),
    z.strictObject({
      kind: z.literal('table'),
      caption: requiredText(LINE_MAX),
      columns: z.array(plainText(LINE_MAX)).min(1, FIELD_REQUIRED).max(20),
      rows: z.array(z.array(plainText(BODY_TEXT_MAX)).max(20)).max(500),
      codeRowHeaders: z.boolean().optional(),
    }),
    z.strictObject({ kind: z.literal('contactDetails') }),
  ],
  { error: `Must be a block: ${TEXT_BLOCK_KINDS.join(', ')}` },
);
export const textBlocksSchema = z.array(textBlockSchema).max(1000) as z.ZodType<TextBlock[]>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
/** An array of objects one of which has a block's `kind`: a body, checked as blocks. */
export const isBlockArray = (value: unknown): value is unknown[] =>
  Array.isArray(value) && value.length > 0 && value.every(isRecord) && value.some((each) => typeof each.kind === 'string' && (TEXT_BLOCK_KINDS as readonly string[]).includes(each.kind));

/** Every body (array of TextBlocks) anywhere in an item's data. */
export function blockArraysOf(value: unknown): TextBlock[][] {
  if (isBlockArray(value)) return [value as TextBlock[]];
  if (Array.isArray(value)) return value.flatMap(blockArraysOf);
  if (isRecord(value)) return Object.values(value).flatMap(blockArraysOf);
  return [];
}

/** A data key as an editor reads it: `fraudTools` → "Fraud tools". */
const humanise = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * Any kind's data: a JSON object whose strings have no control characters, whose links lead where links may
 * (contentLinkKind), whose lists are at most CONTENT_LIST_MAX long (CONTENT_LIST_MAXIMA by name) and whose bodies are
 * valid blocks, at most CONTENT_DATA_MAX_BYTES. The blocks come back as parsed (trimmed). A refused link is named
 * with where it is, as an editor finds it: "Body › paragraph 3".
 */
const dataObject = z.record(z.string(), z.unknown(), { error: 'Must be an object' }).transform((data, context) => {
  if (new TextEncoder().encode(JSON.stringify(data)).length > CONTENT_DATA_MAX_BYTES) {
    context.addIssue({ code: 'custom', message: `The content is too large: at most ${CONTENT_DATA_MAX_BYTES / 1024} KB` });
    return z.NEVER;
  }
  const refuseLinks = (targets: string[], path: (string | number)[], label: string) => {
    for (const target of targets) if (contentLinkKind(target) === null) context.addIssue({ code: 'custom', message: refusedLinkMessage(label, target), path });
  };
  const walk = (value: unknown, path: (string | number)[], label: string[]): unknown => {
    const key = path[path.length - 1];
    if (typeof value === 'string') {
      if (!hasNoControlCharacters(value)) context.addIssue({ code: 'custom', message: CONTROL_CHARACTERS, path });
      const written = inlineLinkTargets(value);
      refuseLinks(written.length === 0 && typeof key === 'string' && CONTENT_LINK_FIELDS.includes(key) ? [value] : written, path, label.join(' › '));
      return value;
    }
    if (isBlockArray(value)) {
      const parsed = textBlocksSchema.safeParse(value);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) context.addIssue({ code: 'custom', message: issue.message, path: [...path, ...(issue.path as (string | number)[])] });
        return value;
      }
      for (const each of blockTextsOf(parsed.data)) refuseLinks(inlineLinkTargets(each.text), [...path, ...each.path], [...label, each.label].join(' › '));
      return parsed.data;
    }
    if (Array.isArray(value)) {
      const most = typeof key === 'string' && Object.hasOwn(CONTENT_LIST_MAXIMA, key) ? CONTENT_LIST_MAXIMA[key]! : CONTENT_LIST_MAX;
      if (value.length > most) {
        context.addIssue({ code: 'custom', message: `Must have at most ${most} entries`, path });
        return value;
      }
      const named = label.slice(0, -1);
      return value.map((each, index) => walk(each, [...path, index], [...named, `${label[label.length - 1] ?? 'Entry'} ${index + 1}`]));
    }
    if (isRecord(value)) {
      return Object.fromEntries(
        Object.entries(value).map(([name, each]) => {
          if (!hasNoControlCharacters(name) || /[\r\n]/.test(name)) context.addIssue({ code: 'custom', message: CONTROL_CHARACTERS_IN_NAME, path });
          return [name, walk(each, [...path, name], [...label, humanise(name)])];
        }),
      );
    }
    return value;
  };
  return walk(data, [], []) as Record<string, unknown>;
});

const portrait = z.strictObject({ initials: requiredText(4), tone: z.enum(['teal', 'navy', 'amber', 'slate']) });
const line = requiredText(LINE_MAX);
const paragraphText = requiredText(BODY_TEXT_MAX, 'lines');

/**
 * The spec's records keep their fields (mf-marketing's contentTypes.ts), but two live on the item itself: the id,
 * and the record's title or name, which is the item's title (a testimonial's one-line story, a team member's name).
 */
export const testimonialDataSchema = z.strictObject({
  thumbnail: portrait,
  videoUrl: z.url({ protocol: /^https$/, error: 'Must be an https address' }).nullable(),
  clientName: requiredText(100),
  location: requiredText(100),
  scamType: requiredText(100),
  quote: paragraphText,
});
export const successStoryDataSchema = z.strictObject({ image: portrait, recoveredAmount: requiredText(60), testimonial: paragraphText });
export const serviceDataSchema = z.strictObject({
  price: requiredText(60),
  additionalInfo: requiredText(LINE_MAX)
    .optional()
    .or(z.null().transform(() => undefined)),
  description: paragraphText,
  /** What the offer includes, as its pricing card lists them: each a title and a line of detail. */
  items: z.array(z.strictObject({ title: line, description: paragraphText })).max(20).optional(),
});
/** A scam type: the page it links to, and the icon its tile shows (a lucide name the templates know). */
export const scamTypeDataSchema = z.strictObject({ link: z.string().regex(CONTENT_PAGE_PATH_PATTERN, 'Must be a path like /forex-scams'), icon: requiredText(60).optional() });
export const TEAM_DEPARTMENTS = ['Investigations', 'Legal and compliance', 'Client care'] as const;
export const teamMemberDataSchema = z.strictObject({ position: line, department: z.enum(TEAM_DEPARTMENTS), image: requiredText(500), bio: paragraphText });
/**
 * A news item (mf-marketing's newsItems.ts): its excerpt is the item's description, its body blocks; `cover` names
 * the drawn cover art when there is no image.
 */
export const newsDataSchema = z.strictObject({
  date: z.iso.date('Must be a date like 2026-11-24'),
  category: requiredText(100),
  author: requiredText(100),
  body: textBlocksSchema,
  image: contentImageRefSchema.optional(),
  imageAlt: altText.optional(),
  cover: z.strictObject({ icon: requiredText(60), tone: requiredText(30) }).optional(),
});

/** A letter template: its body, whose merge fields (`{{clientName}}`) must be ones a letter can fill. */
export const letterTemplateDataSchema = z.strictObject({
  body: textBlocksSchema.superRefine((blocks, context) => {
    const unknown = unknownMergeFieldsOf(blocks);
    if (unknown.length > 0) {
      const known = LETTER_MERGE_FIELDS.map((field) => `{{${field.code}}}`).join(', ');
      context.addIssue({ code: 'custom', message: `Unknown merge field${unknown.length > 1 ? 's' : ''} ${unknown.map((field) => `{{${field}}}`).join(', ')}: use ${known}` });
    }
  }),
});

/** The kinds whose data has fields of its own; the others' data is any object, walked for bodies. */
export const CONTENT_DATA_SCHEMAS: Partial<Record<ContentKind, z.ZodType<Record<string, unknown>, Record<string, unknown>>>> = {
  testimonial: testimonialDataSchema,
  success_story: successStoryDataSchema,
  service: serviceDataSchema,
  scam_type: scamTypeDataSchema,
  team_member: teamMemberDataSchema,
  news: newsDataSchema,
  letter_template: letterTemplateDataSchema,
};

/**
 * The site's texts (siteText.ts), each by its slug. Every field is required: a template draws each one, and the
 * first words (SITE_TEXT_DEFAULTS) are there to start from. A footer link's `to` is a link field (the link rule).
 */
const lines = (most: number) => z.array(line).min(1, FIELD_REQUIRED).max(most, `Must have at most ${most} entries`);
export const SITE_TEXT_DATA_SCHEMAS: { [slug in SiteTextSlug]: z.ZodType<SiteTexts[slug], Record<string, unknown>> } = {
  footer: z.strictObject({
    blurb: paragraphText,
    links: z.array(z.strictObject({ label: requiredText(60), to: requiredText(LINE_MAX) })).min(1, FIELD_REQUIRED).max(20, 'Must have at most 20 entries'),
    phone: requiredText(40).regex(/^\+?[0-9 ().-]+$/, 'Must be a phone number like +1 (202) 555-0147'),
    email: requiredText(200).pipe(z.email('Must be an e-mail address')),
    address: line,
    officeHoursCaption: requiredText(100),
    officeHours: z.array(z.strictObject({ days: requiredText(100), hours: requiredText(100) })).min(1, FIELD_REQUIRED).max(14, 'Must have at most 14 entries'),
    disclaimers: z.array(paragraphText).min(1, FIELD_REQUIRED).max(20, 'Must have at most 20 entries'),
  }),
  'regulatory-strip': z.strictObject({ statements: lines(20) }),
  'contact-page': z.strictObject({ heading: line, introduction: paragraphText, wizardHeading: line, wizardIntroduction: paragraphText, reachHeading: line }),
  forms: z.strictObject({ leadFormEyebrow: requiredText(60), leadFormHeading: line, leadFormIntroduction: paragraphText, contactFormAmountHint: line }),
  'thank-you': z.strictObject({ noRequestHeading: line, noRequestText: paragraphText, sentIntroduction: paragraphText, reportText: paragraphText, reportLinkLabel: requiredText(100) }),
};

export function contentSlugSchema(kind: ContentKind) {
  if (kind === 'site_text') return z.enum(SITE_TEXT_SLUGS, { error: `Must be one of the site's texts: ${SITE_TEXT_SLUGS.join(', ')}` });
  return kind === 'page'
    ? z.string({ error: FIELD_REQUIRED }).max(CONTENT_SLUG_MAX_LENGTH).regex(CONTENT_PAGE_PATH_PATTERN, 'Must be a path like /forex-scams')
    : z
        .string({ error: FIELD_REQUIRED })
        .min(1, FIELD_REQUIRED)
        .max(CONTENT_SLUG_MAX_LENGTH, `Must be at most ${CONTENT_SLUG_MAX_LENGTH} characters`)
        .regex(CONTENT_SLUG_PATTERN, 'Must be lower-case words joined by hyphens, like new-scam-warning');
}

/**
 * An item's fields, whole, as they are stored: a kind with an address of its own needs a description (its page's
 * meta description); a record shown only inside other pages may leave it blank.
 */
export function contentFieldsSchema(kind: ContentKind): z.ZodType<ContentFields> {
  const ownPage = contentPathOf(kind, 'x') !== null;
  const fields = z.strictObject({
    slug: contentSlugSchema(kind),
    title: requiredText(CONTENT_TITLE_MAX_LENGTH),
    description: ownPage ? requiredText(CONTENT_DESCRIPTION_MAX_LENGTH) : plainText(CONTENT_DESCRIPTION_MAX_LENGTH).trim(),
    socialImage: contentImageRefSchema.nullable(),
    data: CONTENT_DATA_SCHEMAS[kind] ? dataObject.pipe(CONTENT_DATA_SCHEMAS[kind]) : dataObject,
  });
  if (kind !== 'site_text') return fields as unknown as z.ZodType<ContentFields>;
  // A site text's fields are its slug's: checked once the data has passed every content rule.
  return fields.transform((checked, context) => {
    const parsed = SITE_TEXT_DATA_SCHEMAS[checked.slug as SiteTextSlug].safeParse(checked.data);
    if (parsed.success) return { ...checked, data: parsed.data as unknown as Record<string, unknown> };
    for (const issue of parsed.error.issues) context.addIssue({ code: 'custom', message: issue.message, path: ['data', ...(issue.path as (string | number)[])] });
    return z.NEVER;
  }) as unknown as z.ZodType<ContentFields>;
}

// ---------- Requests ----------

/** The fields' shapes only; each kind's rules are checked by the route (contentFieldsSchema), field by field. */
const looseFields = {
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  socialImage: z.unknown(),
  data: z.record(z.string(), z.unknown()),
};
export const contentCreateRequestSchema = z.strictObject({ ...looseFields, description: z.string().default(''), socialImage: z.unknown().default(null) });
export type ContentCreateRequest = z.input<typeof contentCreateRequestSchema>;

const version = z.number().int().min(1);
/**
 * A save: the changed fields merge into the draft (and `data`'s keys into its data), as the spec's update merges.
 * An `autosave` folds into the member's own autosaved revision when that is the item's newest.
 */
export const contentSaveRequestSchema = z.strictObject({ version, changes: z.strictObject(looseFields).partial(), autosave: z.boolean().optional() });
export type ContentSaveRequest = z.input<typeof contentSaveRequestSchema>;
/** Publish now, or at `at` (a time to come: scheduled). */
export const contentPublishRequestSchema = z.strictObject({ version, at: isoTimestamp.optional() });
export type ContentPublishRequest = z.input<typeof contentPublishRequestSchema>;
export const contentVersionRequestSchema = z.strictObject({ version });
export type ContentVersionRequest = z.input<typeof contentVersionRequestSchema>;
/** The list: of one kind or all; `q` finds the items whose title, address, description or any text of their draft holds it. */
export const contentListQuerySchema = z.object({ kind: contentKindSchema.optional(), q: z.string().trim().max(200).optional() });

// ---------- Answers ----------

const fieldsSchema = z.object({ slug: z.string(), title: z.string(), description: z.string(), socialImage: contentImageRefSchema.nullable(), data: z.record(z.string(), z.unknown()) });
const statusSchema = z.enum(['draft', 'published', 'changed', 'scheduled'] as const satisfies readonly ContentStatus[]);

export const contentListItemSchema = z.object({
  id: z.number(),
  kind: contentKindSchema,
  slug: z.string(),
  /** Its address (contentPathOf), or null for a kind shown only inside other pages. */
  path: z.string().nullable(),
  title: z.string(),
  status: statusSchema,
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
  scheduledFor: z.string().nullable(),
  version: z.number(),
});
export type ContentListItem = z.infer<typeof contentListItemSchema>;
export const contentListResponseSchema = z.object({ items: z.array(contentListItemSchema) });
export type ContentListResponse = z.infer<typeof contentListResponseSchema>;

export const contentItemSchema = z.object({
  kind: contentKindSchema,
  id: z.number(),
  path: z.string().nullable(),
  status: statusSchema,
  version: z.number(),
  draft: fieldsSchema,
  published: fieldsSchema.nullable(),
  scheduledFor: z.string().nullable(),
  /** The revision a schedule froze (what will be published), and whether the draft has changed since. */
  scheduled: z.object({ revision: z.number(), draftChanged: z.boolean() }).nullable(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type ContentItem = z.infer<typeof contentItemSchema>;
export const contentItemResponseSchema = z.object({ item: contentItemSchema });
export type ContentItemResponse = z.infer<typeof contentItemResponseSchema>;
/** A 409: the stored item as it is now, so nothing the editor typed is lost and theirs can be compared. */
export const contentConflictResponseSchema = z.object({ message: z.string(), item: contentItemSchema });
export const contentPublishResponseSchema = z.object({ item: contentItemSchema, warnings: z.object({ brokenLinks: z.array(z.string()) }) });
export type ContentPublishResponse = z.infer<typeof contentPublishResponseSchema>;

export const CONTENT_REVISION_ACTIONS = ['created', 'saved', 'autosaved', 'published', 'unpublished', 'restored', 'scheduled', 'seeded'] as const;
export type ContentRevisionAction = (typeof CONTENT_REVISION_ACTIONS)[number];
export const contentRevisionSummarySchema = z.object({ number: z.number(), action: z.enum(CONTENT_REVISION_ACTIONS), authorName: z.string().nullable(), createdAt: z.string() });
export type ContentRevisionSummary = z.infer<typeof contentRevisionSummarySchema>;
export const contentRevisionsResponseSchema = z.object({ revisions: z.array(contentRevisionSummarySchema) });
export type ContentRevisionsResponse = z.infer<typeof contentRevisionsResponseSchema>;
export const contentRevisionResponseSchema = z.object({ revision: contentRevisionSummarySchema.extend({ fields: fieldsSchema }) });
export type ContentRevisionResponse = z.infer<typeof contentRevisionResponseSchema>;

export const contentImageResponseSchema = z.object({ image: contentImageRefSchema });
export type ContentImageResponse = z.infer<typeof contentImageResponseSchema>;

/** An item that uses an image, in its draft or its published fields. */
export const contentImageUseSchema = z.object({ kind: contentKindSchema, id: z.number(), title: z.string() });
export type ContentImageUse = z.infer<typeof contentImageUseSchema>;
/** An image of the media library: its size, the alt text offered when it is inserted, and where it is used. */
export const contentLibraryImageSchema = z.object({
  id: z.string(),
  width: z.number(),
  height: z.number(),
  alt: z.string(),
  bytes: z.number(),
  createdAt: z.string(),
  uploadedBy: z.string().nullable(),
  uses: z.array(contentImageUseSchema),
});
export type ContentLibraryImage = z.infer<typeof contentLibraryImageSchema>;
export const contentLibraryResponseSchema = z.object({ images: z.array(contentLibraryImageSchema) });
export type ContentLibraryResponse = z.infer<typeof contentLibraryResponseSchema>;
export const contentLibraryImageResponseSchema = z.object({ image: contentLibraryImageSchema });
export type ContentLibraryImageResponse = z.infer<typeof contentLibraryImageResponseSchema>;
/** The library's alt text of an image: may be blank (each use still needs its own). */
export const contentImageAltRequestSchema = z.strictObject({ alt: z.union([z.literal(''), altText]) });
/** A 409 to deleting an image that items use: which ones. */
export const contentImageInUseResponseSchema = z.object({ message: z.string(), uses: z.array(contentImageUseSchema) });
export type ContentImageInUseResponse = z.infer<typeof contentImageInUseResponseSchema>;
export const contentImageParamsSchema = z.object({ imageId: contentImageRefSchema.shape.id });

const publishedItemSchema = fieldsSchema.extend({ kind: contentKindSchema, id: z.number(), path: z.string().nullable(), datePublished: z.string(), publishedAt: z.string(), updatedAt: z.string() });
export const publishedContentSchema = z.object({ version: z.number(), items: z.array(publishedItemSchema), redirects: z.array(z.object({ from: z.string(), to: z.string() })) });
export const contentVersionResponseSchema = z.object({ version: z.number() });
export const contentPublishDueResponseSchema = z.object({ published: z.number() });
export type ContentPublishDueResponse = z.infer<typeof contentPublishDueResponseSchema>;
