import fs from 'node:fs';
import path from 'node:path';
import {
  CLIENT_DATA_API_PATH,
  caseRoomMessages,
  NEW_DOCUMENT_MAIL_TEXT,
  type CaseDocument,
  type ClientCase,
  type ClientCasesResponse,
  type ClientData,
  type ReplyTemplate,
  type StaffMe,
} from '@frc/contracts';
import { and, eq } from 'drizzle-orm';
import { auditLog, caseDocuments } from '../src/db/schema';
import { clientWithCase as openClientCase, uploadDocument, type SignedInStaff } from './support/caseRooms';
import { startApiWithTeam, type StaffBrowser } from './support/staffClient';
import { PUBLIC_ORIGIN, uniqueEmail, type TestApi } from './support/testApi';
import { fileBytes, PDF_SIGNATURE, PNG_SIGNATURE } from './support/uploads';

// Team-only and withdrawn documents, and the team's reply templates, through the permission matrix: a stranger, a
// client, another case manager, the case's own manager and an admin.

let api: TestApi;
let admin: StaffBrowser & { me: StaffMe };
let manager: StaffBrowser & { me: StaffMe };
let otherManager: StaffBrowser & { me: StaffMe };

beforeAll(async () => {
  ({ api, admin, manager, otherManager } = await startApiWithTeam({ admin: 'Ada Admin', manager: 'Max Manager', other: 'Olga Other', prefix: 'docs' }));
});
afterAll(() => api.close());

const clientWithCase = (prefix: string) => openClientCase(api, admin, manager, prefix);
const teamUpload = (ref: string, name: string, fields: Record<string, string>, as: SignedInStaff = manager) =>
  uploadDocument(api, `/api/admin/cases/${ref}/documents`, { name, bytes: fileBytes(PDF_SIGNATURE, 300) }, as, fields);
const storedFiles = () => fs.readdirSync(api.documentsDir).filter((name) => name !== 'incoming');
const clientDocuments = async (client: { ref: string; token: string }) => (await api.get<{ items: CaseDocument[] }>(`/api/cases/${client.ref}/documents`, { token: client.token })).body.items;

describe('who may see a team document', () => {
  it('keeps a team-only document from every client route, list, count and mail, and shows it to the team', async () => {
    const client = await clientWithCase('docs-team-only');
    const mailsBefore = api.mailbox.mailsTo(client.email).length;
    const memo = await teamUpload(client.ref, 'internal-memo.pdf', { visibility: 'team' });
    expect(memo.status).toBe(201);
    expect(memo.body.document).toMatchObject({ name: 'internal-memo.pdf', visibility: 'team', withdrawnAt: null });
    const id = memo.body.document.id;

    expect(await clientDocuments(client)).toEqual([]);
    expect((await api.get(`/api/cases/${client.ref}/documents/${id}`, { token: client.token })).status).toBe(404);
    const page = await api.get<{ case: ClientCase }>(`/api/cases/${client.ref}`, { token: client.token });
    expect(page.body.case).toMatchObject({ report: null, unreadDocuments: 0 });
    const cases = await api.get<ClientCasesResponse>('/api/cases', { token: client.token });
    expect(cases.body.unreadTotal).toBe(0);
    const data = await api.get<ClientData>(CLIENT_DATA_API_PATH, { token: client.token });
    expect(JSON.stringify(data.body)).not.toContain('internal-memo.pdf');
    // It cannot reach the client by a message either.
    const attached = await manager.post(`/api/admin/cases/${client.ref}/messages`, { text: 'See the memo', documentIds: [id] });
    expect(attached.status).toBe(422);
    expect(api.mailbox.mailsTo(client.email)).toHaveLength(mailsBefore);

    const listed = await manager.get<{ items: CaseDocument[] }>(`/api/admin/cases/${client.ref}/documents`);
    expect(listed.body.items.map((document) => [document.name, document.visibility])).toEqual([['internal-memo.pdf', 'team']]);
    expect((await manager.get(`/api/admin/cases/${client.ref}/documents/${id}`)).status).toBe(200);
    expect((await admin.get(`/api/admin/cases/${client.ref}/documents/${id}`)).status).toBe(200);
    expect((await otherManager.get(`/api/admin/cases/${client.ref}/documents`)).status).toBe(404);
    expect((await otherManager.get(`/api/admin/cases/${client.ref}/documents/${id}`)).status).toBe(404);
  });

  it('tells the client of a shared document only once it is uploaded with its choice, and refuses an upload without one', async () => {
    const client = await clientWithCase('docs-shared');
    const before = storedFiles().length;
    const unsaid = await teamUpload(client.ref, 'letter.pdf', { visibility: '' });
    expect(unsaid).toMatchObject({ status: 422, body: { message: caseRoomMessages.noVisibility } });
    const reportForTeam = await teamUpload(client.ref, 'report.pdf', { visibility: 'team', report: 'true' });
    expect(reportForTeam).toMatchObject({ status: 422, body: { message: caseRoomMessages.teamOnlyReport } });
    expect(storedFiles()).toHaveLength(before);
    expect(await clientDocuments(client)).toEqual([]);

    const mailsBefore = api.mailbox.mailsTo(client.email).length;
    const shared = await teamUpload(client.ref, 'letter.pdf', { visibility: 'client' });
    expect(shared.body.document.visibility).toBe('client');
    expect((await api.mailbox.nextMailTo(client.email, mailsBefore)).subject).toBe(NEW_DOCUMENT_MAIL_TEXT);
    expect((await clientDocuments(client)).map((document) => document.name)).toEqual(['letter.pdf']);
  });

  it('answers a stranger 401 and another client 404 on the client routes', async () => {
    const client = await clientWithCase('docs-stranger');
    const shared = await teamUpload(client.ref, 'shared.pdf', { visibility: 'client' });
    const otherToken = await api.signIn(uniqueEmail('docs-someone-else'));
    for (const pathname of [`/api/cases/${client.ref}/documents`, `/api/cases/${client.ref}/documents/${shared.body.document.id}`]) {
      expect({ pathname, status: (await api.get(pathname)).status }).toEqual({ pathname, status: 401 });
      expect({ pathname, status: (await api.get(pathname, { token: otherToken })).status }).toEqual({ pathname, status: 404 });
    }
  });
});

