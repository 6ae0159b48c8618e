import {
  CASE_EDIT_CONFLICT,
  USE_INVITATION_LINK,
  type Analytics,
  type BackOfficeSettings,
  type BookingStatus,
  type CaseDetailResponse,
  type Dashboard,
  type InboxItemResponse,
  type InboxPage,
  type SiteHealth,
  type StaffMe,
} from '@frc/contracts';
import { eq } from 'drizzle-orm';
import { auditLog, cases, consultationBookings, serviceRequests } from '../src/db/schema';
import { addAndSignIn, createStaffBrowser, enrolmentTokenFor, OPS_TOKEN, type StaffBrowser, startApiWithTeam } from './support/staffClient';
import { leadFormRequest, uniqueEmail, type TestApi } from './support/testApi';

let api: TestApi;
let admin: StaffBrowser & { me: StaffMe };
let manager: StaffBrowser & { me: StaffMe };

beforeAll(async () => {
  ({ api, admin, manager } = await startApiWithTeam({ admin: 'Grace Admin', manager: 'Cass Manager' }));
});
afterAll(() => api.close());

/** A consultation request sent by its owner (signed in), as the inbox receives it; answers its inbox reference. */
async function sendRequest(email: string, overrides: Record<string, string> = {}): Promise<string> {
  const token = await api.signIn(email);
  const sent = await api.post<{ data: { id: number } }>('/api/services', leadFormRequest(email, overrides), { token });
  expect(sent.status).toBe(201);
  return `request-${sent.body.data.id}`;
}

describe('staff sign-in', () => {
  it('signs in with the code and the registered passkey, and the session cookie has the flags it must', async () => {
    const browser = createStaffBrowser(api, admin.authenticator);
    const me = await browser.signIn(admin.me.staff.email);
    expect(me.staff).toEqual(admin.me.staff);
    const line = (await browser.get('/api/admin/me')).headers.get('cache-control');
    expect(line).toBe('no-store');
    // Sign in again to read the Set-Cookie of a sign-in.
    const again = createStaffBrowser(api, admin.authenticator);
    const sent = await again.post('/api/admin/sign-in/code', { email: admin.me.staff.email });
    expect(sent.status).toBe(202);
    const code = await api.mailbox.codeFor(admin.me.staff.email, 0).catch(() => null);
    expect(code).toBeNull(); // staff codes never come as a client's sign-in mail
  });

  it('sets frc_staff HttpOnly, Secure, SameSite=Strict on /api/admin only, and the pending cookie likewise', async () => {
    const lines: string[] = [];
    const spy = createStaffBrowser(api, manager.authenticator);
    const original = spy.jar.take;
    spy.jar.take = (headers: Headers) => {
      lines.push(...headers.getSetCookie());
      original(headers);
    };
    await spy.signIn(manager.me.staff.email);
    const session = lines.find((line) => line.startsWith('frc_staff=') && !/Max-Age=0/.test(line))!;
    const pending = lines.find((line) => line.startsWith('frc_staff_pending=') && !/Max-Age=0/.test(line))!;
    for (const cookie of [session, pending]) {
      expect(cookie).toMatch(/; Path=\/api\/admin(;|$)/);
      expect(cookie).toMatch(/; HttpOnly(;|$)/);
      expect(cookie).toMatch(/; Secure(;|$)/);
      expect(cookie).toMatch(/; SameSite=Strict(;|$)/);
    }
    expect(session).toMatch(/Max-Age=28800/);
  });

  it('gives the same answer for an address that is not on the team, and mails it nothing', async () => {
    const stranger = uniqueEmail('stranger');
    const answer = await createStaffBrowser(api).post('/api/admin/sign-in/code', { email: stranger });
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ status: 'success', message: 'If this address belongs to a team member, a code is on its way.' });
    expect(api.mailbox.mailsTo(stranger)).toHaveLength(0);
  });

  it("refuses a client's code and a client's token", async () => {
    const email = admin.me.staff.email;
    // A client's code for the same address (the client sign-in mails one) opens nothing here.
    const clientCode = await api.requestCode(email);
    const browser = createStaffBrowser(api);
    await browser.post('/api/admin/sign-in/code', { email });
    const verified = await browser.post('/api/admin/sign-in/verify', { email, code: clientCode });
    expect(verified.status).toBe(400);
    const token = await api.signIn(uniqueEmail('client'));
    for (const path of ['/api/admin/me', '/api/admin/inbox', '/api/admin/cases']) {
      const answer = await api.get(path, { token });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ status: 'error', message: 'Sign in to the back office.' });
    }
  });

  it('asks for the invitation link when a member has no passkey and no valid enrolment', async () => {
    const email = uniqueEmail('invited');
    expect((await admin.post('/api/admin/staff', { email, name: 'Ivy Invited', role: 'case_manager' })).status).toBe(201);
    const token = await enrolmentTokenFor(api, email);
    const browser = createStaffBrowser(api);
    await expect(browser.signIn(email)).rejects.toThrow(USE_INVITATION_LINK);
    await expect(browser.signIn(email, 'x'.repeat(43))).rejects.toThrow('403');
    await browser.signIn(email, token);
    // The link is used up: with it, a second browser is asked for the registered passkey, and its own is refused.
    await expect(createStaffBrowser(api).signIn(email, token)).rejects.toThrow('sign-in/passkey answered 401');
  });

  it('refuses a passkey answer signed by another key or for another origin', async () => {
    const browser = createStaffBrowser(api);
    const email = manager.me.staff.email;
    const isCode = (candidate: { subject: string }) => /back-office code/.test(candidate.subject);
    const before = api.mailbox.mailsTo(email).filter(isCode).length;
    await browser.post('/api/admin/sign-in/code', { email });
    const mail = await api.mailbox.nextMailTo(email, before, 5000, isCode);
    const code = /\b(\d{6})\b/.exec(mail.text)![1];
    const verified = await browser.post<{ step: string; options: { challenge: string; rpId?: string } }>('/api/admin/sign-in/verify', { email, code });
    expect(verified.body.step).toBe('passkey');
    const forged = manager.authenticator.authenticate(verified.body.options, 'https://evil.example');
    const refused = await browser.post('/api/admin/sign-in/passkey', { response: forged });
    expect(refused.status).toBe(401);
    expect(browser.jar.get('frc_staff')).toBeUndefined();
  });
});

