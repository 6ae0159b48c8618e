import fs from 'node:fs';
import path from 'node:path';
import type { ContentFields, ContentRevisionAction } from '@frc/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import {
  caseDocuments,
  caseMessages,
  cases,
  caseStatusChanges,
  contentImages,
  contentItems,
  contentRevisions,
  newsletterSubscriptions,
  remoteLoads,
  serviceRequests,
  sessions,
  signInCodeSends,
  whistleblowingEvidence,
  whistleblowingReports,
} from '../src/db/schema';
import { newStorageKey } from '../src/storage/documentStore';
import { leadFormRequest, startTestApi, uniqueEmail, type TestApi } from './support/testApi';

const OPS_TOKEN = 'the operators token of the retention suite';
const DAY_SECONDS = 24 * 60 * 60;
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Array.from({ length: 120 }, (_, index) => index)]);

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ opsToken: OPS_TOKEN });
});
afterAll(() => api.close());

async function postReport(scamName: string): Promise<number> {
  const form = new FormData();
  form.append('report', JSON.stringify({ firstName: 'Ines', lastName: 'Moreau', amountLost: '2.5 BTC', scamName, receiveUpdates: false }));
  form.append('evidence', new Blob([PNG], { type: 'image/png' }), `${scamName}.png`);
  const response = await fetch(`${api.baseUrl}/api/whistleblowing`, { method: 'POST', body: form });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

const purge = () => api.post<{ purged: Record<string, number> }>('/api/ops/purge', undefined, { token: OPS_TOKEN });
const evidenceFileOf = async (reportId: number) => {
  const [row] = await api.db.select().from(whistleblowingEvidence).where(eq(whistleblowingEvidence.reportId, reportId));
  return row?.storageKey ? path.join(api.evidenceDir, row.storageKey) : null;
};
const load = { remote: 'intake', version: '1.4.0', outcome: 'ok', durationMs: 100 };

describe('retention: the purge of expired records, with a controlled clock', () => {
  it('removes exactly what is past its period, evidence files included, logs counts only, and changes nothing when run again', async () => {
    // Records dated against the API's clock: two requests sent 25 months ago (one confirmed a month ago: activity),
    // reports 25 and 23 months old with their evidence, a sign-in and a load report 91 days old, and a fresh one.
    const now = api.clock.now();
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_SECONDS * 1000);
    const idle = uniqueEmail('idle-request');
    const active = uniqueEmail('active-request');
    const client = uniqueEmail('retention-client');
    const idleRequest = await api.post<{ data: { id: number } }>('/api/services', leadFormRequest(idle));
    const activeRequest = await api.post<{ data: { id: number } }>('/api/services', leadFormRequest(active));
    await api.db.update(serviceRequests).set({ createdAt: daysAgo(762) }).where(inArray(serviceRequests.id, [idleRequest.body.data.id, activeRequest.body.data.id]));
    await api.db.update(serviceRequests).set({ confirmedAt: daysAgo(30) }).where(eq(serviceRequests.id, activeRequest.body.data.id));
    const oldReport = await postReport('Old Scam Ltd');
    const newReport = await postReport('New Scam Ltd');
    await api.db.update(whistleblowingReports).set({ createdAt: daysAgo(762) }).where(eq(whistleblowingReports.id, oldReport));
    await api.db.update(whistleblowingReports).set({ createdAt: daysAgo(700) }).where(eq(whistleblowingReports.id, newReport));
    const oldFile = await evidenceFileOf(oldReport);
    const newFile = await evidenceFileOf(newReport);
    expect(oldFile && fs.existsSync(oldFile)).toBe(true);
    await api.signIn(client);
    await api.db.update(sessions).set({ expiresAt: daysAgo(91) });
    await api.db.update(signInCodeSends).set({ sentAt: daysAgo(91) }).where(eq(signInCodeSends.email, client));
    expect((await api.post('/api/telemetry/remote-loads', { loads: [load, { ...load, durationMs: 200 }] })).status).toBe(204);
    // Two newsletter addresses given 8 days ago: one confirmed from its link, one not.
    const reader = uniqueEmail('newsletter-reader');
    const stranger = uniqueEmail('newsletter-unconfirmed');
    for (const email of [reader, stranger]) expect((await api.post('/api/newsletter', { email })).status).toBe(200);
    const token = await api.mailbox.linkTokenFor(reader, '/newsletter/confirm');
    expect((await api.post('/api/newsletter/confirm', { token })).status).toBe(200);
    await api.db.update(newsletterSubscriptions).set({ createdAt: daysAgo(8) }).where(inArray(newsletterSubscriptions.email, [reader, stranger]));
    await api.db.update(remoteLoads).set({ receivedAt: daysAgo(91) }).where(eq(remoteLoads.durationMs, 100));

    expect((await api.post('/api/ops/purge')).status).toBe(401);
    const first = await purge();
    expect(first.status).toBe(200);
    expect(first.body.purged).toEqual({
      serviceRequests: 1,
      whistleblowingReports: 1,
      evidenceFiles: 1,
      unconfirmedNewsletterAddresses: 1,
      remoteLoads: 1,
      signInRecords: expect.any(Number),
      sessions: 1,
      cases: 0,
      caseMessages: 0,
      caseDocuments: 0,
      auditEntries: 0,
      contentRevisions: 0,
      contentImages: 0,
      engagementLetters: 0,
    });
    expect(first.body.purged.signInRecords).toBeGreaterThanOrEqual(1);

    const requests = await api.db.select({ id: serviceRequests.id }).from(serviceRequests).where(inArray(serviceRequests.id, [idleRequest.body.data.id, activeRequest.body.data.id]));
    expect(requests).toEqual([{ id: activeRequest.body.data.id }]);
    expect(await api.db.select().from(whistleblowingReports).where(eq(whistleblowingReports.id, oldReport))).toEqual([]);
    expect(await api.db.select().from(whistleblowingEvidence).where(eq(whistleblowingEvidence.reportId, oldReport))).toEqual([]);
    expect(fs.existsSync(oldFile as string)).toBe(false);
    expect(await api.db.select({ id: whistleblowingReports.id }).from(whistleblowingReports).where(eq(whistleblowingReports.id, newReport))).toHaveLength(1);
    expect(fs.existsSync(newFile as string)).toBe(true);
    expect(await api.db.select().from(sessions)).toEqual([]);
    expect((await api.db.select({ email: newsletterSubscriptions.email }).from(newsletterSubscriptions).where(inArray(newsletterSubscriptions.email, [reader, stranger])))).toEqual([{ email: reader }]);
    expect(await api.db.select().from(signInCodeSends).where(eq(signInCodeSends.email, client))).toEqual([]);
    expect((await api.db.select().from(remoteLoads)).map((row) => row.durationMs)).toEqual([200]);

    // Counts in the log, never an address.
    const logs = api.logs();
    expect(logs).toContain('expired records purged');
    for (const address of [idle, active, client, reader, stranger]) expect(logs).not.toContain(address);

    const second = await purge();
    expect(second.body.purged).toEqual({
      serviceRequests: 0,
      whistleblowingReports: 0,
      evidenceFiles: 0,
      unconfirmedNewsletterAddresses: 0,
      remoteLoads: 0,
      signInRecords: 0,
      sessions: 0,
      cases: 0,
      caseMessages: 0,
      caseDocuments: 0,
      auditEntries: 0,
      contentRevisions: 0,
      contentImages: 0,
      engagementLetters: 0,
    });

    // 91 days on (the clock moved), the fresh load report has gone too, and the sign-in records of today.
    api.clock.advanceSeconds(91 * DAY_SECONDS);
    expect((await purge()).body.purged.remoteLoads).toBe(1);
    expect(await api.db.select().from(remoteLoads)).toEqual([]);
  });

  it("removes the messages and documents, files included, of cases closed more than 24 months ago, and keeps the cases", async () => {
    const now = api.clock.now();
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_SECONDS * 1000);
    /** A case whose last status change was `days` ago, with one message and one document (its file in the store). */
    async function caseWithRoom(status: 'closed_recovered' | 'investigating', days: number) {
      const [created] = await api.db
        .insert(cases)
        .values({ clientEmail: uniqueEmail('room-retention'), clientName: 'Rita Room', status, openedAt: daysAgo(days + 30), updatedAt: now })
        .returning({ id: cases.id });
      const caseId = created!.id;
      await api.db.insert(caseStatusChanges).values([
        { caseId, status: 'new', at: daysAgo(days + 30) },
        { caseId, status, at: daysAgo(days) },
      ]);
      await api.db.insert(caseMessages).values({ caseId, author: 'client', text: 'Any news?', at: daysAgo(days + 1) });
      const storageKey = newStorageKey();
      fs.writeFileSync(path.join(api.documentsDir, storageKey), '%PDF-1.7 report');
      await api.db.insert(caseDocuments).values({ caseId, uploadedBy: 'team', fileName: 'report.pdf', mediaType: 'application/pdf', sizeBytes: 15, sha256: 'x', storageKey, at: daysAgo(days + 1) });
      return { caseId, file: path.join(api.documentsDir, storageKey) };
    }
    const closedLongAgo = await caseWithRoom('closed_recovered', 762);
    const closedRecently = await caseWithRoom('closed_recovered', 700);
    const openForLong = await caseWithRoom('investigating', 800);

    const purged = await purge();
    expect(purged.body.purged).toMatchObject({ caseMessages: 1, caseDocuments: 1, cases: 0 });
    expect(await api.db.select().from(caseMessages).where(eq(caseMessages.caseId, closedLongAgo.caseId))).toEqual([]);
    expect(await api.db.select().from(caseDocuments).where(eq(caseDocuments.caseId, closedLongAgo.caseId))).toEqual([]);
    expect(fs.existsSync(closedLongAgo.file)).toBe(false);
    expect(await api.db.select({ id: cases.id }).from(cases).where(eq(cases.id, closedLongAgo.caseId))).toHaveLength(1);
    for (const kept of [closedRecently, openForLong]) {
      expect(await api.db.select().from(caseMessages).where(eq(caseMessages.caseId, kept.caseId))).toHaveLength(1);
      expect(fs.existsSync(kept.file)).toBe(true);
    }
  });

  it("keeps each item's newest 50 revisions of the last year, every published one and the scheduled one, and the images something uses", async () => {
    const now = api.clock.now();
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_SECONDS * 1000);
    /** An uploaded image uploaded `days` ago, its files in the store. */
    async function image(name: string, days: number) {
      const id = `${name}-${newStorageKey().slice(0, 8)}`;
      const keys = [newStorageKey(), newStorageKey()];
      for (const key of keys) fs.writeFileSync(path.join(api.documentsDir, key), name);
      await api.db.insert(contentImages).values({ id, storageKey: keys[0]!, variants: { '480.webp': keys[1]! }, mime: 'image/png', width: 600, height: 400, bytes: 10, createdAt: daysAgo(days) });
      return { id, files: keys.map((key) => path.join(api.documentsDir, key)), ref: { id, width: 600, height: 400 } };
    }
    const inDraft = await image('in-draft', 400);
    const inPublished = await image('in-published', 400);
    const inKeptRevision = await image('in-kept-revision', 400);
    const inPurgedRevision = await image('in-purged-revision', 400);
    const fresh = await image('fresh', 5);
    const unused = await image('unused', 40);

    const fields = (title: string, extra: Partial<ContentFields> = {}): ContentFields => ({ slug: 'kept-history', title, description: 'x', socialImage: null, data: {}, ...extra });
    const [item] = await api.db
      .insert(contentItems)
      .values({
        kind: 'faq',
        itemId: 900_001,
        draft: fields('Draft', { socialImage: inDraft.ref }),
        published: fields('Published', { data: { answer: [{ kind: 'image', image: inPublished.ref, alt: 'A chart' }] } }),
        status: 'scheduled',
        scheduledFor: daysAgo(-1),
        scheduledRevision: 7,
        updatedAt: now,
      })
      .returning({ id: contentItems.id });
    // 60 revisions: 1 (published) and 2 two years old; 3 to 10 beyond the newest 50 (5 published, 7 scheduled); 11 in
    // the newest 50 but 400 days old; 12 to 60 recent (30 holding an image deep in its data).
    const revision = (number: number, action: ContentRevisionAction, days: number, revisionFields = fields(`r${number}`)) => ({
      contentId: item!.id,
      number,
      action,
      fields: revisionFields,
      createdAt: daysAgo(days),
    });
    await api.db.insert(contentRevisions).values([
      revision(1, 'published', 730),
      revision(2, 'saved', 729, fields('r2', { socialImage: inPurgedRevision.ref })),
      ...Array.from({ length: 58 }, (_, index) => {
        const number = index + 3;
        const action: ContentRevisionAction = number === 5 ? 'published' : number === 7 ? 'scheduled' : 'saved';
        const days = number === 11 ? 400 : 100 - number;
        return revision(number, action, days, number === 30 ? fields('r30', { data: { nested: { deep: [inKeptRevision.ref] } } }) : fields(`r${number}`));
      }),
    ]);
    // An item whose only revision is two years old keeps it: the newest of an item stays.
    const [lone] = await api.db.insert(contentItems).values({ kind: 'faq', itemId: 900_002, draft: fields('Lone'), status: 'draft', updatedAt: daysAgo(730) }).returning({ id: contentItems.id });
    await api.db.insert(contentRevisions).values({ ...revision(1, 'saved', 730), contentId: lone!.id });

    const first = await purge();
    expect(first.body.purged).toMatchObject({ contentRevisions: 8, contentImages: 2 });
    const numbers = async (contentId: number) =>
      (await api.db.select({ number: contentRevisions.number }).from(contentRevisions).where(eq(contentRevisions.contentId, contentId)).orderBy(asc(contentRevisions.number))).map((row) => row.number);
    expect(await numbers(item!.id)).toEqual([1, 5, 7, ...Array.from({ length: 49 }, (_, index) => index + 12)]);
    expect(await numbers(lone!.id)).toEqual([1]);

    const ours = [inDraft, inPublished, inKeptRevision, inPurgedRevision, fresh, unused];
    const left = (await api.db.select({ id: contentImages.id }).from(contentImages).where(inArray(contentImages.id, ours.map((each) => each.id)))).map((row) => row.id);
    expect(left.sort()).toEqual([inDraft.id, inPublished.id, inKeptRevision.id, fresh.id].sort());
    for (const each of ours) {
      const kept = left.includes(each.id);
      for (const file of each.files) expect({ image: each.id, file: fs.existsSync(file) }).toEqual({ image: each.id, file: kept });
    }

    expect((await purge()).body.purged).toMatchObject({ contentRevisions: 0, contentImages: 0 });
  });
});