describe('withdrawing a document', () => {
  it('lets the case’s manager withdraw a shared document: the client sees the withdrawal, the file is deleted, the download is 404, and it is audited', async () => {
    const client = await clientWithCase('docs-withdraw');
    const shared = await teamUpload(client.ref, 'wrong-statement.pdf', { visibility: 'client' });
    const id = shared.body.document.id;
    const [row] = await api.db.select({ storageKey: caseDocuments.storageKey }).from(caseDocuments).where(eq(caseDocuments.id, id));
    expect(fs.existsSync(path.join(api.documentsDir, row!.storageKey))).toBe(true);
    const withdrawPath = `/api/admin/cases/${client.ref}/documents/${id}/withdraw`;

    // A stranger, a client's token, another case manager: refused, and nothing changes.
    expect((await api.post(withdrawPath, {}, { headers: { origin: PUBLIC_ORIGIN } })).status).toBe(401);
    expect((await api.post(withdrawPath, {}, { token: client.token, headers: { origin: PUBLIC_ORIGIN } })).status).toBe(401);
    expect((await otherManager.post(withdrawPath, {})).status).toBe(404);
    expect((await clientDocuments(client))[0]?.withdrawnAt).toBeNull();

    const withdrawn = await manager.post<{ document: CaseDocument }>(withdrawPath, {});
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.document.withdrawnAt).toEqual(expect.any(String));
    expect(fs.existsSync(path.join(api.documentsDir, row!.storageKey))).toBe(false);
    const seen = await clientDocuments(client);
    expect(seen).toEqual([expect.objectContaining({ id, withdrawnAt: withdrawn.body.document.withdrawnAt })]);
    expect((await api.get(`/api/cases/${client.ref}/documents/${id}`, { token: client.token })).status).toBe(404);
    expect((await manager.get(`/api/admin/cases/${client.ref}/documents/${id}`)).status).toBe(404);
    const audited = await api.db
      .select({ staffId: auditLog.staffId, target: auditLog.target, clientEmail: auditLog.clientEmail })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'withdrew case document'), eq(auditLog.target, `${client.ref}/${id}`)));
    expect(audited).toEqual([{ staffId: manager.me.staff.id, target: `${client.ref}/${id}`, clientEmail: client.email }]);
    // Once is enough: a second withdrawal has nothing to do.
    expect((await manager.post(withdrawPath, {})).status).toBe(409);
  });

  it('leaves the case without a report when its report is withdrawn, until another is marked; a client’s document is not the team’s to withdraw', async () => {
    const client = await clientWithCase('docs-report');
    const report = await teamUpload(client.ref, 'report.pdf', { visibility: 'client', report: 'true' });
    const annex = await teamUpload(client.ref, 'annex.pdf', { visibility: 'client' });
    expect((await api.get<{ case: ClientCase }>(`/api/cases/${client.ref}`, { token: client.token })).body.case.report?.id).toBe(report.body.document.id);

    expect((await admin.post(`/api/admin/cases/${client.ref}/documents/${report.body.document.id}/withdraw`, {})).status).toBe(200);
    expect((await api.get<{ case: ClientCase }>(`/api/cases/${client.ref}`, { token: client.token })).body.case.report).toBeNull();
    expect((await manager.post(`/api/admin/cases/${client.ref}/documents/${report.body.document.id}/report`, { isReport: true })).status).toBe(422);
    expect((await manager.post(`/api/admin/cases/${client.ref}/documents/${annex.body.document.id}/report`, { isReport: true })).status).toBe(200);
    expect((await api.get<{ case: ClientCase }>(`/api/cases/${client.ref}`, { token: client.token })).body.case.report?.id).toBe(annex.body.document.id);

    const fromClient = await uploadDocument(api, `/api/cases/${client.ref}/documents`, { name: 'proof.png', bytes: fileBytes(PNG_SIGNATURE, 200), type: 'image/png' }, client);
    expect((await manager.post(`/api/admin/cases/${client.ref}/documents/${fromClient.body.document.id}/withdraw`, {})).status).toBe(409);
    expect((await api.get(`/api/cases/${client.ref}/documents/${fromClient.body.document.id}`, { token: client.token })).status).toBe(200);
  });
});