describe('inbox and cases', () => {
  it('lists a new request unopened, opens it (audited), opens a case, assigns it, and the case manager moves it on', async () => {
    const client = uniqueEmail('victim');
    const ref = await sendRequest(client, { fname: 'Quentin', scam_description: 'A forex broker called Zephyrtrade took my savings.' });
    const listed = await admin.get<InboxPage>('/api/admin/inbox');
    const summary = listed.body.items.find((item) => item.ref === ref)!;
    expect(summary).toMatchObject({ kind: 'request', source: 'wizard', opened: false, confirmed: true, triage: 'new', caseRef: null, email: client });
    expect(listed.body.unopened).toBeGreaterThan(0);
    const search = await admin.get<InboxPage>(`/api/admin/inbox?q=${encodeURIComponent('zephyrtrade')}`);
    expect(search.body.items.map((item) => item.ref)).toEqual([ref]);
    const byName = await admin.get<InboxPage>('/api/admin/inbox?q=quent');
    expect(byName.body.items.map((item) => item.ref)).toContain(ref);

    const opened = await admin.get<InboxItemResponse>(`/api/admin/inbox/${ref}`);
    // Reading it marks nothing: the page says it showed it.
    expect(opened.body.item.opened).toBe(false);
    expect((await admin.post(`/api/admin/inbox/${ref}/opened`, {})).status).toBe(204);
    expect((await admin.get<InboxItemResponse>(`/api/admin/inbox/${ref}`)).body.item.opened).toBe(true);
    expect(opened.body.item.fields.find((field) => field.label === 'Email')?.value).toBe(client);
    expect(opened.body.item.possiblyNotFromOwner).toBe(false);

    const created = await admin.post<{ caseRef: string }>(`/api/admin/inbox/${ref}/case`, {});
    expect(created.status).toBe(201);
    const caseRef = created.body.caseRef;
    expect(caseRef).toMatch(/^C-\d+$/);
    // Not the manager's yet: hidden from them.
    expect((await manager.get(`/api/admin/cases/${caseRef}`)).status).toBe(404);
    const detail = await admin.get<CaseDetailResponse>(`/api/admin/cases/${caseRef}`);
    const assigned = await admin.post<CaseDetailResponse>(`/api/admin/cases/${caseRef}`, { version: detail.body.case.version, managerId: manager.me.staff.id, amountLost: '2500' });
    expect(assigned.status).toBe(200);
    expect(assigned.body.case).toMatchObject({ managerName: 'Cass Manager', amountLost: '2500.00' });

    const theirs = await manager.get<CaseDetailResponse>(`/api/admin/cases/${caseRef}`);
    expect(theirs.status).toBe(200);
    const moved = await manager.post<CaseDetailResponse>(`/api/admin/cases/${caseRef}/status`, {
      version: theirs.body.case.version,
      status: 'investigating',
      clientNote: 'We are tracing the payments.',
    });
    expect(moved.status).toBe(200);
    expect(moved.body.case.history.map((entry) => entry.status)).toEqual(['new', 'investigating']);
    const notice = await api.mailbox.nextMailTo(client, 0, 5000, (mail) => mail.subject === 'News about your case');
    expect(notice.text).toContain('There is news about your case: sign in to read it');
    expect(notice.text).not.toContain('tracing');

    // The conflicting edit: the admin still holds the version before the status change.
    const stale = await admin.post(`/api/admin/cases/${caseRef}`, { version: assigned.body.case.version, amountRecovered: '100' });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ message: CASE_EDIT_CONFLICT });

    const note = await manager.post<CaseDetailResponse>(`/api/admin/cases/${caseRef}/notes`, { text: 'Client prefers calls after 5 pm.' });
    expect(note.status).toBe(201);

    // The client reads the status and the note, never the internal note.
    const token = await api.signIn(client);
    const cases = await api.get<{ data: Record<string, unknown>[] }>(`/api/services/by-email?email=${encodeURIComponent(client)}`, { token });
    expect(cases.body.data[0]).toMatchObject({ case_reference: caseRef, case_status: 'investigating', case_status_label: 'Investigating', case_client_note: 'We are tracing the payments.' });
    const data = await api.get<{ staff_access: { staff_name: string; action: string }[] }>('/api/me/data', { token });
    expect(JSON.stringify(data.body)).not.toContain('after 5 pm');
    expect(data.body.staff_access.map((entry) => entry.staff_name)).toEqual(expect.arrayContaining(['Grace Admin', 'Cass Manager']));

    const audit = await admin.get<{ items: { action: string; staffName: string | null; target: string | null }[] }>(`/api/admin/audit?client=${encodeURIComponent(client)}`);
    expect(audit.body.items.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['opened item', 'opened case', 'changed case', 'read case', 'changed case status', 'added internal note']),
    );

    // Erasure: the case goes; the audit keeps the hash, so the entries are still found by the address.
    const erasureCode = await (async () => {
      const before = api.mailbox.mailsTo(client).length;
      await api.post('/api/me/erasure-code', undefined, { token });
      const mail = await api.mailbox.nextMailTo(client, before);
      return /\b(\d{6})\b/.exec(mail.text)![1];
    })();
    expect((await api.post('/api/me/erase', { code: erasureCode }, { token })).status).toBe(200);
    expect((await admin.get(`/api/admin/cases/${caseRef}`)).status).toBe(404);
    const after = await admin.get<{ items: unknown[] }>(`/api/admin/audit?client=${encodeURIComponent(client)}`);
    expect(after.body.items.length).toBe(audit.body.items.length);
    expect(JSON.stringify(after.body)).not.toContain(client);
  });

  it('hides spam and duplicates from the default view, and a case manager never sees another manager’s case', async () => {
    const spam = await sendRequest(uniqueEmail('spam'));
    await admin.post(`/api/admin/inbox/${spam}/triage`, { action: 'spam' });
    const inDefault = await admin.get<InboxPage>('/api/admin/inbox');
    expect(inDefault.body.items.map((item) => item.ref)).not.toContain(spam);
    const inSpam = await admin.get<InboxPage>('/api/admin/inbox?view=spam');
    expect(inSpam.body.items.map((item) => item.ref)).toContain(spam);

    const adminsOwn = await sendRequest(uniqueEmail('kept'));
    const created = await admin.post<{ caseRef: string }>(`/api/admin/inbox/${adminsOwn}/case`, {});
    const detail = await admin.get<CaseDetailResponse>(`/api/admin/cases/${created.body.caseRef}`);
    await admin.post(`/api/admin/cases/${created.body.caseRef}`, { version: detail.body.case.version, managerId: admin.me.staff.id });
    const seen = await manager.get<InboxPage>('/api/admin/inbox');
    expect(seen.body.items.map((item) => item.ref)).not.toContain(adminsOwn);
    const cases = await manager.get<{ items: { ref: string }[] }>('/api/admin/cases');
    expect(cases.body.items.map((item) => item.ref)).not.toContain(created.body.caseRef);
    expect((await manager.get(`/api/admin/inbox/${adminsOwn}`)).status).toBe(404);
  });

  it('attaches a request to the case of its own address only, and only while it is in no case', async () => {
    const email = uniqueEmail('attach');
    const first = await sendRequest(email);
    const { caseRef } = (await admin.post<{ caseRef: string }>(`/api/admin/inbox/${first}/case`, {})).body;
    const stranger = await sendRequest(uniqueEmail('stranger'));
    expect((await admin.post(`/api/admin/inbox/${stranger}/attach`, { caseRef })).status).toBe(400);
    const second = await sendRequest(email);
    const attached = await admin.post<{ caseRef: string }>(`/api/admin/inbox/${second}/attach`, { caseRef });
    expect(attached.status).toBe(200);
    expect(attached.body.caseRef).toBe(caseRef);
    expect((await admin.post(`/api/admin/inbox/${second}/attach`, { caseRef })).status).toBe(409);
    const detail = await admin.get<CaseDetailResponse>(`/api/admin/cases/${caseRef}`);
    expect(detail.body.case.requests.map((request) => request.ref).sort()).toEqual([first, second].sort());
  });
});

