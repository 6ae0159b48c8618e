import type { EngagementLetter, FeeTerms } from '@frc/contracts';
import { asc, eq } from 'drizzle-orm';
import { engagementEvents } from '../src/db/schema';
import { clientWithCase, type ClientWithCase, type SignedInStaff } from './support/caseRooms';
import { OPS_TOKEN, startApiWithTeam } from './support/staffClient';
import type { TestApi } from './support/testApi';

let api: TestApi;
let admin: SignedInStaff;
let manager: SignedInStaff;
let templateId: number;

const DAY = 24 * 3600;
const TERMS: FeeTerms = { fixedFee: null, successFeePercent: 15, noFeeBeforeRecovery: true };
const REMINDER = 'An engagement letter from ClearTrace Recovery is waiting for you';

beforeAll(async () => {
  // As the end-to-end stack's API: a waiting letter's period may be ended on demand.
  ({ api, admin, manager } = await startApiWithTeam({ admin: 'Rita Admin', manager: 'Rex Manager', prefix: 'remind' }, { opsLettersExpireOnDemand: true }));
  const created = await admin.post<{ item: { id: number; version: number } }>('/api/admin/content/letter_template', {
    slug: 'engagement',
    title: 'Engagement letter',
    description: '',
    data: { body: [{ kind: 'paragraph', text: 'Dear {{clientName}}: {{feeTerms}}' }] },
  });
  await admin.post(`/api/admin/content/letter_template/${created.body.item.id}/publish`, { version: created.body.item.version });
  templateId = created.body.item.id;
});
afterAll(() => api.close());

const runReminders = () => api.post<{ engagementLetters: number }>('/api/ops/reminders', undefined, { token: OPS_TOKEN });

async function sentLetter(prefix: string): Promise<{ client: ClientWithCase; letter: EngagementLetter }> {
  const client = await clientWithCase(api, admin, manager, prefix);
  await manager.post(`/api/admin/cases/${client.ref}/fee-terms`, TERMS);
  const sent = await manager.post<{ letter: EngagementLetter }>(`/api/admin/cases/${client.ref}/engagements`, { templateId });
  return { client, letter: sent.body.letter };
}

/** The reminder mails `client` has had so far, once every mail handed over has arrived. */
async function remindersTo(client: ClientWithCase): Promise<number> {
  await api.mailsSettled();
  return api.mailbox.mailsTo(client.email).filter((mail) => mail.subject === REMINDER && mail.text.includes('still waiting')).length;
}

it('ends one waiting letter’s period on demand where the API allows it: that letter expires, its neighbour waits on', async () => {
  const ending = await sentLetter('expire-now');
  const neighbour = await sentLetter('expire-neighbour');
  const answer = await api.post<{ engagementLetters: number }>('/api/ops/reminders', { letterId: ending.letter.id }, { token: OPS_TOKEN });
  expect(answer.status).toBe(200);
  const stateOf = async (each: { client: ClientWithCase; letter: EngagementLetter }) =>
    (await api.get<{ items: EngagementLetter[] }>(`/api/cases/${each.client.ref}/engagements`, { token: each.client.token })).body.items.find((letter) => letter.id === each.letter.id)?.state;
  expect(await stateOf(ending)).toBe('expired');
  expect(await stateOf(neighbour)).toBe('sent');
  // An ended letter has no period left to end; a body that names anything else is refused.
  expect((await api.post('/api/ops/reminders', { letterId: ending.letter.id }, { token: OPS_TOKEN })).status).toBe(404);
  expect((await api.post('/api/ops/reminders', { letterId: 'all' }, { token: OPS_TOKEN })).status).toBe(400);
  expect((await api.post('/api/ops/reminders', { letterId: neighbour.letter.id })).status).toBe(401);
  expect(await stateOf(neighbour)).toBe('sent');
  // Ended, so the suite's clock below reminds only its own letters.
  expect((await manager.post(`/api/admin/cases/${neighbour.client.ref}/engagements/${neighbour.letter.id}/void`)).status).toBe(200);
});

// One clock for the suite: the days move forward once, and every letter is looked at on the way.
it('reminds after 2 and after 5 days, once each, and never a letter signed, declined, voided or expired', async () => {
  const waiting = await sentLetter('remind-waiting');
  const declined = await sentLetter('remind-declined');
  const voided = await sentLetter('remind-voided');
  const signed = await sentLetter('remind-signed');

  const client = (each: { client: ClientWithCase }) => ({ token: each.client.token });
  const path = (each: { client: ClientWithCase; letter: EngagementLetter }, step: string) => `/api/cases/${each.client.ref}/engagements/${each.letter.id}/${step}`;
  await api.post(path(declined, 'open'), {}, client(declined));
  expect((await api.post(path(declined, 'decline'), { reason: 'Not now.' }, client(declined))).status).toBe(200);
  expect((await manager.post(`/api/admin/cases/${voided.client.ref}/engagements/${voided.letter.id}/void`)).status).toBe(200);
  await api.post(path(signed, 'open'), {}, client(signed));
  await api.post(path(signed, 'consent'), {}, client(signed));
  await api.post(path(signed, 'code'), {}, client(signed));
  await api.mailsSettled();
  const codeMail = api.mailbox.mailsTo(signed.client.email).find((mail) => mail.subject === 'Your ClearTrace Recovery signing code')!;
  const code = /\b(\d{6})\b/.exec(codeMail.text)![1]!;
  expect((await api.post(path(signed, 'sign'), { code, name: 'Sam Signer' }, client(signed))).status).toBe(200);

  api.clock.advanceSeconds(2 * DAY - 60);
  expect((await runReminders()).body.engagementLetters).toBe(0);
  api.clock.advanceSeconds(60);
  expect((await runReminders()).body.engagementLetters).toBe(1);
  expect((await runReminders()).body.engagementLetters).toBe(0);
  expect(await remindersTo(waiting.client)).toBe(1);

  api.clock.advanceSeconds(3 * DAY);
  expect((await runReminders()).body.engagementLetters).toBe(1);
  api.clock.advanceSeconds(DAY);
  expect((await runReminders()).body.engagementLetters).toBe(0);
  expect(await remindersTo(waiting.client)).toBe(2);
  const reminder = api.mailbox.mailsTo(waiting.client.email).find((mail) => mail.subject === REMINDER && mail.text.includes('still waiting'))!;
  expect(reminder.text).toContain(`/dashboard/cases/${waiting.client.ref}`);
  for (const ended of [declined, voided, signed]) expect({ ref: ended.client.ref, reminders: await remindersTo(ended.client) }).toEqual({ ref: ended.client.ref, reminders: 0 });

  // Past its expiry the letter ends expired, and nothing reminds it again.
  api.clock.advanceSeconds(14 * DAY);
  expect((await runReminders()).body.engagementLetters).toBe(0);
  expect(await remindersTo(waiting.client)).toBe(2);
  const trail = await api.db.select({ kind: engagementEvents.kind }).from(engagementEvents).where(eq(engagementEvents.letterId, waiting.letter.id)).orderBy(asc(engagementEvents.id));
  expect(trail.map((event) => event.kind)).toEqual(['sent', 'reminded', 'reminded', 'expired']);
});

