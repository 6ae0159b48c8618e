import fs from 'node:fs';
import path from 'node:path';
import { type CaseDocument, type StaffMe } from '@frc/contracts';
import { asc, eq } from 'drizzle-orm';
import { caseDocuments, whistleblowingEvidence } from '../src/db/schema';
import { startApiWithTeam, type StaffBrowser } from './support/staffClient';
import { uniqueEmail, type TestApi } from './support/testApi';
import { fileBytes, PDF_SIGNATURE, PNG_SIGNATURE } from './support/uploads';

// A whistleblowing report's evidence follows the report into a case, as a request's files do (requestFiles.test.ts).

let api: TestApi;
let admin: StaffBrowser & { me: StaffMe };
beforeAll(async () => {
  ({ api, admin } = await startApiWithTeam({ admin: 'Ada Admin', manager: 'Max Manager', prefix: 'evidence' }));
});
afterAll(() => api.close());

const JPEG_SIGNATURE = [0xff, 0xd8, 0xff, 0xe0];
const GIF_SIGNATURE = [...'GIF89a'].map((character) => character.charCodeAt(0));

let reportCounter = 0;
/** A report from `email` with `files`; answers its inbox reference. */
async function sendReport(email: string, files: { name: string; bytes: Uint8Array; type: string }[]): Promise<string> {
  reportCounter += 1;
  const form = new FormData();
  form.append('report', JSON.stringify({ firstName: 'Ines', lastName: `Moreau ${reportCounter}`, email, amountLost: '2.5 BTC', blockchain: 'BTC', scamName: 'Evidence Case Ltd', receiveUpdates: false }));
  for (const { name, bytes, type } of files) form.append('evidence', new Blob([bytes], { type }), name);
  const response = await fetch(`${api.baseUrl}/api/whistleblowing`, { method: 'POST', body: form });
  expect(response.status).toBe(201);
  return `report-${((await response.json()) as { data: { id: number } }).data.id}`;
}

describe('a report’s evidence in a case', () => {
  const caseFiles = async (caseRef: string) => (await admin.get<{ items: CaseDocument[] }>(`/api/admin/cases/${caseRef}/documents`)).body.items;
  /** The bytes the document store keeps for the case document named `name`. */
  async function documentBytes(name: string): Promise<Buffer> {
    const [row] = await api.db.select().from(caseDocuments).where(eq(caseDocuments.fileName, name));
    return fs.readFileSync(path.join(api.documentsDir, row!.storageKey));
  }

  it('becomes the documents of the case opened from the report, and of a case another report joins, once each; a GIF stays with the report', async () => {
    const email = uniqueEmail('report-case');
    const pdf = fileBytes(PDF_SIGNATURE, 700);
    const png = fileBytes(PNG_SIGNATURE, 900);
    const first = await sendReport(email, [
      { name: 'statement-of-loss.pdf', bytes: pdf, type: 'application/pdf' },
      { name: 'wallet-transfer.png', bytes: png, type: 'image/png' },
      { name: 'chat.gif', bytes: fileBytes(GIF_SIGNATURE, 300), type: 'image/gif' },
    ]);
    const opened = await admin.post<{ caseRef: string }>(`/api/admin/inbox/${first}/case`, {});
    expect(opened.status).toBe(201);
    const caseRef = opened.body.caseRef;
    expect((await caseFiles(caseRef)).map((document) => [document.name, document.type, document.uploadedBy, document.visibility, document.sentWithRequest])).toEqual([
      ['statement-of-loss.pdf', 'application/pdf', 'client', 'client', true],
      ['wallet-transfer.png', 'image/png', 'client', 'client', true],
    ]);
    expect(await documentBytes('statement-of-loss.pdf')).toEqual(Buffer.from(pdf));
    expect(await documentBytes('wallet-transfer.png')).toEqual(Buffer.from(png));
    // The report keeps its own evidence, each copied file naming its document.
    const evidence = await api.db.select().from(whistleblowingEvidence).where(eq(whistleblowingEvidence.reportId, Number(first.replace('report-', '')))).orderBy(asc(whistleblowingEvidence.id));
    expect(evidence.map((file) => file.caseDocumentId !== null)).toEqual([true, true, false]);
    expect(fs.readFileSync(path.join(api.evidenceDir, evidence[0]!.storageKey!))).toEqual(Buffer.from(pdf));

    const second = await sendReport(email, [{ name: 'receipt.jpg', bytes: fileBytes(JPEG_SIGNATURE, 500), type: 'image/jpeg' }]);
    expect((await admin.post(`/api/admin/inbox/${second}/attach`, { caseRef })).status).toBe(200);
    const documents = await caseFiles(caseRef);
    expect(documents.map((document) => document.name)).toEqual(['statement-of-loss.pdf', 'wallet-transfer.png', 'receipt.jpg']);
    expect((await admin.get(`/api/admin/cases/${caseRef}/documents/${documents[2]!.id}`)).status).toBe(200);
  });
});
