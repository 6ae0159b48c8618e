// The back office's codes, labels and paths. No zod: browser code imports this file.
import { codesOf, labelOf, type CodeOption } from './codes';
import { parseRecordId } from './recordIds';

export const STAFF_ROLES = [
  { code: 'admin', label: 'Admin' },
  { code: 'case_manager', label: 'Case manager' },
  /** Content only: the public site's words and images, never a client's data. */
  { code: 'editor', label: 'Editor' },
] as const satisfies readonly CodeOption[];
export type StaffRole = (typeof STAFF_ROLES)[number]['code'];
export const STAFF_ROLE_CODES = codesOf(STAFF_ROLES);

/** Who can be given a case or a task: an active admin or case manager. */
export function canWorkCases(member: { role: StaffRole; active: boolean }): boolean {
  return member.active && member.role !== 'editor';
}

/** Why a member cannot be given a case or a task (answered with 422). */
export const NOT_A_CASE_WORKER = {
  editor: 'An editor cannot manage cases.',
  inactive: 'A deactivated member cannot manage cases.',
  unknown: 'There is no active staff member with this id.',
} as const;

/** A case's pipeline, in order. */
export const CASE_STATUSES = [
  { code: 'new', label: 'New' },
  { code: 'consultation', label: 'Consultation' },
  { code: 'engaged', label: 'Engaged' },
  { code: 'investigating', label: 'Investigating' },
  { code: 'report_delivered', label: 'Report delivered' },
  { code: 'recovery_in_progress', label: 'Recovery in progress' },
  { code: 'closed_recovered', label: 'Closed: recovered' },
  { code: 'closed_not_recovered', label: 'Closed: not recovered' },
  { code: 'closed_withdrawn', label: 'Closed: withdrawn' },
] as const satisfies readonly CodeOption[];
export type CaseStatus = (typeof CASE_STATUSES)[number]['code'];
export const CASE_STATUS_CODES = codesOf(CASE_STATUSES);
/** The statuses of a case that is over. */
export const CLOSED_CASE_STATUSES: readonly CaseStatus[] = ['closed_recovered', 'closed_not_recovered', 'closed_withdrawn'];

export function caseStatusLabel(status: CaseStatus): string {
  return labelOf(CASE_STATUSES, status);
}

export function staffRoleLabel(role: StaffRole): string {
  return labelOf(STAFF_ROLES, role);
}

/** What came in through the site: consultation requests, whistleblowing reports, affiliate applications. */
export const INBOX_KINDS = [
  { code: 'request', label: 'Consultation request' },
  { code: 'report', label: 'Whistleblowing report' },
  { code: 'affiliate', label: 'Affiliate application' },
] as const satisfies readonly CodeOption[];
export type InboxKind = (typeof INBOX_KINDS)[number]['code'];
export const INBOX_KIND_CODES = codesOf(INBOX_KINDS);

/** Which form a consultation request came from. */
export const REQUEST_SOURCES = [
  { code: 'lead', label: 'Lead form' },
  { code: 'contact', label: 'Contact form' },
  { code: 'wizard', label: 'Consultation wizard' },
] as const satisfies readonly CodeOption[];
export type RequestSource = (typeof REQUEST_SOURCES)[number]['code'];
export const REQUEST_SOURCE_CODES = codesOf(REQUEST_SOURCES);

export const TRIAGE_STATES = ['new', 'spam', 'duplicate', 'case'] as const;
export type TriageState = (typeof TRIAGE_STATES)[number];
export const TRIAGE_ACTIONS = ['spam', 'duplicate', 'restore'] as const;
export type TriageAction = (typeof TRIAGE_ACTIONS)[number];
export const INBOX_VIEWS = ['default', 'spam', 'duplicate'] as const;
export type InboxView = (typeof INBOX_VIEWS)[number];

/** The inbox's sortable columns; `received` (newest first) unless the address says otherwise. */
export const INBOX_SORTS = [
  { code: 'received', label: 'Received' },
  { code: 'status', label: 'Status' },
  { code: 'manager', label: 'Case manager' },
  { code: 'amount', label: 'Amount' },
  { code: 'unread', label: 'Unread messages' },
] as const satisfies readonly CodeOption[];
export type InboxSort = (typeof INBOX_SORTS)[number]['code'];
export const INBOX_SORT_CODES = codesOf(INBOX_SORTS);
/** The cases list's sortable columns; `updated` (latest first) unless the address says otherwise. */
export const CASE_SORTS = [
  { code: 'updated', label: 'Updated' },
  { code: 'status', label: 'Status' },
  { code: 'manager', label: 'Case manager' },
  { code: 'amount', label: 'Amount lost' },
  { code: 'unread', label: 'Unread messages' },
] as const satisfies readonly CodeOption[];
export type CaseSort = (typeof CASE_SORTS)[number]['code'];
export const CASE_SORT_CODES = codesOf(CASE_SORTS);
/** A sort's direction: `desc` unless the address says `asc`. */
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Which list a saved view or an export is of. */
export const STAFF_LISTS = ['inbox', 'cases'] as const;
export type StaffList = (typeof STAFF_LISTS)[number];

