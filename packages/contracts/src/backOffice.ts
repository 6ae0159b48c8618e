import { z } from 'zod';
import {
  AUDIT_ACTIONS,
  type AuditAction,
  CASE_REFERENCE_SHAPE,
  CASE_STATUS_CODES,
  CLIENT_NOTE_MAX_LENGTH,
  INBOX_KIND_CODES,
  INBOX_VIEWS,
  INTERNAL_NOTE_MAX_LENGTH,
  REQUEST_SOURCE_CODES,
  STAFF_ROLE_CODES,
  TRIAGE_ACTIONS,
  TRIAGE_STATES,
} from './backOfficeCodes';
import { SCAM_TYPE_CODES } from './codes';
import { calendarDay, emailAddress, isoTimestamp, recordId, recordIdText, requiredText } from './fields';
import { OTP_LENGTH } from './signIn';

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
  manager: z.union([z.literal('unassigned'), recordIdText]).optional(),
  from: calendarDay.optional(),
  to: calendarDay.optional(),
  q: z.string().trim().max(200).optional(),
  view: z.enum(INBOX_VIEWS).default('default'),
  page,
});
export type InboxQuery = z.input<typeof inboxQuerySchema>;

export const inboxSummarySchema = z.object({
  ref: z.string(),
  kind: z.enum(INBOX_KIND_CODES),
  source: z.enum(REQUEST_SOURCE_CODES).nullable(),
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
  /** Anyone on the team has opened it. */
  opened: z.boolean(),
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
});
export type InboxItem = z.infer<typeof inboxItemSchema>;
export const inboxItemResponseSchema = z.object({ item: inboxItemSchema });
export type InboxItemResponse = z.infer<typeof inboxItemResponseSchema>;

export const triageRequestSchema = z.strictObject({ action: z.enum(TRIAGE_ACTIONS) });
export type TriageRequest = z.input<typeof triageRequestSchema>;

export const openCaseRequestSchema = z.strictObject({});
/** POST /api/admin/inbox/:ref/opened: the page showed the item (the first time marks it opened for the team). */
export const openedRequestSchema = z.strictObject({});
export const attachRequestSchema = z.strictObject({ caseRef });
export type AttachRequest = z.input<typeof attachRequestSchema>;
export const caseRefResponseSchema = z.object({ caseRef: z.string() });
export type CaseRefResponse = z.infer<typeof caseRefResponseSchema>;

// ---------- Cases ----------

export const casesQuerySchemaForStaff = z.object({
  status: caseStatus.optional(),
  manager: z.union([z.literal('unassigned'), recordIdText]).optional(),
  q: z.string().trim().max(200).optional(),
  page,
});
export type StaffCasesQuery = z.input<typeof casesQuerySchemaForStaff>;

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
  /** Client messages the team has not read. */
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
  notes: z.array(internalNoteSchema),
});
export type CaseDetail = z.infer<typeof caseDetailSchema>;
export const caseDetailResponseSchema = z.object({ case: caseDetailSchema });
export type CaseDetailResponse = z.infer<typeof caseDetailResponseSchema>;

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
});
export type CaseStatusRequest = z.input<typeof caseStatusRequestSchema>;

export const internalNoteRequestSchema = z.strictObject({
  text: z.string().trim().min(1, 'Field is required').max(INTERNAL_NOTE_MAX_LENGTH, `Must be at most ${INTERNAL_NOTE_MAX_LENGTH} characters`),
});
export type InternalNoteRequest = z.input<typeof internalNoteRequestSchema>;

// ---------- Overview ----------

export const dashboardSchema = z.object({
  newRequests: z.object({ today: z.number().int(), last7Days: z.number().int(), last30Days: z.number().int() }),
  openCasesByStatus: z.array(z.object({ status: caseStatus, count: z.number().int() })),
  casesPerManager: z.array(z.object({ managerName: z.string(), count: z.number().int() })),
  recent: z.array(inboxSummarySchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const analyticsQuerySchema = z.object({ days: z.coerce.number().int().min(1).max(365).default(30) });
export const analyticsSchema = z.object({
  requestsPerDay: z.array(z.object({ day: z.string(), count: z.number().int() })),
  byScamType: z.array(z.object({ scamType: z.string(), count: z.number().int() })),
  bySourcePage: z.array(z.object({ page: z.string(), count: z.number().int() })),
  conversion: z.object({ received: z.number().int(), opened: z.number().int(), cases: z.number().int() }),
  firstResponse: z.object({ medianHours: z.number().nullable(), p90Hours: z.number().nullable(), count: z.number().int() }),
  recovered: z.object({ totalAmount: z.string(), cases: z.number().int() }),
  remoteLoadFailures: z.array(z.object({ remote: z.string(), version: z.string(), loads: z.number().int(), failures: z.number().int() })),
});
export type Analytics = z.infer<typeof analyticsSchema>;

export const settingsSchema = z.object({
  retention: z.array(z.object({ what: z.string(), days: z.number().int() })),
  teamEmail: z.string().nullable(),
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
