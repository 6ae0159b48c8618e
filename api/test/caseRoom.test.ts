import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CLIENT_MESSAGES_PER_WINDOW,
  CLIENT_NOTICE_WINDOW_MINUTES,
  DOCUMENT_MAX_BYTES,
  DOCUMENTS_PER_DAY,
  gatheredNoticeText,
  MESSAGE_RATE_WINDOW_MINUTES,
  NEW_DOCUMENT_MAIL_TEXT,
  NEW_MESSAGE_MAIL_TEXT,
  REPORT_READY_MAIL_TEXT,
  type CaseDocument,
  type CaseMessage,
  type CasesPage,
  type ClientCase,
  type ClientCasesResponse,
  type ClientData,
  type InboxPage,
  type StaffMe,
} from '@frc/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { auditLog, caseDocuments, caseMessages } from '../src/db/schema';
import { clientWithCase as openClientCase, uploadDocument, type SignedInStaff } from './support/caseRooms';
import { OPS_TOKEN, startApiWithTeam, type StaffBrowser } from './support/staffClient';
import { leadFormRequest, PUBLIC_ORIGIN, TEAM_EMAIL, uniqueEmail, type TestApi } from './support/testApi';
import { curlUpload, fileBytes, PDF_SIGNATURE, PNG_SIGNATURE, watchHealthWhile } from './support/uploads';

let api: TestApi;
let admin: StaffBrowser & { me: StaffMe };
let manager: StaffBrowser & { me: StaffMe };
let otherManager: StaffBrowser & { me: StaffMe };

beforeAll(async () => {
  ({ api, admin, manager, otherManager } = await startApiWithTeam({ admin: 'Ada Admin', manager: 'Max Manager', other: 'Olga Other', prefix: 'room' }));
});
afterAll(() => api.close());

/** A client with a case the admin opened and gave to `managerOf`. */
const clientWithCase = (prefix: string, managerOf: SignedInStaff = manager) => openClientCase(api, admin, managerOf, prefix);
const upload = (pathname: string, file: { name: string; bytes: Uint8Array; type?: string }, as: { token: string } | SignedInStaff, fields: Record<string, string> = {}) =>
  uploadDocument(api, pathname, file, as, fields);

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const storedFiles = () => fs.readdirSync(api.documentsDir).filter((name) => name !== 'incoming');
const incomingFiles = () => fs.readdirSync(path.join(api.documentsDir, 'incoming'));
const noticesTo = (address: string, subject: (text: string) => boolean) => api.mailbox.mailsTo(address).filter((mail) => subject(mail.subject));
/** The team's notices of a case's messages (its assignment mail is another). */
const aboutCase = (ref: string) => (subject: string) => subject.startsWith(`${ref}: `) && subject.endsWith(NEW_MESSAGE_MAIL_TEXT);

