import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { STAFF_ROLE_CODES, type StaffMe } from '@frc/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { rows } from '../src/db/rows';
import { DEFAULT_RULES } from '../src/booking/office';
import { addAndSignIn, createStaffBrowser, enrolmentTokenFor, OPS_TOKEN, type StaffBrowser } from './support/staffClient';
import { leadFormRequest, PUBLIC_ORIGIN, startTestApi, uniqueEmail, type TestApi } from './support/testApi';

// The permission matrix: every route under /api/admin, as the app itself lists them (a new route cannot escape),
// asked by a stranger, a signed-in client, a case manager and an admin.

let api: TestApi;
let admin: StaffBrowser & { me: StaffMe };
let manager: StaffBrowser & { me: StaffMe };
let clientToken: string;
let otherClient: string;
let otherItem: string;
let otherCase: string;
let thirdMember: number;
let ownCase: string;
/** A task of the admin's case, and one of the manager's own. */
let otherTask: number;
let ownTask: number;

beforeAll(async () => {
  api = await startTestApi({ opsToken: OPS_TOKEN });
  admin = await addAndSignIn(api, uniqueEmail('admin'), 'Ada Admin', 'admin');
  manager = await addAndSignIn(api, uniqueEmail('manager'), 'Max Manager', 'case_manager');
  const third = await api.post<{ id: number }>('/api/ops/staff', { email: uniqueEmail('third'), name: 'Tess Third', role: 'case_manager' }, { token: OPS_TOKEN });
  thirdMember = third.body.id;
  otherClient = uniqueEmail('their-client');
  clientToken = await api.signIn(otherClient);
  const sent = await api.post<{ data: { id: number } }>('/api/services', leadFormRequest(otherClient), { token: clientToken });
  otherItem = `request-${sent.body.data.id}`;
  otherCase = (await admin.post<{ caseRef: string }>(`/api/admin/inbox/${otherItem}/case`, {})).body.caseRef;
  const detail = await admin.get<{ case: { version: number } }>(`/api/admin/cases/${otherCase}`);
  expect((await admin.post(`/api/admin/cases/${otherCase}`, { version: detail.body.case.version, managerId: admin.me.staff.id })).status).toBe(200);
  // A case of the manager's own, for the case room's routes.
  const ownClient = uniqueEmail('own-client');
  const own = await api.post<{ data: { id: number } }>('/api/services', leadFormRequest(ownClient), { token: await api.signIn(ownClient) });
  ownCase = (await admin.post<{ caseRef: string }>(`/api/admin/inbox/request-${own.body.data.id}/case`, {})).body.caseRef;
  const ownDetail = await admin.get<{ case: { version: number } }>(`/api/admin/cases/${ownCase}`);
  expect((await admin.post(`/api/admin/cases/${ownCase}`, { version: ownDetail.body.case.version, managerId: manager.me.staff.id })).status).toBe(200);
  const taskOf = async (ref: string) => (await admin.post<{ tasks: { id: number }[] }>(`/api/admin/cases/${ref}/tasks`, { title: 'Chase the bank', dueOn: '2026-12-01' })).body.tasks[0]!.id;
  otherTask = await taskOf(otherCase);
  ownTask = await taskOf(ownCase);
});
afterAll(() => api.close());

