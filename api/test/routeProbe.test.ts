import { DOCUMENTS_PER_DAY, STAFF_IDLE_MINUTES, type CaseMessage, type InboxItemResponse, type StaffMe } from '@frc/contracts';
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { auditLog, caseDocuments, caseMessages, whistleblowingReports } from '../src/db/schema';
import { clientWithCase, uploadDocument, type SignedInStaff } from './support/caseRooms';
import { addAndSignIn, createStaffBrowser, OPS_TOKEN } from './support/staffClient';
import { leadFormRequest, startTestApi, uniqueEmail, type TestApi } from './support/testApi';
import { fileBytes, PDF_SIGNATURE, PNG_SIGNATURE } from './support/uploads';

// What a probe of every /api/admin and case-room route found, as a stranger, a client, two case managers and an
// admin, each reproduced here and answered as it now is.

let api: TestApi;
let admin: SignedInStaff;
let manager: SignedInStaff;

beforeAll(async () => {
  api = await startTestApi({ opsToken: OPS_TOKEN });
  admin = await addAndSignIn(api, uniqueEmail('probe-admin'), 'Ada Admin', 'admin');
  manager = await addAndSignIn(api, uniqueEmail('probe-manager'), 'Max Manager', 'case_manager');
});
afterAll(() => api.close());

const text = (value: string) => new TextEncoder().encode(value);
const storedFiles = () => fs.readdirSync(api.documentsDir).filter((name) => name !== 'incoming');
const withTail = (head: readonly number[], tail: string) => new Uint8Array([...head, ...text(tail)]);
const HTML_PAGE = '<html><body><script>alert(document.domain)</script></body></html>';

describe('saved names follow the content', () => {
  it('saves a public report\'s PNG-then-HTML polyglot named .html as a .png, and serves it so', async () => {
    const form = new FormData();
    const scamName = `Polyglot ${Date.now()}`;
    form.append('report', JSON.stringify({ firstName: 'Ines', lastName: 'Moreau', amountLost: '2.5 BTC', scamName, receiveUpdates: false }));
    form.append('evidence', new Blob([withTail(PNG_SIGNATURE, HTML_PAGE)], { type: 'text/html' }), 'screenshot_of_transfer.html');
    const sent = await fetch(`${api.baseUrl}/api/whistleblowing`, { method: 'POST', body: form });
    expect(sent.status).toBe(201);
    const [report] = await api.db.select().from(whistleblowingReports).where(eq(whistleblowingReports.scamName, scamName));
    const item = await admin.get<InboxItemResponse>(`/api/admin/inbox/report-${report!.id}`);
    expect(item.body.item.evidence).toEqual([expect.objectContaining({ name: 'screenshot_of_transfer.png', type: 'image/png' })]);
    const download = await admin.get(`/api/admin/inbox/report-${report!.id}/evidence/${item.body.item.evidence[0]!.id}`);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="screenshot_of_transfer.png"; filename*=UTF-8''screenshot_of_transfer.png`);
    expect(download.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('takes the right-to-left override and other invisible characters out of a name, and refuses its HTML', async () => {
    const client = await clientWithCase(api, admin, manager, 'probe-rtl');
    const pathname = `/api/cases/${client.ref}/documents`;
    const html = await uploadDocument(api, pathname, { name: 'Bank_statement_\u202Efdp.hta', bytes: text(HTML_PAGE), type: 'text/plain' }, client);
    expect(html.status).toBe(415);
    const plain = await uploadDocument(api, pathname, { name: 'Bank\u200B_statement_\u202Efdp\u2066.hta', bytes: text('Paid 2 500 EUR to the broker on 3 March.'), type: 'text/plain' }, client);
    expect(plain.status).toBe(201);
    expect(plain.body.document).toMatchObject({ name: 'Bank_statement_fdp.txt', type: 'text/plain' });
    const download = await manager.get(`/api/admin/cases/${client.ref}/documents/${plain.body.document.id}`);
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="Bank_statement_fdp.txt"; filename*=UTF-8''Bank_statement_fdp.txt`);
  });

  it('refuses HTML named as a PDF, SVG, XML and scripts (415), and renames what it keeps to what it is', async () => {
    const client = await clientWithCase(api, admin, manager, 'probe-names');
    const pathname = `/api/cases/${client.ref}/documents`;
    const refused = [
      { name: 'statement.pdf', bytes: text(`<!DOCTYPE html>${HTML_PAGE}`) },
      { name: 'page.html', bytes: text(HTML_PAGE) },
      { name: 'run.hta', bytes: text('<HTA:APPLICATION ID="x"><script language="VBScript">CreateObject("WScript.Shell").Run "calc"</script>') },
      { name: 'image.svg', bytes: text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>') },
      { name: 'data.xml', bytes: text('<?xml version="1.0"?><x/>') },
      { name: 'x.bat', bytes: text('@echo off\r\ndel C:\\*.*\r\n') },
      // Markup further in than the first bytes the type is told from.
      { name: 'long.txt', bytes: text(`${'Statement line.\n'.repeat(600)}<script>alert(1)</script>`) },
    ];
    for (const file of refused) {
      const answer = await uploadDocument(api, pathname, { ...file, type: 'text/plain' }, client);
      expect({ name: file.name, status: answer.status }).toEqual({ name: file.name, status: 415 });
    }
    const kept = [
      { name: 'poly.html', bytes: withTail(PDF_SIGNATURE, HTML_PAGE), saved: 'poly.pdf', type: 'application/pdf' },
      { name: 'invoice.pdf.js', bytes: text('The invoice total is 2 500 EUR.'), saved: 'invoice.pdf.txt', type: 'text/plain' },
      { name: 'photo', bytes: fileBytes(PNG_SIGNATURE, 500), saved: 'photo.png', type: 'image/png' },
      { name: '\u202E.pdf', bytes: fileBytes(PDF_SIGNATURE, 500), saved: 'document.pdf', type: 'application/pdf' },
    ];
    for (const file of kept) {
      const answer = await uploadDocument(api, pathname, { name: file.name, bytes: file.bytes }, client);
      expect({ status: answer.status, name: answer.body.document?.name, type: answer.body.document?.type }).toEqual({ status: 201, name: file.saved, type: file.type });
    }
  });
});