describe('the client side of a case room', () => {
  it("shows the client their case: status, timeline with the notes for them, manager, the requests it came from", async () => {
    const client = await clientWithCase('room-page');
    const { version } = (await admin.get<{ case: { version: number } }>(`/api/admin/cases/${client.ref}`)).body.case;
    expect((await admin.post(`/api/admin/cases/${client.ref}/status`, { version, status: 'investigating', clientNote: 'We are tracing the transfers.' })).status).toBe(200);

    const listed = await api.get<ClientCasesResponse>('/api/cases', { token: client.token });
    expect(listed.body).toEqual({ items: [expect.objectContaining({ ref: client.ref, status: 'investigating', statusLabel: 'Investigating', managerName: 'Max Manager', unread: 0, unreadDocuments: 0 })], unreadTotal: 0, unreadDocumentsTotal: 0 });

    const page = await api.get<{ case: ClientCase }>(`/api/cases/${client.ref}`, { token: client.token });
    expect(page.status).toBe(200);
    expect(page.body.case).toMatchObject({
      ref: client.ref,
      status: 'investigating',
      managerName: 'Max Manager',
      timeline: [
        { status: 'new', clientNote: null },
        { status: 'investigating', clientNote: 'We are tracing the transfers.' },
      ],
      requests: [{ ref: String(client.requestId), scamType: 'Forex', summary: 'Consultation request (Consultation wizard)' }],
      report: null,
      unread: 0,
      unreadDocuments: 0,
    });
  });

  it("answers another client's case, messages and documents 404, as if they did not exist", async () => {
    const owner = await clientWithCase('room-owner');
    const stranger = await clientWithCase('room-stranger');
    const document = await upload(`/api/cases/${owner.ref}/documents`, { name: 'statement.pdf', bytes: fileBytes(PDF_SIGNATURE, 500) }, owner);
    expect(document.status).toBe(201);
    const sent = await api.post(`/api/cases/${owner.ref}/messages`, { text: 'Mine' }, { token: owner.token });
    expect(sent.status).toBe(201);
    const notFound = { status: 'error', message: 'Not found' };
    for (const pathname of [
      `/api/cases/${owner.ref}`,
      `/api/cases/${owner.ref}/messages`,
      `/api/cases/${owner.ref}/documents`,
      `/api/cases/${owner.ref}/documents/${document.body.document.id}`,
      // The stranger's own case, asked for the owner's document: no document of theirs.
      `/api/cases/${stranger.ref}/documents/${document.body.document.id}`,
      '/api/cases/C-999999',
      '/api/cases/nonsense',
    ]) {
      const answer = await api.get(pathname, { token: stranger.token });
      expect({ pathname, status: answer.status, body: answer.body }).toEqual({ pathname, status: 404, body: notFound });
    }
    expect((await api.post(`/api/cases/${owner.ref}/messages`, { text: 'Not mine' }, { token: stranger.token })).status).toBe(404);
    expect((await upload(`/api/cases/${owner.ref}/documents`, { name: 'x.pdf', bytes: fileBytes(PDF_SIGNATURE, 50) }, stranger)).status).toBe(404);
    // A document of the owner's cannot be attached to the stranger's message either.
    const attach = await api.post(`/api/cases/${stranger.ref}/messages`, { text: 'Take this', documentIds: [document.body.document.id] }, { token: stranger.token });
    expect(attach.status).toBe(422);
    expect((await api.get(`/api/cases/${owner.ref}`)).status).toBe(401);
    expect((await api.get('/api/cases')).status).toBe(401);
  });

  it('sends a message once per Idempotency-Key, and mails the case manager a notice without its content', async () => {
    const client = await clientWithCase('room-idem');
    const headers = { 'Idempotency-Key': `room-message-${Date.now().toString(36)}` };
    const text = '  The broker wrote again.\nHe wants another deposit: <b>urgent</b>  ';
    const first = await api.post<{ message: CaseMessage }>(`/api/cases/${client.ref}/messages`, { text }, { token: client.token, headers });
    const again = await api.post<{ message: CaseMessage }>(`/api/cases/${client.ref}/messages`, { text }, { token: client.token, headers });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(first.body.message).toMatchObject({ author: 'client', text: 'The broker wrote again.\nHe wants another deposit: <b>urgent</b>', documents: [], readByOther: false });
    const stored = await api.db.select().from(caseMessages).where(eq(caseMessages.idempotencyKey, headers['Idempotency-Key']));
    expect(stored).toHaveLength(1);
    // The same key for another text is refused, and tells nothing of the first.
    const reused = await api.post(`/api/cases/${client.ref}/messages`, { text: 'Other' }, { token: client.token, headers });
    expect(reused.status).toBe(422);

    const notice = await api.mailbox.nextMailTo(manager.me.staff.email, 0, 5000, (mail) => aboutCase(client.ref)(mail.subject));
    expect(notice.subject).toBe(`${client.ref}: ${NEW_MESSAGE_MAIL_TEXT}`);
    expect(notice.text).toContain(`${PUBLIC_ORIGIN}/admin/cases/${client.ref}`);
    expect(notice.text).not.toContain('broker');
    expect(noticesTo(manager.me.staff.email, aboutCase(client.ref))).toHaveLength(1);
  });

  it('refuses an empty, a too long or a control-character message', async () => {
    const client = await clientWithCase('room-text');
    for (const text of ['   ', 'x'.repeat(5001), 'bell\u0007']) {
      const answer = await api.post(`/api/cases/${client.ref}/messages`, { text }, { token: client.token });
      expect({ length: text.length, status: answer.status }).toEqual({ length: text.length, status: 422 });
    }
    expect((await api.post(`/api/cases/${client.ref}/messages`, { text: 'x'.repeat(5000) }, { token: client.token })).status).toBe(201);
  });
});

