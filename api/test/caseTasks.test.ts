import { dayAfter, FOLLOW_UP_TASK_TITLE, NOTIFICATION_GROUP_MINUTES, notificationText, TASK_EDIT_CONFLICT, type CaseTask, type CaseTasksResponse, type DueTasksResponse, type MenuCounts, type MyTasksResponse, type NotificationsResponse } from '@frc/contracts';
import { and, eq } from 'drizzle-orm';
import { auditLog, caseTasks, staffNotifications } from '../src/db/schema';
import type { OutgoingMail } from '../src/mail/mailer';
import { createTaskReminders } from '../src/mail/taskReminders';
import { clientWithCase, uploadDocument, type SignedInStaff } from './support/caseRooms';
import { addAndSignIn, OPS_TOKEN, startApiWithTeam } from './support/staffClient';
import { uniqueEmail, type TestApi } from './support/testApi';
import { fileBytes, PDF_SIGNATURE } from './support/uploads';

let api: TestApi;
let admin: SignedInStaff;
let manager: SignedInStaff;

beforeAll(async () => {
  ({ api, admin, manager } = await startApiWithTeam({ admin: 'Ada Admin', manager: 'Max Manager', prefix: 'tasks' }));
});
afterAll(() => api.close());

const today = () => dayAfter(api.clock.now(), 0);
const tasksOf = async (member: SignedInStaff, ref: string) => (await member.get<CaseTasksResponse>(`/api/admin/cases/${ref}/tasks`)).body.tasks;
const bell = async (member: SignedInStaff) => (await member.get<NotificationsResponse>('/api/admin/notifications')).body;
const runReminders = () => api.post<{ notified: number; mailed: number }>('/api/ops/reminders', undefined, { token: OPS_TOKEN });
const auditOf = async (action: string, target: string) =>
  (await api.db.select({ target: auditLog.target, clientEmail: auditLog.clientEmail }).from(auditLog).where(eq(auditLog.action, action))).filter((entry) => entry.target?.startsWith(target));