describe('the daily upload cap', () => {
  it('lets exactly the last 5 of ten parallel 2 MB uploads through at 15 of 20', async () => {
    const client = await clientWithCase(api, admin, manager, 'probe-race');
    const pathname = `/api/cases/${client.ref}/documents`;
    for (let index = 0; index < 15; index += 1) {
      expect((await uploadDocument(api, pathname, { name: `small-${index}.pdf`, bytes: fileBytes(PDF_SIGNATURE, 200) }, client)).status).toBe(201);
    }
    const big = fileBytes(PDF_SIGNATURE, 2 * 1024 * 1024);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => uploadDocument(api, pathname, { name: `big-${index}.pdf`, bytes: big }, client)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429, 429, 429]);
    const kept = await api.db.select({ storageKey: caseDocuments.storageKey }).from(caseDocuments).where(eq(caseDocuments.caseId, Number(client.ref.slice(2))));
    expect(kept).toHaveLength(DOCUMENTS_PER_DAY);
    // The refused uploads' files are not kept either.
    expect(storedFiles().sort()).toEqual(expect.arrayContaining(kept.map((row) => row.storageKey)));
    expect(storedFiles().filter((name) => kept.some((row) => row.storageKey === name))).toHaveLength(DOCUMENTS_PER_DAY);
  });
});