describe('the rate of messages', () => {
  it(`takes ${CLIENT_MESSAGES_PER_WINDOW} messages from a client in ${MESSAGE_RATE_WINDOW_MINUTES} minutes, then 429, and still answers a retry`, async () => {
    const client = await clientWithCase('room-rate');
    const keyOf = (index: number) => ({ 'Idempotency-Key': `room-rate-${process.pid}-${index}` });
    for (let index = 0; index < CLIENT_MESSAGES_PER_WINDOW; index += 1) {
      expect((await api.post(`/api/cases/${client.ref}/messages`, { text: `Message ${index}` }, { token: client.token, headers: keyOf(index) })).status).toBe(201);
    }
    const refused = await api.post(`/api/cases/${client.ref}/messages`, { text: 'One more' }, { token: client.token, headers: keyOf(99) });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: `Too many requests. Please try again in ${MESSAGE_RATE_WINDOW_MINUTES} minutes.` });
    expect(refused.headers.get('retry-after')).toBe(String(MESSAGE_RATE_WINDOW_MINUTES * 60));
    expect((await api.post(`/api/cases/${client.ref}/messages`, { text: 'Message 3' }, { token: client.token, headers: keyOf(3) })).status).toBe(201);
    // The team answers all the same.
    expect((await manager.post(`/api/admin/cases/${client.ref}/messages`, { text: 'Take your time.' })).status).toBe(201);
  });
});