const SIGN_IN = ['POST /api/admin/sign-in/code', 'POST /api/admin/sign-in/verify', 'POST /api/admin/sign-in/register', 'POST /api/admin/sign-in/passkey'];
const ADMIN_ONLY = [
  'GET /api/admin/staff',
  'POST /api/admin/staff',
  'POST /api/admin/staff/:id',
  'POST /api/admin/staff/:id/reset-passkeys',
  'GET /api/admin/analytics',
  'GET /api/admin/site-health',
  'GET /api/admin/audit',
  'GET /api/admin/audit/export',
  'POST /api/admin/cases/bulk',
  'POST /api/admin/reply-templates',
  'POST /api/admin/reply-templates/:id',
  'POST /api/admin/reply-templates/:id/delete',
  'POST /api/admin/settings/reminders',
];
/** Content: editors and admins (a case manager gets 403); an editor gets 403 on everything else but their own session. */
const CONTENT = [
  'GET /api/admin/content',
  'GET /api/admin/content/images',
  'POST /api/admin/content/images',
  'POST /api/admin/content/images/:imageId',
  'POST /api/admin/content/images/:imageId/replace',
  'POST /api/admin/content/images/:imageId/delete',
  'POST /api/admin/content/:kind',
  'GET /api/admin/content/:kind/:id',
  'POST /api/admin/content/:kind/:id',
  'POST /api/admin/content/:kind/:id/publish',
  'POST /api/admin/content/:kind/:id/unpublish',
  'GET /api/admin/content/:kind/:id/revisions',
  'GET /api/admin/content/:kind/:id/revisions/:number',
  'POST /api/admin/content/:kind/:id/revisions/:number/restore',
];
const EDITOR_OWN = ['GET /api/admin/me', 'POST /api/admin/logout'];
/** What a case manager gets for another manager's item or case: nothing, as if it did not exist. */
const OTHERS_RECORD = [
  'GET /api/admin/inbox/:ref',
  'POST /api/admin/inbox/:ref/opened',
  'GET /api/admin/inbox/:ref/evidence/:fileId',
  'POST /api/admin/inbox/:ref/triage',
  'POST /api/admin/inbox/:ref/case',
  'POST /api/admin/inbox/:ref/attach',
  'GET /api/admin/cases/:ref',
  'POST /api/admin/cases/:ref',
  'POST /api/admin/cases/:ref/status',
  'POST /api/admin/cases/:ref/notes',
  'GET /api/admin/cases/:ref/messages',
  'POST /api/admin/cases/:ref/messages',
  'POST /api/admin/cases/:ref/messages/read',
  'GET /api/admin/cases/:ref/documents',
  'POST /api/admin/cases/:ref/documents',
  'GET /api/admin/cases/:ref/documents/:id',
  'POST /api/admin/cases/:ref/documents/:id/report',
  'POST /api/admin/cases/:ref/documents/:id/withdraw',
  'GET /api/admin/cases/:ref/tasks',
  'POST /api/admin/cases/:ref/tasks',
  'POST /api/admin/tasks/:id',
  'GET /api/admin/cases/:ref/fee-terms',
  'POST /api/admin/cases/:ref/fee-terms',
  'GET /api/admin/cases/:ref/engagements',
  'POST /api/admin/cases/:ref/engagements',
  'POST /api/admin/cases/:ref/engagements/:id/void',
  'POST /api/admin/cases/:ref/engagements/:id/resend',
  'GET /api/admin/cases/:ref/engagements/:id/pdf',
  'POST /api/admin/cases/:ref/engagements/preview',
  'GET /api/admin/cases/:ref/engagements/:id/seal',
  // A saved view is its member's own: the id here is no view of theirs.
  'POST /api/admin/views/:id/delete',
  // Another consultant's availability and feed; a consultation that is not theirs (no booking has the id).
  'GET /api/admin/availability/:staffId',
  'POST /api/admin/availability/:staffId',
  'POST /api/admin/availability/:staffId/feed',
  'POST /api/admin/consultations/:id/outcome',
  'POST /api/admin/consultations/:id/cancel',
];
/** A case's room: what its own case manager and an admin get (no document :id exists; a document comes as multipart, not JSON). */
const CASE_ROOM: Record<string, number> = {
  'GET /api/admin/cases/:ref/messages': 200,
  'POST /api/admin/cases/:ref/messages': 201,
  'POST /api/admin/cases/:ref/messages/read': 200,
  'GET /api/admin/cases/:ref/documents': 200,
  'POST /api/admin/cases/:ref/documents': 415,
  'GET /api/admin/cases/:ref/documents/:id': 404,
  'POST /api/admin/cases/:ref/documents/:id/report': 404,
  'POST /api/admin/cases/:ref/documents/:id/withdraw': 404,
  'GET /api/admin/cases/:ref/tasks': 200,
  'POST /api/admin/cases/:ref/tasks': 201,
  'POST /api/admin/tasks/:id': 200,
  'GET /api/admin/cases/:ref/fee-terms': 200,
  'POST /api/admin/cases/:ref/fee-terms': 200,
  'GET /api/admin/cases/:ref/engagements': 200,
  // No letter template has the id; no letter has the :id.
  'POST /api/admin/cases/:ref/engagements': 422,
  'POST /api/admin/cases/:ref/engagements/:id/void': 404,
  'POST /api/admin/cases/:ref/engagements/:id/resend': 404,
  'GET /api/admin/cases/:ref/engagements/:id/pdf': 404,
  'POST /api/admin/cases/:ref/engagements/preview': 422,
  'GET /api/admin/cases/:ref/engagements/:id/seal': 404,
};
/** A case manager's own views: answered, with nothing of another manager's case in them. */
const OWN_VIEWS = [
  'GET /api/admin/me',
  'GET /api/admin/inbox',
  'GET /api/admin/inbox/export',
  'POST /api/admin/inbox/bulk',
  'GET /api/admin/cases',
  'GET /api/admin/cases/export',
  'GET /api/admin/dashboard',
  'GET /api/admin/settings',
  'GET /api/admin/views',
  'POST /api/admin/views',
  'GET /api/admin/reply-templates',
  'GET /api/admin/engagement-templates',
  'GET /api/admin/tasks/due',
  'GET /api/admin/tasks',
  'GET /api/admin/menu-counts',
  'GET /api/admin/notifications',
  'POST /api/admin/notifications/seen',
  'GET /api/admin/availability',
  'GET /api/admin/consultations',
  'POST /api/admin/logout',
];