describe('overview', () => {
  it('draws the dashboard, the analytics and the settings from the stored data', async () => {
    const before = await admin.get<Dashboard>('/api/admin/dashboard');
    const ref = await sendRequest(uniqueEmail('counted'), { scam_type: 'romance' });
    await admin.post(`/api/admin/inbox/${ref}/opened`, {});
    const sent = await api.post('/api/telemetry/remote-loads', {
      loads: [
        { remote: 'intake', version: '9.9.9', outcome: 'ok', durationMs: 120 },
        { remote: 'intake', version: '9.9.9', outcome: 'failed', durationMs: 3000, errorClass: 'chunk' },
      ],
    });
    expect(sent.status).toBe(204);
    const after = await admin.get<Dashboard>('/api/admin/dashboard');
    expect(after.body.newRequests.today).toBe(before.body.newRequests.today + 1);
    expect(after.body.newRequests.last30Days).toBe(before.body.newRequests.last30Days + 1);
    expect(after.body.recent[0]?.ref).toBe(ref);
    expect(after.body.openCasesByStatus.map((entry) => entry.status)).toEqual(['new', 'consultation', 'engaged', 'investigating', 'report_delivered', 'recovery_in_progress']);

    const analytics = await admin.get<Analytics>('/api/admin/analytics?days=30');
    expect(analytics.status).toBe(200);
    expect(analytics.body).not.toHaveProperty('remoteLoadFailures');
    const health = await admin.get<SiteHealth>('/api/admin/site-health?days=30');
    expect(health.body.remoteLoadFailures).toContainEqual({ remote: 'intake', version: '9.9.9', loads: 2, failures: 1 });
    expect((await manager.get('/api/admin/site-health')).status).toBe(403);
    expect(analytics.body.byScamType.find((entry) => entry.scamType === 'romance')?.count).toBeGreaterThanOrEqual(1);
    expect(analytics.body.conversion.opened).toBeGreaterThanOrEqual(1);
    expect(analytics.body.firstReply.count).toBeGreaterThanOrEqual(0);
    expect((await manager.get('/api/admin/analytics')).status).toBe(403);

    const settings = await manager.get<BackOfficeSettings>('/api/admin/settings');
    expect(settings.body.teamEmail).toBe('team@cleartrace-recovery.example');
    expect(settings.body.retention.map((entry) => entry.days)).toEqual([720, 720, 720, 720, 7, 90, 360, 30]);
  });
});

