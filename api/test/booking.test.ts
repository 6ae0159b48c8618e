import { AUDIT_ACTIONS, BOOKING_API, BOOKING_MESSAGES, MANAGE_BOOKING_PATH, THANK_YOU_PATH, type BookingResponse, type ClientBookingsResponse, type LinkRescheduleResponse, type RequestBookingResponse, type SlotsResponse } from '@frc/contracts';
import ICAL from 'ical.js';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { auditLog, consultantAvailability, consultationBookings, requestBookingTokens, serviceRequests, staffMembers } from '../src/db/schema';
import type { CapturedMail } from './support/mailbox';
import { OPS_TOKEN } from './support/staffClient';
import { leadFormRequest, startTestApi, uniqueEmail, type TestApi } from './support/testApi';

let api: TestApi;
const ALL_DAY = { from: '00:00', until: '23:30' };

const VIDEO_SERVICE = 'https://video.cleartrace.example/rooms';
/**
 * What the request said (leadFormRequest: the name, the amount, the story, the phone), as whole words: an invite's
 * times (DTEND:20261130T010000Z) and random tokens hold digit runs such as 0100 or 2500 of their own.
 */
const REQUEST_FACTS = /\bAda\b|\bLovelace\b|\b2,?500\b|\bbroker\b|2025550100|\b555[-\s]?0100\b/;

beforeAll(async () => {
  api = await startTestApi({ opsToken: OPS_TOKEN, bookingVideoUrl: VIDEO_SERVICE });
});
afterAll(() => api.close());
beforeEach(async () => {
  await api.db.delete(consultationBookings);
  await api.db.delete(consultantAvailability);
});

/** A consultant in London, free every day, with nothing around a consultation (on the API `on`). */
async function consultant(name: string, on: TestApi = api): Promise<{ id: number; email: string }> {
  const email = uniqueEmail('consultant');
  const [member] = await on.db.insert(staffMembers).values({ email, name, role: 'case_manager', webauthnUserId: randomUUID() }).returning({ id: staffMembers.id });
  const weeklyHours = Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((day) => [day, [ALL_DAY]]));
  await on.db.insert(consultantAvailability).values({ staffId: member!.id, timeZone: 'Europe/London', weeklyHours, exceptions: [], minNoticeMinutes: 240, updatedAt: on.clock.now() });
  return { id: member!.id, email };
}

/** Sends a request as the wizard does and answers with its address and the thank-you page's booking token. */
async function sendRequest(prefix = 'victim'): Promise<{ email: string; token: string }> {
  const email = uniqueEmail(prefix);
  const sent = await api.post<{ booking_token: string }>('/api/services', leadFormRequest(email));
  expect(sent.status).toBe(201);
  return { email, token: sent.body.booking_token };
}

const slots = async () => (await api.get<SlotsResponse>(BOOKING_API.slots)).body.slots.map((slot) => slot.startsAt);

/** The invite's event read by a real iCalendar parser. */
function inviteIn(mail: CapturedMail) {
  expect(mail.calendar).not.toBeNull();
  const calendar = new ICAL.Component(ICAL.parse(mail.calendar!));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  const start = event.startDate;
  return { method: calendar.getFirstPropertyValue('method'), uid: event.uid, sequence: event.sequence, start: start.toJSDate().toISOString(), utc: start.zone?.tzid === 'UTC' };
}

/** The invites mailed to `address` so far, oldest first. */
async function invitesTo(address: string): Promise<CapturedMail[]> {
  await api.mailsSettled();
  return api.mailbox.mailsTo(address).filter((mail) => mail.calendar !== null);
}

/** The change link's token in the newest invite to `address` (in the link's fragment, which no server sees). */
async function manageTokenOf(address: string): Promise<string> {
  const token = new RegExp(`${MANAGE_BOOKING_PATH}#token=([A-Za-z0-9_-]{43})`).exec((await invitesTo(address)).at(-1)?.text ?? '')?.[1];
  if (!token) throw new Error(`no change link mailed to ${address}`);
  return token;
}