describe('tasks on a case', () => {
  it("creates a task for the case's manager by default, changes and completes it with the version, and audits each step", async () => {
    const client = await clientWithCase(api, admin, manager, 'tasks-create');
    const created = await admin.post<CaseTasksResponse>(`/api/admin/cases/${client.ref}/tasks`, { title: 'Call the client back', note: 'About the bank letter', dueOn: '2026-12-03', dueTime: '14:30' });
    expect(created.status).toBe(201);
    const [task] = created.body.tasks as [CaseTask];
    expect(task).toMatchObject({ caseRef: client.ref, title: 'Call the client back', note: 'About the bank letter', dueOn: '2026-12-03', dueTime: '14:30', assigneeId: manager.me.staff.id, assigneeName: 'Max Manager', done: false, version: 1 });
    expect(await tasksOf(manager, client.ref)).toEqual([task]);

    const renamed = await manager.post<{ task: CaseTask }>(`/api/admin/tasks/${task.id}`, { version: 1, title: 'Call the client back on Thursday', dueTime: null });
    expect(renamed.status).toBe(200);
    expect(renamed.body.task).toMatchObject({ title: 'Call the client back on Thursday', dueTime: null, version: 2 });
    // An edit made on what the member saw before another's change is refused, and changes nothing.
    const stale = await admin.post(`/api/admin/tasks/${task.id}`, { version: 1, done: true });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ message: TASK_EDIT_CONFLICT });
    const done = await manager.post<{ task: CaseTask }>(`/api/admin/tasks/${task.id}`, { version: 2, done: true });
    expect(done.body.task).toMatchObject({ done: true, version: 3, doneAt: api.clock.now().toISOString() });

    const target = `${client.ref}/task-${task.id}`;
    expect(await auditOf('created task', target)).toEqual([{ target, clientEmail: client.email }]);
    expect(await auditOf('changed task', target)).toEqual([{ target: `${target}: title, dueTime`, clientEmail: client.email }]);
    expect(await auditOf('completed task', target)).toEqual([{ target: `${target}: done, doneAt`, clientEmail: client.email }]);
    expect((await auditOf('listed case tasks', client.ref)).length).toBeGreaterThan(0);
  });

  it('refuses a bad date, time, title or assignee with a message for the field', async () => {
    const client = await clientWithCase(api, admin, manager, 'tasks-bad');
    const path = `/api/admin/cases/${client.ref}/tasks`;
    for (const body of [
      { title: 'x', dueOn: '2026-02-30' },
      { title: 'x', dueOn: '2026-12-01', dueTime: '25:00' },
      { title: '   ', dueOn: '2026-12-01' },
      { title: 'x'.repeat(201), dueOn: '2026-12-01' },
    ]) {
      expect({ body, status: (await manager.post(path, body)).status }).toEqual({ body, status: 422 });
    }
    const unknown = await manager.post(path, { title: 'x', dueOn: '2026-12-01', assigneeId: 2_000_000 });
    expect(unknown).toMatchObject({ status: 422, body: { errors: [{ field: 'assigneeId', message: 'There is no active staff member with this id.' }] } });
    expect(await tasksOf(manager, client.ref)).toEqual([]);
  });

  it('sets a follow-up when the status changes: a task for the case manager, due that many days from today', async () => {
    const client = await clientWithCase(api, admin, manager, 'tasks-follow-up');
    const { version } = (await manager.get<{ case: { version: number } }>(`/api/admin/cases/${client.ref}`)).body.case;
    expect((await manager.post(`/api/admin/cases/${client.ref}/status`, { version, status: 'consultation', clientNote: '', followUpDays: 14 })).status).toBe(200);
    const next = (await manager.get<{ case: { version: number } }>(`/api/admin/cases/${client.ref}`)).body.case.version;
    expect((await manager.post(`/api/admin/cases/${client.ref}/status`, { version: next, status: 'investigating', clientNote: '', followUpDays: 0 })).status).toBe(200);
    const tasks = await tasksOf(manager, client.ref);
    expect(tasks.map(({ title, dueOn, assigneeId }) => ({ title, dueOn, assigneeId }))).toEqual([
      { title: FOLLOW_UP_TASK_TITLE, dueOn: today(), assigneeId: manager.me.staff.id },
      { title: FOLLOW_UP_TASK_TITLE, dueOn: dayAfter(api.clock.now(), 14), assigneeId: manager.me.staff.id },
    ]);
    // Today's is in the member's due list; the one in 14 days is not yet.
    const due = (await manager.get<DueTasksResponse>('/api/admin/tasks/due')).body;
    expect(due.today).toBe(today());
    expect(due.tasks.filter((task) => task.caseRef === client.ref).map((task) => task.dueOn)).toEqual([today()]);
    // A stale status change sets no follow-up either.
    expect((await manager.post(`/api/admin/cases/${client.ref}/status`, { version, status: 'engaged', clientNote: '', followUpDays: 1 })).status).toBe(409);
    expect(await tasksOf(manager, client.ref)).toHaveLength(2);
  });

  it("lists in the due view only the member's own open tasks due today or before, by due", async () => {
    const member = await addAndSignIn(api, uniqueEmail('tasks-due-member'), 'Dana Due', 'case_manager');
    const client = await clientWithCase(api, admin, member, 'tasks-due');
    const add = (title: string, dueOn: string, assigneeId?: number) => admin.post(`/api/admin/cases/${client.ref}/tasks`, { title, dueOn, assigneeId });
    await add('Later', dayAfter(api.clock.now(), 2));
    await add('Today', today());
    await add('Overdue', dayAfter(api.clock.now(), -3));
    await add("The admin's", today(), admin.me.staff.id);
    const done = (await add('Done already', today())).body as unknown as CaseTasksResponse;
    const doneTask = done.tasks.find((task) => task.title === 'Done already')!;
    await member.post(`/api/admin/tasks/${doneTask.id}`, { version: 1, done: true });
    const due = (await member.get<DueTasksResponse>('/api/admin/tasks/due')).body.tasks;
    expect(due.map((task) => task.title)).toEqual(['Overdue', 'Today']);
    // My tasks: every open one of the member's, later ones too, by due.
    const mine = (await member.get<MyTasksResponse>('/api/admin/tasks')).body;
    expect(mine.today).toBe(today());
    expect(mine.tasks.map((task) => task.title)).toEqual(['Overdue', 'Today', 'Later']);
    expect(await auditOf('listed my tasks', '')).not.toEqual([]);
    // The menu counts what is overdue or due today, and the items of the member's inbox nobody has opened.
    const counts = (await member.get<MenuCounts>('/api/admin/menu-counts')).body;
    expect(counts).toEqual({ tasksDue: 2, inboxUnopened: expect.any(Number) });
  });
});