describe('both sides of the thread', () => {
  it('counts unread messages on each side until the reader marks them read (a POST; reading marks nothing), and notices go both ways without content', async () => {
    const client = await clientWithCase('room-thread');
    const sent = await api.post<{ message: CaseMessage }>(`/api/cases/${client.ref}/messages`, { text: 'Hello team' }, { token: client.token });
    expect(sent.status).toBe(201);

    const cases = await manager.get<CasesPage>('/api/admin/cases');
    expect(cases.body.items.find((each) => each.ref === client.ref)?.unreadMessages).toBe(1);
    const inbox = await manager.get<InboxPage>('/api/admin/inbox');
    expect(inbox.body.items.find((item) => item.caseRef === client.ref)?.unreadMessages).toBe(1);

    const read = await manager.get<{ items: CaseMessage[]; unread: number }>(`/api/admin/cases/${client.ref}/messages`);
    expect(read.body.unread).toBe(1);
    // The thread as it was on arrival: the client's message is still unread, and reading it marked nothing.
    expect(read.body.items).toEqual([expect.objectContaining({ id: sent.body.message.id, author: 'client', authorName: 'Ada Lovelace', text: 'Hello team', readByOther: false })]);
    expect((await manager.get<CasesPage>('/api/admin/cases')).body.items.find((each) => each.ref === client.ref)?.unreadMessages).toBe(1);
    const marked = await manager.post<{ unread: number }>(`/api/admin/cases/${client.ref}/messages/read`, { upTo: sent.body.message.id });
    expect(marked).toMatchObject({ status: 200, body: { unread: 0 } });
    expect((await manager.get<CasesPage>('/api/admin/cases')).body.items.find((each) => each.ref === client.ref)?.unreadMessages).toBe(0);
    const audited = await api.db.select().from(auditLog).where(and(eq(auditLog.staffId, manager.me.staff.id), eq(auditLog.target, client.ref), eq(auditLog.action, 'read case messages')));
    expect(audited).toHaveLength(1);
    // A poll with nothing new shows nothing, and is no read to audit.
    const poll = await manager.get<{ items: CaseMessage[] }>(`/api/admin/cases/${client.ref}/messages?after=${sent.body.message.id}`);
    expect(poll.body.items).toEqual([]);
    expect(await api.db.select().from(auditLog).where(and(eq(auditLog.target, client.ref), eq(auditLog.action, 'read case messages')))).toHaveLength(1);

    const mailsBefore = noticesTo(client.email, (subject) => subject === NEW_MESSAGE_MAIL_TEXT).length;
    const reply = await manager.call<{ message: CaseMessage }>('POST', `/api/admin/cases/${client.ref}/messages`, { text: 'We are on it.' });
    expect(reply.status).toBe(201);
    expect(reply.body.message).toMatchObject({ author: 'team', authorName: 'Max Manager', text: 'We are on it.', readByOther: false });
    const notice = await api.mailbox.nextMailTo(client.email, mailsBefore, 5000, (mail) => mail.subject === NEW_MESSAGE_MAIL_TEXT);
    expect(notice.text.split(/\r?\n/).filter(Boolean)).toEqual([NEW_MESSAGE_MAIL_TEXT, `${PUBLIC_ORIGIN}/login`]);

    expect((await api.get<ClientCasesResponse>('/api/cases', { token: client.token })).body).toMatchObject({ unreadTotal: 1, items: [{ ref: client.ref, unread: 1 }] });
    const newer = await api.get<{ items: CaseMessage[]; unread: number }>(`/api/cases/${client.ref}/messages?after=${sent.body.message.id}`, { token: client.token });
    expect(newer.body).toEqual({ items: [expect.objectContaining({ id: reply.body.message.id, text: 'We are on it.', readByOther: false })], unread: 1 });
    expect((await api.get<ClientCasesResponse>('/api/cases', { token: client.token })).body.unreadTotal).toBe(1);
    expect(await api.post(`/api/cases/${client.ref}/messages/read`, { upTo: reply.body.message.id }, { token: client.token })).toMatchObject({ status: 200, body: { unread: 0 } });
    expect((await api.get<ClientCasesResponse>('/api/cases', { token: client.token })).body.unreadTotal).toBe(0);
    // The client's own message shows as read by the team.
    const all = await api.get<{ items: CaseMessage[] }>(`/api/cases/${client.ref}/messages`, { token: client.token });
    expect(all.body.items.map((message) => [message.author, message.readByOther])).toEqual([
      ['client', true],
      ['team', true],
    ]);
    // The team's thread says when the client read the reply.
    const staffThread = await manager.get<{ items: CaseMessage[] }>(`/api/admin/cases/${client.ref}/messages`);
    expect(staffThread.body.items.find((message) => message.id === reply.body.message.id)?.readAt).toBe(api.clock.now().toISOString());
  });
});

