import {
  CASE_NEWS_MAIL_TEXT,
  gatheredNoticeText,
  NEW_MESSAGE_MAIL_TEXT,
  type CaseDocument,
  type CasesPageResponse,
  type ClientCase,
  type ClientCasesResponse,
  type StaffMe,
} from '@frc/contracts';
import { OPS_TOKEN, type StaffBrowser, startApiWithTeam } from './support/staffClient';
import { leadFormRequest, PUBLIC_ORIGIN, uniqueEmail, type TestApi } from './support/testApi';
import { fileBytes, PDF_SIGNATURE } from './support/uploads';

// Its own API: these tests move the clock past the notice window, set shorter than the default (the API's setting).
const WINDOW_MINUTES = 3;
let api: TestApi;
let admin: StaffBrowser & { me: StaffMe };
let manager: StaffBrowser & { me: StaffMe };

beforeAll(async () => {
  ({ api, admin, manager } = await startApiWithTeam({ admin: 'Ada Admin', manager: 'Max Manager', prefix: 'notice' }, { clientNoticeWindowMinutes: WINDOW_MINUTES, opsNoticesEndWindow: true }));
});
afterAll(() => api.close());

interface Client {
  email: string;
  token: string;
  requestId: number;
  ref: string;
}

/** A signed-in client whose request the admin opened a case from, given to the case manager. */
async function clientWithCase(prefix: string, name = { fname: 'Ada', lname: 'Lovelace' }): Promise<Client> {
  const email = uniqueEmail(prefix);
  const token = await api.signIn(email);
  const sent = await api.post<{ data: { id: number } }>('/api/services', leadFormRequest(email, name), { token });
  const opened = await admin.post<{ caseRef: string }>(`/api/admin/inbox/request-${sent.body.data.id}/case`, {});
  const ref = opened.body.caseRef;
  const { version } = (await admin.get<{ case: { version: number } }>(`/api/admin/cases/${ref}`)).body.case;
  expect((await admin.post(`/api/admin/cases/${ref}`, { version, managerId: manager.me.staff.id })).status).toBe(200);
  return { email, token, requestId: sent.body.data.id, ref };
}

const isNotice = (mail: { subject: string }) => mail.subject !== 'Your ClearTrace Recovery sign-in code';
/** The mails about the client's case (their sign-in codes aside). */
const noticesTo = (email: string) => api.mailbox.mailsTo(email).filter(isNotice);
/** The newest notice to `email` once more than `skip` have come. */
const nextNotice = (email: string, skip: number) => api.mailbox.nextMailTo(email, skip, 5000, isNotice);
const flush = () => api.post<{ mailed: number }>('/api/ops/notices', undefined, { token: OPS_TOKEN });

async function changeStatus(ref: string, status: string, clientNote = '') {
  const { version } = (await manager.get<{ case: { version: number } }>(`/api/admin/cases/${ref}`)).body.case;
  expect((await manager.post(`/api/admin/cases/${ref}/status`, { version, status, clientNote })).status).toBe(200);
}