describe('bad input answers 4xx, never 5xx', () => {
  it('answers every input the probe found failing with 404 or 422', async () => {
    const client = await clientWithCase(api, admin, manager, 'probe-500');
    const big = '2147483648';
    const gets = [
      `/api/cases/C-${big}`,
      `/api/cases/C-${big}/messages`,
      `/api/cases/C-${big}/documents`,
    ];
    for (const path of gets) expect({ path, status: (await api.get(path, { token: client.token })).status }).toEqual({ path, status: 404 });
    const staffGets: [string, number][] = [
      [`/api/admin/cases/C-${big}`, 404],
      [`/api/admin/cases/C-${big}/messages`, 404],
      [`/api/admin/cases/C-${big}/documents`, 404],
      [`/api/admin/cases/C-${big}/documents/1`, 404],
      [`/api/admin/inbox/request-${big}`, 404],
      [`/api/admin/inbox/report-1/evidence/${big}`, 404],
      [`/api/admin/cases/${client.ref}/documents/0x1`, 404],
      [`/api/admin/cases/${client.ref}/documents/1.0`, 404],
      [`/api/admin/cases/${client.ref}/documents/1e0`, 404],
      [`/api/admin/inbox?q=C-${big}`, 200],
      [`/api/admin/inbox?q=request-${big}`, 200],
      [`/api/admin/inbox?manager=${big}`, 422],
      [`/api/admin/cases?manager=${big}`, 422],
      [`/api/admin/audit?staffId=${big}`, 422],
      ['/api/admin/inbox?from=2026-13-45', 422],
      ['/api/admin/inbox?to=2026-02-30', 422],
      ['/api/admin/inbox?from=0000-01-01', 422],
      ...["'", '(', ')', ':*', '\\', '%', '🙂', '&|!'].map((q): [string, number] => [`/api/admin/cases?q=${encodeURIComponent(q)}`, 200]),
      ...["'", ':*', '🙂'].map((q): [string, number] => [`/api/admin/inbox?q=${encodeURIComponent(q)}`, 200]),
    ];
    for (const [path, status] of staffGets) expect({ path, status: (await admin.get(path)).status }).toEqual({ path, status });
    expect((await admin.get<{ items: unknown[] }>(`/api/admin/cases?q=${encodeURIComponent("'")}`)).body.items).toEqual([]);
    expect((await api.get(`/api/cases/${client.ref}/documents/0x1`, { token: client.token })).status).toBe(404);

    const { version } = (await admin.get<{ case: { version: number } }>(`/api/admin/cases/${client.ref}`)).body.case;
    const loose = await api.post<{ data: { id: number } }>('/api/services', leadFormRequest(client.email), { token: client.token });
    const posts: [string, unknown, number][] = [
      [`/api/admin/cases/C-${big}`, { version }, 404],
      [`/api/admin/cases/C-${big}/status`, { version, status: 'consultation', clientNote: '' }, 404],
      [`/api/admin/cases/C-${big}/notes`, { text: 'A note' }, 404],
      [`/api/admin/cases/C-${big}/messages`, { text: 'Hello' }, 404],
      [`/api/admin/cases/C-${big}/documents/1/withdraw`, {}, 404],
      [`/api/admin/cases/${client.ref}/documents/${big}/withdraw`, {}, 404],
      [`/api/admin/cases/${client.ref}/documents/0x1/withdraw`, {}, 404],
      [`/api/admin/cases/${client.ref}/documents/1/withdraw`, { reason: 'extra' }, 422],
      [`/api/admin/reply-templates/${big}`, { name: 'A', text: 'B' }, 404],
      ['/api/admin/reply-templates', { name: '', text: 'B' }, 422],
      [`/api/admin/inbox/request-${big}/triage`, { action: 'spam' }, 404],
      [`/api/admin/inbox/request-${loose.body.data.id}/attach`, { caseRef: `C-${big}` }, 404],
      [`/api/admin/cases/${client.ref}`, { version: Number(big) }, 422],
      [`/api/admin/cases/${client.ref}`, { version, managerId: Number(big) }, 422],
      [`/api/admin/cases/${client.ref}/messages`, { text: 'Hello', documentIds: [Number(big)] }, 422],
      ['/api/admin/staff/1', {}, 422],
      [`/api/admin/staff/${big}`, { active: true }, 404],
    ];
    for (const [path, body, status] of posts) expect({ path, status: (await admin.post(path, body)).status }).toEqual({ path, status });
    const clientPost = await api.post(`/api/cases/${client.ref}/messages`, { text: 'Hello', documentIds: [Number(big)] }, { token: client.token });
    expect(clientPost.status).toBe(422);
  });
});