function adminRoutes(): string[] {
  const routes = api.routes.filter((route) => route.url.startsWith('/api/admin') && !['HEAD', 'OPTIONS'].includes(route.method)).map((route) => `${route.method} ${route.url}`);
  // Logging out goes last: it ends the session the rest uses.
  return [...new Set(routes)].sort((a, b) => Number(a.endsWith('/logout')) - Number(b.endsWith('/logout')));
}

function request(route: string): { method: string; path: string; body: unknown } {
  const [method, url] = route.split(' ') as [string, string];
  const path = url
    .replace(':ref', url.startsWith('/api/admin/cases') ? otherCase : otherItem)
    .replace(':fileId', '1')
    .replace(':kind', 'faq')
    .replace(':imageId', 'no-such-image')
    .replace(':number', '1')
    .replace(':staffId', String(thirdMember))
    .replace(':id', String(url.startsWith('/api/admin/tasks/') ? otherTask : thirdMember));
  const bodies: Record<string, unknown> = {
    'POST /api/admin/inbox/:ref/triage': { action: 'spam' },
    'POST /api/admin/inbox/:ref/attach': { caseRef: otherCase },
    'POST /api/admin/cases/:ref': { version: 1 },
    'POST /api/admin/cases/:ref/status': { version: 1, status: 'consultation', clientNote: '' },
    'POST /api/admin/cases/:ref/notes': { text: 'A note' },
    'POST /api/admin/cases/:ref/messages': { text: 'A message' },
    'POST /api/admin/cases/:ref/messages/read': { upTo: 2_147_483_647 },
    'POST /api/admin/cases/:ref/documents/:id/report': { isReport: true },
    'POST /api/admin/staff': { email: uniqueEmail('invitee'), name: 'New Member', role: 'case_manager' },
    'POST /api/admin/staff/:id': { role: 'case_manager' },
    // No such item: a bulk action answers what it did and what it left, by the references it was sent.
    'POST /api/admin/inbox/bulk': { refs: ['request-2147483647'], action: 'spam' },
    'POST /api/admin/cases/bulk': { refs: [otherCase], managerId: admin.me.staff.id },
    'POST /api/admin/views': { list: 'inbox', name: 'Mine', query: 'manager=mine' },
    'POST /api/admin/reply-templates': { name: `Greeting ${uniqueEmail('t').slice(0, 40)}`, text: 'Dear {firstName}, about {caseRef}: …' },
    'POST /api/admin/reply-templates/:id': { name: 'Renamed', text: 'Changed' },
    'POST /api/admin/cases/:ref/tasks': { title: 'Call the client back', dueOn: '2026-12-02', dueTime: '09:30' },
    'POST /api/admin/tasks/:id': { version: 1, title: 'Chase the bank again' },
    'POST /api/admin/notifications/seen': { upTo: 2_147_483_647 },
    'POST /api/admin/cases/:ref/fee-terms': { fixedFee: 1500, successFeePercent: null, noFeeBeforeRecovery: true },
    'POST /api/admin/cases/:ref/engagements': { templateId: 2_147_483_647 },
    'POST /api/admin/cases/:ref/engagements/preview': { templateId: 2_147_483_647 },
    'POST /api/admin/settings/reminders': { reminderTime: '08:00' },
    'POST /api/admin/content/images/:imageId': { alt: 'A chart' },
    'POST /api/admin/content/:kind/:id': { version: 1, changes: { title: 'A question' } },
    'POST /api/admin/content/:kind/:id/publish': { version: 1 },
    'POST /api/admin/content/:kind/:id/unpublish': { version: 1 },
    'POST /api/admin/content/:kind/:id/revisions/:number/restore': { version: 1 },
    'POST /api/admin/availability/:staffId': { version: 0, rules: { ...DEFAULT_RULES, timeZone: 'Europe/London', weeklyHours: { '1': [{ from: '09:00', until: '17:00' }] } } },
    'POST /api/admin/consultations/:id/outcome': { outcome: 'held' },
  };
  return { method, path, body: method === 'POST' ? (bodies[route] ?? {}) : undefined };
}

