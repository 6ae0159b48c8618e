import { type ConsoleMessage, type Page } from '@playwright/test';
import { runOpsJob, staffApi } from '../support/backOffice';
import { inviteEditor } from '../support/content';
import { recordCspViolations } from '../support/cspViolations';
import { codeMailedAfter } from '../support/mailbox';
import { touches } from '../support/sitePaths';
import { localOnly, SITE } from '../support/target';
import { expect, test } from '../support/test';

/** The editor's own time zone: the schedule is typed and shown in it. */
const ZONE = 'America/New_York';

interface Fields {
  slug: string;
  title: string;
  description: string;
  data: Record<string, unknown>;
}

interface Item {
  id: number;
  version: number;
  draft: Fields;
  published: Fields | null;
}

/**
 * A news item of the editor's own, with a seeded item's published fields (complete, so that it may be published as
 * it is). The seeded items are the first made (the lowest ids): the news list's first item may be another journey's
 * draft being written at that moment, its category and author not typed yet.
 */
async function newsItemOf(editor: Page, stamp: string): Promise<Item> {
  const list = (await (await editor.request.get('/api/admin/content?kind=news')).json()) as { items: { id: number; status: string }[] };
  const seededId = Math.min(...list.items.filter((each) => each.status === 'published').map((each) => each.id));
  const seeded = ((await (await editor.request.get(`/api/admin/content/news/${seededId}`)).json()) as { item: Item }).item;
  expect(seeded.published, `the seeded news item ${seededId}, published`).not.toBeNull();
  const post = await staffApi(editor);
  const created = await post<{ item: Item }>('/api/admin/content/news', {
    slug: `never-lost-${stamp}`,
    title: `Never lost ${stamp}`,
    description: seeded.published!.description,
    data: seeded.published!.data,
  });
  return created.item;
}

const savedState = (page: Page) => page.getByRole('form', { name: 'Draft' }).getByRole('status').filter({ hasText: /^Saved at \d\d:\d\d$/ });