describe('booking from the thank-you page', () => {
  it('books a free time with the request token, invites both, moves by the mailed link (same UID, higher SEQUENCE), then cancels', async () => {
    const staff = await consultant('Cleo Consultant');
    const victim = await sendRequest();
    const [first, second] = await slots();
    expect(first).toBeDefined();
    // No sooner than the minimum notice of 4 hours.
    expect(new Date(first!).getTime()).toBeGreaterThanOrEqual(api.clock.now().getTime() + 4 * 3_600_000);

    const booked = await api.post<BookingResponse>(BOOKING_API.book, { token: victim.token, startsAt: first, channel: 'video', timeZone: 'America/New_York' });
    expect(booked.status).toBe(201);
    expect(booked.body.booking).toMatchObject({ startsAt: first, channel: 'video', status: 'booked', phone: null });
    expect(booked.body.booking.meetingUrl).toMatch(new RegExp(`^${VIDEO_SERVICE}/[A-Za-z0-9_-]{22}$`));
    expect(await slots()).not.toContain(first);

    const [victimMail] = (await invitesTo(victim.email)) as [CapturedMail];
    const [staffMail] = (await invitesTo(staff.email)) as [CapturedMail];
    const invite = inviteIn(victimMail);
    expect(invite).toMatchObject({ method: 'REQUEST', sequence: 0, start: first, utc: true });
    expect(inviteIn(staffMail)).toMatchObject({ method: 'REQUEST', uid: invite.uid, sequence: 0, start: first });
    expect(victimMail.text).toContain('(America/New_York)');
    expect(victimMail.text).toContain(booked.body.booking.meetingUrl!);
    // Nothing of the request in either mail.
    for (const mail of [victimMail, staffMail]) expect(`${mail.text}${mail.calendar}`).not.toMatch(REQUEST_FACTS);

    const token = await manageTokenOf(victim.email);
    expect((await api.post<BookingResponse>(BOOKING_API.manage, { token })).body.booking.startsAt).toBe(first);
    const moved = await api.post<LinkRescheduleResponse>(BOOKING_API.reschedule, { token, startsAt: second });
    expect(moved.status).toBe(200);
    expect(moved.body.booking.startsAt).toBe(second);
    expect(await slots()).toContain(first);
    expect(inviteIn((await invitesTo(victim.email))[1]!)).toMatchObject({ method: 'REQUEST', uid: invite.uid, sequence: 1, start: second });
    expect(inviteIn((await invitesTo(staff.email))[1]!)).toMatchObject({ method: 'REQUEST', uid: invite.uid, sequence: 1, start: second });
    // The moved invite's link is the one that works now.
    expect((await api.post(BOOKING_API.manage, { token })).status).toBe(404);
    const newToken = await manageTokenOf(victim.email);
    // The page that moved it gets the new invite's token too, so it can still cancel.
    expect(moved.body.token).toBe(newToken);

    const cancelled = await api.post<BookingResponse>(BOOKING_API.cancel, { token: newToken });
    expect(cancelled.body.booking.status).toBe('cancelled');
    expect(inviteIn((await invitesTo(staff.email))[2]!)).toMatchObject({ method: 'CANCEL', uid: invite.uid, sequence: 2 });
    expect(inviteIn((await invitesTo(victim.email))[2]!)).toMatchObject({ method: 'CANCEL', uid: invite.uid, sequence: 2 });
    expect(await slots()).toContain(second);
    expect((await api.post(BOOKING_API.cancel, { token: newToken })).body).toEqual({ message: BOOKING_MESSAGES.cancelled });

    const audited = await api.db.select({ action: auditLog.action, clientEmail: auditLog.clientEmail }).from(auditLog).where(eq(auditLog.clientEmail, victim.email));
    expect(audited.map((entry) => entry.action)).toEqual([AUDIT_ACTIONS.consultationBooked, AUDIT_ACTIONS.consultationMoved, AUDIT_ACTIONS.consultationCancelled]);
  });

  it('gives one of two parallel bookings of the only free time, and tells the other it is taken', async () => {
    await consultant('Solo Consultant');
    const [one, two] = [await sendRequest(), await sendRequest()];
    const [first] = await slots();
    const answers = await Promise.all([one, two].map((victim) => api.post(BOOKING_API.book, { token: victim.token, startsAt: first, channel: 'phone' })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body).toEqual({ message: BOOKING_MESSAGES.taken });
  });

  it('refuses a second booking for one request, a wrong token, a time nobody offers, and a change under two hours before', async () => {
    await consultant('Rita Rules');
    const victim = await sendRequest();
    const [first, second] = await slots();
    expect((await api.post(BOOKING_API.book, { token: 'x'.repeat(43), startsAt: first, channel: 'phone' })).status).toBe(404);
    expect((await api.post(BOOKING_API.book, { token: victim.token, startsAt: '2020-01-01T10:00:00.000Z', channel: 'phone' })).body).toEqual({ message: BOOKING_MESSAGES.taken });
    expect((await api.post(BOOKING_API.book, { token: victim.token, startsAt: first, channel: 'fax' })).status).toBe(422);
    expect((await api.post(BOOKING_API.book, { token: victim.token, startsAt: first, channel: 'phone' })).status).toBe(201);
    expect((await api.post(BOOKING_API.book, { token: victim.token, startsAt: second, channel: 'phone' })).body).toEqual({ message: BOOKING_MESSAGES.alreadyBooked });

    const token = await manageTokenOf(victim.email);
    const startsIn = (new Date(first!).getTime() - api.clock.now().getTime()) / 1000;
    api.clock.advanceSeconds(startsIn - 2 * 3600 + 1);
    expect((await api.post(BOOKING_API.cancel, { token })).body).toEqual({ message: BOOKING_MESSAGES.tooLate });
    api.clock.advanceSeconds(-(startsIn - 2 * 3600 + 1));
  });
});

describe('without a video service of the firm', () => {
  let phoneOnly: TestApi;
  beforeAll(async () => {
    phoneOnly = await startTestApi();
  });
  afterAll(() => phoneOnly.close());

  it('offers phone calls only: the free times say so, and a video booking is refused', async () => {
    await consultant('Phil Phone', phoneOnly);
    const free = (await phoneOnly.get<SlotsResponse>(BOOKING_API.slots)).body;
    expect(free.video).toBe(false);
    expect((await api.get<SlotsResponse>(BOOKING_API.slots)).body.video).toBe(true);

    const token = async (overrides: { phone?: string }) => (await phoneOnly.post<{ booking_token: string }>('/api/services', leadFormRequest(uniqueEmail('phone-only'), overrides))).body.booking_token;
    const [first] = free.slots.map((slot) => slot.startsAt);
    const victim = await token({});
    expect((await phoneOnly.post(BOOKING_API.book, { token: victim, startsAt: first, channel: 'video' })).body).toEqual({ message: BOOKING_MESSAGES.noVideo });
    expect((await phoneOnly.post(BOOKING_API.book, { token: await token({ phone: '' }), startsAt: first, channel: 'phone' })).body).toEqual({ message: BOOKING_MESSAGES.noWayToTalk });
    const booked = await phoneOnly.post<BookingResponse>(BOOKING_API.book, { token: victim, startsAt: first, channel: 'phone' });
    expect(booked.body.booking).toMatchObject({ channel: 'phone', meetingUrl: null });
  });
});

describe('the booking link of the request mail', () => {
  it('mails the thank-you page\'s token in the fragment, and the token tells the page what to show, before and after booking', async () => {
    await consultant('Lena Link');
    const victim = await sendRequest('link');
    await api.mailsSettled();
    const [mail] = api.mailbox.mailsTo(victim.email);
    const link = new RegExp(`https?://[^/\\s]+${THANK_YOU_PATH}#book=([A-Za-z0-9_-]{43})`).exec(mail?.text ?? '');
    expect(link?.[1]).toBe(victim.token);
    expect(mail!.text.split(victim.token)).toHaveLength(2);

    expect((await api.post<RequestBookingResponse>(BOOKING_API.request, { token: victim.token })).body).toEqual({ hasPhone: true, booking: null });
    const [first] = await slots();
    const booked = await api.post<BookingResponse>(BOOKING_API.book, { token: victim.token, startsAt: first, channel: 'phone' });
    expect((await api.post<RequestBookingResponse>(BOOKING_API.request, { token: victim.token })).body).toEqual({ hasPhone: true, booking: booked.body.booking });
    expect((await api.post(BOOKING_API.cancel, { token: await manageTokenOf(victim.email) })).status).toBe(200);
    expect((await api.post<RequestBookingResponse>(BOOKING_API.request, { token: victim.token })).body.booking).toBeNull();

    const phoneless = uniqueEmail('phoneless');
    const sent = await api.post<{ booking_token: string }>('/api/services', leadFormRequest(phoneless, { phone: '' }));
    expect((await api.post<RequestBookingResponse>(BOOKING_API.request, { token: sent.body.booking_token })).body).toEqual({ hasPhone: false, booking: null });
    expect((await api.post(BOOKING_API.request, { token: 'x'.repeat(43) })).body).toEqual({ message: BOOKING_MESSAGES.linkInvalid });
    // Seven days on, the token is spent.
    api.clock.advanceSeconds(7 * 24 * 3600 + 1);
    try {
      expect((await api.post(BOOKING_API.request, { token: victim.token })).status).toBe(404);
    } finally {
      api.clock.advanceSeconds(-(7 * 24 * 3600 + 1));
    }
  });
});

describe('booking in the portal', () => {
  it("lists the client's requests to book for, books for their own request only, lists it, and cancels it", async () => {
    await consultant('Paula Portal');
    const email = uniqueEmail('portal');
    await api.post('/api/services', leadFormRequest(email));
    const stranger = await sendRequest('stranger');
    const bearer = await api.signIn(email);
    const requestId = ((await api.get<{ data: { id: number }[] }>(`/api/services/by-email?email=${encodeURIComponent(email)}`, { token: bearer })).body.data[0]!).id;
    const [{ id: strangerId }] = (await api.db.select({ id: serviceRequests.id }).from(serviceRequests).where(eq(serviceRequests.email, stranger.email))) as [{ id: number }];
    const [first] = await slots();
    const bookable = (await api.get<ClientBookingsResponse>(BOOKING_API.client, { token: bearer })).body;
    expect(bookable.bookings).toEqual([]);
    expect(bookable.requests).toEqual([{ id: requestId, sentAt: expect.any(String), hasPhone: true }]);

    expect((await api.post(BOOKING_API.client, { requestId: strangerId, startsAt: first, channel: 'phone' }, { token: bearer })).status).toBe(404);
    expect((await api.post(BOOKING_API.client, { requestId, startsAt: first, channel: 'phone' })).status).toBe(401);
    const booked = await api.post<BookingResponse>(BOOKING_API.client, { requestId, startsAt: first, channel: 'phone' }, { token: bearer });
    expect(booked.status).toBe(201);
    expect(booked.body.booking).toMatchObject({ channel: 'phone', phone: '+1 2025550100' });
    const listed = await api.get<ClientBookingsResponse>(BOOKING_API.client, { token: bearer });
    expect(listed.body.bookings).toEqual([{ ...booked.body.booking, requestId }]);
    // A request with a booked consultation is not offered for another.
    expect(listed.body.requests).toEqual([]);

    const cancelled = await api.post<BookingResponse>(`${BOOKING_API.client}/${booked.body.booking.id}/cancel`, undefined, { token: bearer });
    expect(cancelled.body.booking.status).toBe('cancelled');
    expect((await api.get<ClientBookingsResponse>(BOOKING_API.client, { token: bearer })).body.requests.map((each) => each.id)).toEqual([requestId]);
    expect((await api.get<ClientBookingsResponse>(BOOKING_API.client, { token: await api.signIn(stranger.email) })).body.bookings).toEqual([]);
  });

  it("removes the victim's bookings and booking token with their data when they erase it", async () => {
    await consultant('Erin Erase');
    const victim = await sendRequest('erase');
    const [first] = await slots();
    expect((await api.post(BOOKING_API.book, { token: victim.token, startsAt: first, channel: 'phone' })).status).toBe(201);
    const [{ requestId }] = (await api.db.select({ requestId: consultationBookings.requestId }).from(consultationBookings)) as [{ requestId: number }];
    const bearer = await api.signIn(victim.email);
    expect((await api.post('/api/me/erase', { code: await api.erasureCode(victim.email, bearer) }, { token: bearer })).status).toBe(200);
    expect(await api.db.select().from(consultationBookings)).toEqual([]);
    expect(await api.db.select().from(requestBookingTokens).where(eq(requestBookingTokens.requestId, requestId))).toEqual([]);
    expect(await slots()).toContain(first);
  });
});

describe('reminders', () => {
  const HOUR = 3_600;
  const reminders = async (address: string) => {
    await api.mailsSettled();
    return api.mailbox.mailsTo(address).filter((mail) => mail.subject.startsWith('Reminder')).map((mail) => mail.subject);
  };
  const run = () => api.post<{ consultations: number }>('/api/ops/reminders', undefined, { token: OPS_TOKEN });
  /** Moves the API's clock to `seconds` before `startsAt`. */
  const moveClockTo = (startsAt: string, seconds: number) => api.clock.advanceSeconds((new Date(startsAt).getTime() - api.clock.now().getTime()) / 1000 - seconds);

  it('reminds 24 h and 1 h before, once each, never for a cancelled booking, and of the new time after a move', async () => {
    await consultant('Remy Reminder');
    const [kept, dropped] = [await sendRequest('reminded'), await sendRequest('cancelled')];
    const later = (await slots()).filter((startsAt) => new Date(startsAt).getTime() > api.clock.now().getTime() + 30 * HOUR * 1000);
    const [first, second] = later as [string, string];
    expect((await api.post(BOOKING_API.book, { token: kept.token, startsAt: first, channel: 'phone' })).status).toBe(201);
    expect((await api.post(BOOKING_API.book, { token: dropped.token, startsAt: second, channel: 'phone' })).status).toBe(201);
    expect((await api.post(BOOKING_API.cancel, { token: await manageTokenOf(dropped.email) })).status).toBe(200);

    moveClockTo(first, 24 * HOUR - 60);
    expect((await run()).body.consultations).toBe(1);
    expect((await run()).body.consultations).toBe(0);
    expect(await reminders(kept.email)).toEqual(['Reminder: your free consultation tomorrow']);

    // Moved two days on: the old time's hour-before never comes, the new time's does.
    const moveTo = (await slots()).find((startsAt) => new Date(startsAt).getTime() > new Date(first).getTime() + 48 * HOUR * 1000)!;
    expect((await api.post(BOOKING_API.reschedule, { token: await manageTokenOf(kept.email), startsAt: moveTo })).status).toBe(200);
    moveClockTo(first, HOUR - 60);
    expect((await run()).body.consultations).toBe(0);
    moveClockTo(moveTo, HOUR - 60);
    expect((await run()).body.consultations).toBe(1);
    expect(await reminders(kept.email)).toEqual(['Reminder: your free consultation tomorrow', 'Reminder: your free consultation in one hour']);
    expect(await reminders(dropped.email)).toEqual([]);
    expect((await api.mailbox.mailsTo(kept.email).at(-1))!.text).not.toMatch(REQUEST_FACTS);
  });
});