describe('every read is counted', () => {
  it("counts an unchanged update and a note, whose answers show the whole case, as reads in the client's data", async () => {
    const client = await clientWithCase(api, admin, manager, 'probe-reads');
    const accessOf = async () => (await api.get<{ staff_access: { staff_name: string; action: string }[] }>('/api/me/data', { token: client.token })).body.staff_access;
    const reads = async () => (await accessOf()).filter((entry) => entry.staff_name === 'Max Manager' && entry.action === 'read case').length;
    expect(await reads()).toBe(0);
    const { version } = (await manager.get<{ case: { version: number } }>(`/api/admin/cases/${client.ref}`)).body.case;
    expect(await reads()).toBe(1);
    const unchanged = await manager.post<{ case: { clientEmail: string } }>(`/api/admin/cases/${client.ref}`, { version });
    expect(unchanged.status).toBe(200);
    expect(unchanged.body.case.clientEmail).toBe(client.email);
    expect(await reads()).toBe(2);
    expect((await manager.post(`/api/admin/cases/${client.ref}/notes`, { text: 'Called back.' })).status).toBe(201);
    expect(await reads()).toBe(3);
  });

  it('audits the inbox, the cases and the dashboard as list reads with their filters', async () => {
    await manager.get('/api/admin/inbox?kind=report&q=moreau');
    await manager.get('/api/admin/cases?status=new');
    await manager.get('/api/admin/dashboard');
    const entries = await api.db.select().from(auditLog).where(eq(auditLog.staffId, manager.me.staff.id));
    expect(entries.map((entry) => [entry.action, entry.target])).toEqual(
      expect.arrayContaining([
        // The sort in force is among the filters: the default one too.
        ['listed inbox', JSON.stringify({ kind: 'report', q: 'moreau', view: 'default', sort: 'received', order: 'desc', page: 1 })],
        ['listed cases', JSON.stringify({ status: 'new', sort: 'updated', order: 'desc', page: 1 })],
        ['read dashboard', '{}'],
      ]),
    );
    // An admin finds them, or anything else, by what was done.
    const listed = await admin.get<{ items: { action: string; staffName: string }[] }>(`/api/admin/audit?staffId=${manager.me.staff.id}&action=${encodeURIComponent('listed cases')}`);
    expect(listed.body.items.map((entry) => [entry.action, entry.staffName])).toEqual([['listed cases', 'Max Manager']]);
    expect((await admin.get('/api/admin/audit?action=dropped%20tables')).status).toBe(422);
  });
});

