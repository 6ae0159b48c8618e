import { currencyCode, DEFAULT_CURRENCY, formatAmount, PAYMENT_METHODS, SCAM_TYPES, type CodeOption } from '@frc/contracts/browser';
import type { ListedCase } from './api/fetchCasesPage';

/** What the client sees for a value the case does not have. */
export const NOT_AVAILABLE = 'N/A';

/** The status line of a request that was sent without signing in and is not confirmed yet. */
export const AWAITING_CONFIRMATION = 'Waiting for you to confirm it from the e-mail we sent';
/** The status of a request the team has not opened a case for yet. */
export const RECEIVED_STATUS = 'Received';
/** In place of its description: why its details are not shown, and how to change that. */
export const AWAITING_CONFIRMATION_DETAILS =
  'This request was sent with your e-mail address without signing in. Its details show here once you confirm it with the link we e-mailed you. If you did not send it, ignore it: we will never ask you to pay to release funds.';

/**
 * One case as the list and the details dialog show it: every value already a display text. `null`: a field that does
 * not apply to this case (a BTC address for a wire transfer; what a request awaiting confirmation holds back), left out.
 */
export interface CaseView {
  /** Sent without signing in and not confirmed yet: whatever was typed into it is held back. */
  awaitingConfirmation: boolean;
  /** Its own line, for a case whose state the client should know (AWAITING_CONFIRMATION); else null. */
  notice: string | null;
  /** The request's own number (the list's ID), the same in the list and in its details; never the case's reference. */
  reference: string;
  name: string | null;
  email: string;
  phone: string | null;
  scamType: string;
  amount: string | null;
  btcAddress: string | null;
  transactionType: string;
  description: string;
  submittedOn: string;
  /** The case the team opened from the request (`C-12`); null before they open one. */
  caseReference: string | null;
  /** Where the case stands ('Investigating'), or that the team has it but opened no case yet. */
  status: string;
  /** The latest note the case manager wrote for the client with a status; null when there is none. */
  clientNote: string | null;
  /** How many of the team's messages in the case the client has not read yet (0 outside a case). */
  unread: number;
  /** How many of the team's documents in the case, not attached to a message, the client has not read yet. */
  unreadDocuments: number;
}

export type CaseField = Exclude<keyof CaseView, 'awaitingConfirmation' | 'notice' | 'unread' | 'unreadDocuments'>;

/** The list's columns after ID (the reference), in the spec's order: the table's headers and each card's fields. */
export const CASE_LIST_FIELDS: readonly { key: CaseField; label: string }[] = [
  { key: 'name', label: 'Name' },
  { key: 'email', label: 'Email' },
  { key: 'scamType', label: 'Scam Type' },
  { key: 'amount', label: 'Amount' },
  { key: 'btcAddress', label: 'BTC Address' },
  { key: 'transactionType', label: 'Transaction Type' },
  { key: 'status', label: 'Status' },
];

/** The details dialog's rows, in reading order. */
export const CASE_DETAIL_FIELDS: readonly { key: CaseField; label: string }[] = [
  { key: 'caseReference', label: 'Case reference' },
  { key: 'reference', label: 'Request number' },
  { key: 'status', label: 'Status' },
  { key: 'clientNote', label: 'Latest note from your case manager' },
  { key: 'submittedOn', label: 'Submitted on' },
  { key: 'name', label: 'Name' },
  { key: 'email', label: 'Email' },
  { key: 'phone', label: 'Phone' },
  { key: 'scamType', label: 'Scam type' },
  { key: 'amount', label: 'Amount' },
  { key: 'transactionType', label: 'Transaction type' },
  { key: 'btcAddress', label: 'BTC address' },
  { key: 'description', label: 'Description' },
];

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A value as text; anything that is not text or a number counts as missing. */
function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}

function textOrNA(value: unknown): string {
  return text(value) || NOT_AVAILABLE;
}

/** A code's human label from its list; an unknown code shows as it is. */
function labelFor(list: readonly CodeOption[], value: unknown): string {
  const code = text(value);
  if (!code) return NOT_AVAILABLE;
  return list.find((entry) => entry.code === code)?.label ?? code;
}

/** What is unread in a case, in words: colour alone says nothing to many. */
export function newMessagesText(count: number): string {
  return count === 1 ? '1 new message' : `${count} new messages`;
}

/** Everything unread in a case, in words ("2 new messages, 1 new document"); empty when nothing is. */
export function unreadText({ unread, unreadDocuments }: Pick<CaseView, 'unread' | 'unreadDocuments'>): string {
  const parts = unread > 0 ? [newMessagesText(unread)] : [];
  if (unreadDocuments > 0) parts.push(unreadDocuments === 1 ? '1 new document' : `${unreadDocuments} new documents`);
  return parts.join(', ');
}

export function formatSubmittedOn(createdAt: unknown): string {
  if (typeof createdAt !== 'string' || !createdAt) return NOT_AVAILABLE;
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? NOT_AVAILABLE : dateFormat.format(date);
}

/** A BTC address belongs to crypto payments, and to cases whose payment method is not known; not to a wire transfer. */
function btcAddressOf(record: ListedCase): string | null {
  const address = text(record.address);
  if (address) return address;
  const method = text(record.transaction_type);
  return method && method !== 'btc_crypto' ? null : NOT_AVAILABLE;
}

export function toCaseView(record: ListedCase): CaseView {
  const awaitingConfirmation = record.awaiting_confirmation === true;
  const name = [record.fname, record.lname].map(text).filter(Boolean).join(' ');
  const view: CaseView = {
    awaitingConfirmation,
    notice: null,
    reference: textOrNA(record.id),
    name: textOrNA(name),
    email: textOrNA(record.email),
    phone: textOrNA(record.phone),
    scamType: labelFor(SCAM_TYPES, record.scam_type),
    // In the currency the client chose (requests from before the choice are in US dollars); none: the spec's 0.
    amount: formatAmount(text(record.scam_amount), currencyCode(record.scam_currency) ?? DEFAULT_CURRENCY) || '0',
    btcAddress: btcAddressOf(record),
    transactionType: labelFor(PAYMENT_METHODS, record.transaction_type),
    description: textOrNA(record.scam_description),
    submittedOn: formatSubmittedOn(record.created_at),
    caseReference: text(record.case_reference) || null,
    status: text(record.case_status_label) || RECEIVED_STATUS,
    clientNote: text(record.case_client_note) || null,
    unread: typeof record.case_unread === 'number' && record.case_unread > 0 ? record.case_unread : 0,
    unreadDocuments: typeof record.case_unread_documents === 'number' && record.case_unread_documents > 0 ? record.case_unread_documents : 0,
  };
  if (!awaitingConfirmation) return view;
  // What was typed into it is held back until its owner confirms it: left out, the status line says why.
  return { ...view, notice: AWAITING_CONFIRMATION, name: null, phone: null, amount: null, btcAddress: null, description: AWAITING_CONFIRMATION_DETAILS };
}