/**
 * The built-in views of a list: each is a set of the list's query parameters (the address's search part), so a view
 * is a link and survives a reload. `manager: 'mine'` is the signed-in member; `unread: 'true'` their own unread.
 */
export interface BuiltInView {
  readonly code: string;
  readonly label: string;
  readonly query: Readonly<Record<string, string>>;
}
export const BUILT_IN_INBOX_VIEWS = [
  { code: 'untriaged', label: 'Untriaged', query: { status: 'untriaged' } },
  { code: 'unassigned', label: 'Unassigned', query: { manager: 'unassigned' } },
  { code: 'mine', label: 'My cases', query: { manager: 'mine' } },
  { code: 'unread', label: 'My unread', query: { unread: 'true' } },
  { code: 'spam', label: 'Spam', query: { view: 'spam' } },
] as const satisfies readonly BuiltInView[];
export const BUILT_IN_CASE_VIEWS = [
  { code: 'unassigned', label: 'Unassigned', query: { manager: 'unassigned' } },
  { code: 'mine', label: 'My cases', query: { manager: 'mine' } },
  { code: 'unread', label: 'My unread', query: { unread: 'true' } },
] as const satisfies readonly BuiltInView[];
export const SAVED_VIEW_NAME_MAX_LENGTH = 60;

/** A reply template's name; its text has the case room's message limit (MESSAGE_MAX_LENGTH). */
export const REPLY_TEMPLATE_NAME_MAX_LENGTH = 60;
/** How many reply templates the team keeps. */
export const REPLY_TEMPLATES_MAX = 100;
/** What a reply template may hold, filled in when a case manager inserts it into a reply. */
export const REPLY_TEMPLATE_PLACEHOLDERS = [
  { code: '{firstName}', label: 'the client’s first name' },
  { code: '{caseRef}', label: 'the case reference' },
] as const;

/** The client's first name as a reply greets them: the first word of the name they gave. */
export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

/** A template's text with its placeholders filled in for one case (any other brace text stays as it is). */
export function fillReplyTemplate(text: string, values: { clientName: string; caseRef: string }): string {
  return text.replaceAll('{firstName}', firstNameOf(values.clientName)).replaceAll('{caseRef}', values.caseRef);
}
/** Saved views a member may keep, per list. */
export const SAVED_VIEWS_MAX = 30;

/**
 * What a bulk action does to the selected inbox items: triage them, open a case for each client address (items of
 * one address join one case; an address with a case joins it), or give their cases to a case manager (admins; an
 * item without a case gets one first).
 */
export const INBOX_BULK_ACTIONS = ['spam', 'duplicate', 'restore', 'case', 'assign'] as const;
export type InboxBulkAction = (typeof INBOX_BULK_ACTIONS)[number];
/** Rows one bulk action may name: a page of the list. */
export const BULK_MAX_ITEMS = 100;
/** Rows a CSV export holds at most (the newest first, in the view's sort). */
export const EXPORT_MAX_ROWS = 10_000;

/** Rows per page of the inbox, the cases and the audit. */
export const BACK_OFFICE_PAGE_SIZE = 25;
export const CLIENT_NOTE_MAX_LENGTH = 500;
export const INTERNAL_NOTE_MAX_LENGTH = 5000;

/** `C-12`: a case as staff and its client read it. */
export function caseReference(id: number): string {
  return `C-${id}`;
}
export const CASE_REFERENCE_SHAPE = /^C-[1-9]\d{0,9}$/;
/** `request-54`, `report-3`, `affiliate-2`. */
export function inboxReference(kind: InboxKind, id: number): string {
  return `${kind}-${id}`;
}
export const INBOX_REFERENCE_SHAPE = /^(request|report|affiliate)-[1-9]\d{0,9}$/;

/** The case id `ref` (`C-12`) names; null for anything else, an id past the largest included. */
export function parseCaseReference(ref: string): number | null {
  return CASE_REFERENCE_SHAPE.test(ref) ? parseRecordId(ref.slice(2)) : null;
}

/** The item `ref` (`request-54`) names; null for anything else, an id past the largest included. */
export function parseInboxReference(ref: string): { kind: InboxKind; id: number } | null {
  if (!INBOX_REFERENCE_SHAPE.test(ref)) return null;
  const [kind, id] = ref.split('-') as [InboxKind, string];
  const parsed = parseRecordId(id);
  return parsed === null ? null : { kind, id: parsed };
}