describe('who can be given a case or a task', () => {
  it('answers 422 with the reason for an editor, a deactivated member or an unknown id, on every picker, and changes nothing', async () => {
    const client = await clientWithCase(api, admin, manager, 'tasks-workers');
    const invite = async (name: string, role: string) => (await admin.post<{ id: number }>('/api/admin/staff', { email: uniqueEmail(role), name, role })).body.id;
    const editorId = await invite('Eve Editor', 'editor');
    const leftId = await invite('Lee Left', 'case_manager');
    expect((await admin.post(`/api/admin/staff/${leftId}`, { active: false })).status).toBe(200);
    const [task] = (await admin.post<CaseTasksResponse>(`/api/admin/cases/${client.ref}/tasks`, { title: 'Check the bank letter', dueOn: '2026-12-03' })).body.tasks as [CaseTask];
    const { version } = (await admin.get<{ case: { version: number } }>(`/api/admin/cases/${client.ref}`)).body.case;

    const refusals = [
      [editorId, 'An editor cannot manage cases.'],
      [leftId, 'A deactivated member cannot manage cases.'],
      [2_000_000, 'There is no active staff member with this id.'],
    ] as const;
    for (const [id, message] of refusals) {
      const answers = {
        case: await admin.post(`/api/admin/cases/${client.ref}`, { version, managerId: id }),
        bulk: await admin.post('/api/admin/cases/bulk', { refs: [client.ref], managerId: id }),
        newTask: await admin.post(`/api/admin/cases/${client.ref}/tasks`, { title: 'Call back', dueOn: '2026-12-01', assigneeId: id }),
        taskChange: await admin.post(`/api/admin/tasks/${task.id}`, { version: 1, assigneeId: id }),
      };
      for (const [picker, answer] of Object.entries(answers)) {
        expect({ picker, id, status: answer.status, message: (answer.body as { message?: string }).message }).toEqual({ picker, id, status: 422, message });
      }
    }
    expect(await tasksOf(admin, client.ref)).toEqual([task]);
    expect((await admin.get<{ case: { managerId: number; version: number } }>(`/api/admin/cases/${client.ref}`)).body.case).toMatchObject({ managerId: manager.me.staff.id, version });
  });
});

