import {
  caseReference,
  DEFAULT_CURRENCY,
  type CurrencyCode,
  ENGAGEMENT_EVENT_LABELS,
  ENGAGEMENT_REMINDER_DAYS,
  ENGAGEMENT_RETENTION_YEARS,
  ENGAGEMENT_MESSAGES,
  ENGAGEMENT_STATE_LABELS,
  feeTermsText,
  LETTER_MERGE_FIELDS,
  letterDateText,
  mergeLetter,
  readSignatureDrawing,
  SIGNATURE_DRAWING_UNREADABLE,
  type EngagementEventKind,
  type EngagementLetter,
  type EngagementVerifyResponse,
  type FeeTerms,
  type SignEngagementRequest,
  type TextBlock,
} from '@frc/contracts';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, ne, sql, type SQLWrapper } from 'drizzle-orm';
import { Readable } from 'node:stream';
import { addSeconds, type Clock } from '../clock';
import type { Database } from '../db/client';
import { caseFeeTerms, contentItems, engagementEvents, engagementLetters, serviceRequests } from '../db/schema';
import type { RoomCase } from '../caseRoom/caseRoom';
import type { SignInCodes } from '../otp/signInCodes';
import { newStorageKey, type DocumentStore } from '../storage/documentStore';
import { transition, type LetterAction } from './letterState';
import { addSealedLetterToCase, letterFileName } from './sealedDocument';
import type { SealKey } from './sealKey';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type LetterRow = typeof engagementLetters.$inferSelect;

/**
 * The letters' PDF work (pdf-lib, its fonts, the seal's signing), loaded the first time a letter is made, signed or
 * checked: most of the API's requests never need it, and it was a quarter to a third of the time the app took to load
 * (measured in the API suites, which load the app once for each file).
 */
const letterPdf = () => import('./letterPdf');

/** Where a step came from: the trail keeps it. */
export interface Trail {
  ip: string | null;
  userAgent: string | null;
}

export interface EngagementSettings {
  /** Days a sent letter may be signed (ENGAGEMENT_EXPIRY_DAYS). */
  expiryDays: number;
  /** The seal, asked for at each sealing. */
  seal: () => SealKey;
  firmName: string;
}

/** A refusal as the routes answer it. */
export type EngagementRefusal = { status: 404 | 409 | 422 | 400 | 429; message: string; retryAfterSeconds?: number };
export const isRefusal = (outcome: unknown): outcome is EngagementRefusal => typeof outcome === 'object' && outcome !== null && 'status' in outcome && 'message' in outcome;

const DAY_SECONDS = 24 * 3600;
const WAITING = ['sent', 'opened', 'consented'] as const;
const USER_AGENT_MAX = 400;

/** The requester a letter's signing codes are counted under: each letter has its own code and tries. */
export const signingRequester = (letterId: number) => `letter ${letterId}`;

