import {
  AUDIT_ACTIONS,
  AVAILABILITY_MESSAGES,
  BOOKING_API,
  BOOKING_OFFICE_API,
  CONSULTATION_MESSAGES,
  type AvailabilityResponse,
  type AvailabilityRules,
  type BookingResponse,
  type CaseDetailResponse,
  type ConsultantListResponse,
  type ConsultationResponse,
  type ConsultationsResponse,
  type FeedResponse,
  type InboxItemResponse,
  type SlotsResponse,
  type StaffMe,
} from '@frc/contracts';
import ICAL from 'ical.js';
import { and, eq } from 'drizzle-orm';
import { DEFAULT_RULES } from '../src/booking/office';
import { auditLog, consultantAvailability, consultationBookings } from '../src/db/schema';
import { addAndSignIn, type StaffBrowser } from './support/staffClient';
import { leadFormRequest, startTestApi, uniqueEmail, type TestApi } from './support/testApi';
import { OPS_TOKEN } from './support/staffClient';

// The back office's side of booking: availability, the calendar feed, Consultations and the histories.

let api: TestApi;
let admin: StaffBrowser & { me: StaffMe };
let manager: StaffBrowser & { me: StaffMe };
let other: StaffBrowser & { me: StaffMe };

const LONDON_WEEK: AvailabilityRules['weeklyHours'] = Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((day) => [day, [{ from: '09:00', until: '17:00' }]]));
const londonRules = (changes: Partial<AvailabilityRules> = {}): AvailabilityRules => ({ ...DEFAULT_RULES, timeZone: 'Europe/London', weeklyHours: LONDON_WEEK, ...changes });

beforeAll(async () => {
  // The firm's video service is set, so a video consultation (its room in the feed and the invites) can be booked.
  api = await startTestApi({ opsToken: OPS_TOKEN, bookingVideoUrl: 'https://video.cleartrace.example/rooms' });
  admin = await addAndSignIn(api, uniqueEmail('office-admin'), 'Ada Admin', 'admin');
  manager = await addAndSignIn(api, uniqueEmail('office-manager'), 'Cleo Consultant', 'case_manager');
  other = await addAndSignIn(api, uniqueEmail('office-other'), 'Otto Other', 'case_manager');
});
afterAll(() => api.close());
beforeEach(async () => {
  await api.db.delete(consultationBookings);
  await api.db.delete(consultantAvailability);
});

const availabilityOf = (browser: StaffBrowser, staffId: number) => browser.get<AvailabilityResponse>(BOOKING_OFFICE_API.availabilityOf(staffId));
const save = (browser: StaffBrowser, staffId: number, rules: AvailabilityRules, version = 0) => browser.post<AvailabilityResponse & { message?: string; errors?: { field: string; message: string }[] }>(BOOKING_OFFICE_API.availabilityOf(staffId), { version, rules });

/** A wizard request and a booking of the first free time through the public API, as the thank-you page makes it. */
async function bookedRequest(channel: 'phone' | 'video' = 'phone') {
  const email = uniqueEmail('office-victim');
  const sent = await api.post<{ data: { id: number }; booking_token: string }>('/api/services', leadFormRequest(email, { scam_description: 'They took   my savings\nthrough a fake broker.' }));
  const [first] = (await api.get<SlotsResponse>(BOOKING_API.slots)).body.slots;
  const booked = await api.post<BookingResponse>(BOOKING_API.book, { token: sent.body.booking_token, startsAt: first!.startsAt, channel, timeZone: 'America/New_York' });
  expect(booked.status).toBe(201);
  return { email, requestId: sent.body.data.id, booking: booked.body.booking };
}