describe('the bell', () => {
  it('tells the case manager of an assignment, a client message, a client document and a task come due, newest first; reading marks nothing, the POST marks them seen', async () => {
    const member = await addAndSignIn(api, uniqueEmail('tasks-bell'), 'Bea Bell', 'case_manager');
    const client = await clientWithCase(api, admin, member, 'tasks-bell');
    // Events further apart than the bell gathers stay items of their own.
    const later = () => api.clock.advanceSeconds((NOTIFICATION_GROUP_MINUTES + 1) * 60);
    later();
    expect((await api.post(`/api/cases/${client.ref}/messages`, { text: 'Any news?' }, { token: client.token })).status).toBe(201);
    later();
    const upload = await uploadDocument(api, `/api/cases/${client.ref}/documents`, { name: 'statement.pdf', bytes: fileBytes(PDF_SIGNATURE, 200) }, { token: client.token });
    expect(upload.status).toBe(201);
    later();
    await admin.post(`/api/admin/cases/${client.ref}/tasks`, { title: 'Chase the bank', dueOn: today() });
    expect((await runReminders()).status).toBe(200);
    // A second run tells nobody again of the same task.
    await runReminders();

    const first = await bell(member);
    expect(first.unseen).toBe(4);
    expect(first.items.map(({ counts, caseRef, seen }) => ({ counts, caseRef, seen }))).toEqual([
      { counts: { 'task-due': 1 }, caseRef: client.ref, seen: false },
      { counts: { 'client-document': 1 }, caseRef: client.ref, seen: false },
      { counts: { 'client-message': 1 }, caseRef: client.ref, seen: false },
      { counts: { 'case-assigned': 1 }, caseRef: client.ref, seen: false },
    ]);
    expect(first.items.map((item) => notificationText(item.counts, item.caseRef))).toEqual([
      `A task in case ${client.ref} is due`,
      `The client sent a document in case ${client.ref}`,
      `New client message in case ${client.ref}`,
      `Case ${client.ref} was assigned to you`,
    ]);
    expect(JSON.stringify(first)).not.toContain(client.email);
    expect((await bell(member)).unseen).toBe(4);
    // Nothing of another member's.
    expect((await bell(manager)).items.filter((item) => item.caseRef === client.ref)).toEqual([]);

    const seen = await member.post<NotificationsResponse>('/api/admin/notifications/seen', { upTo: first.items[0]!.id });
    expect(seen.status).toBe(200);
    expect(seen.body.unseen).toBe(0);
    expect(seen.body.items.every((item) => item.seen)).toBe(true);
  });

  it("gathers a case's events that come within a few minutes into one item, apart from another case's, and the POST marks the whole item seen", async () => {
    const member = await addAndSignIn(api, uniqueEmail('tasks-calm'), 'Cal Calm', 'case_manager');
    const client = await clientWithCase(api, admin, member, 'tasks-calm');
    const other = await clientWithCase(api, admin, member, 'tasks-calm-other');
    api.clock.advanceSeconds((NOTIFICATION_GROUP_MINUTES + 1) * 60);
    // A reply with three files: each upload, then the message they come with, a minute apart at most; the other case's message in between.
    const documentIds: number[] = [];
    for (const name of ['one.pdf', 'two.pdf', 'three.pdf']) {
      const upload = await uploadDocument(api, `/api/cases/${client.ref}/documents`, { name, bytes: fileBytes(PDF_SIGNATURE, 200) }, { token: client.token });
      expect(upload.status).toBe(201);
      documentIds.push(upload.body.document.id);
      api.clock.advanceSeconds(60);
      if (name === 'one.pdf') expect((await api.post(`/api/cases/${other.ref}/messages`, { text: 'Hello' }, { token: other.token })).status).toBe(201);
    }
    expect((await api.post(`/api/cases/${client.ref}/messages`, { text: 'Here they are', documentIds }, { token: client.token })).status).toBe(201);

    const gathered = await bell(member);
    const ofCase = gathered.items.filter((item) => item.caseRef === client.ref);
    expect(ofCase.map(({ counts, seen }) => ({ counts, seen }))).toEqual([
      { counts: { 'client-document': 3, 'client-message': 1 }, seen: false },
      { counts: { 'case-assigned': 1 }, seen: false },
    ]);
    expect(notificationText(ofCase[0]!.counts, client.ref)).toBe(`Client sent a message with 3 documents in ${client.ref}`);
    expect(gathered.items.filter((item) => item.caseRef === other.ref).map((item) => item.counts)).toEqual([{ 'client-message': 1 }, { 'case-assigned': 1 }]);
    expect(gathered.unseen).toBe(4);

    // Seen up to the gathered item's newest event: every event of it, and the other case's message before it.
    const seen = await member.post<NotificationsResponse>('/api/admin/notifications/seen', { upTo: ofCase[0]!.id });
    expect(seen.status).toBe(200);
    expect(seen.body.unseen).toBe(0);
    expect(seen.body.items.filter((item) => item.caseRef === client.ref || item.caseRef === other.ref).every((item) => item.seen)).toBe(true);
  });

  it("does not tell the member of what they did themselves, and the admin's own assignment of a case to them is not news", async () => {
    const client = await clientWithCase(api, admin, admin, 'tasks-self');
    expect((await bell(admin)).items.filter((item) => item.caseRef === client.ref)).toEqual([]);
  });
});