export function createEngagements({ db, now, documents, signingCodes, settings }: { db: Database; now: Clock; documents: DocumentStore; signingCodes: SignInCodes; settings: EngagementSettings }) {
  const illegal = (letter: LetterRow, action: string): EngagementRefusal => ({ status: 409, message: ENGAGEMENT_MESSAGES.illegal(letter.state, action) });
  const trailOf = (trail: Trail) => ({ ip: trail.ip, userAgent: trail.userAgent?.slice(0, USER_AGENT_MAX) ?? null });

  async function addEvent(tx: Database | Transaction, letterId: number, kind: EngagementEventKind, trail: Trail, at = now()) {
    await tx.insert(engagementEvents).values({ letterId, kind, at, ...trailOf(trail) });
  }

  /** Ends, as expired, every waiting letter past its expiry (of one case, or all): the clock's step of the trail. */
  async function expireDue(caseId?: number): Promise<number> {
    const time = now();
    return db.transaction(async (tx) => {
      const due = await tx
        .update(engagementLetters)
        .set({ state: 'expired', endedAt: time, version: sql`${engagementLetters.version} + 1` })
        .where(and(inArray(engagementLetters.state, [...WAITING]), lte(engagementLetters.expiresAt, time), caseId === undefined ? undefined : eq(engagementLetters.caseId, caseId)))
        .returning({ id: engagementLetters.id, expiresAt: engagementLetters.expiresAt });
      for (const letter of due) await addEvent(tx, letter.id, 'expired', { ip: null, userAgent: null }, letter.expiresAt);
      return due.length;
    });
  }

  async function describe(rows: LetterRow[], caseRef: string): Promise<EngagementLetter[]> {
    const events = rows.length === 0 ? [] : await db.select().from(engagementEvents).where(inArray(engagementEvents.letterId, rows.map((row) => row.id))).orderBy(asc(engagementEvents.id));
    return rows.map((row) => ({
      id: row.id,
      caseRef,
      title: row.title,
      state: row.state,
      stateLabel: ENGAGEMENT_STATE_LABELS[row.state],
      sentAt: row.sentAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      sentSha256: row.sentSha256,
      signedSha256: row.signedSha256,
      signerName: row.signerName,
      declineReason: row.declineReason,
      events: events
        .filter((event) => event.letterId === row.id)
        .map((event) => ({ kind: event.kind, label: ENGAGEMENT_EVENT_LABELS[event.kind], at: event.at.toISOString(), ip: event.ip, userAgent: event.userAgent })),
    }));
  }

  /** The case's letters, newest first, with their trails (expired ones said so first). */
  async function lettersOf(room: RoomCase): Promise<EngagementLetter[]> {
    await expireDue(room.id);
    const rows = await db.select().from(engagementLetters).where(eq(engagementLetters.caseId, room.id)).orderBy(desc(engagementLetters.id));
    return describe(rows, room.ref);
  }

  async function letterOf(room: RoomCase, letterId: number): Promise<LetterRow | null> {
    await expireDue(room.id);
    const [row] = await db.select().from(engagementLetters).where(and(eq(engagementLetters.id, letterId), eq(engagementLetters.caseId, room.id)));
    return row ?? null;
  }

  const describeOne = async (row: LetterRow, room: RoomCase) => (await describe([row], room.ref))[0]!;

  async function feeTermsOf(caseId: number): Promise<FeeTerms | null> {
    const [row] = await db.select({ terms: caseFeeTerms.terms }).from(caseFeeTerms).where(eq(caseFeeTerms.caseId, caseId));
    return row?.terms ?? null;
  }

  async function setFeeTerms(caseId: number, terms: FeeTerms, staffId: number): Promise<FeeTerms> {
    const values = { terms, staffId, updatedAt: now() };
    await db.insert(caseFeeTerms).values({ caseId, ...values }).onConflictDoUpdate({ target: caseFeeTerms.caseId, set: values });
    return terms;
  }

  /** The case's currency: that of its first consultation request; the letter states the fixed fee in it. */
  async function currencyOf(caseId: number): Promise<CurrencyCode> {
    const [first] = await db.select({ currency: serviceRequests.scamCurrency }).from(serviceRequests).where(eq(serviceRequests.caseId, caseId)).orderBy(asc(serviceRequests.id)).limit(1);
    return first?.currency ?? DEFAULT_CURRENCY;
  }

  /**
   * The published letter template `templateId` merged with the case's values as they are at `at`, rendered to a PDF.
   * Refused when the template is unknown or unpublished, the case has no fee terms, or a merge field cannot be filled.
   */
  async function fill(room: RoomCase, templateId: number, staff: { name: string }, at: Date) {
    const [template] = await db
      .select({ id: contentItems.id, published: contentItems.published })
      .from(contentItems)
      .where(and(eq(contentItems.kind, 'letter_template'), eq(contentItems.itemId, templateId)));
    if (!template?.published) return { status: 422, message: ENGAGEMENT_MESSAGES.noTemplate } as EngagementRefusal;
    const feeTerms = await feeTermsOf(room.id);
    if (!feeTerms) return { status: 422, message: ENGAGEMENT_MESSAGES.noFeeTerms } as EngagementRefusal;
    const merged = mergeLetter((template.published.data.body ?? []) as TextBlock[], {
      clientName: room.clientName,
      caseReference: room.ref,
      date: letterDateText(at),
      feeTerms: feeTermsText(feeTerms, await currencyOf(room.id)),
      consultantName: room.managerName ?? staff.name,
    });
    if (!('blocks' in merged)) {
      const label = (code: string) => LETTER_MERGE_FIELDS.find((field) => field.code === code)?.label.toLowerCase() ?? code;
      const parts = [...merged.unknownFields.map((field) => `the template names {{${field}}}, which no letter has`), ...merged.missingValues.map((field) => `${label(field)} is not known`)];
      return { status: 422, message: `This letter cannot be filled: ${parts.join('; ')}.` } as EngagementRefusal;
    }
    const title = template.published.title;
    const { renderLetterPdf } = await letterPdf();
    const pdf = await renderLetterPdf({ firmName: settings.firmName, title, caseRef: room.ref, blocks: merged.blocks }, at);
    return { templateId: template.id, title, feeTerms, pdf };
  }

  /** The letter as it would be sent now, stored nowhere: the team reads it before sending. */
  async function preview(room: RoomCase, templateId: number, staff: { name: string }): Promise<Uint8Array | EngagementRefusal> {
    const filled = await fill(room, templateId, staff, now());
    return isRefusal(filled) ? filled : filled.pdf;
  }

  /** Sends the letter `fill` makes, frozen as a PDF (its SHA-256 recorded), with an expiry. */
  async function send(room: RoomCase, templateId: number, staff: { id: number; name: string }, trail: Trail): Promise<EngagementLetter | EngagementRefusal> {
    const sentAt = now();
    const filled = await fill(room, templateId, staff, sentAt);
    if (isRefusal(filled)) return filled;
    const { title, feeTerms, pdf } = filled;
    const { sha256Hex } = await letterPdf();
    const sentKey = newStorageKey();
    await documents.put(sentKey, Readable.from([Buffer.from(pdf)]), { maxBytes: pdf.length });
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(engagementLetters)
        .values({
          caseId: room.id,
          templateId: filled.templateId,
          title,
          feeTerms,
          clientName: room.clientName,
          clientEmail: room.clientEmail,
          sentBy: staff.id,
          sentAt,
          expiresAt: addSeconds(sentAt, settings.expiryDays * DAY_SECONDS),
          sentKey,
          sentSha256: sha256Hex(pdf),
        })
        .returning();
      await addEvent(tx, inserted!.id, 'sent', trail, sentAt);
      return inserted!;
    });
    return describeOne(row, room);
  }

  /**
   * Moves the letter by `action` in one transaction with its row locked, writing the trail's event when the state
   * changes; `extra` adds to the row's change (a decline's reason). A move the state machine refuses is a 409.
   */
  async function move(room: RoomCase, letterId: number, action: LetterAction, event: EngagementEventKind, trail: Trail, extra: Partial<LetterRow> = {}) {
    if (!(await letterOf(room, letterId))) return { status: 404, message: ENGAGEMENT_MESSAGES.notFound } as EngagementRefusal;
    const outcome = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(engagementLetters).where(eq(engagementLetters.id, letterId)).for('update');
      const next = transition(row!.state, action);
      if (!next.allowed) return illegal(row!, action.replace('_', ' '));
      if (!next.changed) return row!;
      const time = now();
      const ends = next.state !== 'opened' && next.state !== 'consented';
      const [updated] = await tx
        .update(engagementLetters)
        .set({ state: next.state, ...(ends ? { endedAt: time } : {}), ...extra, version: sql`${engagementLetters.version} + 1` })
        .where(eq(engagementLetters.id, letterId))
        .returning();
      await addEvent(tx, letterId, event, trail, time);
      return updated!;
    });
    return isRefusal(outcome) ? outcome : describeOne(outcome, room);
  }

  /** A fresh one-time code for signing, under the sign-in codes' rules (expiry, tries, throttle), for the mail. */
  async function requestCode(room: RoomCase, letterId: number, trail: Trail): Promise<{ code: string; to: string } | EngagementRefusal> {
    const row = await letterOf(room, letterId);
    if (!row) return { status: 404, message: ENGAGEMENT_MESSAGES.notFound };
    if (!transition(row.state, 'request_code').allowed) return illegal(row, 'send a signing code');
    const issued = await signingCodes.requestCode(row.clientEmail, signingRequester(row.id));
    if (!issued.sent) return { status: issued.status, message: issued.message, retryAfterSeconds: issued.retryAfterSeconds };
    await addEvent(db, row.id, 'code_sent', trail);
    return { code: issued.code, to: row.clientEmail };
  }

  /**
   * Signs with the mailed code and the typed name: the code is spent only if the sealed PDF was stored and the letter
   * marked signed, in the code's own transaction.
   */
  async function sign(room: RoomCase, letterId: number, input: SignEngagementRequest, trail: Trail): Promise<EngagementLetter | EngagementRefusal> {
    const row = await letterOf(room, letterId);
    if (!row) return { status: 404, message: ENGAGEMENT_MESSAGES.notFound };
    if (!transition(row.state, 'sign').allowed) return illegal(row, 'sign');
    // A drawing that does not decode is refused before the code is spent or a try counted.
    const drawing = input.drawing === undefined ? undefined : readSignatureDrawing(input.drawing);
    const { drawingDecodes, sealSignedLetter, sha256Hex } = await letterPdf();
    if (drawing && !(drawing.ok && (await drawingDecodes(drawing.bytes)))) return { status: 422, message: drawing.ok ? SIGNATURE_DRAWING_UNREADABLE : drawing.message };
    const checked = await signingCodes.checkCode(row.clientEmail, signingRequester(row.id), input.code, async (tx) => {
      const [locked] = await tx.select().from(engagementLetters).where(eq(engagementLetters.id, letterId)).for('update');
      if (!transition(locked!.state, 'sign').allowed) return illegal(locked!, 'sign');
      const signedAt = now();
      const earlier = await tx.select().from(engagementEvents).where(eq(engagementEvents.letterId, letterId)).orderBy(asc(engagementEvents.id));
      const signedEvent = { kind: 'signed' as const, at: signedAt, ...trailOf(trail) };
      const sentPdf = await readAll(await documents.get(locked!.sentKey));
      const { pdf } = await sealSignedLetter(
        sentPdf,
        {
          firmName: settings.firmName,
          title: locked!.title,
          caseRef: room.ref,
          signerName: input.name,
          drawing: drawing?.ok ? drawing.bytes : undefined,
          signedAt,
          ...trailOf(trail),
          codeSentTo: locked!.clientEmail,
          sentSha256: locked!.sentSha256,
          events: [...earlier, signedEvent].map((event) => ({ label: ENGAGEMENT_EVENT_LABELS[event.kind], at: event.at, ip: event.ip, userAgent: event.userAgent })),
        },
        settings.seal(),
      );
      const signedKey = newStorageKey();
      await documents.put(signedKey, Readable.from([pdf]), { maxBytes: pdf.length });
      await addSealedLetterToCase(tx, documents, { caseId: room.id, caseRef: room.ref, letterId, pdf, at: signedAt });
      const [updated] = await tx
        .update(engagementLetters)
        .set({ state: 'signed', signedKey, signedSha256: sha256Hex(pdf), signerName: input.name, endedAt: signedAt, version: sql`${engagementLetters.version} + 1` })
        .where(eq(engagementLetters.id, letterId))
        .returning();
      await tx.insert(engagementEvents).values({ letterId, ...signedEvent });
      return updated!;
    });
    if (!checked.verified) return { status: checked.status, message: checked.message, retryAfterSeconds: checked.retryAfterSeconds };
    return isRefusal(checked.result) ? checked.result : describeOne(checked.result, room);
  }

  /** The letter's PDF: the sealed one once signed, else the one sent. */
  async function pdfOf(room: RoomCase, letterId: number) {
    const row = await letterOf(room, letterId);
    if (!row) return null;
    const signed = row.signedKey !== null;
    return { stream: await documents.get(row.signedKey ?? row.sentKey), fileName: letterFileName(room.ref, row.id, signed), row };
  }

  /** The id the back office knows a letter template by (its content item's), from the letter's reference. */
  async function templateItemId(contentId: number): Promise<number | null> {
    const [found] = await db.select({ itemId: contentItems.itemId }).from(contentItems).where(eq(contentItems.id, contentId));
    return found?.itemId ?? null;
  }

  /**
   * Claims the reminders come due (2 and 5 days after sending) of letters still waiting, each once, however many
   * replicas run this: a letter signed, declined, voided or expired gets none. A letter found past both days at once
   * gets the second only. Expired letters are ended first. Answers whom to mail, the trail written.
   */
  async function claimReminders(): Promise<{ to: string; ref: string }[]> {
    await expireDue();
    const time = now();
    const [first, second] = ENGAGEMENT_REMINDER_DAYS.map((days) => addSeconds(time, -days * DAY_SECONDS)) as [Date, Date];
    return db.transaction(async (tx) => {
      const waiting = and(inArray(engagementLetters.state, [...WAITING]), isNull(engagementLetters.remindedSecondAt));
      const seconds = await tx
        .update(engagementLetters)
        .set({ remindedSecondAt: time, remindedFirstAt: sql`coalesce(${engagementLetters.remindedFirstAt}, ${time})` })
        .where(and(waiting, lte(engagementLetters.sentAt, second)))
        .returning({ id: engagementLetters.id, caseId: engagementLetters.caseId, to: engagementLetters.clientEmail });
      const firsts = await tx
        .update(engagementLetters)
        .set({ remindedFirstAt: time })
        .where(and(waiting, isNull(engagementLetters.remindedFirstAt), lte(engagementLetters.sentAt, first)))
        .returning({ id: engagementLetters.id, caseId: engagementLetters.caseId, to: engagementLetters.clientEmail });
      const due = [...seconds, ...firsts];
      for (const letter of due) await addEvent(tx, letter.id, 'reminded', { ip: null, userAgent: null }, time);
      // A waiting letter always has its case: only a signed one outlives it (retainSignedLetters).
      return due.map((letter) => ({ to: letter.to, ref: caseReference(letter.caseId!) }));
    });
  }

  /**
   * Ends a waiting letter's period now (its expiry moved to this moment), so the next expiry step ends it: the
   * end-to-end stack's way to see an unsigned letter expire without waiting 14 days. Whether a waiting letter had it.
   */
  async function endPeriodNow(letterId: number): Promise<boolean> {
    const moved = await db
      .update(engagementLetters)
      .set({ expiresAt: now() })
      .where(and(eq(engagementLetters.id, letterId), inArray(engagementLetters.state, [...WAITING])))
      .returning({ id: engagementLetters.id });
    return moved.length === 1;
  }

  /** What the verify page says of a PDF: whether its seal is intact, whose it is, and whether this firm sealed exactly these bytes. */
  async function verify(bytes: Buffer): Promise<EngagementVerifyResponse> {
    const { sha256Hex, verifySealedPdf } = await letterPdf();
    const check = verifySealedPdf(bytes);
    const [found] = await db.select({ id: engagementLetters.id }).from(engagementLetters).where(eq(engagementLetters.signedSha256, sha256Hex(bytes)));
    return { intact: check.intact, sealedBy: check.sealedBy, signedAt: check.signedAt?.toISOString() ?? null, issuedHere: found !== undefined };
  }

  return {
    feeTermsOf,
    currencyOf,
    setFeeTerms,
    lettersOf,
    letterOf,
    preview,
    send,
    requestCode,
    sign,
    pdfOf,
    verify,
    expireDue,
    endPeriodNow,
    templateItemId,
    claimReminders,
    open: (room: RoomCase, id: number, trail: Trail) => move(room, id, 'open', 'opened', trail),
    consent: (room: RoomCase, id: number, trail: Trail) => move(room, id, 'consent', 'consented', trail),
    decline: (room: RoomCase, id: number, reason: string, trail: Trail) => move(room, id, 'decline', 'declined', trail, { declineReason: reason }),
    void: (room: RoomCase, id: number, trail: Trail) => move(room, id, 'void', 'voided', trail),
  };
}