describe('consultations in the analytics', () => {
  const HOUR_MS = 60 * 60 * 1000;
  let made = 0;

  /** A consultation written straight into the database, at a time counted from the API's clock. */
  async function consultation(ref: string, startsAt: Date, status: BookingStatus) {
    made += 1;
    const endsAt = new Date(startsAt.getTime() + 30 * 60 * 1000);
    await api.db.insert(consultationBookings).values({
      requestId: Number(ref.replace('request-', '')),
      consultantId: admin.me.staff.id,
      startsAt,
      endsAt,
      blockedFrom: startsAt,
      blockedUntil: endsAt,
      channel: 'phone',
      uid: `analytics-${made}@cleartrace-recovery.example`,
      status,
      manageTokenHash: `analytics-${made}`,
      updatedAt: api.clock.now(),
    });
  }
  /** A request sent the given hours before the API's clock. */
  async function requestSent(hoursAgo: number) {
    const ref = await sendRequest(uniqueEmail('booked'));
    await api.db
      .update(serviceRequests)
      .set({ createdAt: new Date(api.clock.now().getTime() - hoursAgo * HOUR_MS) })
      .where(eq(serviceRequests.id, Number(ref.replace('request-', ''))));
    return ref;
  }
  const analytics = async (days: number) => (await admin.get<Analytics>(`/api/admin/analytics?days=${days}`)).body;
  /** The Monday (UTC) of a moment's week, as the API names it. */
  const weekOf = (moment: Date) => {
    const day = new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate()));
    day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
    return day.toISOString().slice(0, 10);
  };

  beforeEach(() => api.db.delete(consultationBookings));

  it('counts the consultations of each week by their start, leaves out the cancelled and the earlier ones, and gives the show rate and the wait', async () => {
    const at = (hoursFromNow: number) => new Date(api.clock.now().getTime() + hoursFromNow * HOUR_MS);
    const tenDaysAgo = await requestSent(240);
    const fiveDaysAgo = await requestSent(120);
    const twoDaysAgo = await requestSent(48);
    await consultation(tenDaysAgo, at(-192), 'held'); // 48 h after its request
    await consultation(fiveDaysAgo, at(-96), 'no_show');
    await consultation(fiveDaysAgo, at(-72), 'cancelled');
    await consultation(twoDaysAgo, at(-24), 'held'); // 24 h after
    await consultation(twoDaysAgo, at(24), 'booked'); // 72 h after
    await consultation(tenDaysAgo, at(-40 * 24), 'held'); // before the 30 days

    const expectedWeeks = new Map<string, number>();
    for (const start of [at(-192), at(-96), at(-24), at(24)]) expectedWeeks.set(weekOf(start), (expectedWeeks.get(weekOf(start)) ?? 0) + 1);
    const month = await analytics(30);
    expect(month.bookingsPerWeek).toEqual([...expectedWeeks].map(([week, count]) => ({ week, count })));
    expect(month.showRate).toEqual({ held: 2, noShow: 1, percent: 66.7 });
    // 24, 48 and 72 hours: the no-show and the cancelled one are not among them.
    expect(month.requestToConsultation).toEqual({ medianHours: 48, p90Hours: 67.2, count: 3 });

    const quarter = await analytics(90);
    expect(quarter.showRate).toEqual({ held: 3, noShow: 1, percent: 75 });
    expect(quarter.bookingsPerWeek.reduce((sum, week) => sum + week.count, 0)).toBe(5);
    expect(quarter.requestToConsultation.count).toBe(4);
  });

  it('gives no show rate while no consultation is marked, and nothing at all without consultations', async () => {
    expect(await analytics(30)).toMatchObject({ bookingsPerWeek: [], showRate: { held: 0, noShow: 0, percent: null }, requestToConsultation: { medianHours: null, p90Hours: null, count: 0 } });

    await consultation(await requestSent(30), new Date(api.clock.now().getTime() + 6 * HOUR_MS), 'booked');
    const booked = await analytics(30);
    expect(booked.showRate).toEqual({ held: 0, noShow: 0, percent: null });
    expect(booked.requestToConsultation).toEqual({ medianHours: 36, p90Hours: 36, count: 1 });
    expect(booked.bookingsPerWeek.map((week) => week.count)).toEqual([1]);
  });
});

