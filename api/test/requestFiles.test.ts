import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  REQUEST_FILE_MAX_BYTES,
  requestFileMessages,
  REQUEST_FILES_KEY_HEADER,
  REQUEST_FILES_MAX,
  type CaseDocument,
  type InboxItem,
  type RequestFileResponse,
  type StaffMe,
} from '@frc/contracts';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { auditLog, requestFiles } from '../src/db/schema';
import { startApiWithTeam, type StaffBrowser } from './support/staffClient';
import { LIMIT_PRESETS } from '../src/config';
import { leadFormRequest, startTestApi, uniqueEmail, type TestApi } from './support/testApi';
import { fileBytes, PDF_SIGNATURE, PNG_SIGNATURE } from './support/uploads';

// Files sent with a consultation request: each uploaded under the form's files key, before or after the request that
// names it; listed on its inbox item; moved into the case opened from it or joined; gone with an erasure.

const JPEG_SIGNATURE = [0xff, 0xd8, 0xff, 0xe0];

let api: TestApi;
let admin: StaffBrowser & { me: StaffMe };
let manager: StaffBrowser & { me: StaffMe };

beforeAll(async () => {
  ({ api, admin, manager } = await startApiWithTeam({ admin: 'Ada Admin', manager: 'Max Manager', prefix: 'files' }));
});
afterAll(() => api.close());

type Upload = { status: number; body: RequestFileResponse & { message?: string } };

async function sendFile(filesKey: string | null, file: { name: string; bytes: Uint8Array; type?: string }, to: { baseUrl: string } = api): Promise<Upload> {
  const form = new FormData();
  form.append('file', new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }), file.name);
  const headers: Record<string, string> = filesKey ? { [REQUEST_FILES_KEY_HEADER]: filesKey } : {};
  const response = await fetch(`${to.baseUrl}/api/services/files`, { method: 'POST', body: form, headers });
  return { status: response.status, body: (await response.json()) as Upload['body'] };
}

const statement = (size = 600) => ({ name: 'statement.pdf', bytes: fileBytes(PDF_SIGNATURE, size), type: 'application/pdf' });
const heicFixture = (name: string) => fs.readFileSync(path.join(__dirname, 'fixtures', name));
const photo = (size = 900) => ({ name: 'IMG_0042.HEIC', bytes: fileBytes(JPEG_SIGNATURE, size), type: 'image/jpeg' });

async function sendRequest(email: string, filesKey: string) {
  const sent = await api.post<{ data: { id: number } }>('/api/services', { ...leadFormRequest(email), files_key: filesKey }, { headers: { 'idempotency-key': randomUUID() } });
  expect(sent.status).toBe(201);
  return `request-${sent.body.data.id}`;
}

const itemFiles = async (ref: string) => (await admin.get<{ item: InboxItem }>(`/api/admin/inbox/${ref}`)).body.item.evidence;
const caseDocuments = async (caseRef: string) => (await admin.get<{ items: CaseDocument[] }>(`/api/admin/cases/${caseRef}/documents`)).body.items;
const stored = (key: string | null) => key !== null && fs.existsSync(path.join(api.documentsDir, key));
const rowsOfKey = async (ids: number[]) => Promise.all(ids.map(async (id) => (await api.db.select().from(requestFiles).where(eq(requestFiles.id, id)))[0]));