describe('no state change by GET', () => {
  it('leaves the client\'s messages unread after any GET (a poll past the last id, a same-site page\'s navigation); the POST marks them', async () => {
    const client = await clientWithCase(api, admin, manager, 'probe-get');
    const sent = await api.post<{ message: CaseMessage }>(`/api/cases/${client.ref}/messages`, { text: 'Are you there?' }, { token: client.token });
    const unread = async () => (await api.db.select().from(caseMessages).where(eq(caseMessages.id, sent.body.message.id)))[0]!.readAt;
    expect((await manager.get(`/api/admin/cases/${client.ref}/messages?after=2147483647`)).status).toBe(200);
    // A top-level navigation from a same-site origin that is not allowed carries the cookie: still a GET, still nothing marked.
    expect((await manager.call('GET', `/api/admin/cases/${client.ref}/messages`, undefined, { origin: 'http://localhost:3999', csrf: false })).status).toBe(200);
    expect(await unread()).toBeNull();
    // Marking read is a POST under the CSRF rules.
    expect((await manager.post(`/api/admin/cases/${client.ref}/messages/read`, { upTo: sent.body.message.id }, { origin: 'http://localhost:3999' })).status).toBe(403);
    expect((await manager.post(`/api/admin/cases/${client.ref}/messages/read`, { upTo: sent.body.message.id }, { csrf: false })).status).toBe(403);
    expect(await unread()).toBeNull();
    expect((await manager.post(`/api/admin/cases/${client.ref}/messages/read`, { upTo: sent.body.message.id })).status).toBe(200);
    expect(await unread()).not.toBeNull();
  });

  it('withdraws a document only by POST under the CSRF rules: a GET of its file or the lists leaves it standing', async () => {
    const client = await clientWithCase(api, admin, manager, 'probe-withdraw');
    const shared = await uploadDocument(api, `/api/admin/cases/${client.ref}/documents`, { name: 'letter.pdf', bytes: fileBytes(PDF_SIGNATURE, 200) }, manager);
    const id = shared.body.document.id;
    const withdrawnAt = async () => (await api.db.select({ at: caseDocuments.withdrawnAt }).from(caseDocuments).where(eq(caseDocuments.id, id)))[0]!.at;
    for (const path of [`/api/admin/cases/${client.ref}/documents/${id}/withdraw`, `/api/admin/cases/${client.ref}/documents/${id}`, `/api/admin/cases/${client.ref}/documents`]) {
      expect({ path, status: (await manager.get(path)).status < 500 }).toEqual({ path, status: true });
    }
    expect((await api.get(`/api/cases/${client.ref}/documents/${id}`, { token: client.token })).status).toBe(200);
    expect((await manager.post(`/api/admin/cases/${client.ref}/documents/${id}/withdraw`, {}, { origin: 'http://localhost:3999' })).status).toBe(403);
    expect((await manager.post(`/api/admin/cases/${client.ref}/documents/${id}/withdraw`, {}, { csrf: false })).status).toBe(403);
    expect(await withdrawnAt()).toBeNull();
    expect((await manager.post(`/api/admin/cases/${client.ref}/documents/${id}/withdraw`, {})).status).toBe(200);
    expect(await withdrawnAt()).not.toBeNull();
  });

  it('opens an inbox item only by POST', async () => {
    const email = uniqueEmail('probe-open');
    const sent = await api.post<{ data: { id: number } }>('/api/services', leadFormRequest(email));
    const ref = `request-${sent.body.data.id}`;
    expect((await admin.get<InboxItemResponse>(`/api/admin/inbox/${ref}`)).body.item.opened).toBe(false);
    expect((await admin.get<InboxItemResponse>(`/api/admin/inbox/${ref}`)).body.item.opened).toBe(false);
    expect((await admin.post(`/api/admin/inbox/${ref}/opened`, {})).status).toBe(204);
    expect((await admin.get<InboxItemResponse>(`/api/admin/inbox/${ref}`)).body.item.opened).toBe(true);
  });
});

describe('the idle timeout', () => {
  it('ends a session left open on a case page that polls, 30 minutes after the member last did something', async () => {
    const member = await addAndSignIn(api, uniqueEmail('probe-idle'), 'Ida Idle', 'admin');
    const client = await clientWithCase(api, admin, member, 'probe-idle-case');
    expect((await member.get('/api/admin/me')).status).toBe(200);
    // The page polls every few seconds; the clock moves a minute at a time past the idle limit.
    for (let minute = 1; minute < STAFF_IDLE_MINUTES; minute += 1) {
      api.clock.advanceSeconds(60);
      expect((await member.poll(`/api/admin/cases/${client.ref}/messages?after=2147483647`)).status).toBe(200);
      expect((await member.poll('/api/admin/inbox')).status).toBe(200);
    }
    api.clock.advanceSeconds(61);
    expect((await member.poll(`/api/admin/cases/${client.ref}/messages?after=2147483647`)).status).toBe(401);
    expect((await member.get('/api/admin/me')).status).toBe(401);
  });

  it("keeps the session of a member who acts, whatever the polls", async () => {
    const member = await addAndSignIn(api, uniqueEmail('probe-busy'), 'Bo Busy', 'admin');
    for (let step = 0; step < 3; step += 1) {
      api.clock.advanceSeconds((STAFF_IDLE_MINUTES - 5) * 60);
      expect((await member.poll('/api/admin/inbox')).status).toBe(200);
      expect((await member.get('/api/admin/cases')).status).toBe(200);
    }
  });
});

describe('staff sign-in', () => {
  it('sets each cookie once', async () => {
    const browser = createStaffBrowser(api, admin.authenticator);
    const me: StaffMe = await browser.signIn(admin.me.staff.email);
    expect(me.staff.id).toBe(admin.me.staff.id);
    const names = browser.signInCookies.map((cookie) => cookie.split('=')[0]);
    expect(names.sort()).toEqual(['frc_staff', 'frc_staff_pending']);
  });
});