/** The date and time `at` is on the clocks of `zone`, as the schedule's inputs take them. */
function wallClock(at: Date, zone: string): { date: string; time: string } {
  const part = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(at)
      .map(({ type, value }) => [type, value]),
  );
  return { date: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` };
}

test.describe('an editor loses nothing they type, and a schedule tells the truth', () => {
  localOnly('the team is made with the local stack’s command line, and the scheduled publish run with its ops token');
  // Each width has its editor, its item and its schedule: they run side by side, as two editors would, rather than
  // one waiting out the other's scheduled minute.
  test.describe.configure({ mode: 'parallel' });

  for (const width of [1366, 390]) {
    test(`at ${width} px: autosave, a session ended mid-edit, a reload asked first, a schedule in the editor’s own zone`, touches('admin'), async ({ browser, request }) => {
      test.setTimeout(240_000);
      const stamp = `${Date.now().toString(36)}-${width}`;
      const { page: editor, email } = await inviteEditor(browser, request, stamp, { viewport: { width, height: width < 500 ? 844 : 900 }, timezoneId: ZONE });
      // No script error and no ProseMirror warning on any editor page; a refused request (the ended session's 401)
      // is the browser's own report of the network, not the page's.
      const problems: string[] = [];
      editor.on('console', (message: ConsoleMessage) => {
        if (/^Failed to load resource/.test(message.text())) return;
        if (message.type() === 'error' || (message.type() === 'warning' && /ProseMirror|white-space/.test(message.text()))) problems.push(`${message.type()}: ${message.text()}`);
      });
      const violations = await recordCspViolations(editor);
      const item = await newsItemOf(editor, stamp);
      const itemPath = `/admin/content/news/${item.id}`;
      await editor.goto(itemPath);
      const form = editor.getByRole('form', { name: 'Draft' });
      const title = form.getByLabel('Title');

      await test.step('typing saves itself, and says so', async () => {
        await title.click();
        await editor.keyboard.press('End');
        await editor.keyboard.type(': what the callers say');
        await form.getByRole('textbox', { name: 'Body' }).click();
        await editor.keyboard.press('Control+End');
        await editor.keyboard.type(' Written without pressing Save.');
        await expect(savedState(editor)).toBeVisible();
      });

      await test.step('offline, it says it is retrying; a reload asks first; back online, it saves', async () => {
        await editor.context().setOffline(true);
        await title.click();
        await editor.keyboard.press('End');
        await editor.keyboard.type(' (offline)');
        await expect(form.getByRole('status').filter({ hasText: 'Not saved: retrying' })).toBeVisible();
        const dialog = editor.waitForEvent('dialog');
        // Refused at the prompt, the reload never completes: its promise is left to end as it will.
        void editor.reload().catch(() => undefined);
        const prompt = await dialog;
        expect(prompt.type()).toBe('beforeunload');
        await prompt.dismiss();
        await expect(title).toHaveValue(`${item.draft.title}: what the callers say (offline)`);
        await editor.context().setOffline(false);
        // Leaving the field saves at once, without waiting for the next try.
        await title.click();
        await form.getByLabel('Description').click();
        await expect(savedState(editor)).toBeVisible();
      });

      await test.step('the session ends on the server; the next change leads to the sign-in, and back to the text, which saves', async () => {
        const me = (await (await editor.request.get('/api/admin/me')).json()) as { csrfToken: string };
        const ended = await editor.request.post('/api/admin/logout', { headers: { origin: SITE, 'x-csrf-token': me.csrfToken } });
        expect(ended.ok()).toBe(true);
        await title.click();
        await editor.keyboard.press('End');
        await editor.keyboard.type(', after the session ended');
        await expect(editor.getByRole('heading', { level: 1 })).toHaveText('Staff sign-in');
        await editor.getByLabel('Work e-mail address').fill(email);
        const code = await codeMailedAfter(request, email, async () => {
          await editor.getByRole('button', { name: 'Send a code' }).click();
          await expect(editor.getByText(`Verification code sent to ${email}`)).toBeVisible();
        });
        await editor.getByLabel('Verification code').fill(code);
        await editor.getByRole('button', { name: 'Continue' }).click();
        await editor.getByRole('button', { name: 'Use my passkey' }).click();
        await expect(editor).toHaveURL(new RegExp(`${itemPath}$`));
        const typed = `${item.draft.title}: what the callers say (offline), after the session ended`;
        await expect(title).toHaveValue(typed);
        await expect(savedState(editor)).toBeVisible();
        const stored = (await (await editor.request.get(`/api/admin/content/news/${item.id}`)).json()) as { item: Item };
        expect(stored.item.draft.title).toBe(typed);
      });

      await test.step(`schedules in ${ZONE}, sees the job publish it, and saves on without a conflict`, async () => {
        const schedule = editor.getByRole('group', { name: `Schedule (times in ${ZONE})` });
        // The next whole minute at least 20 s away (the form takes minutes).
        const at = new Date(Math.ceil((Date.now() + 20_000) / 60_000) * 60_000);
        const { date, time } = wallClock(at, ZONE);
        await schedule.getByLabel('Date').fill(date);
        await schedule.getByLabel(`Time (${ZONE})`).fill(time);
        await expect(schedule.getByText(/^That is .+ UTC\.$/)).toContainText(at.toISOString().slice(11, 16));
        await schedule.getByRole('button', { name: 'Schedule' }).click();
        await expect(editor.getByRole('status').filter({ hasText: 'The item is scheduled.' })).toBeVisible();
        const facts = editor.getByRole('region', { name: 'Publishing' });
        await expect(facts.getByText(`${time} ${ZONE}`)).toBeVisible();

        await expect.poll(() => Date.now(), { timeout: 90_000, intervals: [1_000] }).toBeGreaterThanOrEqual(at.getTime());
        await runOpsJob(request, 'content/publish-due');
        // The open page learns of it by itself: no reload.
        await expect(facts.locator('dt:text-is("Status") + dd')).toHaveText('Published');

        await title.click();
        await editor.keyboard.press('End');
        await editor.keyboard.type(' and more');
        await expect(form.getByRole('status').filter({ hasText: 'Not saved' })).toHaveCount(0);
        await expect
          .poll(async () => ((await (await editor.request.get(`/api/admin/content/news/${item.id}`)).json()) as { item: Item }).item.draft.title, { message: 'the saved title' })
          .toMatch(/ and more$/);
        await expect(editor.getByText('Someone else saved this item while you were editing')).toHaveCount(0);
      });

      await test.step('taken off again, so that the stack’s news is the seeded news', async () => {
        await editor.getByRole('button', { name: 'Unpublish', exact: true }).click();
        await editor.getByRole('button', { name: 'Yes, unpublish' }).click();
        await expect(editor.getByRole('status').filter({ hasText: 'The item is off the site.' })).toBeVisible();
      });

      expect(problems, 'console errors and ProseMirror warnings on the editor pages').toEqual([]);
      expect(violations, 'Content-Security-Policy violations on the editor pages').toEqual([]);
    });
  }
});