describe('documents', () => {
  it('takes a PDF, attaches it to a message, and serves it back byte for byte as a download, audited', async () => {
    const client = await clientWithCase('room-pdf');
    const bytes = fileBytes(PDF_SIGNATURE, 300_000);
    const uploaded = await upload(`/api/cases/${client.ref}/documents`, { name: 'bank statement März.pdf', bytes, type: 'application/octet-stream' }, client);
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.document).toMatchObject({ name: 'bank statement März.pdf', size: bytes.length, type: 'application/pdf', sha256: sha256(bytes), uploadedBy: 'client', isReport: false, messageId: null });
    const { id } = uploaded.body.document;

    const sent = await api.post<{ message: CaseMessage }>(`/api/cases/${client.ref}/messages`, { text: 'My statement', documentIds: [id] }, { token: client.token });
    expect(sent.status).toBe(201);
    expect(sent.body.message.documents).toEqual([{ ...uploaded.body.document, messageId: sent.body.message.id }]);
    // Attached once only.
    expect((await api.post(`/api/cases/${client.ref}/messages`, { text: 'Again', documentIds: [id] }, { token: client.token })).status).toBe(422);

    for (const [who, download] of [
      ['client', await fetch(`${api.baseUrl}/api/cases/${client.ref}/documents/${id}`, { headers: { authorization: `Bearer ${client.token}` } })],
      ['manager', await fetch(`${api.baseUrl}/api/admin/cases/${client.ref}/documents/${id}`, { headers: { cookie: manager.jar.header() } })],
    ] as const) {
      expect({ who, status: download.status }).toEqual({ who, status: 200 });
      expect(download.headers.get('content-type')).toBe('application/pdf');
      expect(download.headers.get('content-disposition')).toBe(`attachment; filename="bank_statement_M_rz.pdf"; filename*=UTF-8''${encodeURIComponent('bank statement März.pdf')}`);
      expect(download.headers.get('x-content-type-options')).toBe('nosniff');
      expect(download.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      expect(download.headers.get('cache-control')).toBe('private, no-store');
      expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
    }
    const downloads = await api.db.select().from(auditLog).where(eq(auditLog.target, `${client.ref}/${id}`));
    expect(downloads.map((entry) => [entry.action, entry.staffId])).toEqual([
      ['client downloaded case document', null],
      ['downloaded case document', manager.me.staff.id],
    ]);
  });

  it('refuses a file that is not what its name and type claim with 415, and keeps nothing of it', async () => {
    const client = await clientWithCase('room-fake');
    const filesBefore = storedFiles().length;
    const zip = fileBytes([0x50, 0x4b, 0x03, 0x04], 20_000);
    const wrong = await upload(`/api/cases/${client.ref}/documents`, { name: 'invoice.pdf', bytes: zip, type: 'application/pdf' }, client);
    expect(wrong).toEqual({ status: 415, body: { message: 'This file type is not accepted. Send a PDF, PNG, JPEG, WebP or plain-text file.' } });
    const nul = await upload(`/api/cases/${client.ref}/documents`, { name: 'notes.txt', bytes: new TextEncoder().encode('plain\u0000text'), type: 'text/plain' }, client);
    expect(nul.status).toBe(415);
    expect(storedFiles()).toHaveLength(filesBefore);
    expect(incomingFiles()).toEqual([]);
    const text = await upload(`/api/cases/${client.ref}/documents`, { name: 'notes.txt', bytes: new TextEncoder().encode('Wallet: bc1q…\nPaid 2 500 €'), type: 'text/plain' }, client);
    expect(text.body.document).toMatchObject({ type: 'text/plain' });
    const png = await upload(`/api/cases/${client.ref}/documents`, { name: 'shot.pdf', bytes: fileBytes(PNG_SIGNATURE, 900) }, client);
    // Saved under the sender's name with the extension of what it is.
    expect(png.body.document).toMatchObject({ type: 'image/png', name: 'shot.png' });
  });

  it('refuses a file of 20 MB + 1 byte with 413 while it streams, without holding it in memory', async () => {
    const client = await clientWithCase('room-huge');
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'frc-room-'));
    try {
      const file = path.join(folder, 'huge.pdf');
      fs.writeFileSync(file, fileBytes(PDF_SIGNATURE, DOCUMENT_MAX_BYTES + 1));
      const filesBefore = storedFiles().length;
      const { result, buffersGrowthMb } = await watchHealthWhile(
        api.baseUrl,
        curlUpload(`${api.baseUrl}/api/cases/${client.ref}/documents`, [`file=@${file};type=application/pdf`], { delaySeconds: 0.3, headers: { authorization: `Bearer ${client.token}` } }),
      );
      expect(result.status).toBe(413);
      expect(JSON.parse(result.body)).toEqual({ message: 'This file is larger than 20 MB.' });
      // Streamed through, never held whole: the buffers alive at any moment stay below the 20 MB that arrived.
      expect(buffersGrowthMb).toBeLessThan(20);
      expect(storedFiles()).toHaveLength(filesBefore);
      expect(incomingFiles()).toEqual([]);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it(`takes ${DOCUMENTS_PER_DAY} uploads a day from a client, then 429`, async () => {
    const client = await clientWithCase('room-daily');
    for (let index = 0; index < DOCUMENTS_PER_DAY; index += 1) {
      expect((await upload(`/api/cases/${client.ref}/documents`, { name: `page-${index}.png`, bytes: fileBytes(PNG_SIGNATURE, 64) }, client)).status).toBe(201);
    }
    const refused = await upload(`/api/cases/${client.ref}/documents`, { name: 'one-more.png', bytes: fileBytes(PNG_SIGNATURE, 64) }, client);
    expect(refused.status).toBe(429);
    // Staff uploads have no daily limit.
    expect((await upload(`/api/admin/cases/${client.ref}/documents`, { name: 'ours.png', bytes: fileBytes(PNG_SIGNATURE, 64) }, manager)).status).toBe(201);
  });

  it('delivers the report: the staff upload marked as such, one per case, announced to the client', async () => {
    const client = await clientWithCase('room-report');
    const firstBytes = fileBytes(PDF_SIGNATURE, 4000);
    const mailsBefore = api.mailbox.mailsTo(client.email).length;
    const first = await upload(`/api/admin/cases/${client.ref}/documents`, { name: 'Fraud Investigation Report.pdf', bytes: firstBytes }, manager, { report: 'true' });
    expect(first.status).toBe(201);
    expect(first.body.document).toMatchObject({ isReport: true, uploadedBy: 'team', uploaderName: 'Max Manager' });
    const notice = await api.mailbox.nextMailTo(client.email, mailsBefore);
    expect(notice.subject).toBe(REPORT_READY_MAIL_TEXT);

    const second = await upload(`/api/admin/cases/${client.ref}/documents`, { name: 'annex.pdf', bytes: fileBytes(PDF_SIGNATURE, 100) }, manager);
    expect(second.body.document.isReport).toBe(false);
    const marked = await manager.post<{ document: CaseDocument }>(`/api/admin/cases/${client.ref}/documents/${second.body.document.id}/report`, { isReport: true });
    expect(marked.body.document.isReport).toBe(true);
    // Within the notice window the document and the new mark are gathered into one mail at its end; this API (as in
    // production) ends no window early on demand.
    expect((await api.post('/api/ops/notices', { caseRef: client.ref }, { token: OPS_TOKEN })).status).toBe(403);
    // Nor does it end an engagement letter's period on demand.
    expect((await api.post('/api/ops/reminders', { letterId: 1 }, { token: OPS_TOKEN })).status).toBe(403);
    api.clock.advanceSeconds(CLIENT_NOTICE_WINDOW_MINUTES * 60);
    expect((await api.post('/api/ops/notices', undefined, { token: OPS_TOKEN })).status).toBe(200);
    expect((await api.mailbox.nextMailTo(client.email, mailsBefore + 1)).subject).toBe(gatheredNoticeText(2));
    expect(api.mailbox.mailsTo(client.email).filter((mail) => [NEW_DOCUMENT_MAIL_TEXT, REPORT_READY_MAIL_TEXT].includes(mail.subject))).toHaveLength(1);
    const listed = await manager.get<{ items: CaseDocument[] }>(`/api/admin/cases/${client.ref}/documents`);
    expect(listed.body.items.map((document) => [document.name, document.isReport])).toEqual([
      ['Fraud Investigation Report.pdf', false],
      ['annex.pdf', true],
    ]);
    const page = await api.get<{ case: ClientCase }>(`/api/cases/${client.ref}`, { token: client.token });
    expect(page.body.case.report).toMatchObject({ id: second.body.document.id, name: 'annex.pdf' });
    // A client cannot mark a report: the flag is the staff's alone.
    const fromClient = await upload(`/api/cases/${client.ref}/documents`, { name: 'mine.pdf', bytes: fileBytes(PDF_SIGNATURE, 100) }, client, { report: 'true' });
    expect(fromClient.status).toBe(400);
  });
});

describe('the staff scope', () => {
  it("answers another case manager's case room 404", async () => {
    const client = await clientWithCase('room-scope');
    for (const pathname of [`/api/admin/cases/${client.ref}/messages`, `/api/admin/cases/${client.ref}/documents`, `/api/admin/cases/${client.ref}/documents/1`]) {
      const answer = await otherManager.get(pathname);
      expect({ pathname, status: answer.status }).toEqual({ pathname, status: 404 });
    }
    expect((await otherManager.post(`/api/admin/cases/${client.ref}/messages`, { text: 'Hi' })).status).toBe(404);
    expect((await admin.get(`/api/admin/cases/${client.ref}/messages`)).status).toBe(200);
  });

  it('sends the notice of an unassigned case to the team address', async () => {
    const email = uniqueEmail('room-unassigned');
    const token = await api.signIn(email);
    const sent = await api.post<{ data: { id: number } }>('/api/services', leadFormRequest(email), { token });
    const ref = (await admin.post<{ caseRef: string }>(`/api/admin/inbox/request-${sent.body.data.id}/case`, {})).body.caseRef;
    expect((await api.post(`/api/cases/${ref}/messages`, { text: 'Anyone there?' }, { token })).status).toBe(201);
    const notice = await api.mailbox.nextMailTo(TEAM_EMAIL, 0, 5000, (mail) => aboutCase(ref)(mail.subject));
    expect(notice.subject).toBe(`${ref}: ${NEW_MESSAGE_MAIL_TEXT}`);
  });
});

describe("the client's data", () => {
  it('lists the messages and documents with their checksums, and the erasure removes rows and files', async () => {
    const client = await clientWithCase('room-erase');
    const bytes = fileBytes(PDF_SIGNATURE, 2048);
    const document = await upload(`/api/cases/${client.ref}/documents`, { name: 'proof.pdf', bytes }, client);
    await api.post(`/api/cases/${client.ref}/messages`, { text: 'See the proof', documentIds: [document.body.document.id] }, { token: client.token });
    const report = await upload(`/api/admin/cases/${client.ref}/documents`, { name: 'report.pdf', bytes: fileBytes(PDF_SIGNATURE, 1024) }, manager, { report: 'true' });
    await manager.post(`/api/admin/cases/${client.ref}/messages`, { text: 'Your report is attached.', documentIds: [report.body.document.id] });

    const data = await api.get<ClientData>('/api/me/data', { token: client.token });
    expect(data.body.caseMessages).toEqual([
      { caseRef: client.ref, author: 'client', authorName: 'Ada Lovelace', text: 'See the proof', at: expect.any(String) },
      { caseRef: client.ref, author: 'team', authorName: 'Max Manager', text: 'Your report is attached.', at: expect.any(String) },
    ]);
    expect(data.body.caseDocuments).toEqual([
      expect.objectContaining({ caseRef: client.ref, name: 'proof.pdf', size: 2048, type: 'application/pdf', sha256: sha256(bytes), uploadedBy: 'client', isReport: false }),
      expect.objectContaining({ caseRef: client.ref, name: 'report.pdf', uploadedBy: 'team', isReport: true }),
    ]);

    const keys = (await api.db.select().from(caseDocuments).where(inArray(caseDocuments.id, [document.body.document.id, report.body.document.id]))).map((row) => row.storageKey);
    expect(keys.every((key) => storedFiles().includes(key))).toBe(true);
    const erased = await api.post('/api/me/erase', { code: await api.erasureCode(client.email, client.token) }, { token: client.token });
    expect(erased.status).toBe(200);
    expect(keys.filter((key) => storedFiles().includes(key))).toEqual([]);
    expect(await api.db.select().from(caseDocuments).where(inArray(caseDocuments.storageKey, keys))).toEqual([]);
    expect(await api.db.select().from(caseMessages).where(inArray(caseMessages.text, ['See the proof', 'Your report is attached.']))).toEqual([]);
  });
});