/** Uploads a PDF as the case manager; answers the document's id. */
async function teamUpload(ref: string, name: string): Promise<number> {
  const form = new FormData();
  form.append('visibility', 'client');
  form.append('file', new Blob([fileBytes(PDF_SIGNATURE, 200)], { type: 'application/pdf' }), name);
  const response = await fetch(`${api.baseUrl}/api/admin/cases/${ref}/documents`, {
    method: 'POST',
    body: form,
    headers: { cookie: manager.jar.header(), origin: PUBLIC_ORIGIN, 'x-csrf-token': manager.me.csrfToken },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { document: { id: number } }).document.id;
}

describe('the assignment mail', () => {
  it('tells the case manager a case is theirs: the reference and a link, nothing of the victim', async () => {
    const client = await clientWithCase('notice-assign', { fname: 'Grace', lname: 'Hopperfield' });
    const mail = await api.mailbox.nextMailTo(manager.me.staff.email, 0, 5000, (each) => each.subject.startsWith(`${client.ref}: `));
    expect(mail.subject).toBe(`${client.ref}: a case has been assigned to you`);
    expect(mail.text).toContain(`${PUBLIC_ORIGIN}/admin/cases/${client.ref}`);
    for (const part of [mail.subject, mail.text]) {
      for (const secret of [client.email, 'Grace', 'Hopperfield']) expect(part).not.toContain(secret);
    }
  });
});

describe('the client’s list of requests', () => {
  it('says how many of the team’s messages are unread in each request’s case, and lists those requests first', async () => {
    const client = await clientWithCase('notice-list');
    const newer = await api.post<{ data: { id: number } }>('/api/services', leadFormRequest(client.email), { token: client.token });
    const byEmail = () => api.get<CasesPageResponse>(`/api/services/by-email?email=${encodeURIComponent(client.email)}&page=1`, { token: client.token });

    let listed = (await byEmail()).body.data;
    expect(listed.map((record) => [record.id, record.case_unread])).toEqual([
      [newer.body.data.id, undefined],
      [client.requestId, 0],
    ]);
    await manager.post(`/api/admin/cases/${client.ref}/messages`, { text: 'One.' });
    const two = await manager.post<{ message: { id: number } }>(`/api/admin/cases/${client.ref}/messages`, { text: 'Two.' });
    listed = (await byEmail()).body.data;
    expect(listed.map((record) => [record.id, record.case_reference, record.case_unread])).toEqual([
      [client.requestId, client.ref, 2],
      [newer.body.data.id, null, undefined],
    ]);
    // Reading the thread marks nothing; once the room says it showed it, the newest request is first again.
    await api.get(`/api/cases/${client.ref}/messages`, { token: client.token });
    expect((await byEmail()).body.data.map((record) => record.id)).toEqual([client.requestId, newer.body.data.id]);
    await api.post(`/api/cases/${client.ref}/messages/read`, { upTo: two.body.message.id }, { token: client.token });
    expect((await byEmail()).body.data.map((record) => record.id)).toEqual([newer.body.data.id, client.requestId]);
  });
});

describe('the team’s documents, unread by the client', () => {
  it('count with the messages (an attached one once, with its message) until the room says it showed them; no GET marks them', async () => {
    const client = await clientWithCase('notice-documents');
    const stranger = await clientWithCase('notice-documents-stranger');
    const newer = await api.post<{ data: { id: number } }>('/api/services', leadFormRequest(client.email), { token: client.token });
    const byEmail = async () =>
      (await api.get<CasesPageResponse>(`/api/services/by-email?email=${encodeURIComponent(client.email)}&page=1`, { token: client.token })).body.data.map((record) => [
        record.id,
        record.case_unread,
        record.case_unread_documents,
      ]);
    const cases = async () => (await api.get<ClientCasesResponse>('/api/cases', { token: client.token })).body;
    const theCase = async () => (await api.get<{ case: ClientCase }>(`/api/cases/${client.ref}`, { token: client.token })).body.case;
    const documents = async () => (await api.get<{ items: CaseDocument[] }>(`/api/cases/${client.ref}/documents`, { token: client.token })).body.items;

    // The client's own upload is nothing new to them.
    const form = new FormData();
    form.append('file', new Blob([fileBytes(PDF_SIGNATURE, 100)], { type: 'application/pdf' }), 'mine.pdf');
    const own = await fetch(`${api.baseUrl}/api/cases/${client.ref}/documents`, { method: 'POST', body: form, headers: { authorization: `Bearer ${client.token}` } });
    expect(own.status).toBe(201);
    expect(await byEmail()).toEqual([
      [newer.body.data.id, undefined, undefined],
      [client.requestId, 0, 0],
    ]);

    const letter = await teamUpload(client.ref, 'Exchange letter.pdf');
    expect(await byEmail()).toEqual([
      [client.requestId, 0, 1],
      [newer.body.data.id, undefined, undefined],
    ]);
    const attachment = await teamUpload(client.ref, 'Tracing chart.pdf');
    const sent = await manager.post<{ message: { id: number } }>(`/api/admin/cases/${client.ref}/messages`, { text: 'The chart is attached.', documentIds: [attachment] });
    expect(sent.status).toBe(201);

    // One letter on its own and one message with its file: two things to read, the file not counted again.
    const expected = { unreadTotal: 2, unreadDocumentsTotal: 1, items: [expect.objectContaining({ ref: client.ref, unread: 1, unreadDocuments: 1 })] };
    expect(await cases()).toEqual(expected);
    expect(await theCase()).toMatchObject({ unread: 1, unreadDocuments: 1 });
    expect(await byEmail()).toEqual([
      [client.requestId, 1, 1],
      [newer.body.data.id, undefined, undefined],
    ]);
    const unreadList = (await documents()).map((document) => [document.name, document.readByClient]);
    expect(unreadList).toEqual([
      ['mine.pdf', true],
      ['Exchange letter.pdf', false],
      ['Tracing chart.pdf', false],
    ]);

    // Reading, by either side, changes nothing: the list, the thread, the case, the team's own listing.
    await api.get(`/api/cases/${client.ref}/messages`, { token: client.token });
    expect((await manager.get(`/api/admin/cases/${client.ref}/documents`)).status).toBe(200);
    expect((await documents()).map((document) => [document.name, document.readByClient])).toEqual(unreadList);
    expect(await cases()).toEqual(expected);

    // Another client's room, a bad mark: nothing marked.
    expect((await api.post(`/api/cases/${client.ref}/documents/read`, { upTo: letter }, { token: stranger.token })).status).toBe(404);
    expect((await api.post(`/api/cases/${client.ref}/documents/read`, { upTo: 0 }, { token: client.token })).status).toBe(422);
    expect((await api.post(`/api/cases/${client.ref}/documents/read`, { upTo: letter })).status).toBe(401);
    expect(await cases()).toEqual(expected);

    // The room showed its documents: the letter is read, the message (and its file) still waits for the thread's mark.
    expect(await api.post(`/api/cases/${client.ref}/documents/read`, { upTo: attachment }, { token: client.token })).toMatchObject({ status: 200, body: { unread: 0 } });
    expect(await cases()).toEqual({ unreadTotal: 1, unreadDocumentsTotal: 0, items: [expect.objectContaining({ unread: 1, unreadDocuments: 0 })] });
    expect(await theCase()).toMatchObject({ unread: 1, unreadDocuments: 0 });
    expect((await documents()).map((document) => document.readByClient)).toEqual([true, true, true]);
    expect(await api.post(`/api/cases/${client.ref}/messages/read`, { upTo: sent.body.message.id }, { token: client.token })).toMatchObject({ status: 200, body: { unread: 0 } });
    expect(await byEmail()).toEqual([
      [newer.body.data.id, undefined, undefined],
      [client.requestId, 0, 0],
    ]);
    // The stranger's own counts never moved.
    expect((await api.get<ClientCasesResponse>('/api/cases', { token: stranger.token })).body).toMatchObject({ unreadTotal: 0, unreadDocumentsTotal: 0 });
  });
});

// These move the API's clock by minutes: they come last.
describe('the client’s notice mails: at most one per case in the window', () => {
  // These two move no clock; the next ones move it past the window, last.
  it('counts each case on its own', async () => {
    const client = await clientWithCase('notice-two-cases');
    const second = await api.post<{ data: { id: number } }>('/api/services', leadFormRequest(client.email), { token: client.token });
    const otherRef = (await admin.post<{ caseRef: string }>(`/api/admin/inbox/request-${second.body.data.id}/case`, {})).body.caseRef;
    await changeStatus(client.ref, 'investigating');
    await nextNotice(client.email, 0);
    await admin.post(`/api/admin/cases/${otherRef}/messages`, { text: 'About your second case.' });
    expect((await nextNotice(client.email, 1)).subject).toBe(NEW_MESSAGE_MAIL_TEXT);
  });

  it('flushes only with the ops token', async () => {
    expect((await api.post('/api/ops/notices')).status).toBe(401);
  });

  it('mails the first event at once and gathers the next ones into one mail when the window ends, with nothing of the case in it', async () => {
    const client = await clientWithCase('notice-burst');
    const note = 'We traced the transfers to an exchange in Lithuania.';
    await changeStatus(client.ref, 'investigating', note);
    const first = await nextNotice(client.email, 0);
    expect(first.text).toContain(CASE_NEWS_MAIL_TEXT);

    // A document and a message within the same minute: no mail of their own.
    api.clock.advanceSeconds(20);
    await teamUpload(client.ref, 'Exchange letter.pdf');
    api.clock.advanceSeconds(20);
    expect((await manager.post(`/api/admin/cases/${client.ref}/messages`, { text: 'Please do NOT pay the 2,000 USD.' })).status).toBe(201);
    // Before the window ends, the flush has nothing to mail.
    expect((await flush()).body).toEqual({ mailed: 0 });

    api.clock.advanceSeconds(WINDOW_MINUTES * 60);
    // Other cases' windows may end with this one.
    expect((await flush()).body.mailed).toBeGreaterThanOrEqual(1);
    const gathered = await nextNotice(client.email, 1);
    expect(gathered.subject).toBe(gatheredNoticeText(2));
    expect(gathered.subject).toBe('2 updates about your case: sign in to read them');
    expect(gathered.text.split(/\r?\n/).filter(Boolean)).toEqual([gatheredNoticeText(2), `${PUBLIC_ORIGIN}/login`]);
    expect(noticesTo(client.email)).toHaveLength(2);
    for (const mail of noticesTo(client.email)) {
      for (const part of [mail.subject, mail.text]) {
        for (const secret of [note, 'Exchange letter', '2,000 USD', 'Investigating', client.ref, 'Ada']) expect(part).not.toContain(secret);
      }
    }
    // A flush of the same window again mails nothing more.
    expect((await flush()).body).toEqual({ mailed: 0 });
  });

  it('does not send a gathered notice whose updates the client read before it left, and says when it would leave', async () => {
    const client = await clientWithCase('notice-read');
    expect((await manager.post(`/api/admin/cases/${client.ref}/messages`, { text: 'First.' })).status).toBe(201);
    expect((await nextNotice(client.email, 0)).subject).toBe(NEW_MESSAGE_MAIL_TEXT);
    const windowEnds = api.clock.now().getTime() + WINDOW_MINUTES * 60_000;

    api.clock.advanceSeconds(20);
    const { version } = (await manager.get<{ case: { version: number } }>(`/api/admin/cases/${client.ref}`)).body.case;
    const changed = await manager.post<{ clientNoticeBy: string | null }>(`/api/admin/cases/${client.ref}/status`, { version, status: 'investigating', clientNote: '' });
    // Within a minute of the window's end (the flush runs every 30 seconds), said to the minute.
    const by = new Date(changed.body.clientNoticeBy!).getTime();
    expect(by).toBeGreaterThanOrEqual(windowEnds + 30_000);
    expect(by).toBeLessThanOrEqual(windowEnds + 120_000);
    expect(by % 60_000).toBe(0);
    api.clock.advanceSeconds(20);
    expect((await manager.post(`/api/admin/cases/${client.ref}/messages`, { text: 'Second.' })).status).toBe(201);

    // The client signs in a while later and reads the room: the status and both messages.
    api.clock.advanceSeconds(90);
    const thread = await api.get<{ items: { id: number }[] }>(`/api/cases/${client.ref}/messages`, { token: client.token });
    expect((await api.post(`/api/cases/${client.ref}/messages/read`, { upTo: thread.body.items.at(-1)!.id }, { token: client.token })).status).toBe(200);

    api.clock.advanceSeconds(WINDOW_MINUTES * 60);
    await flush();
    await api.mailsSettled();
    expect(noticesTo(client.email)).toHaveLength(1);
    // Nothing held back: the next event mails at once.
    expect((await manager.post(`/api/admin/cases/${client.ref}/messages`, { text: 'Third.' })).status).toBe(201);
    expect((await nextNotice(client.email, 1)).subject).toBe(NEW_MESSAGE_MAIL_TEXT);
  });

  it('counts in a gathered notice only what the client has not read and the team has not withdrawn', async () => {
    const client = await clientWithCase('notice-withdrawn');
    expect((await manager.post(`/api/admin/cases/${client.ref}/messages`, { text: 'First.' })).status).toBe(201);
    expect((await nextNotice(client.email, 0)).subject).toBe(NEW_MESSAGE_MAIL_TEXT);
    api.clock.advanceSeconds(20);
    const withdrawn = await teamUpload(client.ref, 'Wrong client.pdf');
    api.clock.advanceSeconds(20);
    await teamUpload(client.ref, 'Bank letter.pdf');
    api.clock.advanceSeconds(20);
    expect((await manager.post(`/api/admin/cases/${client.ref}/messages`, { text: 'Second.' })).status).toBe(201);
    expect((await manager.post(`/api/admin/cases/${client.ref}/documents/${withdrawn}/withdraw`, {})).status).toBe(200);

    api.clock.advanceSeconds(WINDOW_MINUTES * 60);
    await flush();
    expect((await nextNotice(client.email, 1)).subject).toBe(gatheredNoticeText(2));
  });


  it('ends one case’s window on demand where the API allows it: what the client read is not mailed, the rest is', async () => {
    const reader = await clientWithCase('notice-end-read');
    const away = await clientWithCase('notice-end-away');
    api.clock.advanceSeconds(20);
    for (const client of [reader, away]) {
      expect((await manager.post(`/api/admin/cases/${client.ref}/messages`, { text: 'First.' })).status).toBe(201);
      expect((await nextNotice(client.email, 0)).subject).toBe(NEW_MESSAGE_MAIL_TEXT);
      expect((await manager.post(`/api/admin/cases/${client.ref}/messages`, { text: 'Second.' })).status).toBe(201);
    }
    api.clock.advanceSeconds(20);
    const thread = await api.get<{ items: { id: number }[] }>(`/api/cases/${reader.ref}/messages`, { token: reader.token });
    expect((await api.post(`/api/cases/${reader.ref}/messages/read`, { upTo: thread.body.items.at(-1)!.id }, { token: reader.token })).status).toBe(200);

    // Well inside the window: only the named case's window ends.
    expect((await api.post('/api/ops/notices', { caseRef: reader.ref }, { token: OPS_TOKEN })).body).toEqual({ mailed: 0 });
    expect((await api.post('/api/ops/notices', { caseRef: away.ref }, { token: OPS_TOKEN })).body).toEqual({ mailed: 1 });
    expect((await nextNotice(away.email, 1)).subject).toBe(gatheredNoticeText(1));
    await api.mailsSettled();
    expect(noticesTo(reader.email)).toHaveLength(1);
    expect((await api.post('/api/ops/notices', { caseRef: 'case twelve' }, { token: OPS_TOKEN })).status).toBe(400);
  });

  it('opens the next window with the gathered mail, and mails at once again once a window passes quietly', async () => {
    const client = await clientWithCase('notice-next');
    expect((await manager.post(`/api/admin/cases/${client.ref}/messages`, { text: 'First.' })).status).toBe(201);
    expect((await nextNotice(client.email, 0)).subject).toBe(NEW_MESSAGE_MAIL_TEXT);
    await changeStatus(client.ref, 'investigating');
    api.clock.advanceSeconds(WINDOW_MINUTES * 60);
    expect((await flush()).body.mailed).toBeGreaterThanOrEqual(1);
    expect((await nextNotice(client.email, 1)).subject).toBe(gatheredNoticeText(1));

    // Right after the gathered mail, the next event waits for the window the mail opened.
    api.clock.advanceSeconds(60);
    expect((await manager.post(`/api/admin/cases/${client.ref}/messages`, { text: 'Second.' })).status).toBe(201);
    api.clock.advanceSeconds(WINDOW_MINUTES * 60);
    await flush();
    expect((await nextNotice(client.email, 2)).subject).toBe(gatheredNoticeText(1));

    // A window with nothing in it passes; the next event mails at once.
    api.clock.advanceSeconds(WINDOW_MINUTES * 60 + 1);
    await flush();
    expect((await manager.post(`/api/admin/cases/${client.ref}/messages`, { text: 'Third.' })).status).toBe(201);
    expect((await nextNotice(client.email, 3)).subject).toBe(NEW_MESSAGE_MAIL_TEXT);
    expect(noticesTo(client.email)).toHaveLength(4);
  });

});
