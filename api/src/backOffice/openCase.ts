import { caseReference, formatAmount, type InboxSummary } from '@frc/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { caseNotes, cases, caseStatusChanges, serviceRequests } from '../db/schema';
import { moveRequestFilesIntoCase } from '../leads/requestFiles';
import { copyReportEvidenceIntoCase, type EvidenceStores } from '../reports/evidenceIntoCase';
import { ITEM_TABLES, parseInboxRef, type Viewer } from './inbox';

/** The amounts staff store on a case (the case's `amountLost` shape). */
const CASE_AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;

/**
 * The amount a person typed, as a case's amount lost: its first number (`17,500` → `17500`; `1000-5000` → `1000`, a
 * range's lower end), and whether the case should also keep the text as typed (a range, or more than the number).
 * Null when no number a case can hold is in it.
 */
export function amountLostFrom(typed: string | null): { amount: string; keepText: boolean } | null {
  if (!typed) return null;
  const numbers = typed.match(/\d[\d,]*(?:\.\d{1,2})?/g) ?? [];
  const amount = numbers[0]?.replace(/,/g, '');
  if (!amount || !CASE_AMOUNT.test(amount)) return null;
  return { amount, keepText: numbers.length > 1 || typed.trim().replace(/,/g, '') !== amount };
}

/**
 * Opens one case for `items`, all of one client address (the first item names the client), and joins them to it.
 * A case manager's own case stays in their sight; an admin assigns one (or names `managerId` now). The consultation
 * request's amount lost becomes the case's (a range: its lower end, and the range in an internal note). The case's
 * amounts are in US dollars: an amount in another currency stays in the note only, in its own currency.
 */
export async function openCaseFor(tx: Database, stores: EvidenceStores, viewer: Viewer, items: readonly InboxSummary[], time: Date, managerId?: number | null): Promise<string> {
  const first = items[0]!;
  let carried: { amount: string | null; keepText: boolean; typed: string } | null = null;
  for (const item of items) {
    const parsed = parseInboxRef(item.ref)!;
    if (parsed.kind !== 'request') continue;
    const [request] = await tx
      .select({ amount: serviceRequests.scamAmount, currency: serviceRequests.scamCurrency })
      .from(serviceRequests)
      .where(eq(serviceRequests.id, parsed.id));
    const amount = amountLostFrom(request?.amount ?? null);
    if (amount) {
      const typed = formatAmount(request!.amount, request!.currency);
      carried = request!.currency === 'USD' ? { ...amount, typed } : { amount: null, keepText: true, typed };
      break;
    }
  }
  const [created] = await tx
    .insert(cases)
    .values({
      clientEmail: first.email!.toLowerCase(),
      clientName: first.name,
      managerId: managerId !== undefined ? managerId : viewer.role === 'case_manager' ? viewer.id : null,
      status: 'new',
      amountLost: carried?.amount ?? null,
      openedAt: time,
      updatedAt: time,
    })
    .returning({ id: cases.id });
  const caseId = created!.id;
  await tx.insert(caseStatusChanges).values({ caseId, status: 'new', clientNote: null, staffId: viewer.id, at: time });
  if (carried?.keepText) {
    await tx.insert(caseNotes).values({ caseId, staffId: viewer.id, text: `Amount lost as the request gave it: ${carried.typed}`, at: time });
  }
  for (const item of items) await joinItemToCase(tx, stores, item.ref, caseId, time);
  return caseReference(caseId);
}

/** The item at `ref` joins the case: a request's files and a report's evidence become the case's documents. */
export async function joinItemToCase(tx: Database, stores: EvidenceStores, ref: string, caseId: number, time: Date): Promise<void> {
  const { kind, id } = parseInboxRef(ref)!;
  const table = ITEM_TABLES[kind];
  // The item's row is locked by this update first: files arriving meanwhile wait for it (settleRequestFiles).
  await tx.update(table).set({ caseId, triage: 'new' }).where(eq(table.id, id));
  if (kind === 'request') await moveRequestFilesIntoCase(tx, id, caseId, time);
  if (kind === 'report') await copyReportEvidenceIntoCase(tx, stores, id, caseId, time);
}