describe('availability', () => {
  it('reads the defaults until saved, saves a week in Europe/London that the slots then offer, and refuses a stale version', async () => {
    const id = manager.me.staff.id;
    expect((await availabilityOf(manager, id)).body).toEqual({ consultant: { id, name: 'Cleo Consultant' }, rules: DEFAULT_RULES, version: 0, hasFeed: false });
    expect((await api.get<SlotsResponse>(BOOKING_API.slots)).body.slots).toEqual([]);

    const saved = await save(manager, id, londonRules({ bufferAfterMinutes: 15 }));
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ version: 1, rules: { timeZone: 'Europe/London', bufferAfterMinutes: 15 } });
    const slots = (await api.get<SlotsResponse>(BOOKING_API.slots)).body.slots;
    expect(slots.length).toBeGreaterThan(0);
    // 09:00 to 16:30 in London, whatever the season (08:00Z–15:30Z in summer, 09:00Z–16:30Z in winter).
    for (const { startsAt } of slots) {
      const london = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit' }).format(new Date(startsAt));
      expect(london >= '09:00' && london <= '16:30').toBe(true);
    }
    expect((await api.db.select().from(auditLog).where(and(eq(auditLog.action, AUDIT_ACTIONS.availabilityChanged), eq(auditLog.target, `staff-${id}`)))).length).toBe(1);

    // An admin edits anyone's; the member's page, still on version 1, is then refused.
    expect((await save(admin, id, londonRules({ bookable: false }), 1)).body).toMatchObject({ version: 2, rules: { bookable: false } });
    expect((await api.get<SlotsResponse>(BOOKING_API.slots)).body.slots).toEqual([]);
    expect(await save(manager, id, londonRules(), 1)).toMatchObject({ status: 409, body: { message: AVAILABILITY_MESSAGES.conflict } });
    // Two first saves at once: one is refused, not a 5xx.
    const firsts = await Promise.all([save(admin, other.me.staff.id, londonRules()), save(other, other.me.staff.id, londonRules())]);
    expect(firsts.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it("lets a case manager see and edit only their own, and lists every consultant to an admin", async () => {
    expect((await manager.get<ConsultantListResponse>(BOOKING_OFFICE_API.availability)).body.consultants.map((each) => each.id)).toEqual([manager.me.staff.id]);
    const all = (await admin.get<ConsultantListResponse>(BOOKING_OFFICE_API.availability)).body.consultants.map((each) => each.id);
    expect(all).toEqual(expect.arrayContaining([admin.me.staff.id, manager.me.staff.id, other.me.staff.id]));
    expect((await availabilityOf(manager, other.me.staff.id)).status).toBe(404);
    expect((await save(manager, other.me.staff.id, londonRules())).status).toBe(404);
    expect((await manager.post(BOOKING_OFFICE_API.feedOf(other.me.staff.id))).status).toBe(404);
    expect(await api.db.select().from(consultantAvailability)).toEqual([]);
  });

  it('refuses hours that end before they start and overlapping hours, naming the field', async () => {
    const id = manager.me.staff.id;
    const backwards = await save(manager, id, londonRules({ weeklyHours: { '1': [{ from: '17:00', until: '09:00' }] } }));
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors).toContainEqual({ field: 'rules.weeklyHours.1.0.until', message: AVAILABILITY_MESSAGES.endBeforeStart });
    const overlapping = await save(manager, id, londonRules({ weeklyHours: { '2': [{ from: '09:00', until: '12:00' }, { from: '11:30', until: '14:00' }] } }));
    expect(overlapping.status).toBe(422);
    expect(overlapping.body.errors).toEqual([{ field: 'rules.weeklyHours.2.1', message: AVAILABILITY_MESSAGES.overlap }]);
    const exceptions = await save(manager, id, londonRules({ exceptions: [{ day: '2026-12-24', kind: 'extra', hours: { from: '18:00', until: '20:00' } }, { day: '2026-12-24', kind: 'extra', hours: { from: '19:00', until: '21:00' } }] }));
    expect(exceptions.body.errors).toEqual([{ field: 'rules.exceptions.1', message: AVAILABILITY_MESSAGES.overlap }]);
    expect((await save(manager, id, londonRules({ timeZone: 'Mars/Olympus' }))).status).toBe(422);
    expect(await api.db.select().from(consultantAvailability)).toEqual([]);
  });
});