describe('files sent with a request', () => {
  it('joins files sent before the request to it, lists them on its inbox item, and audits every read of one', async () => {
    const filesKey = randomUUID();
    const pdf = statement();
    const first = await sendFile(filesKey, pdf);
    const second = await sendFile(filesKey, photo());
    expect(first).toMatchObject({ status: 201, body: { document: { name: 'statement.pdf', type: 'application/pdf', size: 600 } } });
    // A photo is named by its content: the phone sent it as JPEG.
    expect(second).toMatchObject({ status: 201, body: { document: { name: 'IMG_0042.jpg', type: 'image/jpeg' } } });

    const email = uniqueEmail('files-before');
    const ref = await sendRequest(email, filesKey);
    expect((await itemFiles(ref)).map((file) => [file.name, file.type])).toEqual([
      ['statement.pdf', 'application/pdf'],
      ['IMG_0042.jpg', 'image/jpeg'],
    ]);

    const download = await admin.get(`/api/admin/inbox/${ref}/evidence/${first.body.document.id}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('attachment; filename="statement.pdf"');
    expect(download.headers.get('content-type')).toBe('application/pdf');
    const audited = await api.db.select({ target: auditLog.target, clientEmail: auditLog.clientEmail }).from(auditLog).where(eq(auditLog.target, `${ref}/${first.body.document.id}`));
    expect(audited).toEqual([{ target: `${ref}/${first.body.document.id}`, clientEmail: email }]);
    // No other request's file is reached through this item.
    const other = await sendRequest(uniqueEmail('files-other'), randomUUID());
    expect((await admin.get(`/api/admin/inbox/${other}/evidence/${first.body.document.id}`)).status).toBe(404);
  });

  it('lets the request be sent while a file still uploads: the file joins it when it arrives, and a case opened meanwhile', async () => {
    const filesKey = randomUUID();
    const early = await sendFile(filesKey, statement());
    const email = uniqueEmail('files-race');
    // The request and the last file leave together.
    const [ref, late] = await Promise.all([sendRequest(email, filesKey), sendFile(filesKey, photo(200_000))]);
    expect(late.status).toBe(201);
    expect((await itemFiles(ref)).map((file) => file.id)).toEqual([early.body.document.id, late.body.document.id]);

    const opened = await admin.post<{ caseRef: string }>(`/api/admin/inbox/${ref}/case`, {});
    expect(opened.status).toBe(201);
    // A file that comes after the case was opened goes straight into it.
    const afterCase = await sendFile(filesKey, { name: 'receipt.png', bytes: fileBytes(PNG_SIGNATURE, 300), type: 'image/png' });
    expect(afterCase.status).toBe(201);
    const documents = await caseDocuments(opened.body.caseRef);
    expect(documents.map((document) => [document.name, document.uploadedBy, document.visibility, document.sentWithRequest])).toEqual([
      ['statement.pdf', 'client', 'client', true],
      ['IMG_0042.jpg', 'client', 'client', true],
      ['receipt.png', 'client', 'client', true],
    ]);
    // Each file has one owner: its case document holds the key, and the inbox item still shows and opens it.
    const rows = await rowsOfKey([early.body.document.id, late.body.document.id, afterCase.body.document.id]);
    expect(rows.map((row) => row?.storageKey)).toEqual([null, null, null]);
    expect((await itemFiles(ref)).map((file) => file.name)).toEqual(['statement.pdf', 'IMG_0042.jpg', 'receipt.png']);
    expect((await admin.get(`/api/admin/inbox/${ref}/evidence/${afterCase.body.document.id}`)).status).toBe(200);
    expect((await admin.get(`/api/admin/cases/${opened.body.caseRef}/documents/${documents[2]!.id}`)).status).toBe(200);
  });

  it('moves the files into an existing case the request joins', async () => {
    const email = uniqueEmail('files-join');
    const firstRef = await sendRequest(email, randomUUID());
    const opened = await admin.post<{ caseRef: string }>(`/api/admin/inbox/${firstRef}/case`, {});
    const filesKey = randomUUID();
    await sendFile(filesKey, statement());
    const secondRef = await sendRequest(email, filesKey);
    expect(await caseDocuments(opened.body.caseRef)).toEqual([]);

    const joined = await admin.post(`/api/admin/inbox/${secondRef}/attach`, { caseRef: opened.body.caseRef });
    expect(joined.status).toBe(200);
    expect((await caseDocuments(opened.body.caseRef)).map((document) => [document.name, document.sentWithRequest])).toEqual([['statement.pdf', true]]);
  });

  it('refuses other types, files over 10 MB, a sixth file and an upload without a files key, and keeps nothing of them', async () => {
    const filesKey = randomUUID();
    const before = fs.readdirSync(api.documentsDir).length;
    const text = await sendFile(filesKey, { name: 'notes.pdf', bytes: new TextEncoder().encode('just words'), type: 'application/pdf' });
    expect(text).toMatchObject({ status: 415, body: { message: requestFileMessages.wrongType } });
    const large = await sendFile(filesKey, statement(REQUEST_FILE_MAX_BYTES + 1));
    expect(large).toMatchObject({ status: 413, body: { message: requestFileMessages.tooLarge } });
    const unkeyed = await sendFile(null, statement());
    expect(unkeyed.status).toBe(422);
    expect(fs.readdirSync(api.documentsDir).length).toBe(before);

    const exactly = await sendFile(filesKey, statement(REQUEST_FILE_MAX_BYTES));
    expect(exactly.status).toBe(201);
    for (let count = 1; count < REQUEST_FILES_MAX; count += 1) expect((await sendFile(filesKey, statement())).status).toBe(201);
    const sixth = await sendFile(filesKey, statement());
    expect(sixth).toMatchObject({ status: 422, body: { message: requestFileMessages.tooMany } });
    expect(await api.db.select({ id: requestFiles.id }).from(requestFiles).where(eq(requestFiles.filesKeyHash, (await keyHashOf(exactly.body.document.id))!))).toHaveLength(REQUEST_FILES_MAX);
    expect(fs.readdirSync(api.documentsDir).length).toBe(before + REQUEST_FILES_MAX);
  });

  it('converts a HEIC photo to JPEG before keeping it, named .jpg and shown on the inbox item as the other photos are', async () => {
    const filesKey = randomUUID();
    const sent = await sendFile(filesKey, { name: 'IMG_0101.HEIC', bytes: heicFixture('photo-64x48.heic'), type: 'image/heic' });
    expect(sent).toMatchObject({ status: 201, body: { document: { name: 'IMG_0101.jpg', type: 'image/jpeg' } } });
    const [row] = await rowsOfKey([sent.body.document.id]);
    const kept = fs.readFileSync(path.join(api.documentsDir, row!.storageKey!));
    expect([...kept.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(row!.sizeBytes).toBe(kept.length);
    expect(await sharp(kept).metadata()).toMatchObject({ format: 'jpeg', width: 64, height: 48 });

    const ref = await sendRequest(uniqueEmail('files-heic'), filesKey);
    expect((await itemFiles(ref)).map((file) => [file.name, file.type])).toEqual([['IMG_0101.jpg', 'image/jpeg']]);
    const shown = await admin.get(`/api/admin/inbox/${ref}/evidence/${sent.body.document.id}`);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toBe('image/jpeg');
  });

  it('refuses a broken HEIC and one of too many pixels, naming the file, and one over 10 MB, and keeps nothing of them', async () => {
    const filesKey = randomUUID();
    const before = fs.readdirSync(api.documentsDir).length;
    // A real HEIC's ftyp box, then bytes no decoder can read.
    const ftyp = heicFixture('photo-64x48.heic').subarray(0, 28);
    const broken = await sendFile(filesKey, { name: 'IMG_2.heic', bytes: Buffer.concat([ftyp, Buffer.from(fileBytes([], 4000))]), type: 'image/heic' });
    expect(broken).toMatchObject({ status: 422, body: { message: requestFileMessages.unreadablePhoto('IMG_2.heic') } });
    const huge = await sendFile(filesKey, { name: 'IMG_3.HEIF', bytes: heicFixture('photo-6000x4096.heic'), type: 'image/heif' });
    expect(huge).toMatchObject({ status: 413, body: { message: requestFileMessages.photoTooLarge('IMG_3.HEIF') } });
    const heavy = await sendFile(filesKey, { name: 'IMG_4.heic', bytes: Buffer.concat([heicFixture('photo-64x48.heic'), Buffer.alloc(REQUEST_FILE_MAX_BYTES)]), type: 'image/heic' });
    expect(heavy).toMatchObject({ status: 413, body: { message: requestFileMessages.tooLarge } });
    expect(fs.readdirSync(api.documentsDir).length).toBe(before);
    expect(await api.db.select({ id: requestFiles.id }).from(requestFiles).where(eq(requestFiles.fileName, 'IMG_2.jpg'))).toEqual([]);
  });

  it('takes back a file whose request has not come yet, with its key only; once sent, it stays', async () => {
    const filesKey = randomUUID();
    const wrong = await sendFile(filesKey, statement());
    const [row] = await rowsOfKey([wrong.body.document.id]);
    const withOtherKey = await api.call('DELETE', `/api/services/files/${wrong.body.document.id}`, { headers: { [REQUEST_FILES_KEY_HEADER]: randomUUID() } });
    expect(withOtherKey.status).toBe(409);
    const taken = await api.call('DELETE', `/api/services/files/${wrong.body.document.id}`, { headers: { [REQUEST_FILES_KEY_HEADER]: filesKey } });
    expect(taken.status).toBe(204);
    expect(stored(row!.storageKey)).toBe(false);

    const kept = await sendFile(filesKey, statement());
    const ref = await sendRequest(uniqueEmail('files-take-back'), filesKey);
    const late = await api.call('DELETE', `/api/services/files/${kept.body.document.id}`, { headers: { [REQUEST_FILES_KEY_HEADER]: filesKey } });
    expect(late).toMatchObject({ status: 409, body: { message: requestFileMessages.notRemovable } });
    expect((await itemFiles(ref)).map((file) => file.id)).toEqual([kept.body.document.id]);
  });

  it('erases the files with the request that carried them', async () => {
    const email = uniqueEmail('files-erase');
    const filesKey = randomUUID();
    const sent = await sendFile(filesKey, statement());
    await sendRequest(email, filesKey);
    const [row] = await rowsOfKey([sent.body.document.id]);
    expect(stored(row!.storageKey)).toBe(true);

    const token = await api.signIn(email);
    const erased = await api.post('/api/me/erase', { code: await api.erasureCode(email, token) }, { token });
    expect(erased.status).toBe(200);
    expect(await rowsOfKey([sent.body.document.id])).toEqual([undefined]);
    expect(stored(row!.storageKey)).toBe(false);
  });

  it('shows the files to the team behind sign-in only', async () => {
    const filesKey = randomUUID();
    const sent = await sendFile(filesKey, statement());
    const ref = await sendRequest(uniqueEmail('files-scope'), filesKey);
    expect((await manager.get(`/api/admin/inbox/${ref}/evidence/${sent.body.document.id}`)).status).toBe(200);
    expect((await api.get(`/api/admin/inbox/${ref}/evidence/${sent.body.document.id}`)).status).toBe(401);
  });
});

describe('the upload route', () => {
  it('allows an IP as many files a minute as its forms may carry, then answers 429', async () => {
    const limited = await startTestApi({ limits: { ...LIMIT_PRESETS.strict, submissionsPerMinutePerIp: 1 } });
    try {
      for (let sent = 1; sent <= REQUEST_FILES_MAX; sent += 1) expect((await sendFile(randomUUID(), statement(), limited)).status).toBe(201);
      const refused = await sendFile(randomUUID(), statement(), limited);
      expect(refused.status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

async function keyHashOf(id: number) {
  const [row] = await api.db.select({ hash: requestFiles.filesKeyHash }).from(requestFiles).where(and(eq(requestFiles.id, id)));
  return row?.hash;
}
