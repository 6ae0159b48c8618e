import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TASK_EDIT_CONFLICT, type CaseTask } from '@frc/contracts/browser';
import { caseDetail } from '../../../testing/backOfficeFixtures';
import { fakeStaffApi, jsonResponse, staffMe, type RecordedCall } from '../../../testing/fakeStaffApi';
import { mockScreenWidth } from '../../../testing/mockScreenWidth';
import { renderAdminAt } from '../../../testing/renderAdmin';
import { formatDay, utcToday } from '../dueLabel';

beforeEach(() => mockScreenWidth('wide'));

function task(id: number, overrides: Partial<CaseTask> = {}): CaseTask {
  return {
    id,
    caseRef: 'C-5',
    title: `Task ${id}`,
    note: null,
    dueOn: utcToday(),
    dueTime: null,
    assigneeId: 2,
    assigneeName: 'Casey Manager',
    done: false,
    doneAt: null,
    createdAt: '2026-11-26T10:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

function caseApi(tasks: CaseTask[], routes: Record<string, (call: RecordedCall) => Response> = {}) {
  return fakeStaffApi({
    'GET /api/admin/me': jsonResponse(200, staffMe('case_manager', 'Casey Manager')),
    'GET /api/admin/cases/C-5': jsonResponse(200, { case: caseDetail() }),
    'GET /api/admin/cases/C-5/messages': () => jsonResponse(200, { items: [], unread: 0 }),
    'GET /api/admin/cases/C-5/documents': () => jsonResponse(200, { items: [] }),
    'GET /api/admin/cases/C-5/tasks': () => jsonResponse(200, { tasks }),
    'GET /api/admin/notifications': () => jsonResponse(200, { unseen: 0, items: [] }),
    ...routes,
  });
}

const tasksSection = () => screen.findByRole('region', { name: 'Tasks and follow-ups' });

describe('the case page’s tasks', () => {
  it('lists the tasks with when they are due, and ticks one done with the version it showed', async () => {
    const user = userEvent.setup();
    const api = caseApi([task(1, { title: 'Call the client back', dueOn: '2020-01-02', note: 'About the bank letter' }), task(2, { title: 'Chase the bank', dueTime: '14:30' })], {
      'POST /api/admin/tasks/1': (call) => jsonResponse(200, { task: task(1, { title: 'Call the client back', dueOn: '2020-01-02', done: true, version: (call.body as { version: number }).version + 1 }) }),
    });
    renderAdminAt('/admin/cases/C-5/tasks');
    const section = await tasksSection();
    const first = await within(section).findByRole('checkbox', { name: 'Call the client back' });
    expect(first).toHaveAccessibleDescription('Overdue: due 2 Jan 2020');
    expect(within(section).getByRole('checkbox', { name: 'Chase the bank' })).toHaveAccessibleDescription('Due today at 14:30 UTC');
    expect(within(section).getByText('About the bank letter')).toBeVisible();

    await user.click(first);
    expect(await within(section).findByRole('checkbox', { name: 'Call the client back' })).toBeChecked();
    expect(api.callsTo('POST', '/api/admin/tasks/1')[0]?.body).toEqual({ version: 1, done: true });
  });

  it('says so when someone else changed the task first, and reads the tasks again on request', async () => {
    const user = userEvent.setup();
    const api = caseApi([task(1)], { 'POST /api/admin/tasks/1': () => jsonResponse(409, { status: 'error', message: TASK_EDIT_CONFLICT }) });
    renderAdminAt('/admin/cases/C-5/tasks');
    const section = await tasksSection();
    await user.click(await within(section).findByRole('checkbox', { name: 'Task 1' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(TASK_EDIT_CONFLICT);
    const reads = api.callsTo('GET', '/api/admin/cases/C-5/tasks').length;
    await user.click(within(section).getByRole('button', { name: 'Reload the tasks' }));
    await screen.findByRole('checkbox', { name: 'Task 1' });
    expect(api.callsTo('GET', '/api/admin/cases/C-5/tasks').length).toBeGreaterThan(reads);
  });

  it('adds a task for the case manager by default, and says what is missing', async () => {
    const user = userEvent.setup();
    // A day ahead of today whenever the test runs, so it reads "Due" with its date (not "Due today", nor "Overdue").
    const nextWeek = utcToday(new Date(Date.now() + 7 * 86_400_000));
    const api = caseApi([], {
      'POST /api/admin/cases/C-5/tasks': (call) => jsonResponse(201, { tasks: [task(7, { title: (call.body as { title: string }).title, dueOn: nextWeek, dueTime: '09:30' })] }),
    });
    renderAdminAt('/admin/cases/C-5/tasks');
    const section = await tasksSection();
    expect(await within(section).findByText('No tasks yet.')).toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'Add the task' }));
    const title = within(section).getByRole('textbox', { name: /New task/ });
    expect(title).toHaveAccessibleDescription('Give the task a title.');
    expect(title).toHaveFocus();
    expect(api.callsTo('POST', '/api/admin/cases/C-5/tasks')).toEqual([]);

    await user.type(title, 'Call the client back');
    await user.clear(within(section).getByLabelText(/Due on/));
    await user.type(within(section).getByLabelText(/Due on/), nextWeek);
    await user.type(within(section).getByLabelText(/^At/), '09:30');
    await user.click(within(section).getByRole('button', { name: 'Add the task' }));
    expect(await within(section).findByRole('checkbox', { name: 'Call the client back' })).toHaveAccessibleDescription(`Due ${formatDay(nextWeek)} at 09:30 UTC`);
    expect(api.callsTo('POST', '/api/admin/cases/C-5/tasks')[0]?.body).toEqual({ title: 'Call the client back', dueOn: nextWeek, dueTime: '09:30' });
    expect(title).toHaveValue('');
  });
});
