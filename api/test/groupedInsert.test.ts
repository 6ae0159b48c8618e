import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { serviceRequests } from '../src/db/schema';
import { createGroupedInsert } from '../src/leads/groupedInsert';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';

// On whichever database the run uses (PGlite, then PostgreSQL): every row of one statement has
// the same created_at (now() is the transaction's start), so the timestamps show how the rows
// were grouped.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const db = () => database.connection.db;

function request(fname: string) {
  return { fname, lname: 'Grouped', email: `${fname.toLowerCase()}@example.com`, subject: 'contact-form-submission' as const, scamType: 'forex' as const };
}

/** created_at to the microsecond, per key. */
async function timestampsOf(keys: string[]): Promise<Map<string, string>> {
  const rows = await db()
    .select({ key: serviceRequests.idempotencyKey, at: sql<string>`${serviceRequests.createdAt}::text` })
    .from(serviceRequests)
    .where(inArray(serviceRequests.idempotencyKey, keys));
  return new Map(rows.map((row) => [row.key as string, row.at]));
}

describe('grouped insert of consultation requests', () => {
  it('writes requests that arrive together in one statement and gives each caller its own row', async () => {
    const store = createGroupedInsert(db(), serviceRequests);
    const keys = Array.from({ length: 30 }, () => randomUUID());
    const stored = await Promise.all(keys.map((key, index) => store(request(`Caller${index}`), key)));

    stored.forEach(({ row, created }, index) => {
      expect(created).toBe(true);
      expect(row).toMatchObject({ fname: `Caller${index}`, email: `caller${index}@example.com`, idempotencyKey: keys[index] });
    });
    expect(new Set(stored.map(({ row }) => row.id)).size).toBe(30);
    const timestamps = await timestampsOf(keys);
    expect(timestamps.size).toBe(30);
    expect(new Set(timestamps.values()).size).toBe(1);
  });

  it('writes a lone request at once, and the next ones in a later statement', async () => {
    const store = createGroupedInsert(db(), serviceRequests);
    const first = randomUUID();
    const later = [randomUUID(), randomUUID()];
    await store(request('Alone'), first);
    await Promise.all(later.map((key) => store(request('Later'), key)));
    const timestamps = await timestampsOf([first, ...later]);
    expect(timestamps.get(first)).not.toBe(timestamps.get(later[0]!));
    expect(timestamps.get(later[0]!)).toBe(timestamps.get(later[1]!));
  });

  it('stores one row for a key sent several times in the same group, and tells only one caller it is new', async () => {
    const store = createGroupedInsert(db(), serviceRequests);
    const key = randomUUID();
    const answers = await Promise.all([store(request('Twice'), key), store(request('Twice'), key), store(request('Twice'), key), store(request('Other'), randomUUID())]);
    const sameKey = answers.slice(0, 3);
    expect(sameKey.filter(({ created }) => created)).toHaveLength(1);
    expect(new Set(sameKey.map(({ row }) => row.id)).size).toBe(1);
    expect(await db().select().from(serviceRequests).where(eq(serviceRequests.idempotencyKey, key))).toHaveLength(1);
    expect(answers[3]).toMatchObject({ created: true, row: { fname: 'Other' } });
  });

  it('answers a key stored earlier with the earlier row, while the rest of its group is stored', async () => {
    const store = createGroupedInsert(db(), serviceRequests);
    const key = randomUUID();
    const earlier = await store(request('Earlier'), key);
    const [retry, fresh] = await Promise.all([store(request('Earlier'), key), store(request('Fresh'), randomUUID())]);
    expect(retry).toEqual({ created: false, row: earlier.row });
    expect(fresh).toMatchObject({ created: true, row: { fname: 'Fresh' } });
  });

  it('refuses a key reused for other content, earlier or in the same group, and stores the rest', async () => {
    const store = createGroupedInsert(db(), serviceRequests);
    const earlierKey = randomUUID();
    await store(request('Owner'), earlierKey);
    const sharedKey = randomUUID();
    const outcomes = await Promise.allSettled([
      store(request('Stranger'), earlierKey),
      store(request('First'), sharedKey),
      store(request('Second'), sharedKey),
      store(request('First'), sharedKey),
      store(request('Bystander'), randomUUID()),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect(outcomes[0]).toMatchObject({ status: 'rejected', reason: { statusCode: 422, name: 'IdempotencyKeyConflict' } });
    expect(outcomes[1]).toMatchObject({ value: { created: true, row: { fname: 'First' } } });
    expect(outcomes[3]).toMatchObject({ value: { created: false, row: { fname: 'First' } } });
    const owners = await db().select({ fname: serviceRequests.fname }).from(serviceRequests).where(inArray(serviceRequests.idempotencyKey, [earlierKey, sharedKey]));
    expect(owners.map((row) => row.fname).sort()).toEqual(['First', 'Owner']);
  });

  it('writes no more than maxRows in one statement', async () => {
    const store = createGroupedInsert(db(), serviceRequests, { maxRows: 5 });
    const keys = Array.from({ length: 12 }, () => randomUUID());
    const stored = await Promise.all(keys.map((key, index) => store(request(`Bounded${index}`), key)));
    expect(stored.every(({ created }) => created)).toBe(true);
    const perStatement = new Map<string, number>();
    for (const at of (await timestampsOf(keys)).values()) perStatement.set(at, (perStatement.get(at) ?? 0) + 1);
    expect([...perStatement.values()].reduce((sum, rows) => sum + rows, 0)).toBe(12);
    expect(Math.max(...perStatement.values())).toBeLessThanOrEqual(5);
  });

  it('when the database refuses one row, only its caller gets the error and the others are stored', async () => {
    const store = createGroupedInsert(db(), serviceRequests);
    const keys = [randomUUID(), randomUUID(), randomUUID()];
    // fname is NOT NULL: the database refuses this row, and with it the whole statement.
    const refused = { ...request('Refused'), fname: null as unknown as string };
    const outcomes = await Promise.allSettled([store(request('Before'), keys[0]), store(refused, keys[1]), store(request('After'), keys[2])]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const stored = await db().select({ fname: serviceRequests.fname }).from(serviceRequests).where(inArray(serviceRequests.idempotencyKey, keys));
    expect(stored.map((row) => row.fname).sort()).toEqual(['After', 'Before']);
    // The queue keeps working afterwards.
    await expect(store(request('Afterwards'), randomUUID())).resolves.toMatchObject({ created: true });
  });

  it('stores a request without a key on its own', async () => {
    const store = createGroupedInsert(db(), serviceRequests);
    const [a, b] = await Promise.all([store(request('Keyless'), undefined), store(request('Keyless'), undefined)]);
    expect(a.created && b.created).toBe(true);
    expect(a.row.id).not.toBe(b.row.id);
    expect(a.row.idempotencyKey).toBeNull();
  });
});