describe('the daily reminder mail', () => {
  const isReminder = (mail: { subject: string }) => mail.subject.startsWith('Your tasks:');

  it('mails each member with tasks due one mail a day: counts and case references, nothing of the victim', async () => {
    const member = await addAndSignIn(api, uniqueEmail('tasks-mail'), 'Mia Mail', 'case_manager');
    const first = await clientWithCase(api, admin, member, 'tasks-mail-one');
    const second = await clientWithCase(api, admin, member, 'tasks-mail-two');
    const secrets = ['Call Ada Lovelace about her 2500 wire', 'She lost her savings to the broker'];
    await admin.post(`/api/admin/cases/${first.ref}/tasks`, { title: secrets[0], note: secrets[1], dueOn: dayAfter(api.clock.now(), -2) });
    await admin.post(`/api/admin/cases/${second.ref}/tasks`, { title: 'Check the bank answer', dueOn: today() });
    await admin.post(`/api/admin/cases/${second.ref}/tasks`, { title: 'Not yet', dueOn: dayAfter(api.clock.now(), 5) });

    const run = await runReminders();
    expect(run.status).toBe(200);
    expect(run.body.mailed).toBeGreaterThan(0);
    const mail = await api.mailbox.nextMailTo(member.me.staff.email, 0, 5000, isReminder);
    expect(mail.subject).toBe('Your tasks: 1 task overdue and 1 task due today');
    expect(mail.text).toContain(`Cases: ${first.ref}, ${second.ref}`);
    expect(mail.text).toContain('/admin/tasks');
    for (const secret of [...secrets, first.email, second.email, 'Ada', 'Lovelace', '2500', 'Check the bank answer']) {
      expect({ secret, inMail: `${mail.subject}\n${mail.text}`.includes(secret) }).toEqual({ secret, inMail: false });
    }

    // The same day, another run mails nobody twice.
    await runReminders();
    await api.mailsSettled();
    expect(api.mailbox.mailsTo(member.me.staff.email).filter(isReminder)).toHaveLength(1);
  });

  it('waits for the time set in Settings, which only admins change', async () => {
    expect((await manager.post('/api/admin/settings/reminders', { reminderTime: '07:00' })).status).toBe(403);
    expect((await admin.post('/api/admin/settings/reminders', { reminderTime: '24:00' })).status).toBe(422);
    expect((await admin.post('/api/admin/settings/reminders', { reminderTime: '23:59' })).status).toBe(200);
    expect((await manager.get<{ reminderTime: string }>('/api/admin/settings')).body.reminderTime).toBe('23:59');

    const member = await addAndSignIn(api, uniqueEmail('tasks-time'), 'Tim Time', 'case_manager');
    const client = await clientWithCase(api, admin, member, 'tasks-time');
    await admin.post(`/api/admin/cases/${client.ref}/tasks`, { title: 'Due', dueOn: dayAfter(api.clock.now(), -1) });
    const sent: OutgoingMail[] = [];
    const mailer = { send: (mail: OutgoingMail) => void sent.push(mail), settled: async () => {}, close: async () => {} };
    const at = (time: string) => () => new Date(`${today()}T${time}:00.000Z`);
    const before = await createTaskReminders({ db: api.db, now: at('23:58'), mailer, publicOrigin: 'http://localhost:3000' }).run();
    expect(before.mailed).toBe(0);
    expect(sent.filter((mail) => mail.to === member.me.staff.email)).toEqual([]);
    await createTaskReminders({ db: api.db, now: at('23:59'), mailer, publicOrigin: 'http://localhost:3000' }).run();
    expect(sent.filter((mail) => mail.to === member.me.staff.email)).toHaveLength(1);
    expect((await admin.post('/api/admin/settings/reminders', { reminderTime: '08:00' })).status).toBe(200);
  });
});

describe("the client's erasure", () => {
  it("removes the case's tasks and the bells' notifications with it", async () => {
    const client = await clientWithCase(api, admin, manager, 'tasks-erase');
    const created = await admin.post<CaseTasksResponse>(`/api/admin/cases/${client.ref}/tasks`, { title: 'Call back', dueOn: today() });
    const taskId = created.body.tasks[0]!.id;
    const caseId = Number(client.ref.slice(2));
    expect(await api.db.select().from(staffNotifications).where(and(eq(staffNotifications.caseId, caseId)))).not.toEqual([]);
    const erased = await api.post('/api/me/erase', { code: await api.erasureCode(client.email, client.token) }, { token: client.token });
    expect(erased.status).toBe(200);
    expect(await api.db.select().from(caseTasks).where(eq(caseTasks.id, taskId))).toEqual([]);
    expect(await api.db.select().from(staffNotifications).where(eq(staffNotifications.caseId, caseId))).toEqual([]);
  });
});
