import { DEFAULT_SUBJECT, type AvailabilityRules } from '@frc/contracts';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { availableSlots, bookConsultation, type BookingOutcome } from '../src/booking/bookings';
import type { Database } from '../src/db/client';
import { consultantAvailability, consultationBookings, serviceRequests, staffMembers } from '../src/db/schema';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';

let database: TestDatabase;
let db: Database;
const now = new Date('2026-11-30T06:00:00Z'); // a Monday; London is on GMT
const settings = { videoBaseUrl: 'https://video.example/room/', uidDomain: 'cleartrace-recovery.example' };
const HOURS: AvailabilityRules = {
  timeZone: 'Europe/London',
  weeklyHours: { '1': [{ from: '10:00', until: '11:00' }] },
  exceptions: [],
  lengthMinutes: 30,
  bufferBeforeMinutes: 10,
  bufferAfterMinutes: 10,
  minNoticeMinutes: 0,
  horizonDays: 1,
  dailyCap: null,
  bookable: true,
};

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.connection.db;
});
afterAll(() => database.drop());
beforeEach(async () => {
  await db.delete(consultationBookings);
  await db.delete(consultantAvailability);
});

async function consultant(name: string, rules: Partial<AvailabilityRules> = {}): Promise<number> {
  const [member] = await db
    .insert(staffMembers)
    .values({ email: `${randomUUID()}@cleartrace-recovery.example`, name, role: 'case_manager', webauthnUserId: randomUUID() })
    .returning({ id: staffMembers.id });
  await db.insert(consultantAvailability).values({ staffId: member!.id, ...HOURS, ...rules, updatedAt: now });
  return member!.id;
}

async function request(): Promise<number> {
  const [row] = await db.insert(serviceRequests).values({ fname: 'Ada', lname: 'Lovelace', subject: DEFAULT_SUBJECT, phone: '+1 2025550100' }).returning({ id: serviceRequests.id });
  return row!.id;
}

const book = async (startsAt: string, channel: 'phone' | 'video' = 'phone') => bookConsultation(db, { requestId: await request(), startsAt: new Date(startsAt), channel, phone: '+1 2025550100', clientTimeZone: null }, settings, now);
const consultantOf = (outcome: BookingOutcome) => ('booking' in outcome ? outcome.booking.consultantId : null);

describe('booking a slot', () => {
  it('gives one of two parallel bookings of the only free consultant, and the other is told the slot is taken', async () => {
    const only = await consultant('Olive Only');
    const outcomes = await Promise.all([book('2026-11-30T10:00:00Z'), book('2026-11-30T10:00:00Z')]);
    expect(outcomes.map(consultantOf).sort()).toEqual([only, null]);
    expect(await db.select().from(consultationBookings)).toHaveLength(1);
  });

  it('pools the consultants: parallel bookings of one time go to each free consultant once, then the time is gone', async () => {
    const first = await consultant('Fay First');
    const second = await consultant('Sam Second');
    const outcomes = await Promise.all([book('2026-11-30T10:00:00Z'), book('2026-11-30T10:00:00Z'), book('2026-11-30T10:00:00Z')]);
    expect(outcomes.map(consultantOf).sort()).toEqual([first, second, null].sort());
    expect((await availableSlots(db, now)).map((slot) => slot.startsAt.toISOString())).not.toContain('2026-11-30T10:00:00.000Z');
  });

  it('gives a time to the least-booked free consultant of that day', async () => {
    const busy = await consultant('Bea Busy');
    const idle = await consultant('Ian Idle');
    expect(consultantOf(await book('2026-11-30T10:00:00Z'))).toBe(busy);
    expect(consultantOf(await book('2026-11-30T10:30:00Z'))).toBe(idle);
  });

  it('stores the blocked time with the buffers, and a video room or the phone number per channel', async () => {
    await consultant('Vic Video');
    const video = await book('2026-11-30T10:00:00Z', 'video');
    if (!('booking' in video)) throw new Error('not booked');
    expect(video.booking).toMatchObject({ blockedFrom: new Date('2026-11-30T09:50:00Z'), blockedUntil: new Date('2026-11-30T10:40:00Z'), phone: null, sequence: 0, status: 'booked' });
    expect(video.booking.meetingUrl).toMatch(/^https:\/\/video\.example\/room\/[A-Za-z0-9_-]{22}$/);
    expect(video.manageToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(video.booking.manageTokenHash).not.toContain(video.manageToken);
    // 10:30 with its buffer would start holding at 10:20, inside 10:00's buffer.
    expect(await book('2026-11-30T10:30:00Z')).toEqual({ taken: true });
  });

  it('refuses at the database an overlap written past the slot engine, and lets a cancelled booking give its time back', async () => {
    const id = await consultant('Dee Database');
    const row = async (from: string, until: string) =>
      db.insert(consultationBookings).values({
        requestId: await request(),
        consultantId: id,
        startsAt: new Date(from),
        endsAt: new Date(until),
        blockedFrom: new Date(from),
        blockedUntil: new Date(until),
        channel: 'phone',
        uid: randomUUID(),
        manageTokenHash: randomUUID(),
        updatedAt: now,
      });
    await row('2026-12-01T10:00:00Z', '2026-12-01T10:30:00Z');
    await row('2026-12-01T10:30:00Z', '2026-12-01T11:00:00Z');
    await expect(row('2026-12-01T10:15:00Z', '2026-12-01T10:45:00Z')).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23P01' }) });
    await db.execute(sql`update consultation_bookings set status = 'cancelled' where starts_at = '2026-12-01T10:00:00Z'`);
    await expect(row('2026-12-01T09:45:00Z', '2026-12-01T10:15:00Z')).resolves.toBeDefined();
  });

  it('keeps to the daily cap under parallel bookings of different times', async () => {
    await consultant('Cora Cap', { dailyCap: 1, bufferBeforeMinutes: 0, bufferAfterMinutes: 0 });
    const outcomes = await Promise.all([book('2026-11-30T10:00:00Z'), book('2026-11-30T10:30:00Z')]);
    expect(outcomes.filter((outcome) => 'booking' in outcome)).toHaveLength(1);
  });
});