async function taskVersion(browser: StaffBrowser, ref: string, id: number): Promise<number> {
  const { tasks } = (await browser.get<{ tasks: { id: number; version: number }[] }>(`/api/admin/cases/${ref}/tasks`)).body;
  return tasks.find((task) => task.id === id)!.version;
}

describe('the permission matrix of /api/admin', () => {
  it('gives an editor 403 on every route but content and their own session', async () => {
    const editor = await addAndSignIn(api, uniqueEmail('editor'), 'Eve Editor', 'editor');
    for (const route of adminRoutes().filter((each) => !SIGN_IN.includes(each))) {
      const { method, path, body } = request(route);
      const answer = await editor.call(method, path, body);
      if (CONTENT.includes(route) || EDITOR_OWN.includes(route)) expect({ route, status: answer.status === 403 || answer.status === 401 }).toEqual({ route, status: false });
      else {
        const message = ADMIN_ONLY.includes(route) ? 'Only an admin may do this.' : 'Only an admin or a case manager may do this.';
        expect({ route, status: answer.status, body: answer.body }).toEqual({ route, status: 403, body: { status: 'error', message } });
      }
      const text = JSON.stringify(answer.body);
      expect({ route, leaked: text.includes(otherClient) || text.includes(`"${otherCase}"`) }).toEqual({ route, leaked: false });
    }
  });

  it('classifies every route the app serves under /api/admin', () => {
    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThan(20);
    const classified = [...SIGN_IN, ...ADMIN_ONLY, ...OTHERS_RECORD, ...OWN_VIEWS, ...CONTENT];
    expect(routes.filter((route) => !classified.includes(route))).toEqual([]);
    expect(classified.filter((route) => !routes.includes(route))).toEqual([]);
  });

  it('answers a stranger without the cookie 401 on every route but the sign-in steps, and an unknown path too', async () => {
    for (const route of adminRoutes().filter((each) => !SIGN_IN.includes(each))) {
      const { method, path, body } = request(route);
      const answer = await api.call(method, path, { json: body });
      expect({ route, status: answer.status, body: answer.body }).toEqual({ route, status: 401, body: { status: 'error', message: 'Sign in to the back office.' } });
    }
    expect((await api.get('/api/admin/no-such-thing')).status).toBe(401);
    expect((await api.post('/api/admin/sign-in/nothing', {})).status).toBe(401);
  });

  it("answers a client's bearer token 401 everywhere, even from the site's origin", async () => {
    for (const route of adminRoutes().filter((each) => !SIGN_IN.includes(each))) {
      const { method, path, body } = request(route);
      const answer = await api.call(method, path, { json: body, token: clientToken, headers: { origin: PUBLIC_ORIGIN } });
      expect({ route, status: answer.status }).toEqual({ route, status: 401 });
    }
  });

  it('answers the sign-in steps with a refusal, never data, to anyone without a pending sign-in', async () => {
    for (const route of SIGN_IN) {
      const { method, path } = request(route);
      const answer = await api.call(method, path, { json: {}, token: clientToken, headers: { origin: PUBLIC_ORIGIN } });
      // Refused as malformed (422) before anything is looked up.
      expect({ route, status: answer.status }).toEqual({ route, status: 422 });
    }
  });

  it("gives a case manager 403 on the admins' routes and 404 on another manager's records, and their own views without them", async () => {
    const managerBrowser = createStaffBrowser(api, manager.authenticator);
    await managerBrowser.signIn(manager.me.staff.email);
    for (const route of adminRoutes().filter((each) => !SIGN_IN.includes(each))) {
      const { method, path, body } = request(route);
      const answer = await managerBrowser.call(method, path, body);
      const expected = ADMIN_ONLY.includes(route) || CONTENT.includes(route) ? 403 : OTHERS_RECORD.includes(route) ? 404 : route.endsWith('/logout') ? 204 : route === 'POST /api/admin/views' ? 201 : 200;
      expect({ route, status: answer.status }).toEqual({ route, status: expected });
      const text = JSON.stringify(answer.body);
      expect({ route, leaked: text.includes(otherClient) || text.includes(otherItem) || text.includes(`"${otherCase}"`) }).toEqual({ route, leaked: false });
    }
  });

  it("lets a case manager use their own case's room", async () => {
    const managerBrowser = createStaffBrowser(api, manager.authenticator);
    await managerBrowser.signIn(manager.me.staff.email);
    for (const [route, status] of Object.entries(CASE_ROOM)) {
      const { method, path, body } = request(route);
      const own = path.replace(otherCase, ownCase).replace(`/tasks/${otherTask}`, `/tasks/${ownTask}`);
      const version = route === 'POST /api/admin/tasks/:id' ? await taskVersion(managerBrowser, ownCase, ownTask) : undefined;
      const answer = await managerBrowser.call(method, own, version === undefined ? body : { ...(body as object), version });
      expect({ route, status: answer.status }).toEqual({ route, status });
    }
  });

  it('lets an admin use every route', async () => {
    const adminBrowser = createStaffBrowser(api, admin.authenticator);
    await adminBrowser.signIn(admin.me.staff.email);
    for (const route of adminRoutes().filter((each) => !SIGN_IN.includes(each))) {
      const { method, path, body } = request(route);
      // The real version, so the edit is not a conflict.
      const version =
        route === 'POST /api/admin/tasks/:id'
          ? await taskVersion(adminBrowser, otherCase, otherTask)
          : (await adminBrowser.get<{ case: { version: number } }>(`/api/admin/cases/${otherCase}`)).body.case.version;
      // A first save of an availability is on version 0.
      const sent = body && typeof body === 'object' && 'version' in body && route !== 'POST /api/admin/availability/:staffId' ? { ...body, version } : body;
      const answer = await adminBrowser.call(method, path, sent);
      // The item is in a case already (409 to open another or attach it elsewhere), the report's file 1 does not exist (404).
      const expected: Record<string, number> = {
        'POST /api/admin/inbox/:ref/case': 409,
        'POST /api/admin/inbox/:ref/attach': 409,
        'POST /api/admin/inbox/:ref/opened': 204,
        'GET /api/admin/inbox/:ref/evidence/:fileId': 404,
        'POST /api/admin/views/:id/delete': 404,
        // No template has the id.
        'POST /api/admin/reply-templates/:id': 404,
        'POST /api/admin/reply-templates/:id/delete': 404,
        ...CASE_ROOM,
        // No FAQ has the id; a new one needs its fields, an image a multipart body.
        'POST /api/admin/content/images': 415,
        // No image has the id.
        'POST /api/admin/content/images/:imageId': 404,
        'POST /api/admin/content/images/:imageId/replace': 404,
        'POST /api/admin/content/images/:imageId/delete': 404,
        'POST /api/admin/content/:kind': 422,
        'GET /api/admin/content/:kind/:id': 404,
        'POST /api/admin/content/:kind/:id': 404,
        'POST /api/admin/content/:kind/:id/publish': 404,
        'POST /api/admin/content/:kind/:id/unpublish': 404,
        'GET /api/admin/content/:kind/:id/revisions': 404,
        'GET /api/admin/content/:kind/:id/revisions/:number': 404,
        'POST /api/admin/content/:kind/:id/revisions/:number/restore': 404,
        // No booking has the id.
        'POST /api/admin/consultations/:id/outcome': 404,
        'POST /api/admin/consultations/:id/cancel': 404,
      };
      expect({ route, status: answer.status }).toEqual({ route, status: expected[route] ?? (route.endsWith('/logout') ? 204 : method === 'POST' && /staff$|notes$|views$|templates$/.test(route) ? 201 : 200) });
    }
  });
});

