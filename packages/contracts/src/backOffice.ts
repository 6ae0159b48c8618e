import { z } from 'zod';
import {
  AUDIT_ACTIONS,
  type AuditAction,
  CASE_REFERENCE_SHAPE,
  BULK_MAX_ITEMS,
  CASE_SORT_CODES,
  CASE_STATUS_CODES,
  CLIENT_NOTE_MAX_LENGTH,
  INBOX_BULK_ACTIONS,
  INBOX_REFERENCE_SHAPE,
  INBOX_SORT_CODES,
  INBOX_KIND_CODES,
  INBOX_VIEWS,
  INTERNAL_NOTE_MAX_LENGTH,
  REPLY_TEMPLATE_NAME_MAX_LENGTH,
  REQUEST_SOURCE_CODES,
  SAVED_VIEW_NAME_MAX_LENGTH,
  SORT_ORDERS,
  STAFF_LISTS,
  STAFF_ROLE_CODES,
  TRIAGE_ACTIONS,
  TRIAGE_STATES,
} from './backOfficeCodes';
import { bookingHistoryEntrySchema } from './booking';
import { caseRoomText } from './caseRoom';
import { SCAM_TYPE_CODES } from './codes';
import { CURRENCY_CODES } from './currency';
import { calendarDay, emailAddress, isoTimestamp, recordId, recordIdText, requiredText } from './fields';
import { OTP_LENGTH } from './signIn';
import { followUpDays } from './tasks';

export * from './backOfficeCodes';

const staffRole = z.enum(STAFF_ROLE_CODES);
const caseStatus = z.enum(CASE_STATUS_CODES);
const caseRef = z.string().regex(CASE_REFERENCE_SHAPE, 'Must be a case reference like C-12');
const page = z.coerce.number({ error: 'Must be a page number' }).int('Must be a page number').min(1, 'Must be 1 or more').max(1_000_000).default(1);
/** A money amount as staff type it (digits, an optional decimal part); null clears it. */
const amount = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,2})?$/, 'Must be an amount like 1500 or 1500.50')
  .nullable();
/** Whose cases: nobody's, the signed-in member's, or one member's id. */
const managerFilter = z.union([z.literal('unassigned'), z.literal('mine'), recordIdText]);
const sortOrder = z.enum(SORT_ORDERS).default('desc');
/** `true`: only what has client messages the signed-in member has not read. */
const unreadFilter = z.literal('true').optional();
const inboxRef = z.string().regex(INBOX_REFERENCE_SHAPE, 'Must be an item reference like request-12');

// ---------- Sign-in and session ----------

export const staffCodeRequestSchema = z.strictObject({ email: emailAddress });
export type StaffCodeRequest = z.input<typeof staffCodeRequestSchema>;

export const staffVerifyRequestSchema = z.strictObject({
  email: emailAddress,
  code: z.string().trim().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `Enter the ${OTP_LENGTH}-digit code from the e-mail`),
  /** The token of the enrolment link, when signing in from it. */
  enrolment: z.string().trim().max(200).optional(),
});
export type StaffVerifyRequest = z.input<typeof staffVerifyRequestSchema>;

/**
 * WebAuthn options as @simplewebauthn/server makes them (PublicKeyCredentialCreationOptionsJSON or
 * PublicKeyCredentialRequestOptionsJSON); the page hands them to @simplewebauthn/browser as they are.
 */
const webAuthnOptions = z.looseObject({ challenge: z.string() });
export const staffVerifyResponseSchema = z.discriminatedUnion('step', [
  z.object({ step: z.literal('register'), options: webAuthnOptions }),
  z.object({ step: z.literal('passkey'), options: webAuthnOptions }),
]);
export type StaffVerifyResponse = z.infer<typeof staffVerifyResponseSchema>;

/** The browser's RegistrationResponseJSON or AuthenticationResponseJSON, as @simplewebauthn/browser returns it. */
const webAuthnResponse = z.looseObject({
  id: z.string().max(2000),
  rawId: z.string().max(2000),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string().max(20_000) }),
});
export const staffPasskeyRequestSchema = z.strictObject({ response: webAuthnResponse });
export type StaffPasskeyRequest = z.input<typeof staffPasskeyRequestSchema>;

export const staffMemberSchema = z.object({ id: z.number().int(), email: z.string(), name: z.string(), role: staffRole });
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** GET /api/admin/me, and the answer of a completed sign-in. */
export const staffMeSchema = z.object({ staff: staffMemberSchema, csrfToken: z.string(), expiresAt: isoTimestamp });
export type StaffMe = z.infer<typeof staffMeSchema>;

