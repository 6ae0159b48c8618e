import { randomUUID } from 'node:crypto';
import { BOOKING_API, BOOKING_MESSAGES, type SlotsResponse } from '@frc/contracts';
import { eq } from 'drizzle-orm';
import { consultantAvailability, consultationBookings, staffMembers } from '../src/db/schema';
import { killBuiltServers, startBuiltServer, type RunningServer } from './support/builtServer';
import { leadFormRequest, PUBLIC_ORIGIN, startTestApi, uniqueEmail, type TestApi } from './support/testApi';
import { TEST_POSTGRES_URL } from './support/testDatabase';

// Two API replicas on one PostgreSQL database: the suite's own API and one more, the built server, on the same URL.
// Visitors on both race for one consultant's one time: the database's exclusion constraint lets exactly one in.
// PGlite opens its data in one process only, so this runs in the PostgreSQL pass.

const VISITORS = 8;
const describeOnPostgres = TEST_POSTGRES_URL ? describe : describe.skip;

describeOnPostgres('booking one time through two API replicas', () => {
  let api: TestApi;
  let replica: RunningServer;

  beforeAll(async () => {
    api = await startTestApi();
    replica = await startBuiltServer({ ...api.database.serverEnv, PUBLIC_ORIGIN });
  });
  afterAll(async () => {
    killBuiltServers();
    await api?.close();
  });

  it('gives the time to exactly one of the visitors racing for it, whichever replica each reached', async () => {
    const email = uniqueEmail('race-consultant');
    const [member] = await api.db.insert(staffMembers).values({ email, name: 'Rita Race', role: 'case_manager', webauthnUserId: randomUUID() }).returning({ id: staffMembers.id });
    const weeklyHours = Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((day) => [day, [{ from: '09:00', until: '17:00' }]]));
    await api.db.insert(consultantAvailability).values({ staffId: member!.id, timeZone: 'Europe/London', weeklyHours, exceptions: [], bufferAfterMinutes: 15, updatedAt: api.clock.now() });

    const tokens = await Promise.all(
      Array.from({ length: VISITORS }, async () => (await api.post<{ booking_token: string }>('/api/services', leadFormRequest(uniqueEmail('racer')))).body.booking_token),
    );
    // A time both replicas offer: an hour past the minimum notice, so the replica's own clock, a few seconds on from
    // the suite's, cannot have passed it.
    const first = (await api.get<SlotsResponse>(BOOKING_API.slots)).body.slots.find((slot) => Date.parse(slot.startsAt) >= api.clock.now().getTime() + 5 * 3_600_000);
    const offered = (await (await fetch(`${replica.baseUrl}${BOOKING_API.slots}`)).json()) as SlotsResponse;
    expect(offered.slots).toContainEqual(first);

    const answers = await Promise.all(
      tokens.map(async (token, index) => {
        const response = await fetch(`${index % 2 === 0 ? api.baseUrl : replica.baseUrl}${BOOKING_API.book}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ token, startsAt: first!.startsAt, channel: 'phone' }),
        });
        return { status: response.status, body: (await response.json()) as { message?: string } };
      }),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status !== 201)).toEqual(Array.from({ length: VISITORS - 1 }, () => ({ status: 409, body: { message: BOOKING_MESSAGES.taken } })));
    const stored = await api.db.select().from(consultationBookings).where(eq(consultationBookings.consultantId, member!.id));
    expect(stored.map((booking) => [booking.startsAt.toISOString(), booking.status])).toEqual([[first!.startsAt, 'booked']]);
  });
});