export type Engagements = ReturnType<typeof createEngagements>;

/** The published letter templates, by id, for the team member choosing one on a case. */
export async function publishedLetterTemplates(db: Database): Promise<{ id: number; title: string }[]> {
  const published = await db
    .select({ id: contentItems.itemId, published: contentItems.published })
    .from(contentItems)
    .where(and(eq(contentItems.kind, 'letter_template'), isNotNull(contentItems.published)))
    .orderBy(asc(contentItems.itemId));
  return published.map((template) => ({ id: template.id, title: template.published!.title }));
}

/**
 * An erasure's part, in its transaction, before the client's cases are deleted: every letter of those cases that is
 * not signed goes with its trail (its PDF's key answered, to delete once committed); a signed letter is a contract the
 * firm must keep, so it is detached from its case and kept, trail and sealed PDF included, until `retainUntil`,
 * ENGAGEMENT_RETENTION_YEARS on. The purge deletes it then.
 */
export async function retainSignedLetters(tx: Database | Transaction, caseIds: SQLWrapper, now: Date): Promise<{ storageKeys: string[]; kept: number }> {
  const gone = await tx
    .delete(engagementLetters)
    .where(and(inArray(engagementLetters.caseId, caseIds), ne(engagementLetters.state, 'signed')))
    .returning({ sentKey: engagementLetters.sentKey });
  const retainUntil = new Date(now);
  retainUntil.setUTCFullYear(retainUntil.getUTCFullYear() + ENGAGEMENT_RETENTION_YEARS);
  const kept = await tx
    .update(engagementLetters)
    .set({ caseId: null, retainUntil })
    .where(and(inArray(engagementLetters.caseId, caseIds), eq(engagementLetters.state, 'signed')))
    .returning({ id: engagementLetters.id });
  return { storageKeys: gone.map((letter) => letter.sentKey), kept: kept.length };
}

/** The purge's part: the signed letters kept past their retention, deleted; their PDFs' keys answered. */
export async function purgeRetainedLetters(tx: Database | Transaction, now: Date): Promise<{ storageKeys: string[]; count: number }> {
  const gone = await tx
    .delete(engagementLetters)
    .where(and(isNull(engagementLetters.caseId), lte(engagementLetters.retainUntil, now)))
    .returning({ sentKey: engagementLetters.sentKey, signedKey: engagementLetters.signedKey });
  return { storageKeys: gone.flatMap((letter) => [letter.sentKey, ...(letter.signedKey ? [letter.signedKey] : [])]), count: gone.length };
}

async function readAll(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
