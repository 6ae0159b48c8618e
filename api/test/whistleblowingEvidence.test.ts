import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { HONEYPOT_FIELD, MAX_EVIDENCE_FILE_BYTES, type SubmissionReceivedResponse } from '@frc/contracts';
import { asc, eq } from 'drizzle-orm';
import { whistleblowingEvidence, whistleblowingReports } from '../src/db/schema';
import { MAX_UPLOAD_BYTES } from '../src/reports/evidenceUpload';
import { startTestApi, TEAM_EMAIL, type TestApi } from './support/testApi';
import { fileBytes, PNG_SIGNATURE } from './support/uploads';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const JPEG_SIGNATURE = [0xff, 0xd8, 0xff, 0xe0];
const GIF_SIGNATURE = [...'GIF89a'].map((character) => character.charCodeAt(0));
const PDF_SIGNATURE = [...'%PDF-1.7'].map((character) => character.charCodeAt(0));
const ZIP_SIGNATURE = [...'PK\x03\x04'].map((character) => character.charCodeAt(0));

interface Attachment {
  name: string;
  bytes: Uint8Array;
  /** What the sender claims; the API must not care. */
  type?: string;
}

let reportCounter = 0;
function reportNamed(scamName: string) {
  reportCounter += 1;
  return { firstName: 'Ines', lastName: `Moreau ${reportCounter}`, amountLost: '2.5 BTC', blockchain: 'BTC', scamName, receiveUpdates: false };
}

async function postReport(report: unknown, attachments: Attachment[], headers: Record<string, string> = {}) {
  const form = new FormData();
  form.append('report', JSON.stringify(report));
  for (const { name, bytes, type = 'image/png' } of attachments) form.append('evidence', new Blob([bytes], { type }), name);
  const response = await fetch(`${api.baseUrl}/api/whistleblowing`, { method: 'POST', body: form, headers });
  return { status: response.status, body: (await response.json()) as SubmissionReceivedResponse & { message?: string } };
}

/** The bytes the evidence store keeps for a row. */
function storedBytes(row: { storageKey: string | null } | undefined): Buffer {
  if (!row?.storageKey) throw new Error('the evidence row names no stored file');
  return fs.readFileSync(path.join(api.evidenceDir, row.storageKey));
}

/** Files in the evidence store: kept ones, and ones still arriving or left behind in incoming/. */
function storeContents() {
  const kept = fs.readdirSync(api.evidenceDir).filter((name) => name !== 'incoming');
  return { kept, incoming: fs.readdirSync(path.join(api.evidenceDir, 'incoming')) };
}

const reportsNamed = (scamName: string) => api.db.select().from(whistleblowingReports).where(eq(whistleblowingReports.scamName, scamName));
const evidenceOf = (reportId: number) =>
  api.db.select().from(whistleblowingEvidence).where(eq(whistleblowingEvidence.reportId, reportId)).orderBy(asc(whistleblowingEvidence.id));

