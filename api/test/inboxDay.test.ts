import type { BulkResult, CasesPage, CaseDetailResponse, Dashboard, InboxPage, SavedView, StaffListResponse, StaffMe } from '@frc/contracts';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../src/db/schema';
import { clientWithCase } from './support/caseRooms';
import { OPS_TOKEN, type StaffBrowser, startApiWithTeam } from './support/staffClient';
import { leadFormRequest, uniqueEmail, type TestApi } from './support/testApi';

// A day's inbox for a team: each member's own unread, search that finds people, sort, bulk actions, exports, views.

let api: TestApi;
let admin: StaffBrowser & { me: StaffMe };
let manager: StaffBrowser & { me: StaffMe };

beforeAll(async () => {
  ({ api, admin, manager } = await startApiWithTeam({ admin: 'Ida Admin', manager: 'Cora Manager' }));
});
afterAll(() => api.close());

/** A consultation request as the inbox receives it; answers its inbox reference. */
async function sendRequest(email: string, overrides: Record<string, string> = {}): Promise<string> {
  const sent = await api.post<{ data: { id: number } }>('/api/services', leadFormRequest(email, overrides), { token: await api.signIn(email) });
  expect(sent.status).toBe(201);
  return `request-${sent.body.data.id}`;
}

const inbox = (as: StaffBrowser, query: Record<string, string>) => as.get<InboxPage>(`/api/admin/inbox?${new URLSearchParams(query).toString()}`);
const refsOf = (page: { body: InboxPage }) => page.body.items.map((item) => item.ref);

