// Runs alone (`*.serial.test.ts`: api/scripts/test.mjs runs these after the other suites, one at a
// time), because it watches other requests while a large upload arrives. How long they waited is printed, not
// asserted: a figure of this machine's load at that moment (another build on the same two cores tripled it).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { caseReference, DOCUMENT_MAX_BYTES, MAX_EVIDENCE_FILE_BYTES, type CaseDocument, type SubmissionReceivedResponse } from '@frc/contracts';
import { asc, eq } from 'drizzle-orm';
import { cases, whistleblowingEvidence } from '../src/db/schema';
import { startTestApi, uniqueEmail, type TestApi } from './support/testApi';
import { curlUpload, fileBytes, PDF_SIGNATURE, PNG_SIGNATURE, watchHealthWhile } from './support/uploads';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

function uploadReport(report: unknown, files: string[], folder: string, delaySeconds: number) {
  fs.writeFileSync(path.join(folder, 'report.json'), JSON.stringify(report));
  const fields = [`report=<${path.join(folder, 'report.json')}`, ...files.map((file) => `evidence=@${file};type=image/png`)];
  return curlUpload(`${api.baseUrl}/api/whistleblowing`, fields, { delaySeconds });
}

it('keeps answering other requests while the largest allowed upload (5 × 10 MB) arrives and is stored', async () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'frc-upload-'));
  const bytes = fileBytes(PNG_SIGNATURE, MAX_EVIDENCE_FILE_BYTES);
  const files = Array.from({ length: 5 }, (_, index) => path.join(folder, `large-${index}.png`));
  for (const file of files) fs.writeFileSync(file, bytes);
  const report = { firstName: 'Ines', lastName: 'Moreau', amountLost: '2.5 BTC', scamName: 'Largest Upload Ltd', receiveUpdates: false };
  try {
    // Warm up first (connections, code paths), so the figures are about the upload alone.
    expect((await uploadReport(report, [files[0] as string], folder, 0)).status).toBe(201);
    await fetch(`${api.baseUrl}/api/health`).then((answer) => answer.arrayBuffer());

    // curl is started before the measuring starts (starting a process holds this one up for a moment) and waits before it sends.
    const { result: uploaded, healthTimes, statuses, buffersGrowthMb: buffersMb, slowestMs: slowest } = await watchHealthWhile(
      api.baseUrl,
      uploadReport({ ...report, lastName: 'Moreau 2' }, files, folder, 0.3),
    );
    expect(statuses).toEqual([200]);

    expect(uploaded.status).toBe(201);
    const { data } = JSON.parse(uploaded.body) as SubmissionReceivedResponse;
    const stored = await api.db.select().from(whistleblowingEvidence).where(eq(whistleblowingEvidence.reportId, data.id)).orderBy(asc(whistleblowingEvidence.id));
    expect(stored.map((file) => file.sizeBytes)).toEqual(Array(5).fill(MAX_EVIDENCE_FILE_BYTES));
    for (const file of stored) expect(fs.statSync(path.join(api.evidenceDir, file.storageKey ?? '')).size).toBe(MAX_EVIDENCE_FILE_BYTES);

    console.log(`/api/health during a 5 × 10 MB upload: ${healthTimes.length} answers, slowest ${slowest.toFixed(0)} ms; buffers in memory grew by ${buffersMb.toFixed(0)} MB at most`);
    // Answered all along the upload, not once it was over: a request every 20 ms or so while it arrived.
    expect(healthTimes.length).toBeGreaterThan(3);
    // Streamed to disk, never held whole: the buffers alive at any moment stay below the 50 MB that arrived.
    expect(buffersMb).toBeLessThan(50);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});

it("keeps answering while a client's largest document (20 MB) streams into the case room's store", async () => {
  const email = uniqueEmail('room-upload');
  const token = await api.signIn(email);
  const time = api.clock.now();
  const [created] = await api.db.insert(cases).values({ clientEmail: email, clientName: 'Ines Moreau', openedAt: time, updatedAt: time }).returning({ id: cases.id });
  const url = `${api.baseUrl}/api/cases/${caseReference(created!.id)}/documents`;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'frc-room-upload-'));
  try {
    const file = path.join(folder, 'statements.pdf');
    fs.writeFileSync(file, fileBytes(PDF_SIGNATURE, DOCUMENT_MAX_BYTES));
    const small = path.join(folder, 'small.pdf');
    fs.writeFileSync(small, fileBytes(PDF_SIGNATURE, 1000));
    const headers = { authorization: `Bearer ${token}` };
    // Warm up first, as above.
    expect((await curlUpload(url, [`file=@${small};type=application/pdf`], { headers })).status).toBe(201);

    const { result, healthTimes, statuses, buffersGrowthMb, slowestMs } = await watchHealthWhile(api.baseUrl, curlUpload(url, [`file=@${file};type=application/pdf`], { delaySeconds: 0.3, headers }));
    expect(statuses).toEqual([200]);
    expect(result.status).toBe(201);
    const { document } = JSON.parse(result.body) as { document: CaseDocument };
    expect(document.size).toBe(DOCUMENT_MAX_BYTES);
    console.log(`/api/health during a 20 MB case room upload: ${healthTimes.length} answers, slowest ${slowestMs.toFixed(0)} ms; buffers in memory grew by ${buffersGrowthMb.toFixed(0)} MB at most`);
    expect(healthTimes.length).toBeGreaterThan(3);
    expect(buffersGrowthMb).toBeLessThan(20);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});