// ---------- Staff (admin only) ----------

export const staffListItemSchema = staffMemberSchema.extend({
  active: z.boolean(),
  passkeys: z.number().int(),
  lastSignInAt: isoTimestamp.nullable(),
  createdAt: isoTimestamp,
});
export type StaffListItem = z.infer<typeof staffListItemSchema>;
export const staffListResponseSchema = z.object({ items: z.array(staffListItemSchema) });
export type StaffListResponse = z.infer<typeof staffListResponseSchema>;

export const staffInviteRequestSchema = z.strictObject({ email: emailAddress, name: requiredText(100), role: staffRole });
export type StaffInviteRequest = z.input<typeof staffInviteRequestSchema>;

export const staffUpdateRequestSchema = z
  .strictObject({ role: staffRole.optional(), active: z.boolean().optional() })
  .refine((update) => update.role !== undefined || update.active !== undefined, 'Say what to change: a role, or active');
export type StaffUpdateRequest = z.input<typeof staffUpdateRequestSchema>;

// ---------- Inbox ----------

export const inboxQuerySchema = z.object({
  kind: z.enum(INBOX_KIND_CODES).optional(),
  scamType: z.enum(SCAM_TYPE_CODES).optional(),
  confirmed: z.enum(['true', 'false']).optional(),
  status: z.union([caseStatus, z.literal('untriaged')]).optional(),
  manager: managerFilter.optional(),
  unread: unreadFilter,
  from: calendarDay.optional(),
  to: calendarDay.optional(),
  /** Words (accents and case ignored), an e-mail address, a phone number in any spelling, or a reference. */
  q: z.string().trim().max(200).optional(),
  view: z.enum(INBOX_VIEWS).default('default'),
  sort: z.enum(INBOX_SORT_CODES).default('received'),
  order: sortOrder,
  page,
});
export type InboxQuery = z.input<typeof inboxQuerySchema>;
/** GET /api/admin/inbox/export: the view's rows as CSV (text/csv), in its filters and sort, all pages. */
export const inboxExportQuerySchema = inboxQuerySchema.omit({ page: true });
export type InboxExportQuery = z.input<typeof inboxExportQuerySchema>;

export const inboxSummarySchema = z.object({
  ref: z.string(),
  kind: z.enum(INBOX_KIND_CODES),
  source: z.enum(REQUEST_SOURCE_CODES).nullable(),
  /** A consultation request's subject (a SERVICE_SUBJECTS code); null for the other kinds. */
  subject: z.string().nullable(),
  /** The start of what the sender wrote (a request's story, a report's scam name, an application's message), on one line. */
  snippet: z.string().nullable(),
  receivedAt: isoTimestamp,
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  scamType: z.enum(SCAM_TYPE_CODES).nullable(),
  /** Whether the address's owner confirmed it (signed in when sending, or followed the mailed link). */
  confirmed: z.boolean(),
  triage: z.enum(TRIAGE_STATES),
  caseRef: z.string().nullable(),
  caseStatus: caseStatus.nullable(),
  managerName: z.string().nullable(),
  /** The amount lost as the sender typed it (a number or a range), when the form asks for one. */
  amount: z.string().nullable(),
  /** The currency a request's amount is in (formatAmount); null for a report, whose amount is its own text. */
  currency: z.enum(CURRENCY_CODES).nullable(),
  /** Anyone on the team has opened it. */
  opened: z.boolean(),
  /** Client messages of its case the signed-in member has not read. */
  unreadMessages: z.number().int(),
});
export type InboxSummary = z.infer<typeof inboxSummarySchema>;