describe('unread, per team member', () => {
  it("counts each member's own unread; one member reading a case never clears another's, and the client still sees it read", async () => {
    const client = await clientWithCase(api, admin, manager, 'unread');
    const sent = await api.post<{ message: { id: number } }>(`/api/cases/${client.ref}/messages`, { text: 'Any news?' }, { token: client.token });
    expect(sent.status).toBe(201);
    const unreadOf = async (as: StaffBrowser) => (await as.get<CasesPage>(`/api/admin/cases?q=${client.ref}`)).body.items[0]?.unreadMessages;
    expect(await unreadOf(manager)).toBe(1);
    expect(await unreadOf(admin)).toBe(1);
    expect(refsOf(await inbox(manager, { unread: 'true' }))).toContain(`request-${client.requestId}`);

    // The admin opens the case and reads the thread.
    expect((await admin.post(`/api/admin/cases/${client.ref}/messages/read`, { upTo: sent.body.message.id })).body).toEqual({ unread: 0 });
    expect(await unreadOf(admin)).toBe(0);
    expect(await unreadOf(manager)).toBe(1);
    expect(refsOf(await inbox(manager, { unread: 'true' }))).toContain(`request-${client.requestId}`);
    expect(refsOf(await inbox(admin, { unread: 'true' }))).not.toContain(`request-${client.requestId}`);
    expect((await manager.get<CasesPage>('/api/admin/cases?unread=true')).body.items.map((each) => each.ref)).toContain(client.ref);
    // The client's mark: someone of the team read it.
    const thread = await api.get<{ items: { id: number; readByOtherSide?: boolean; readAt?: string | null }[] }>(`/api/cases/${client.ref}/messages`, { token: client.token });
    expect(JSON.stringify(thread.body.items.find((message) => message.id === sent.body.message.id))).toMatch(/"read[A-Za-z]*":(true|"\d)/);

    // Reading never goes back: an older mark keeps the newer reading.
    expect((await manager.post(`/api/admin/cases/${client.ref}/messages/read`, { upTo: sent.body.message.id })).body).toEqual({ unread: 0 });
    expect((await manager.post(`/api/admin/cases/${client.ref}/messages/read`, { upTo: 1 })).body).toEqual({ unread: 0 });
    expect(await unreadOf(manager)).toBe(0);
    expect((await manager.get<Dashboard>('/api/admin/dashboard')).body.unreadMessages).toBe(0);
  });
});

describe('compact rows', () => {
  it("gives each row the request's subject and the start of the victim's story on one line", async () => {
    const story = `  The broker  stopped answering\n\nafter my deposit. ${'He kept asking for fees. '.repeat(12)}`;
    const ref = await sendRequest(uniqueEmail('snippet'), { subject: 'Get a Free Consultation Call', scam_description: story });
    const row = (await inbox(admin, { q: ref })).body.items[0]!;
    expect(row.subject).toBe('Get a Free Consultation Call');
    expect(row.snippet).toBe(story.trim().replace(/\s+/g, ' ').slice(0, 160));
    const quiet = await sendRequest(uniqueEmail('snippet-none'), { scam_description: '   ' });
    expect((await inbox(admin, { q: quiet })).body.items[0]).toMatchObject({ subject: 'contact-form-submission', snippet: null });
  });
});

describe('search that finds people', () => {
  it('finds a phone number in any spelling, with or without its country code', async () => {
    const us = await sendRequest(uniqueEmail('phone-us'), { phone: '+16175550142' });
    const no = await sendRequest(uniqueEmail('phone-no'), { phone: '+47 412 34 567' });
    for (const q of ['6175550142', '617-555-0142', '+1 617 555 0142', '(617) 555-0142', '+16175550142']) {
      expect({ q, found: refsOf(await inbox(admin, { q })) }).toEqual({ q, found: [us] });
    }
    for (const q of ['+4741234567', '41234567', '412 34 567']) {
      expect({ q, found: refsOf(await inbox(admin, { q })) }).toEqual({ q, found: [no] });
    }
    expect(refsOf(await inbox(admin, { q: '999-555-0142' }))).toEqual([]);
  });

  it('finds names without their accents, in any case, and with them', async () => {
    const grainne = await sendRequest(uniqueEmail('accents'), { fname: 'Gráinne', lname: 'Fernández' });
    for (const q of ['Grainne', 'grainne', 'GRÁINNE', 'Fernandez', 'fernández', 'grainne fernandez']) {
      expect({ q, found: refsOf(await inbox(admin, { q })) }).toEqual({ q, found: [grainne] });
    }
    const opened = await admin.post<{ caseRef: string }>(`/api/admin/inbox/${grainne}/case`, {});
    expect((await admin.get<CasesPage>('/api/admin/cases?q=Fernandez')).body.items.map((each) => each.ref)).toEqual([opened.body.caseRef]);
  });
});

describe('sorting the lists', () => {
  it('sorts the inbox by amount, status and case manager both ways, and the cases by amount lost', async () => {
    const tag = `sortable${Date.now()}`;
    const small = await sendRequest(uniqueEmail('sort-small'), { scam_amount: '900', scam_description: tag });
    const range = await sendRequest(uniqueEmail('sort-range'), { scam_amount: '10,000-50,000', scam_description: tag });
    const large = await sendRequest(uniqueEmail('sort-large'), { scam_amount: '17,500', scam_description: tag });
    expect(refsOf(await inbox(admin, { q: tag, sort: 'amount', order: 'desc' }))).toEqual([large, range, small]);
    expect(refsOf(await inbox(admin, { q: tag, sort: 'amount', order: 'asc' }))).toEqual([small, range, large]);
    expect(refsOf(await inbox(admin, { q: tag, sort: 'received', order: 'asc' }))).toEqual([small, range, large]);
    expect(refsOf(await inbox(admin, { q: tag }))).toEqual([large, range, small]);
    expect((await inbox(admin, { q: tag })).body.items[0]?.amount).toBe('17,500');

    // A case for one: its status sorts it before the untriaged, the other way round it comes last.
    await admin.post(`/api/admin/inbox/${range}/case`, {});
    expect(refsOf(await inbox(admin, { q: tag, sort: 'status', order: 'asc' }))[0]).toBe(range);
    const rangeCase = (await inbox(admin, { q: range })).body.items[0]!.caseRef!;
    expect((await admin.post('/api/admin/cases/bulk', { refs: [rangeCase], managerId: manager.me.staff.id })).status).toBe(200);
    // Rows without a case manager come last both ways.
    expect(refsOf(await inbox(admin, { q: tag, sort: 'manager', order: 'desc' }))[0]).toBe(range);
    expect(refsOf(await inbox(admin, { q: tag, sort: 'manager', order: 'asc' }))[0]).toBe(range);
    expect((await inbox(admin, { sort: 'sideways' })).status).toBe(422);

    const cases = await admin.get<CasesPage>('/api/admin/cases?sort=amount&order=desc');
    const amounts = cases.body.items.map((each) => each.amountLost).filter((amount) => amount !== null).map(Number);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });
});

describe('opening a case from a request', () => {
  it("carries the request's amount into the case: a range by its lower end, with the range in a note", async () => {
    const plain = await sendRequest(uniqueEmail('amount-plain'), { scam_amount: '17,500' });
    const plainCase = (await admin.post<{ caseRef: string }>(`/api/admin/inbox/${plain}/case`, {})).body.caseRef;
    const plainDetail = (await admin.get<CaseDetailResponse>(`/api/admin/cases/${plainCase}`)).body.case;
    expect(plainDetail.amountLost).toBe('17500.00');
    expect(plainDetail.notes).toEqual([]);

    const range = await sendRequest(uniqueEmail('amount-range'), { scam_amount: '1000-5000' });
    const rangeCase = (await admin.post<{ caseRef: string }>(`/api/admin/inbox/${range}/case`, {})).body.caseRef;
    const rangeDetail = (await admin.get<CaseDetailResponse>(`/api/admin/cases/${rangeCase}`)).body.case;
    expect(rangeDetail.amountLost).toBe('1000.00');
    expect(rangeDetail.notes.map((note) => note.text)).toEqual(['Amount lost as the request gave it: $1,000\u2013$5,000']);
  });
});

describe('bulk actions', () => {
  it('marks several items as spam in one action, says so, and undoes one by restoring it', async () => {
    const refs = [await sendRequest(uniqueEmail('bulk-a')), await sendRequest(uniqueEmail('bulk-b')), await sendRequest(uniqueEmail('bulk-c'))];
    const marked = await manager.post<BulkResult>('/api/admin/inbox/bulk', { refs: [...refs, 'request-2147483647'], action: 'spam' });
    expect(marked.status).toBe(200);
    expect(marked.body.summary).toBe('3 items marked as spam. 1 item left as they were.');
    expect(marked.body.done.map((row) => [row.ref, row.previousTriage])).toEqual(refs.map((ref) => [ref, 'new']));
    expect(marked.body.skipped).toEqual([{ ref: 'request-2147483647', message: 'Not found' }]);
    expect(refsOf(await inbox(admin, { view: 'spam' }))).toEqual(expect.arrayContaining(refs));

    const undone = await manager.post<BulkResult>('/api/admin/inbox/bulk', { refs: [refs[0]], action: 'restore' });
    expect(undone.body.summary).toBe('1 item restored to the inbox.');
    expect(refsOf(await inbox(admin, { view: 'spam' }))).not.toContain(refs[0]);
    expect(refsOf(await inbox(admin, {}))).toContain(refs[0]);
    const audited = await api.db.select().from(auditLog).where(and(eq(auditLog.staffId, manager.me.staff.id), eq(auditLog.action, 'triaged item')));
    expect(audited.map((entry) => entry.target)).toEqual(expect.arrayContaining(refs.map((ref) => `${ref}: spam`)));
  });

  it('opens one case per client address, and lets only an admin assign from the inbox and the cases list', async () => {
    const twice = uniqueEmail('bulk-twice');
    const first = await sendRequest(twice);
    const second = await sendRequest(twice);
    const other = await sendRequest(uniqueEmail('bulk-other'));
    const opened = await manager.post<BulkResult>('/api/admin/inbox/bulk', { refs: [first, second, other], action: 'case' });
    expect(opened.status).toBe(200);
    const caseOf = new Map(opened.body.done.map((row) => [row.ref, row.caseRef]));
    expect(caseOf.get(first)).toBe(caseOf.get(second));
    expect(caseOf.get(other)).not.toBe(caseOf.get(first));
    expect(opened.body.summary).toMatch(/^2 cases opened for 3 items: C-\d+, C-\d+\.$/);

    const fresh = [await sendRequest(uniqueEmail('assign-a')), await sendRequest(uniqueEmail('assign-b'))];
    const refused = await manager.post('/api/admin/inbox/bulk', { refs: fresh, action: 'assign', managerId: manager.me.staff.id });
    expect(refused.status).toBe(403);
    expect((await manager.post('/api/admin/cases/bulk', { refs: [caseOf.get(first)], managerId: manager.me.staff.id })).status).toBe(403);
    expect((await admin.post('/api/admin/inbox/bulk', { refs: fresh, action: 'assign' })).status).toBe(422);
    expect((await admin.post('/api/admin/inbox/bulk', { refs: fresh, action: 'assign', managerId: 2_000_000 })).status).toBe(422);

    const assigned = await admin.post<BulkResult>('/api/admin/inbox/bulk', { refs: fresh, action: 'assign', managerId: manager.me.staff.id });
    expect(assigned.body.summary).toBe('2 items assigned to Cora Manager (2 cases opened).');
    const mine = refsOf(await inbox(manager, { manager: 'mine' }));
    expect(mine).toEqual(expect.arrayContaining(fresh));
    for (const row of assigned.body.done) {
      await api.mailbox.waitForMail((mail) => mail.to.includes(manager.me.staff.email.toLowerCase()) && mail.text.includes(row.caseRef!));
    }

    const toNobody = await admin.post<BulkResult>('/api/admin/cases/bulk', { refs: [assigned.body.done[0]!.caseRef], managerId: null });
    expect(toNobody.body.summary).toBe('1 case left without a case manager.');
    expect(refsOf(await inbox(manager, { manager: 'mine' }))).not.toContain(fresh[0]);
  });
});

describe('CSV exports', () => {
  it("exports the inbox view's rows in its sort, quotes cells a spreadsheet would run, and audits the export", async () => {
    const tag = `exported${Date.now()}`;
    const formula = await sendRequest(uniqueEmail('csv'), { fname: '=HYPERLINK("http://x.example")', scam_description: tag, scam_amount: '300' });
    const plain = await sendRequest(uniqueEmail('csv-plain'), { fname: 'Zoë', scam_description: tag, scam_amount: '5000' });
    const answer = await manager.get<string>(`/api/admin/inbox/export?q=${tag}&sort=amount&order=desc`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="inbox-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = answer.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^"Reference","Kind","Source","Received","Name"/);
    expect(lines[1]).toMatch(new RegExp(`^"${plain}",.*"Zoë Lovelace"`));
    expect(lines[2]).toContain(`"${formula}"`);
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://x.example"") Lovelace"`);

    const [entry] = await api.db.select().from(auditLog).where(and(eq(auditLog.staffId, manager.me.staff.id), eq(auditLog.action, 'exported inbox')));
    expect(JSON.parse(entry!.target!)).toEqual({ q: tag, view: 'default', sort: 'amount', order: 'desc', rows: 2 });

    const cases = await admin.get<string>('/api/admin/cases/export?sort=updated');
    // (The byte order mark is taken off as the answer is read as UTF-8.)
    expect(cases.body.split('\r\n')[0]).toBe('"Case","Client","Email","Status","Case manager","Amount lost","Amount recovered","Requests","Unread messages","Opened","Updated"');
    const audit = await admin.get<string>('/api/admin/audit/export?action=exported%20inbox');
    expect(audit.body).toContain('"exported inbox"');
    expect((await manager.get('/api/admin/audit/export')).status).toBe(403);
    const audits = await api.db.select().from(auditLog).where(and(eq(auditLog.staffId, admin.me.staff.id), eq(auditLog.action, 'exported audit')));
    expect(JSON.parse(audits[0]!.target!)).toMatchObject({ action: 'exported inbox', rows: expect.any(Number) });
  });
});

describe('live lists', () => {
  it("records a live list's polls of one view once in ten minutes, and every read the member asks for", async () => {
    const view = `/api/admin/cases?q=${encodeURIComponent(`polled${Date.now()}`)}`;
    const entries = async () => (await api.db.select().from(auditLog).where(and(eq(auditLog.staffId, manager.me.staff.id), eq(auditLog.action, 'listed cases')))).filter((entry) => entry.target?.includes('polled'));
    const poll = () => manager.call('GET', view, undefined, { extraHeaders: { 'X-Background-Request': '1' } });
    expect((await poll()).status).toBe(200);
    expect((await poll()).status).toBe(200);
    expect(await entries()).toHaveLength(1);
    await manager.get(view);
    expect(await entries()).toHaveLength(2);
    api.clock.advanceSeconds(11 * 60);
    await manager.get('/api/admin/me');
    await poll();
    expect(await entries()).toHaveLength(3);
  });
});

describe('saved views', () => {
  it("keeps each member's own named filter and sort; the same name replaces it; another member cannot delete it", async () => {
    const saved = await manager.post<{ view: SavedView }>('/api/admin/views', { list: 'inbox', name: 'Big romance', query: 'scamType=romance&sort=amount' });
    expect(saved.status).toBe(201);
    const again = await manager.post<{ view: SavedView }>('/api/admin/views', { list: 'inbox', name: 'Big romance', query: 'scamType=romance&sort=amount&order=asc' });
    expect(again.body.view.id).toBe(saved.body.view.id);
    expect((await manager.get<{ items: SavedView[] }>('/api/admin/views')).body.items).toEqual([{ id: saved.body.view.id, list: 'inbox', name: 'Big romance', query: 'scamType=romance&sort=amount&order=asc' }]);
    expect((await admin.get<{ items: SavedView[] }>('/api/admin/views')).body.items).toEqual([]);
    expect((await manager.post('/api/admin/views', { list: 'inbox', name: 'Bad', query: '?q=x' })).status).toBe(422);
    expect((await admin.post(`/api/admin/views/${saved.body.view.id}/delete`, {})).status).toBe(404);
    expect((await manager.post(`/api/admin/views/${saved.body.view.id}/delete`, {})).status).toBe(204);
    expect((await manager.get<{ items: SavedView[] }>('/api/admin/views')).body.items).toEqual([]);
  });
});

describe('screens true to the role', () => {
  it("gives a case manager their own dashboard, whose figures are what their inbox counts", async () => {
    await sendRequest(uniqueEmail('dash'));
    for (const member of [manager, admin]) {
      const dashboard = (await member.get<Dashboard>('/api/admin/dashboard')).body;
      const page = (await inbox(member, {})).body;
      expect(dashboard.scope).toBe(member === admin ? 'team' : 'mine');
      expect(dashboard.inbox).toEqual({ items: page.total, unopened: page.unopened });
      expect(dashboard.newRequests.today).toBeLessThanOrEqual(page.total);
    }
  });

  it('counts no passkey for a member who never enrolled', async () => {
    await admin.post('/api/admin/staff', { email: uniqueEmail('never'), name: 'Nell Never', role: 'case_manager' });
    const staff = (await admin.get<StaffListResponse>('/api/admin/staff')).body.items;
    expect(staff.find((member) => member.name === 'Nell Never')?.passkeys).toBe(0);
    expect(staff.find((member) => member.id === admin.me.staff.id)?.passkeys).toBe(1);
    // The same count in `npm run staff -w api -- list`, which reads the operators' route.
    const listed = await api.get<StaffListResponse>('/api/ops/staff', { token: OPS_TOKEN });
    expect(listed.body.items.find((member) => member.name === 'Nell Never')?.passkeys).toBe(0);
    expect(listed.body.items.find((member) => member.id === manager.me.staff.id)?.passkeys).toBe(1);
  });

  it('measures the time to first reply from the request to the team\'s first message to the client', async () => {
    const client = await clientWithCase(api, admin, manager, 'reply');
    const before = (await admin.get<{ firstReply: { count: number } }>('/api/admin/analytics')).body.firstReply.count;
    await admin.post(`/api/admin/inbox/request-${client.requestId}/opened`, {});
    expect((await admin.get<{ firstReply: { count: number } }>('/api/admin/analytics')).body.firstReply.count).toBe(before);
    // The request was stamped by the database's clock; the reply comes ten minutes later by the API's (within the idle timeout).
    api.clock.advanceSeconds(600);
    expect((await manager.post(`/api/admin/cases/${client.ref}/messages`, { text: 'We are on it.' })).status).toBe(201);
    expect((await admin.get<{ firstReply: { count: number } }>('/api/admin/analytics')).body.firstReply.count).toBe(before + 1);
  });
});