describe('the calendar feed', () => {
  it('gives a long random address once, serves the bookings as iCalendar without a session, and stops the old address on renewal', async () => {
    const id = manager.me.staff.id;
    expect((await manager.post(BOOKING_OFFICE_API.feedOf(id))).status).toBe(409);
    await save(manager, id, londonRules());
    const { booking } = await bookedRequest('video');

    const renewed = await manager.post<FeedResponse>(BOOKING_OFFICE_API.feedOf(id));
    expect(renewed.status).toBe(200);
    const feedUrl = renewed.body.feedUrl;
    const key = new RegExp(`${BOOKING_OFFICE_API.feedPrefix}(${id}-[A-Za-z0-9_-]{43})\\.ics$`).exec(feedUrl)?.[1];
    expect(key).toBeDefined();
    expect((await availabilityOf(manager, id)).body.hasFeed).toBe(true);

    const feedPath = new URL(feedUrl).pathname;
    const answer = await fetch(`${api.baseUrl}${feedPath}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/calendar/);
    const calendar = new ICAL.Component(ICAL.parse(await answer.text()));
    expect(calendar.getFirstPropertyValue('method')).toBeNull();
    const [event] = calendar.getAllSubcomponents('vevent').map((each) => new ICAL.Event(each));
    expect(event!.startDate.toJSDate().toISOString()).toBe(booking.startsAt);
    expect(event!.startDate.zone?.tzid).toBe('UTC');
    expect(event!.location).toBe(booking.meetingUrl);
    const [row] = await api.db.select().from(consultationBookings);
    expect(event!.uid).toBe(row!.uid);

    // The key is nowhere in the logs, nor its hash in the database under another name.
    expect(api.logs()).not.toContain(key!.slice(-43));
    // Wrong secret of the right shape, another member's id, no extension: all the same 404.
    const forged = `${id}-${'A'.repeat(43)}`;
    for (const path of [`${BOOKING_OFFICE_API.feedPrefix}${forged}.ics`, `${BOOKING_OFFICE_API.feedPrefix}${other.me.staff.id}-${key!.slice(-43)}.ics`, `${BOOKING_OFFICE_API.feedPrefix}${key}`]) {
      expect((await fetch(`${api.baseUrl}${path}`)).status).toBe(404);
    }

    const again = await admin.post<FeedResponse>(BOOKING_OFFICE_API.feedOf(id));
    expect(again.body.feedUrl).not.toBe(feedUrl);
    expect((await fetch(`${api.baseUrl}${feedPath}`)).status).toBe(404);
    expect((await fetch(`${api.baseUrl}${new URL(again.body.feedUrl).pathname}`)).status).toBe(200);
  });
});

describe('Consultations', () => {
  it("lists a consultant's bookings with the request's summary, audited as a list read; marks held from the start; the firm's cancel mails METHOD:CANCEL; the histories show it", async () => {
    await save(manager, manager.me.staff.id, londonRules());
    const first = await bookedRequest('phone');

    const listed = await manager.get<ConsultationsResponse>(BOOKING_OFFICE_API.consultations);
    expect(listed.status).toBe(200);
    expect(listed.body.items).toEqual([
      expect.objectContaining({
        id: first.booking.id,
        startsAt: first.booking.startsAt,
        status: 'booked',
        channel: 'phone',
        consultant: { id: manager.me.staff.id, name: 'Cleo Consultant' },
        request: expect.objectContaining({ ref: `request-${first.requestId}`, snippet: 'They took my savings through a fake broker.', caseRef: null }),
      }),
    ]);
    expect(listed.body.items[0]!.phone).toMatch(/\d{6,}/);
    expect((await api.db.select().from(auditLog).where(and(eq(auditLog.action, AUDIT_ACTIONS.consultationsListed), eq(auditLog.staffId, manager.me.staff.id)))).length).toBe(1);
    // Another case manager sees none of it, and may not act on it.
    expect((await other.get<ConsultationsResponse>(BOOKING_OFFICE_API.consultations)).body.items).toEqual([]);
    expect((await other.post(BOOKING_OFFICE_API.cancel(first.booking.id))).status).toBe(404);
    // An admin sees it, filtered by consultant too.
    expect((await admin.get<ConsultationsResponse>(`${BOOKING_OFFICE_API.consultations}?consultant=${manager.me.staff.id}`)).body.items.map((each) => each.id)).toEqual([first.booking.id]);
    expect((await admin.get<ConsultationsResponse>(`${BOOKING_OFFICE_API.consultations}?consultant=${other.me.staff.id}`)).body.items).toEqual([]);

    // The firm cancels the next one: the victim and the consultant get METHOD:CANCEL with the invite's UID.
    const second = await bookedRequest('video');
    const cancelled = await admin.post<ConsultationResponse>(BOOKING_OFFICE_API.cancel(second.booking.id));
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.consultation).toMatchObject({ status: 'cancelled', cancelledBy: 'firm' });
    expect((await admin.post(BOOKING_OFFICE_API.cancel(second.booking.id))).status).toBe(409);
    await api.mailsSettled();
    for (const address of [second.email, manager.me.staff.email]) {
      const invites = api.mailbox.mailsTo(address).filter((mail) => mail.calendar?.includes(second.booking.meetingUrl!.slice(-22)));
      const last = new ICAL.Component(ICAL.parse(invites.at(-1)!.calendar!));
      expect(last.getFirstPropertyValue('method')).toBe('CANCEL');
      expect(new ICAL.Event(last.getFirstSubcomponent('vevent')!).sequence).toBe(1);
    }
    expect(api.mailbox.mailsTo(second.email).at(-1)!.text).toContain('cancelled by our team');
    const audited = await api.db.select().from(auditLog).where(eq(auditLog.action, AUDIT_ACTIONS.consultationCancelled));
    expect(audited.map((entry) => [entry.target, entry.staffId, entry.clientEmail])).toContainEqual([`request-${second.requestId}/booking-${second.booking.id} by firm`, admin.me.staff.id, second.email]);

    // The request's history, and the case's once it is opened from it.
    const item = await admin.get<InboxItemResponse>(`/api/admin/inbox/request-${second.requestId}`);
    expect(item.body.item.consultations).toEqual([expect.objectContaining({ id: second.booking.id, requestRef: `request-${second.requestId}`, status: 'cancelled', cancelledBy: 'firm', consultantName: 'Cleo Consultant' })]);
    const { caseRef } = (await admin.post<{ caseRef: string }>(`/api/admin/inbox/request-${second.requestId}/case`, {})).body;
    const opened = await admin.get<CaseDetailResponse>(`/api/admin/cases/${caseRef}`);
    expect(opened.body.case.consultations.map((each) => each.id)).toEqual([second.booking.id]);
    expect((await admin.get<ConsultationsResponse>(BOOKING_OFFICE_API.consultations)).body.items.find((each) => each.id === second.booking.id)!.request.caseRef).toBe(caseRef);

    // Held only once it has started.
    expect(await manager.post(BOOKING_OFFICE_API.outcome(first.booking.id), { outcome: 'held' })).toMatchObject({ status: 409, body: { message: CONSULTATION_MESSAGES.notStarted } });
    const startsIn = (new Date(first.booking.startsAt).getTime() - api.clock.now().getTime()) / 1000;
    api.clock.advanceSeconds(startsIn + 60);
    // Hours later: the session has gone idle meanwhile.
    await manager.signIn(manager.me.staff.email);
    try {
      const held = await manager.post<ConsultationResponse>(BOOKING_OFFICE_API.outcome(first.booking.id), { outcome: 'held' });
      expect(held.status).toBe(200);
      expect(held.body.consultation.status).toBe('held');
      expect(await manager.post(BOOKING_OFFICE_API.outcome(first.booking.id), { outcome: 'no_show' })).toMatchObject({ status: 409, body: { message: CONSULTATION_MESSAGES.notBooked } });
      // Yesterday's and today's stay listed: from a day ago by default.
      const after = (await manager.get<ConsultationsResponse>(BOOKING_OFFICE_API.consultations)).body.items;
      expect(after.map((each) => [each.id, each.status])).toEqual([
        [first.booking.id, 'held'],
        [second.booking.id, 'cancelled'],
      ]);
    } finally {
      api.clock.advanceSeconds(-(startsIn + 60));
      await manager.signIn(manager.me.staff.email);
    }

  });

  it('refuses an editor, and a bad filter without a 5xx', async () => {
    const editor = await addAndSignIn(api, uniqueEmail('office-editor'), 'Eve Editor', 'editor');
    for (const path of [BOOKING_OFFICE_API.consultations, BOOKING_OFFICE_API.availability, BOOKING_OFFICE_API.availabilityOf(editor.me.staff.id)]) expect((await editor.get(path)).status).toBe(403);
    expect((await manager.get(`${BOOKING_OFFICE_API.consultations}?from=yesterday`)).status).toBe(422);
    expect((await manager.get(`${BOOKING_OFFICE_API.consultations}?consultant=2147483648`)).status).toBe(422);
  });
});