describe('reply templates', () => {
  it('lets admins keep them and every member read them; audits each change', async () => {
    const name = `Documents received ${Date.now()}`;
    const created = await admin.post<{ template: ReplyTemplate }>('/api/admin/reply-templates', { name, text: '  Dear {firstName}, we have received your documents for {caseRef}.  ' });
    expect(created.status).toBe(201);
    expect(created.body.template).toMatchObject({ name, text: 'Dear {firstName}, we have received your documents for {caseRef}.' });
    const id = created.body.template.id;

    expect((await admin.post('/api/admin/reply-templates', { name, text: 'Again' })).status).toBe(409);
    expect((await admin.post('/api/admin/reply-templates', { name: 'Too long', text: 'x'.repeat(5001) })).status).toBe(422);
    expect((await admin.post('/api/admin/reply-templates', { name: 'Control', text: 'bell \u0007' })).status).toBe(422);

    for (const member of [manager, otherManager, admin]) {
      const listed = await member.get<{ items: ReplyTemplate[] }>('/api/admin/reply-templates');
      expect(listed.body.items).toContainEqual(expect.objectContaining({ id, name }));
    }
    for (const [method, pathname] of [
      ['POST', '/api/admin/reply-templates'],
      ['POST', `/api/admin/reply-templates/${id}`],
      ['POST', `/api/admin/reply-templates/${id}/delete`],
    ] as const) {
      expect({ pathname, status: (await manager.call(method, pathname, { name: 'Mine', text: 'Mine' })).status }).toEqual({ pathname, status: 403 });
    }
    const clientToken = await api.signIn(uniqueEmail('docs-template-client'));
    expect((await api.get('/api/admin/reply-templates')).status).toBe(401);
    expect((await api.get('/api/admin/reply-templates', { token: clientToken })).status).toBe(401);

    const changed = await admin.post<{ template: ReplyTemplate }>(`/api/admin/reply-templates/${id}`, { name, text: 'Dear {firstName}, thank you.' });
    expect(changed.body.template.text).toBe('Dear {firstName}, thank you.');
    expect((await admin.post(`/api/admin/reply-templates/${id}/delete`, {})).status).toBe(204);
    expect((await admin.get<{ items: ReplyTemplate[] }>('/api/admin/reply-templates')).body.items.map((each) => each.id)).not.toContain(id);
    expect((await admin.post(`/api/admin/reply-templates/${id}/delete`, {})).status).toBe(404);
    const audited = await api.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.staffId, admin.me.staff.id));
    expect(audited.filter((entry) => entry.action === 'saved reply template')).toHaveLength(2);
    expect(audited.filter((entry) => entry.action === 'deleted reply template')).toHaveLength(1);
  });
});