describe('POST /api/whistleblowing with evidence files', () => {
  it('stores the report and its images, typed by their content, and tells the team', async () => {
    const png = fileBytes(PNG_SIGNATURE, 2048);
    const gif = fileBytes(GIF_SIGNATURE, 512);
    const jpeg = fileBytes(JPEG_SIGNATURE, 4096);
    const report = reportNamed('Evidence Stored Ltd');
    const answer = await postReport(report, [
      { name: 'transfer.png', bytes: png },
      { name: 'chat.gif', bytes: gif, type: 'application/octet-stream' },
      { name: '../../etc/receipt.jpg', bytes: jpeg, type: 'image/jpeg' },
    ]);

    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ status: 'success', data: { id: expect.any(Number), created_at: expect.any(String) } });
    const [stored] = await reportsNamed('Evidence Stored Ltd');
    expect(stored).toMatchObject({ ...report, id: answer.body.data.id });
    const files = await evidenceOf(answer.body.data.id);
    expect(files.map(({ fileName, mediaType, sizeBytes }) => ({ fileName, mediaType, sizeBytes }))).toEqual([
      { fileName: 'transfer.png', mediaType: 'image/png', sizeBytes: 2048 },
      { fileName: 'chat.gif', mediaType: 'image/gif', sizeBytes: 512 },
      { fileName: 'receipt.jpg', mediaType: 'image/jpeg', sizeBytes: 4096 },
    ]);
    expect(Buffer.compare(storedBytes(files[0]), Buffer.from(png))).toBe(0);
    expect(Buffer.compare(storedBytes(files[2]), Buffer.from(jpeg))).toBe(0);
    expect(files[0]?.sha256).toBe(createHash('sha256').update(png).digest('hex'));
    expect(files.every((file) => file.content === null)).toBe(true);

    const mail = await api.mailbox.waitForMail((sent) => sent.subject === `New whistleblowing report #${answer.body.data.id}`);
    expect(mail.to).toEqual([TEAM_EMAIL]);
    expect(mail.text).toContain(`Whistleblowing report #${answer.body.data.id} came in through the site with 3 files.`);
    expect(mail.text).not.toContain('transfer.png');
  });

  it('takes a report without files in the multipart form too, and validates it like JSON', async () => {
    const accepted = await postReport(reportNamed('No Files Ltd'), []);
    expect(accepted.status).toBe(201);
    expect(await evidenceOf(accepted.body.data.id)).toEqual([]);

    const refused = await postReport({ firstName: 'Ines' }, [{ name: 'a.png', bytes: fileBytes(PNG_SIGNATURE, 64) }]);
    expect(refused).toMatchObject({ status: 422, body: { message: 'Please check these fields: lastName, amountLost.' } });
  });

  it('accepts a file of exactly 10 MB', async () => {
    const answer = await postReport(reportNamed('Ten Megabytes Ltd'), [{ name: 'full.png', bytes: fileBytes(PNG_SIGNATURE, MAX_EVIDENCE_FILE_BYTES) }]);
    expect(answer.status).toBe(201);
    const [file] = await evidenceOf(answer.body.data.id);
    expect(file?.sizeBytes).toBe(MAX_EVIDENCE_FILE_BYTES);
    expect(storedBytes(file).length).toBe(MAX_EVIDENCE_FILE_BYTES);
  });

  it('takes a statement as a PDF, named by its content', async () => {
    const answer = await postReport(reportNamed('Statement Pdf Ltd'), [{ name: 'statement.png', bytes: fileBytes(PDF_SIGNATURE, 256), type: 'image/png' }]);
    expect(answer.status).toBe(201);
    const files = await evidenceOf(answer.body.data.id);
    expect(files.map(({ fileName, mediaType }) => ({ fileName, mediaType }))).toEqual([{ fileName: 'statement.pdf', mediaType: 'application/pdf' }]);
  });

  it('refuses a file that is not a PDF, PNG, JPG or GIF by its content, whatever its name and type say', async () => {
    const answer = await postReport(reportNamed('Wrong Type Ltd'), [
      { name: 'ok.png', bytes: fileBytes(PNG_SIGNATURE, 128) },
      { name: 'statement.png', bytes: fileBytes(ZIP_SIGNATURE, 128), type: 'image/png' },
    ]);
    expect(answer).toMatchObject({ status: 415, body: { message: '"statement.png" is not a PDF, PNG, JPG or GIF file.' } });
    expect(await reportsNamed('Wrong Type Ltd')).toEqual([]);
  });

  it('refuses a file over 10 MB with 413 and stores nothing', async () => {
    const answer = await postReport(reportNamed('Too Large Ltd'), [{ name: 'huge.png', bytes: fileBytes(PNG_SIGNATURE, MAX_EVIDENCE_FILE_BYTES + 1) }]);
    expect(answer).toMatchObject({ status: 413, body: { message: '"huge.png" is larger than 10 MB.' } });
    expect(await reportsNamed('Too Large Ltd')).toEqual([]);
    expect(storeContents().incoming).toEqual([]);
  });

  it('refuses more than five files', async () => {
    const six = Array.from({ length: 6 }, (_, index) => ({ name: `shot-${index}.png`, bytes: fileBytes(PNG_SIGNATURE, 256) }));
    const answer = await postReport(reportNamed('Too Many Ltd'), six);
    expect(answer).toMatchObject({ status: 413, body: { message: 'You can attach up to 5 files.' } });
    expect(await reportsNamed('Too Many Ltd')).toEqual([]);
  });

  it('refuses an empty file and a request without the report field', async () => {
    expect(await postReport(reportNamed('Empty File Ltd'), [{ name: 'blank.png', bytes: new Uint8Array(0) }])).toMatchObject({
      status: 422,
      body: { message: '"blank.png" is empty.' },
    });
    const form = new FormData();
    form.append('evidence', new Blob([fileBytes(PNG_SIGNATURE, 64)]), 'alone.png');
    const response = await fetch(`${api.baseUrl}/api/whistleblowing`, { method: 'POST', body: form });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ message: 'Please send the report as JSON text in the "report" field.' });
  });

  it('refuses an upload announcing more than any report can weigh, before reading it', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(`${api.baseUrl}/api/whistleblowing`, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(MAX_UPLOAD_BYTES + 1) },
      });
      request.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
        request.destroy();
      });
      request.on('error', reject);
      request.flushHeaders();
    });
    expect(status).toBe(413);
  });

  it('stores a retried report and its files once', async () => {
    const headers = { 'Idempotency-Key': 'evidence-retry-0001' };
    const report = reportNamed('Retried Upload Ltd');
    const attachments = [{ name: 'proof.png', bytes: fileBytes(PNG_SIGNATURE, 300) }];
    const first = await postReport(report, attachments, headers);
    const again = await postReport(report, attachments, headers);
    expect(first.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await reportsNamed('Retried Upload Ltd')).toHaveLength(1);
    const [kept] = await evidenceOf(first.body.data.id);
    expect(storeContents().kept.filter((name) => name === kept?.storageKey)).toHaveLength(1);
    expect(storeContents().kept).toHaveLength((await api.db.select().from(whistleblowingEvidence)).length);
    expect(storeContents().incoming).toEqual([]);
  });

  it('refuses the same Idempotency-Key with other files, and gives away nothing of the first report', async () => {
    const headers = { 'Idempotency-Key': 'evidence-reuse-0001' };
    const report = reportNamed('First Sender Ltd');
    const first = await postReport(report, [{ name: 'mine.png', bytes: fileBytes(PNG_SIGNATURE, 300) }], headers);
    expect(first.status).toBe(201);
    const stranger = await postReport(report, [{ name: 'other.png', bytes: fileBytes(PNG_SIGNATURE, 301) }], headers);
    expect(stranger).toEqual({
      status: 422,
      body: { message: 'This Idempotency-Key was already used for a different submission. Please send it again with a new key.' },
    });
    expect(await evidenceOf(first.body.data.id)).toHaveLength(1);
    expect(storeContents().incoming).toEqual([]);
  });

  it('drops a bot report with files silently', async () => {
    const answer = await postReport({ ...reportNamed('Bot Upload Ltd'), [HONEYPOT_FIELD]: 'http://spam.example' }, [
      { name: 'spam.png', bytes: fileBytes(PNG_SIGNATURE, 64) },
    ]);
    expect(answer.status).toBe(201);
    expect(await reportsNamed('Bot Upload Ltd')).toEqual([]);
  });

  it('still refuses multipart bodies on the other form routes', async () => {
    const form = new FormData();
    form.append('email', 'someone@example.com');
    const response = await fetch(`${api.baseUrl}/api/newsletter`, { method: 'POST', body: form });
    expect(response.status).toBe(415);
  });
});