describe('a whistleblowing report', () => {
  it('shows its evidence and downloads a file as an attachment, audited', async () => {
    const reporter = uniqueEmail('reporter');
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Array.from({ length: 56 }, (_, index) => index)]);
    const form = new FormData();
    form.append('report', JSON.stringify({ firstName: 'Rita', lastName: 'Reporter', email: reporter, amountLost: '1 BTC', receiveUpdates: false }));
    form.append('evidence', new Blob([png], { type: 'image/png' }), 'wallet <screenshot>.png');
    const sent = await fetch(`${api.baseUrl}/api/whistleblowing`, { method: 'POST', body: form });
    const { data } = (await sent.json()) as { data: { id: number } };
    const ref = `report-${data.id}`;
    const item = await admin.get<InboxItemResponse>(`/api/admin/inbox/${ref}`);
    expect(item.body.item).toMatchObject({ kind: 'report', source: null, confirmed: false, possiblyNotFromOwner: true });
    const [file] = item.body.item.evidence;
    expect(file).toMatchObject({ name: 'wallet <screenshot>.png', size: png.length, type: 'image/png' });
    const download = await admin.call('GET', `/api/admin/inbox/${ref}/evidence/${file!.id}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="wallet_screenshot_.png"; filename*=UTF-8''${encodeURIComponent('wallet <screenshot>.png')}`);
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('content-type')).toBe('image/png');
    expect((await admin.get(`/api/admin/inbox/${ref}/evidence/${file!.id + 1000}`)).status).toBe(404);
    const audit = await admin.get<{ items: { action: string; target: string | null; staffName: string | null }[] }>(`/api/admin/audit?staffId=${admin.me.staff.id}&client=${encodeURIComponent(reporter)}`);
    expect(audit.body.items.map((entry) => [entry.action, entry.target, entry.staffName])).toEqual([
      ['downloaded evidence', `${ref}/${file!.id}`, 'Grace Admin'],
      ['opened item', ref, 'Grace Admin'],
    ]);
    const byManager = await admin.get<{ items: unknown[] }>(`/api/admin/audit?staffId=${manager.me.staff.id}&client=${encodeURIComponent(reporter)}`);
    expect(byManager.body.items).toEqual([]);
  });
});

