import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startAuthentication } from '@simplewebauthn/browser';
import { BACKGROUND_REQUEST_HEADER } from '@frc/contracts/browser';
import { AUTOSAVE_DELAY_MS, AUTOSAVE_RETRY_MS } from '../features/content/components/ContentEditor';
import { LEAVE_QUESTION } from '../features/content/components/useLeaveGuard';
import { newsItem } from '../features/content/contentFixtures';
import { keepUnsavedCopy, unsavedCopyOf } from '../features/content/unsavedCopy';
import { forgetDrafts } from '../session/keptDrafts';
import { fakeStaffApi, jsonResponse, SIGNED_OUT, staffMe, type RecordedCall } from '../testing/fakeStaffApi';
import { mockScreenWidth } from '../testing/mockScreenWidth';
import { renderAdminAt } from '../testing/renderAdmin';
import { SCHEDULED_POLL_MS } from './ContentItemPage';

// The member's computer's zone: UTC, or the one a test names.
let mockZone = 'UTC';
jest.mock('../features/content/editorTimeZone', () => ({ editorTimeZone: () => mockZone }));

jest.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: () => true,
  startRegistration: jest.fn(),
  startAuthentication: jest.fn(),
}));

const ITEM = '/api/admin/content/news/4';
const REVISIONS = { revisions: [{ number: 1, action: 'created', authorName: 'Eddie Editor', createdAt: '2026-11-26T09:00:00.000Z' }] };

/** The staff API of one news item at version 3; each save answers the next version, with what it was sent. */
function api(routes: Record<string, Response | ((call: RecordedCall) => Response)> = {}) {
  let version = 3;
  return fakeStaffApi({
    'GET /api/admin/me': jsonResponse(200, staffMe('editor', 'Eddie Editor')),
    [`GET ${ITEM}`]: jsonResponse(200, { item: newsItem() }),
    [`GET ${ITEM}/revisions`]: jsonResponse(200, REVISIONS),
    [`POST ${ITEM}`]: (call) => {
      const { changes } = call.body as { changes: ReturnType<typeof newsItem>['draft'] };
      return jsonResponse(200, { item: newsItem({ version: (version += 1), status: 'changed', draft: changes }) });
    },
    ...routes,
  });
}

const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
const status = () => within(screen.getByRole('form', { name: 'Draft' })).getAllByRole('status').at(-1)!;

async function openEditor() {
  renderAdminAt('/admin/content/news/4');
  return screen.findByRole('form', { name: 'Draft' });
}

beforeEach(() => {
  mockScreenWidth('wide');
  jest.useFakeTimers({ now: new Date('2026-11-28T10:41:30.000Z') });
});
afterEach(() => {
  jest.useRealTimers();
  forgetDrafts();
  jest.restoreAllMocks();
});