/** What the audit records; reads and downloads of a client's data are what the client's data page lists. */
export const AUDIT_ACTIONS = {
  signIn: 'sign-in',
  passkeyRegistered: 'passkey registered',
  signOut: 'sign-out',
  inboxRead: 'opened item',
  /** List reads: the filters used are the entry's target. */
  inboxListed: 'listed inbox',
  casesListed: 'listed cases',
  /** Exports: the filters, the sort and the row count are the entry's target. */
  inboxExported: 'exported inbox',
  casesExported: 'exported cases',
  auditExported: 'exported audit',
  /** A bulk action: one entry per item or case it changed, as the single actions write them, and this one for the whole. */
  bulkAction: 'bulk action',
  dashboardRead: 'read dashboard',
  evidenceDownload: 'downloaded evidence',
  triage: 'triaged item',
  caseOpened: 'opened case',
  caseAttached: 'attached item to case',
  caseRead: 'read case',
  caseUpdated: 'changed case',
  caseStatus: 'changed case status',
  caseNote: 'added internal note',
  caseMessagesRead: 'read case messages',
  caseDocumentsRead: 'listed case documents',
  caseDocumentDownload: 'downloaded case document',
  caseReportMarked: 'marked case report',
  /** The team took back one of its documents: its file is deleted. */
  caseDocumentWithdrawn: 'withdrew case document',
  replyTemplateSaved: 'saved reply template',
  replyTemplateDeleted: 'deleted reply template',
  caseTasksRead: 'listed case tasks',
  taskCreated: 'created task',
  taskChanged: 'changed task',
  taskCompleted: 'completed task',
  dueTasksListed: 'listed due tasks',
  myTasksListed: 'listed my tasks',
  reminderTimeSet: 'set reminder time',
  /** The client's own download of a document of their case room. */
  clientDocumentDownload: 'client downloaded case document',
  staffInvited: 'invited staff member',
  staffChanged: 'changed staff member',
  passkeysReset: 'reset passkeys',
  staffAddedByOperator: 'staff member added from the command line',
  staffDeactivatedByOperator: 'staff member deactivated from the command line',
  /** Content: the target names the kind, the id and the revision (`news 12 r3`). */
  contentCreated: 'created content',
  contentSaved: 'saved content',
  contentPublished: 'published content',
  contentScheduled: 'scheduled content',
  contentUnpublished: 'unpublished content',
  contentRestored: 'restored content revision',
  contentImageUploaded: 'uploaded content image',
  contentImageAltChanged: 'changed content image alt text',
  contentImageReplaced: 'replaced content image',
  contentImageDeleted: 'deleted content image',
  /** Consultations: the target names the request and the booking (`request-12/booking-3`); `by client` or the member says who. */
  consultationBooked: 'booked consultation',
  consultationMoved: 'moved consultation',
  consultationCancelled: 'cancelled consultation',
  /** Engagement letters: the target names the case and the letter (`C-12/letter-3`). */
  feeTermsSet: 'set fee terms',
  engagementsRead: 'read engagement letters',
  engagementSent: 'sent engagement letter',
  engagementVoided: 'voided engagement letter',
  engagementDownload: 'downloaded engagement letter',
  consultationMarked: 'marked consultation',
  consultationsListed: 'listed consultations',
  availabilityChanged: 'changed availability',
  calendarFeedRenewed: 'renewed calendar feed',
} as const;

/** One of AUDIT_ACTIONS: what an audit entry says was done. */
export type AuditAction = (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS];

export const STAFF_API_PREFIX = '/api/admin';
export const STAFF_SESSION_COOKIE = 'frc_staff';
/** Set between the e-mailed code and the passkey. */
export const STAFF_PENDING_COOKIE = 'frc_staff_pending';
export const CSRF_HEADER = 'X-CSRF-Token';
/**
 * Marks a request the page makes by itself (a poll of the thread, the lists, the unread count; the read marks that
 * follow a poll): it does not count as the member's activity, so an open page left alone still reaches the idle
 * timeout.
 */
export const BACKGROUND_REQUEST_HEADER = 'X-Background-Request';
/** The enrolment link: `${publicOrigin}${STAFF_LOGIN_PATH}?enrol=<token>`. */
export const STAFF_LOGIN_PATH = '/admin/login';
export const ENROLMENT_QUERY_PARAMETER = 'enrol';

export const STAFF_IDLE_MINUTES = 30;
export const STAFF_SESSION_HOURS = 8;
export const STAFF_PENDING_MINUTES = 5;
export const ENROLMENT_LINK_HOURS = 72;

export const USE_INVITATION_LINK = 'Use the sign-in link in your invitation e-mail.';
export const CASE_EDIT_CONFLICT = 'Someone else changed this case. Reload to see their change.';
export const STAFF_SIGN_IN_REQUIRED = 'Sign in to the back office.';
export const CASE_NEWS_MAIL_TEXT = 'There is news about your case: sign in to read it';