describe('retention', () => {
  it('purges a case once its requests have gone and it has been idle as long, and audit entries past their months', async () => {
    const ref = await sendRequest(uniqueEmail('old-client'));
    const { caseRef } = (await admin.post<{ caseRef: string }>(`/api/admin/inbox/${ref}/case`, {})).body;
    const caseId = Number(caseRef.slice(2));
    const longAgo = new Date(api.clock.now().getTime() - 25 * 31 * 24 * 3600 * 1000);
    await api.db.update(serviceRequests).set({ createdAt: longAgo, confirmedAt: longAgo }).where(eq(serviceRequests.id, Number(ref.split('-')[1])));
    await api.db.update(cases).set({ updatedAt: longAgo }).where(eq(cases.id, caseId));
    await api.db.update(auditLog).set({ at: longAgo }).where(eq(auditLog.target, `${caseRef} from ${ref}`));
    const purged = await api.post<{ purged: Record<string, number> }>('/api/ops/purge', undefined, { token: OPS_TOKEN });
    expect(purged.body.purged).toMatchObject({ serviceRequests: 1, cases: 1, auditEntries: 1 });
    expect(await api.db.select().from(cases).where(eq(cases.id, caseId))).toEqual([]);
  });
});

// These move the shared clock by hours: they come last.
describe('CSRF and sessions', () => {
  it('refuses a state-changing request from another origin or without the CSRF token', async () => {
    const ref = await sendRequest(uniqueEmail('csrf'));
    const badOrigin = await admin.post(`/api/admin/inbox/${ref}/triage`, { action: 'spam' }, { origin: 'https://evil.example' });
    expect(badOrigin.status).toBe(403);
    const noOrigin = await admin.post(`/api/admin/inbox/${ref}/triage`, { action: 'spam' }, { origin: null });
    expect(noOrigin.status).toBe(403);
    const noToken = await admin.post(`/api/admin/inbox/${ref}/triage`, { action: 'spam' }, { csrf: false });
    expect(noToken.status).toBe(403);
    const signInFromElsewhere = await createStaffBrowser(api).post('/api/admin/sign-in/code', { email: admin.me.staff.email }, { origin: 'https://evil.example' });
    expect(signInFromElsewhere.status).toBe(403);
    const item = await admin.get<InboxItemResponse>(`/api/admin/inbox/${ref}`);
    expect(item.body.item.triage).toBe('new');
  });

  it('ends a session after 30 idle minutes, and after 8 hours however busy', async () => {
    const browser = await addAndSignIn(api, uniqueEmail('idle'), 'Ida Idle', 'case_manager');
    api.clock.advanceSeconds(29 * 60);
    expect((await browser.get('/api/admin/me')).status).toBe(200);
    api.clock.advanceSeconds(29 * 60);
    expect((await browser.get('/api/admin/me')).status).toBe(200);
    api.clock.advanceSeconds(31 * 60);
    expect((await browser.get('/api/admin/me')).status).toBe(401);

    const busy = createStaffBrowser(api, browser.authenticator);
    await busy.signIn(browser.me.staff.email);
    for (let minutes = 0; minutes < 8 * 60; minutes += 25) {
      api.clock.advanceSeconds(25 * 60);
      if (minutes + 25 >= 8 * 60) break;
      expect((await busy.get('/api/admin/me')).status).toBe(200);
    }
    expect((await busy.get('/api/admin/me')).status).toBe(401);
  });

  it('logout ends the session on the server', async () => {
    const browser = createStaffBrowser(api, manager.authenticator);
    await browser.signIn(manager.me.staff.email);
    const cookie = browser.jar.header();
    expect((await browser.post('/api/admin/logout')).status).toBe(204);
    const replayed = await api.get('/api/admin/me', { headers: { cookie } });
    expect(replayed.status).toBe(401);
  });

  it('cuts a deactivated member off at once', async () => {
    const browser = await addAndSignIn(api, uniqueEmail('leaver'), 'Leo Leaver', 'case_manager');
    expect((await browser.get('/api/admin/inbox')).status).toBe(200);
    const boss = createStaffBrowser(api, admin.authenticator);
    await boss.signIn(admin.me.staff.email);
    const deactivated = await boss.post(`/api/admin/staff/${browser.me.staff.id}`, { active: false });
    expect(deactivated.status).toBe(200);
    expect(deactivated.body).toMatchObject({ active: false });
    expect((await browser.get('/api/admin/inbox')).status).toBe(401);
    await expect(createStaffBrowser(api, browser.authenticator).signIn(browser.me.staff.email)).rejects.toThrow();
  });

  it('lets no admin reset their own passkeys, which would sign them out with no passkey left', async () => {
    const boss = createStaffBrowser(api, admin.authenticator);
    await boss.signIn(admin.me.staff.email);
    const own = await boss.post(`/api/admin/staff/${admin.me.staff.id}/reset-passkeys`, {});
    expect(own.status).toBe(400);
    expect(own.body).toMatchObject({ message: 'You cannot reset your own passkeys: another admin can.' });
    expect((await boss.get('/api/admin/me')).status).toBe(200);
  });
});
