import { CSRF_HEADER, type CaseDocumentsResponse, type EngagementLetter, type EngagementLettersResponse, type EngagementSealResponse, type EngagementTemplatesResponse, type FeeTerms } from '@frc/contracts';
import { eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { auditLog } from '../src/db/schema';
import { clientWithCase, type ClientWithCase, type SignedInStaff } from './support/caseRooms';
import { startApiWithTeam } from './support/staffClient';
import { PUBLIC_ORIGIN, type TestApi } from './support/testApi';

// The back office's side of engagement letters: the templates a case manager may choose, the letter read before it
// is sent, what the seal of a signed one says, and the sealed letter among the case's documents.

let api: TestApi;
let admin: SignedInStaff;
let manager: SignedInStaff;
let otherManager: SignedInStaff;
let templateId: number;

const TERMS: FeeTerms = { fixedFee: 2000, successFeePercent: null, noFeeBeforeRecovery: true };
const SIGNING_SUBJECT = 'Your ClearTrace Recovery signing code';
type LetterAnswer = { letter: EngagementLetter };

async function template(slug: string, title: string, publish: boolean) {
  const created = await admin.post<{ item: { id: number; version: number } }>('/api/admin/content/letter_template', {
    slug,
    title,
    description: '',
    data: { body: [{ kind: 'paragraph', text: 'Dear {{clientName}}, about {{caseReference}} on {{date}}: {{feeTerms}} {{consultantName}}' }] },
  });
  if (publish) await admin.post(`/api/admin/content/letter_template/${created.body.item.id}/publish`, { version: created.body.item.version });
  return created.body.item.id;
}

beforeAll(async () => {
  ({ api, admin, manager, otherManager } = await startApiWithTeam({ admin: 'Eva Admin', manager: 'Max Manager', other: 'Olga Other', prefix: 'office' }));
  templateId = await template('office-engagement', 'Letter of engagement', true);
});
afterAll(() => api.close());

const staffFile = async (staff: SignedInStaff, path: string, init: RequestInit = {}) =>
  fetch(`${api.baseUrl}${path}`, { ...init, headers: { cookie: staff.jar.header(), origin: PUBLIC_ORIGIN, [CSRF_HEADER]: staff.csrfToken() ?? '', ...(init.headers ?? {}) } });

const preview = (staff: SignedInStaff, ref: string, id = templateId) =>
  staffFile(staff, `/api/admin/cases/${ref}/engagements/preview`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ templateId: id }) });

/** The client's steps to a signed letter, with the code read from the mail. */
async function signAsClient(client: ClientWithCase, letterId: number) {
  const step = (path: string, json: unknown = {}) => api.post<LetterAnswer>(`/api/cases/${client.ref}/engagements/${letterId}/${path}`, json, { token: client.token });
  await step('open');
  await step('consent');
  const before = api.mailbox.mailsTo(client.email).filter((mail) => mail.subject === SIGNING_SUBJECT).length;
  await step('code');
  const mail = await api.mailbox.nextMailTo(client.email, before, 5000, (candidate) => candidate.subject === SIGNING_SUBJECT);
  const signed = await step('sign', { code: /\b(\d{6})\b/.exec(mail.text)![1]!, name: 'Łukasz Żółć' });
  expect(signed.status).toBe(200);
  return signed.body.letter;
}

describe('the letter templates a case manager chooses from', () => {
  it('lists the published letter templates only, by id and title', async () => {
    const draft = await template('office-draft', 'A draft letter', false);
    const listed = await manager.get<EngagementTemplatesResponse>('/api/admin/engagement-templates');
    expect(listed.status).toBe(200);
    expect(listed.body.items).toContainEqual({ id: templateId, title: 'Letter of engagement' });
    expect(listed.body.items.map((item) => item.id)).not.toContain(draft);
  });
});

describe('the letter read before it is sent', () => {
  it('is the filled PDF, stored nowhere, audited as a read of the case, and refused without fee terms or for another manager', async () => {
    const client = await clientWithCase(api, admin, manager, 'office-preview');
    expect(await (await preview(manager, client.ref)).json()).toEqual({ status: 'error', message: 'Set the fee terms of the case before sending a letter.' });
    await manager.post(`/api/admin/cases/${client.ref}/fee-terms`, TERMS);
    const answer = await preview(manager, client.ref);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await answer.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await manager.get<EngagementLettersResponse>(`/api/admin/cases/${client.ref}/engagements`)).body.items).toEqual([]);
    const reads = await api.db.select().from(auditLog).where(eq(auditLog.clientEmail, client.email));
    expect(reads.filter((entry) => entry.action === 'read case' && entry.target === client.ref).length).toBeGreaterThan(0);
    expect((await preview(manager, client.ref, 2_147_483_647)).status).toBe(422);
    expect((await preview(otherManager, client.ref)).status).toBe(404);
  });
});

describe('a signed letter in the back office', () => {
  it('shows what its seal says, and the sealed PDF is a document of the case in both rooms', async () => {
    const client = await clientWithCase(api, admin, manager, 'office-signed');
    await manager.post(`/api/admin/cases/${client.ref}/fee-terms`, TERMS);
    const sent = await manager.post<LetterAnswer>(`/api/admin/cases/${client.ref}/engagements`, { templateId });
    const sealPath = `/api/admin/cases/${client.ref}/engagements/${sent.body.letter.id}/seal`;
    expect(await manager.get(sealPath)).toMatchObject({ status: 409, body: { message: 'This letter is not signed: it has no seal yet.' } });
    const signed = await signAsClient(client, sent.body.letter.id);

    const sealedAt = new Date(Math.floor(api.clock.now().getTime() / 1000) * 1000).toISOString();
    expect((await manager.get<EngagementSealResponse>(sealPath)).body).toEqual({ intact: true, sealedBy: 'ClearTrace Recovery', signedAt: sealedAt, issuedHere: true });
    expect((await otherManager.get(sealPath)).status).toBe(404);

    const name = `${client.ref}-engagement-letter-${sent.body.letter.id}-signed.pdf`;
    const staffDocuments = (await manager.get<CaseDocumentsResponse>(`/api/admin/cases/${client.ref}/documents`)).body.items;
    const document = staffDocuments.find((each) => each.name === name);
    expect(document).toMatchObject({ type: 'application/pdf', uploadedBy: 'team', uploaderName: 'The team', visibility: 'client', sha256: signed.signedSha256 });
    const clientDocuments = (await api.get<CaseDocumentsResponse>(`/api/cases/${client.ref}/documents`, { token: client.token })).body.items;
    expect(clientDocuments.find((each) => each.name === name)).toMatchObject({ id: document!.id, readByClient: true });
    const downloaded = await fetch(`${api.baseUrl}/api/cases/${client.ref}/documents/${document!.id}`, { headers: { authorization: `Bearer ${client.token}` } });
    expect(downloaded.status).toBe(200);
    expect(createHash('sha256').update(Buffer.from(await downloaded.arrayBuffer())).digest('hex')).toBe(signed.signedSha256);
  });
});