describe('the content editor keeps what is typed', () => {
  it('autosaves a few seconds after the last change, says so politely, and forgets the browser’s copy once saved', async () => {
    const calls = api();
    const form = await openEditor();
    await user().type(within(form).getByLabelText('Title'), ' today');
    expect(status()).toHaveTextContent('Changes not saved yet');
    expect(unsavedCopyOf('news', 4)).toMatchObject({ version: 3, fields: { title: 'A new crypto scam today' } });
    await act(() => jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 100));
    expect(calls.callsTo('POST', ITEM)).toHaveLength(0);

    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(await within(form).findByText('Saved at 10:41')).toBeVisible();
    const [autosave] = calls.callsTo('POST', ITEM);
    expect(autosave?.body).toEqual({ version: 3, autosave: true, changes: expect.objectContaining({ title: 'A new crypto scam today' }) });
    // The member's own work: the idle timeout counts it.
    expect(autosave?.headers[BACKGROUND_REQUEST_HEADER]).toBeUndefined();
    expect(status()).toHaveAttribute('role', 'status');
    expect(unsavedCopyOf('news', 4)).toBeNull();

    // The next change saves from the version the autosave left.
    await user().type(within(form).getByLabelText('Title'), '!');
    await act(() => jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    expect(calls.callsTo('POST', ITEM)[1]?.body).toMatchObject({ version: 4, autosave: true });
  });

  it('saves when the member leaves a field, without waiting', async () => {
    const calls = api();
    const form = await openEditor();
    await user().type(within(form).getByLabelText('Title'), ' now');
    await user().click(within(form).getByLabelText('Description'));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(calls.callsTo('POST', ITEM)[0]?.body).toMatchObject({ autosave: true, changes: { title: 'A new crypto scam now' } });
  });

  it('says "Not saved: retrying" when the server cannot be reached, and tries again', async () => {
    let failures = 1;
    const calls = api({ [`POST ${ITEM}`]: () => ((failures -= 1) >= 0 ? jsonResponse(503, { message: 'Busy' }) : jsonResponse(200, { item: newsItem({ version: 4 }) })) });
    const form = await openEditor();
    await user().type(within(form).getByLabelText('Title'), ' again');
    await act(() => jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    expect(status()).toHaveTextContent('Not saved: retrying');
    expect(unsavedCopyOf('news', 4)?.fields.title).toBe('A new crypto scam again');
    await act(() => jest.advanceTimersByTimeAsync(AUTOSAVE_RETRY_MS[0]));
    expect(status()).toHaveTextContent(/^Saved at/);
    expect(calls.callsTo('POST', ITEM)).toHaveLength(2);
  });

  it('offers back the changes a closed tab left in the browser, and saves them from the version they were typed on', async () => {
    keepUnsavedCopy('news', 4, 3, { ...newsItem().draft, title: 'Typed before the crash' }, new Date('2026-11-28T09:15:00.000Z'));
    const calls = api();
    const form = await openEditor();
    const offer = within(form).getByRole('region', { name: 'Unsaved changes kept in this browser' });
    expect(offer).toHaveTextContent('Changes typed here on 28 Nov 2026, 09:15 were not saved.');
    expect(within(form).getByLabelText('Title')).toHaveValue('A new crypto scam');

    await user().click(within(offer).getByRole('button', { name: 'Restore my unsaved changes' }));
    expect(within(form).getByLabelText('Title')).toHaveValue('Typed before the crash');
    await act(() => jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    expect(calls.callsTo('POST', ITEM)[0]?.body).toMatchObject({ version: 3, autosave: true, changes: { title: 'Typed before the crash' } });
  });

  it('drops the browser’s copy when the member discards it', async () => {
    keepUnsavedCopy('news', 4, 3, { ...newsItem().draft, title: 'Not wanted' });
    api();
    const form = await openEditor();
    await user().click(within(form).getByRole('button', { name: 'Discard them' }));
    expect(within(form).queryByRole('region', { name: 'Unsaved changes kept in this browser' })).toBeNull();
    expect(unsavedCopyOf('news', 4)).toBeNull();
  });

  it('asks before a reload or a link leaves unsaved changes, and no more once they are saved', async () => {
    api();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const form = await openEditor();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user().type(within(form).getByLabelText('Title'), ' draft');
    expect(unload()).toBe(true);

    await user().click(screen.getByRole('link', { name: /Back to news/ }));
    expect(confirm).toHaveBeenCalledWith(LEAVE_QUESTION);
    expect(screen.getByRole('form', { name: 'Draft' })).toBeVisible();

    await act(() => jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    expect(unload()).toBe(false);
    confirm.mockClear();
    await user().click(screen.getByRole('link', { name: /Back to news/ }));
    expect(confirm).not.toHaveBeenCalled();
  });

  it('brings the text back after a session that ended mid-edit, and saves it', async () => {
    jest.mocked(startAuthentication).mockResolvedValue({ id: 'cred-1', rawId: 'cred-1', type: 'public-key', response: { clientDataJSON: 'x', signature: 'z' } } as never);
    let signedIn = true;
    const calls = api({
      'GET /api/admin/me': () => (signedIn ? jsonResponse(200, staffMe('editor', 'Eddie Editor')) : SIGNED_OUT),
      [`POST ${ITEM}`]: (call) => (signedIn ? jsonResponse(200, { item: newsItem({ version: 4, draft: (call.body as { changes: ReturnType<typeof newsItem>['draft'] }).changes }) }) : SIGNED_OUT),
      'POST /api/admin/sign-in/code': jsonResponse(202, { status: 'success', message: 'If the address is a member’s, a code is on its way.' }),
      'POST /api/admin/sign-in/verify': jsonResponse(200, { step: 'passkey', options: { challenge: 'c-1', allowCredentials: [] } }),
      'POST /api/admin/sign-in/passkey': () => {
        signedIn = true;
        return jsonResponse(200, staffMe('editor', 'Eddie Editor'));
      },
    });
    const form = await openEditor();
    // The server ended the session (idle, or an admin); the member types on.
    signedIn = false;
    await user().type(within(form).getByLabelText('Title'), ': a warning');
    await act(() => jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();

    const member = user();
    await member.type(screen.getByLabelText('Work e-mail address'), 'eddie@example.com');
    await member.click(screen.getByRole('button', { name: 'Send a code' }));
    await member.type(await screen.findByLabelText('Verification code'), '123456');
    await member.click(screen.getByRole('button', { name: 'Continue' }));
    await member.click(await screen.findByRole('button', { name: 'Use my passkey' }));

    const back = await screen.findByRole('form', { name: 'Draft' });
    expect(within(back).getByLabelText('Title')).toHaveValue('A new crypto scam: a warning');
    await act(() => jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    const saves = calls.callsTo('POST', ITEM);
    expect(saves.at(-1)?.body).toMatchObject({ version: 3, autosave: true, changes: { title: 'A new crypto scam: a warning' } });
    expect(await within(back).findByText(/^Saved at/)).toBeVisible();
    expect(unsavedCopyOf('news', 4)).toBeNull();
  });
});

describe('a logout', () => {
  it('forgets the unsaved changes, in the browser and in the page, so that whoever signs in next is not given them', async () => {
    // The server is busy: nothing typed gets saved before the logout.
    api({ 'POST /api/admin/logout': jsonResponse(204), [`POST ${ITEM}`]: jsonResponse(503, { message: 'Busy' }) });
    const form = await openEditor();
    await user().type(within(form).getByLabelText('Title'), ' (not mine to keep)');
    expect(unsavedCopyOf('news', 4)).not.toBeNull();
    await user().click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
    expect(unsavedCopyOf('news', 4)).toBeNull();

    // The next member opens the item in a fresh page: it is as stored, with nothing offered or taken up.
    cleanup();
    renderAdminAt('/admin/content/news/4');
    const next = await screen.findByRole('form', { name: 'Draft' });
    expect(within(next).getByLabelText('Title')).toHaveValue('A new crypto scam');
    expect(within(next).queryByRole('region', { name: 'Unsaved changes kept in this browser' })).toBeNull();
  });
});

describe('scheduling in the member’s own time zone', () => {
  beforeEach(() => {
    mockZone = 'Europe/Paris';
  });
  afterEach(() => {
    mockZone = 'UTC';
  });

  it('takes and shows times in the named zone with UTC beside, learns of the job’s publish, and saves on without a conflict', async () => {
    const at = '2099-01-02T07:30:00.000Z';
    const scheduledItem = newsItem({ version: 4, status: 'scheduled', scheduledFor: at, scheduled: { revision: 2, draftChanged: false } });
    let published = false;
    const calls = api({
      [`GET ${ITEM}`]: () =>
        jsonResponse(200, { item: published ? newsItem({ version: 4, status: 'published', publishedAt: at }) : calls.callsTo('POST', `${ITEM}/publish`).length ? scheduledItem : newsItem() }),
      [`POST ${ITEM}/publish`]: jsonResponse(200, { item: scheduledItem, warnings: { brokenLinks: [] } }),
    });
    await openEditor();
    const schedule = screen.getByRole('group', { name: 'Schedule (times in Europe/Paris)' });
    await user().type(within(schedule).getByLabelText('Date'), '2099-01-02');
    await user().type(within(schedule).getByLabelText('Time (Europe/Paris)'), '08:30');
    expect(within(schedule).getByText('That is 2 Jan 2099, 07:30 UTC.')).toBeVisible();
    await user().click(within(schedule).getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('The item is scheduled.')).toBeVisible();
    expect(calls.callsTo('POST', `${ITEM}/publish`)[0]?.body).toEqual({ version: 3, at });
    expect(screen.getByText('Scheduled for').nextElementSibling).toHaveTextContent('2 Jan 2099, 08:30 Europe/Paris (2 Jan 2099, 07:30 UTC)');

    // The job publishes it: the page, polling in the background, shows it and reads the revisions again.
    const revisionReads = calls.callsTo('GET', `${ITEM}/revisions`).length;
    published = true;
    await act(() => jest.advanceTimersByTimeAsync(SCHEDULED_POLL_MS));
    expect(await screen.findByText('Published', { selector: 'dd' })).toBeVisible();
    expect(calls.callsTo('GET', `${ITEM}/revisions`).length).toBeGreaterThan(revisionReads);
    const polls = calls.callsTo('GET', ITEM).slice(1);
    expect(polls.length).toBeGreaterThan(0);
    expect(polls.every((poll) => poll.headers[BACKGROUND_REQUEST_HEADER] === '1')).toBe(true);

    await user().type(within(screen.getByRole('form', { name: 'Draft' })).getByLabelText('Title'), ' (updated)');
    await act(() => jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    expect(calls.callsTo('POST', ITEM)[0]?.body).toMatchObject({ version: 4, changes: { title: 'A new crypto scam (updated)' } });
  });
});