export const inboxPageSchema = z.object({
  items: z.array(inboxSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  unopened: z.number().int(),
});
export type InboxPage = z.infer<typeof inboxPageSchema>;

export const evidenceFileSchema = z.object({ id: z.number().int(), name: z.string(), size: z.number().int(), type: z.string() });
export type EvidenceFile = z.infer<typeof evidenceFileSchema>;

export const inboxItemSchema = inboxSummarySchema.extend({
  /** Every field, in the form's order. */
  fields: z.array(z.object({ label: z.string(), value: z.string() })),
  description: z.string().nullable(),
  evidence: z.array(evidenceFileSchema),
  possiblyNotFromOwner: z.boolean(),
  /** The request's booked consultations, every state, oldest first. */
  consultations: z.array(bookingHistoryEntrySchema),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;
export const inboxItemResponseSchema = z.object({ item: inboxItemSchema });
export type InboxItemResponse = z.infer<typeof inboxItemResponseSchema>;

export const triageRequestSchema = z.strictObject({ action: z.enum(TRIAGE_ACTIONS) });
export type TriageRequest = z.input<typeof triageRequestSchema>;

export const openCaseRequestSchema = z.strictObject({});

/** POST /api/admin/inbox/bulk: one action on the selected items (`managerId` with `assign` only; admins assign). */
export const inboxBulkRequestSchema = z
  .strictObject({
    refs: z.array(inboxRef).min(1, 'Select at least one item').max(BULK_MAX_ITEMS, `Select at most ${BULK_MAX_ITEMS} items`),
    action: z.enum(INBOX_BULK_ACTIONS),
    managerId: recordId.nullable().optional(),
  })
  .refine((body) => (body.action === 'assign') === (body.managerId !== undefined), { message: 'Say whom to assign (managerId), with assign only', path: ['managerId'] });
export type InboxBulkRequest = z.input<typeof inboxBulkRequestSchema>;

/** POST /api/admin/cases/bulk: give the selected cases to a case manager, or to nobody (admins). */
export const caseBulkRequestSchema = z.strictObject({
  refs: z.array(caseRef).min(1, 'Select at least one case').max(BULK_MAX_ITEMS, `Select at most ${BULK_MAX_ITEMS} cases`),
  managerId: recordId.nullable(),
});
export type CaseBulkRequest = z.input<typeof caseBulkRequestSchema>;

/**
 * What a bulk action did: the rows it changed (with the triage each had before, so triage can be undone by sending
 * each group's old state back: `new` is `restore`), the cases it opened or changed, the rows it left and why, and a
 * sentence saying it all ("3 items marked as spam.").
 */
export const bulkResultSchema = z.object({
  summary: z.string(),
  done: z.array(z.object({ ref: z.string(), previousTriage: z.enum(['new', 'spam', 'duplicate']).nullable(), caseRef: z.string().nullable() })),
  skipped: z.array(z.object({ ref: z.string(), message: z.string() })),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;
/** POST /api/admin/inbox/:ref/opened: the page showed the item (the first time marks it opened for the team). */
export const openedRequestSchema = z.strictObject({});
export const attachRequestSchema = z.strictObject({ caseRef });
export type AttachRequest = z.input<typeof attachRequestSchema>;
export const caseRefResponseSchema = z.object({ caseRef: z.string() });
export type CaseRefResponse = z.infer<typeof caseRefResponseSchema>;

// ---------- Cases ----------

export const casesQuerySchemaForStaff = z.object({
  status: caseStatus.optional(),
  manager: managerFilter.optional(),
  unread: unreadFilter,
  q: z.string().trim().max(200).optional(),
  sort: z.enum(CASE_SORT_CODES).default('updated'),
  order: sortOrder,
  page,
});
export type StaffCasesQuery = z.input<typeof casesQuerySchemaForStaff>;
/** GET /api/admin/cases/export: the view's cases as CSV (text/csv), in its filters and sort, all pages. */
export const casesExportQuerySchema = casesQuerySchemaForStaff.omit({ page: true });
export type StaffCasesExportQuery = z.input<typeof casesExportQuerySchema>;

// ---------- Saved views (each member's own) ----------

/** A member's named filter and sort of a list: `query` is the list's address search part (`status=new&sort=amount`). */
export const savedViewSchema = z.object({ id: z.number().int(), list: z.enum(STAFF_LISTS), name: z.string(), query: z.string() });
export type SavedView = z.infer<typeof savedViewSchema>;
/** GET /api/admin/views: the signed-in member's saved views, both lists, by name. */
export const savedViewsResponseSchema = z.object({ items: z.array(savedViewSchema) });
export type SavedViewsResponse = z.infer<typeof savedViewsResponseSchema>;
/** POST /api/admin/views (201 with the view); the same name on the same list replaces that view. */
export const savedViewRequestSchema = z.strictObject({
  list: z.enum(STAFF_LISTS),
  name: requiredText(SAVED_VIEW_NAME_MAX_LENGTH),
  query: z.string().trim().max(1000).regex(/^[^?#]*$/, 'Must be the search part of an address, without ? or #'),
});
export type SavedViewRequest = z.input<typeof savedViewRequestSchema>;
export const savedViewResponseSchema = z.object({ view: savedViewSchema });
/** POST /api/admin/views/:id/delete answers 204. */
export const deleteSavedViewRequestSchema = z.strictObject({});

/** A short named text the team inserts into replies (placeholders: REPLY_TEMPLATE_PLACEHOLDERS). */
export const replyTemplateSchema = z.object({ id: z.number().int(), name: z.string(), text: z.string(), updatedAt: isoTimestamp });
export type ReplyTemplate = z.infer<typeof replyTemplateSchema>;
/** GET /api/admin/reply-templates (every member): the team's templates, by name. */
export const replyTemplatesResponseSchema = z.object({ items: z.array(replyTemplateSchema) });
export type ReplyTemplatesResponse = z.infer<typeof replyTemplatesResponseSchema>;
/** POST /api/admin/reply-templates (admins, 201) adds one; POST /api/admin/reply-templates/:id (admins) changes one. Names are unique. */
export const replyTemplateRequestSchema = z.strictObject({ name: requiredText(REPLY_TEMPLATE_NAME_MAX_LENGTH), text: caseRoomText });
export type ReplyTemplateRequest = z.input<typeof replyTemplateRequestSchema>;
export const replyTemplateResponseSchema = z.object({ template: replyTemplateSchema });
export type ReplyTemplateResponse = z.infer<typeof replyTemplateResponseSchema>;
/** POST /api/admin/reply-templates/:id/delete (admins) answers 204. */
export const deleteReplyTemplateRequestSchema = z.strictObject({});

export const caseSummarySchema = z.object({
  ref: z.string(),
  clientEmail: z.string(),
  clientName: z.string(),
  status: caseStatus,
  managerId: z.number().int().nullable(),
  managerName: z.string().nullable(),
  amountLost: z.string().nullable(),
  amountRecovered: z.string().nullable(),
  requests: z.number().int(),
  /** Client messages the signed-in member has not read. */
  unreadMessages: z.number().int(),
  openedAt: isoTimestamp,
  updatedAt: isoTimestamp,
  version: z.number().int(),
});
export type CaseSummary = z.infer<typeof caseSummarySchema>;

export const casesPageSchema = z.object({ items: z.array(caseSummarySchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type CasesPage = z.infer<typeof casesPageSchema>;

export const caseHistoryEntrySchema = z.object({ status: caseStatus, clientNote: z.string().nullable(), at: isoTimestamp, byName: z.string() });
export type CaseHistoryEntry = z.infer<typeof caseHistoryEntrySchema>;
export const internalNoteSchema = z.object({ id: z.number().int(), text: z.string(), at: isoTimestamp, byName: z.string() });
export type InternalNote = z.infer<typeof internalNoteSchema>;

export const caseDetailSchema = caseSummarySchema.extend({
  requests: z.array(inboxSummarySchema),
  history: z.array(caseHistoryEntrySchema),
  /** The consultations of the case's requests, every state, oldest first. */
  consultations: z.array(bookingHistoryEntrySchema),
  notes: z.array(internalNoteSchema),
});
export type CaseDetail = z.infer<typeof caseDetailSchema>;
export const caseDetailResponseSchema = z.object({ case: caseDetailSchema });
export type CaseDetailResponse = z.infer<typeof caseDetailResponseSchema>;

/**
 * A status change's answer: the case, and when the client hears of it. `clientNoticeBy` null: the client was e-mailed
 * at once; a time: the change joins the case's gathered notice, which leaves by then unless the client reads it first.
 */
export const caseStatusResponseSchema = caseDetailResponseSchema.extend({ clientNoticeBy: z.string().nullable() });
export type CaseStatusResponse = z.infer<typeof caseStatusResponseSchema>;

export const caseUpdateRequestSchema = z.strictObject({
  version: recordId,
  managerId: recordId.nullable().optional(),
  amountLost: amount.optional(),
  amountRecovered: amount.optional(),
});
export type CaseUpdateRequest = z.input<typeof caseUpdateRequestSchema>;

export const caseStatusRequestSchema = z.strictObject({
  version: recordId,
  status: caseStatus,
  clientNote: z.string().trim().max(CLIENT_NOTE_MAX_LENGTH, `Must be at most ${CLIENT_NOTE_MAX_LENGTH} characters`),
  /** A follow-up: a task for the case's manager, due this many days from today. */
  followUpDays: followUpDays.optional(),
});
export type CaseStatusRequest = z.input<typeof caseStatusRequestSchema>;

export const internalNoteRequestSchema = z.strictObject({
  text: z.string().trim().min(1, 'Field is required').max(INTERNAL_NOTE_MAX_LENGTH, `Must be at most ${INTERNAL_NOTE_MAX_LENGTH} characters`),
});
export type InternalNoteRequest = z.input<typeof internalNoteRequestSchema>;

// ---------- Overview ----------

export const dashboardSchema = z.object({
  /** `team` for an admin; `mine` for a case manager: every figure counts only what their inbox and cases show. */
  scope: z.enum(['team', 'mine']),
  /** What the inbox's default view counts now (the same numbers as GET /inbox's total and unopened). */
  inbox: z.object({ items: z.number().int(), unopened: z.number().int() }),
  /** Client messages the signed-in member has not read, over the cases they see. */
  unreadMessages: z.number().int(),
  newRequests: z.object({ today: z.number().int(), last7Days: z.number().int(), last30Days: z.number().int() }),
  openCasesByStatus: z.array(z.object({ status: caseStatus, count: z.number().int() })),
  casesPerManager: z.array(z.object({ managerName: z.string(), count: z.number().int() })),
  recent: z.array(inboxSummarySchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** GET /api/admin/menu-counts: the side menu's counts, numbers only (nothing of a victim, so the read is not audited). */
export const menuCountsSchema = z.object({
  /** Items of the member's inbox (its default view) nobody on the team has opened. */
  inboxUnopened: z.number().int(),
  /** The member's open tasks due today or overdue. */
  tasksDue: z.number().int(),
});
export type MenuCounts = z.infer<typeof menuCountsSchema>;

export const analyticsQuerySchema = z.object({ days: z.coerce.number().int().min(1).max(365).default(30) });
export const analyticsSchema = z.object({
  requestsPerDay: z.array(z.object({ day: z.string(), count: z.number().int() })),
  byScamType: z.array(z.object({ scamType: z.string(), count: z.number().int() })),
  bySourcePage: z.array(z.object({ page: z.string(), count: z.number().int() })),
  conversion: z.object({ received: z.number().int(), opened: z.number().int(), cases: z.number().int() }),
  /** From a request to the team's first message or status note to its client, over the requests that have one. */
  firstReply: z.object({ medianHours: z.number().nullable(), p90Hours: z.number().nullable(), count: z.number().int() }),
  recovered: z.object({ totalAmount: z.string(), cases: z.number().int() }),
  /**
   * Consultations by the Monday (UTC, YYYY-MM-DD) of the week they start in, from the period's start on, upcoming
   * ones included; cancelled ones are left out.
   */
  bookingsPerWeek: z.array(z.object({ week: z.string(), count: z.number().int() })),
  /** Consultations of the period marked held or no-show; `percent` held of both, null while none is marked. */
  showRate: z.object({ held: z.number().int(), noShow: z.number().int(), percent: z.number().nullable() }),
  /** From a request's sending to the start of its consultation, over those booked or held from the period's start on. */
  requestToConsultation: z.object({ medianHours: z.number().nullable(), p90Hours: z.number().nullable(), count: z.number().int() }),
});
export type Analytics = z.infer<typeof analyticsSchema>;

/** GET /api/admin/site-health (admins): how the site's parts load in visitors' browsers, per remote and version. */
export const siteHealthQuerySchema = analyticsQuerySchema;
export const siteHealthSchema = z.object({
  remoteLoadFailures: z.array(z.object({ remote: z.string(), version: z.string(), loads: z.number().int(), failures: z.number().int() })),
});
export type SiteHealth = z.infer<typeof siteHealthSchema>;

export const settingsSchema = z.object({
  /** Each period in one unit as people read it (`period`: "24 months", "7 days"); `days` for sorting and sums. */
  retention: z.array(z.object({ what: z.string(), period: z.string(), days: z.number().int() })),
  teamEmail: z.string().nullable(),
  /** When each member with tasks due gets the day's reminder mail (UTC, HH:MM); admins change it. */
  reminderTime: z.string(),
});
export type BackOfficeSettings = z.infer<typeof settingsSchema>;

const auditActions = Object.values(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]];
export const auditQuerySchema = z.object({
  staffId: recordIdText.optional(),
  action: z.enum(auditActions).optional(),
  client: z.string().trim().toLowerCase().max(254).optional(),
  page,
});
export type AuditQuery = z.input<typeof auditQuerySchema>;
/** GET /api/admin/audit/export (admins): the filtered audit as CSV (text/csv), newest first. */
export const auditExportQuerySchema = auditQuerySchema.omit({ page: true });
export type AuditExportQuery = z.input<typeof auditExportQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: isoTimestamp,
  staffName: z.string().nullable(),
  staffEmail: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  clientEmailHash: z.string().nullable().optional(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = z.object({ items: z.array(auditEntrySchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type AuditPage = z.infer<typeof auditPageSchema>;

// ---------- Client side ----------

/** One look at the client's data by the team, in the client's data page and download. */
export const staffAccessSchema = z.object({ staff_name: z.string(), action: z.string(), at: isoTimestamp });
export type StaffAccess = z.infer<typeof staffAccessSchema>;