/** The statement that reads every table's rows at once, made once the tables are known (none is added during a run). */
let stateQuery: SQL | null = null;

/**
 * Every table's rows, but for what a read may write: the audit log (reads are audited) and a session's last activity
 * (a member's own request moves it). One statement for all the tables, each table's rows in an order of their own.
 */
async function databaseState(): Promise<string> {
  if (!stateQuery) {
    const tables = await rows<{ table_name: string }>(api.db, sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'audit_log' order by table_name`);
    stateQuery = sql.join(
      tables.map(({ table_name: table }) => {
        const row = table === 'staff_sessions' ? sql`to_jsonb(x) - 'last_seen_at'` : sql`to_jsonb(x)`;
        return sql`select ${table}::text as name, (select coalesce(jsonb_agg(r order by r::text), '[]'::jsonb)::text from (select ${row} as r from ${sql.identifier(table)} x) kept) as state`;
      }),
      sql` union all `,
    );
  }
  const found = await rows<{ name: string; state: string }>(api.db, stateQuery);
  return JSON.stringify(found.sort((a, b) => a.name.localeCompare(b.name)));
}

describe('reading changes nothing', () => {
  it('leaves the database as it was after every GET under /api/admin, for a case manager and for an admin', async () => {
    const sentBy = await api.post<{ message: { id: number } }>(`/api/cases/${otherCase}/messages`, { text: 'Unread until someone marks it' }, { token: clientToken });
    expect(sentBy.status).toBe(201);
    const gets = adminRoutes().filter((route) => route.startsWith('GET '));
    expect(gets.length).toBeGreaterThan(10);
    for (const member of [manager, admin]) {
      const browser = createStaffBrowser(api, member.authenticator);
      await browser.signIn(member.me.staff.email);
      // The state after a read that changed nothing is the state before the next.
      const before = await databaseState();
      for (const route of gets) {
        const { path } = request(route);
        for (const each of [path, path.replace(otherCase, ownCase)]) {
          const answer = await browser.get(each);
          expect({ route: each, status: answer.status < 500 }).toEqual({ route: each, status: true });
          const after = await databaseState();
          expect({ route: each, changed: after !== before }).toEqual({ route: each, changed: false });
        }
      }
    }
  });
});

describe('npm run staff', () => {
  const run = promisify(execFile);
  const script = path.join(__dirname, '..', 'scripts', 'staff.mjs');
  const env = () => ({ ...process.env, API_ORIGIN: api.baseUrl, OPS_TOKEN });

  it('adds a member through the running API and mails the link, lists the team, and deactivates', async () => {
    const email = uniqueEmail('first-admin');
    const added = await run(process.execPath, [script, 'add', email, 'First Admin', '--role', 'admin'], { env: env() });
    expect(added.stdout).toContain(`added ${email}\tFirst Admin\tadmin\tactive`);
    expect(await enrolmentTokenFor(api, email)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const listed = await run(process.execPath, [script, 'list'], { env: env() });
    expect(listed.stdout).toContain(email);
    const deactivated = await run(process.execPath, [script, 'deactivate', email], { env: env() });
    expect(deactivated.stdout).toContain(`deactivated ${email}`);
    const again = await run(process.execPath, [script, 'add', email, 'First Admin', '--role', 'admin'], { env: env() }).catch((error: { stderr: string }) => error);
    expect('stderr' in again && again.stderr).toContain('409');
    const wrongToken = await run(process.execPath, [script, 'list'], { env: { ...env(), OPS_TOKEN: 'wrong' } }).catch((error: { stderr: string }) => error);
    expect('stderr' in wrongToken && wrongToken.stderr).toContain('401');
  });

  it('adds an editor, and names the roles when given another', async () => {
    const email = uniqueEmail('first-editor');
    const added = await run(process.execPath, [script, 'add', email, 'First Editor', '--role', 'editor'], { env: env() });
    expect(added.stdout).toContain(`added ${email}\tFirst Editor\teditor\tactive`);
    const unknown = await run(process.execPath, [script, 'add', uniqueEmail('nobody'), 'Nobody', '--role', 'owner'], { env: env() }).catch((error: { stderr: string }) => error);
    expect('stderr' in unknown && unknown.stderr).toContain(`--role must be one of ${STAFF_ROLE_CODES.join(', ')}`);
  });
});
