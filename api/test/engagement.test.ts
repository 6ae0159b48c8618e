import { ENGAGEMENT_RETENTION_YEARS, INVALID_VERIFICATION_CODE, SIGNATURE_DRAWING_UNREADABLE, type EngagementLetter, type EngagementLettersResponse, type EngagementVerifyResponse, type FeeTerms } from '@frc/contracts';
import { eq, inArray } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { auditLog, engagementLetters } from '../src/db/schema';
import { CODE_EXPIRED } from '../src/otp/signInCodes';
import { clientWithCase, type ClientWithCase, type SignedInStaff } from './support/caseRooms';
import { addAndSignIn, OPS_TOKEN, startApiWithTeam } from './support/staffClient';
import { uniqueEmail, type TestApi } from './support/testApi';

let api: TestApi;
let admin: SignedInStaff;
let manager: SignedInStaff;
let otherManager: SignedInStaff;
let templateId: number;

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148';
const SIGNING_SUBJECT = 'Your ClearTrace Recovery signing code';
const TERMS: FeeTerms = { fixedFee: 1500, successFeePercent: 12.5, noFeeBeforeRecovery: true };
type LetterAnswer = { letter: EngagementLetter; message: string };

beforeAll(async () => {
  ({ api, admin, manager, otherManager } = await startApiWithTeam({ admin: 'Eva Admin', manager: 'Max Manager', other: 'Olga Other', prefix: 'engage' }));
  const created = await admin.post<{ item: { id: number; version: number } }>('/api/admin/content/letter_template', {
    slug: 'engagement',
    title: 'Engagement letter',
    description: '',
    data: { body: [{ kind: 'paragraph', text: 'Dear {{clientName}}, case {{caseReference}}, {{date}}. {{feeTerms}} Your consultant: {{consultantName}}.' }] },
  });
  await admin.post(`/api/admin/content/letter_template/${created.body.item.id}/publish`, { version: created.body.item.version });
  templateId = created.body.item.id;
});
afterAll(() => api.close());

const base = (client: ClientWithCase) => `/api/cases/${client.ref}/engagements`;
const asClient = (client: ClientWithCase, path: string, json: unknown = {}) => api.post<LetterAnswer>(`${base(client)}${path}`, json, { token: client.token, headers: { 'user-agent': PHONE } });

/** A case with fee terms and a letter sent on it by its manager. */
async function sentLetter(prefix: string) {
  const client = await clientWithCase(api, admin, manager, prefix);
  expect((await manager.post(`/api/admin/cases/${client.ref}/fee-terms`, TERMS)).status).toBe(200);
  const sent = await manager.post<LetterAnswer>(`/api/admin/cases/${client.ref}/engagements`, { templateId });
  expect(sent.status).toBe(201);
  return { client, letter: sent.body.letter };
}

async function signingCode(client: ClientWithCase, letterId: number): Promise<string> {
  const before = api.mailbox.mailsTo(client.email).filter((mail) => mail.subject === SIGNING_SUBJECT).length;
  const asked = await asClient(client, `/${letterId}/code`);
  expect(asked.status).toBe(200);
  const mail = await api.mailbox.nextMailTo(client.email, before, 5000, (candidate) => candidate.subject === SIGNING_SUBJECT);
  return /\b(\d{6})\b/.exec(mail.text)![1]!;
}

async function download(client: ClientWithCase, letterId: number): Promise<Buffer> {
  const response = await fetch(`${api.baseUrl}${base(client)}/${letterId}/pdf`, { headers: { authorization: `Bearer ${client.token}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-disposition')).toMatch(/^attachment;/);
  return Buffer.from(await response.arrayBuffer());
}

const verify = async (pdf: Buffer) => {
  const response = await fetch(`${api.baseUrl}/api/engagements/verify`, { method: 'POST', headers: { 'content-type': 'application/pdf' }, body: new Uint8Array(pdf) });
  return { status: response.status, body: (await response.json()) as EngagementVerifyResponse };
};

describe('fee terms on a case', () => {
  it('are set and read by the case’s manager, refused when neither fee is given, and audited', async () => {
    const client = await clientWithCase(api, admin, manager, 'engage-fees');
    expect((await manager.get(`/api/admin/cases/${client.ref}/fee-terms`)).body).toEqual({ feeTerms: null, currency: 'USD' });
    const refused = await manager.post(`/api/admin/cases/${client.ref}/fee-terms`, { fixedFee: null, successFeePercent: null, noFeeBeforeRecovery: false });
    expect(refused.status).toBe(422);
    expect((await manager.post(`/api/admin/cases/${client.ref}/fee-terms`, { ...TERMS, successFeePercent: 101 })).status).toBe(422);
    expect((await manager.post(`/api/admin/cases/${client.ref}/fee-terms`, TERMS)).body).toEqual({ feeTerms: TERMS, currency: 'USD' });
    expect((await manager.get(`/api/admin/cases/${client.ref}/fee-terms`)).body).toEqual({ feeTerms: TERMS, currency: 'USD' });
    const audited = await api.db.select().from(auditLog).where(eq(auditLog.action, 'set fee terms'));
    expect(audited.some((entry) => entry.target === client.ref && entry.clientEmail === client.email)).toBe(true);
  });

  it('must be set before a letter is sent, and the template must be a published letter template', async () => {
    const client = await clientWithCase(api, admin, manager, 'engage-no-fees');
    expect(await manager.post(`/api/admin/cases/${client.ref}/engagements`, { templateId })).toMatchObject({ status: 422, body: { message: 'Set the fee terms of the case before sending a letter.' } });
    await manager.post(`/api/admin/cases/${client.ref}/fee-terms`, TERMS);
    expect(await manager.post(`/api/admin/cases/${client.ref}/engagements`, { templateId: 999_999 })).toMatchObject({ status: 422, body: { message: 'There is no letter template with this id.' } });
  });
});

describe('an engagement letter from sending to the sealed PDF', () => {
  it('is sent, opened, consented to, signed with the mailed code and a typed name, sealed, and verified', async () => {
    const { client, letter } = await sentLetter('engage-happy');
    expect(letter).toMatchObject({ caseRef: client.ref, title: 'Engagement letter', state: 'sent', signedSha256: null });
    expect(letter.sentSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(new Date(letter.expiresAt).getTime() - new Date(letter.sentAt).getTime()).toBe(14 * 24 * 3600 * 1000);
    // The mail says a letter waits, with a link, and nothing of the case.
    const notice = await api.mailbox.nextMailTo(client.email, 0, 5000, (mail) => mail.subject.startsWith('An engagement letter'));
    expect(notice.text).toContain(`/dashboard/cases/${client.ref}`);
    expect(notice.text).not.toMatch(/1,500|Ada|Lovelace/);

    expect((await asClient(client, `/${letter.id}/open`)).body.letter.state).toBe('opened');
    expect((await asClient(client, `/${letter.id}/consent`)).body.letter.state).toBe('consented');
    const code = await signingCode(client, letter.id);
    const signed = await asClient(client, `/${letter.id}/sign`, { code, name: 'Łukasz Żółć' });
    expect(signed.status).toBe(200);
    expect(signed.body.letter).toMatchObject({ state: 'signed', stateLabel: 'Signed', signerName: 'Łukasz Żółć' });
    expect(signed.body.letter.events.map((event) => event.kind)).toEqual(['sent', 'opened', 'consented', 'code_sent', 'signed']);
    const signedEvent = signed.body.letter.events.at(-1)!;
    expect(signedEvent).toMatchObject({ ip: '127.0.0.1', userAgent: PHONE, at: api.clock.now().toISOString() });

    const pdf = await download(client, letter.id);
    // Typed only: no drawn signature was sent.
    expect(pdf.includes('/Subtype /Image')).toBe(false);
    expect(signed.body.letter.signedSha256).toBe(createHash('sha256').update(pdf).digest('hex'));
    // The seal's signing time is UTCTime: whole seconds.
    const sealedAt = new Date(Math.floor(api.clock.now().getTime() / 1000) * 1000).toISOString();
    expect(await verify(pdf)).toEqual({ status: 200, body: { intact: true, sealedBy: 'ClearTrace Recovery', signedAt: sealedAt, issuedHere: true } });
    const altered = Buffer.from(pdf);
    altered[200] = altered[200]! ^ 0x01;
    expect((await verify(altered)).body).toMatchObject({ intact: false, issuedHere: false });
    expect(await verify(Buffer.from('not a pdf'))).toMatchObject({ status: 415 });

    // The team reads the same letter, and its download is audited.
    const staffView = await manager.get<EngagementLettersResponse>(`/api/admin/cases/${client.ref}/engagements`);
    expect(staffView.body.items[0]).toMatchObject({ id: letter.id, state: 'signed', signedSha256: signed.body.letter.signedSha256 });
    const staffPdf = await fetch(`${api.baseUrl}/api/admin/cases/${client.ref}/engagements/${letter.id}/pdf`, { headers: { cookie: manager.jar.header() } });
    expect(Buffer.from(await staffPdf.arrayBuffer()).equals(pdf)).toBe(true);
    const actions = (await api.db.select().from(auditLog).where(eq(auditLog.clientEmail, client.email))).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['sent engagement letter', 'read engagement letters', 'downloaded engagement letter']));
  });
});

describe('the state machine over HTTP', () => {
  it('refuses every step out of order with 409 and a message, and nothing after an end state', async () => {
    const { client, letter } = await sentLetter('engage-order');
    const path = `/${letter.id}`;
    expect(await asClient(client, `${path}/consent`)).toMatchObject({ status: 409, body: { message: 'This letter is sent: it cannot be asked to consent now.' } });
    expect((await asClient(client, `${path}/code`)).status).toBe(409);
    expect((await asClient(client, `${path}/sign`, { code: '123456', name: 'Ada Lovelace' })).status).toBe(409);
    await asClient(client, `${path}/open`);
    expect((await asClient(client, `${path}/open`)).body.letter.events.filter((event) => event.kind === 'opened')).toHaveLength(1);
    expect((await asClient(client, `${path}/sign`, { code: '123456', name: 'Ada Lovelace' })).status).toBe(409);
    const declined = await asClient(client, `${path}/decline`, { reason: 'The fees are too high for me.' });
    expect(declined.body.letter).toMatchObject({ state: 'declined', declineReason: 'The fees are too high for me.' });
    for (const step of ['open', 'consent', 'code', 'decline']) {
      const answer = await asClient(client, `${path}/${step}`, step === 'decline' ? { reason: 'again' } : {});
      expect({ step, status: answer.status }).toEqual({ step, status: 409 });
    }
    expect((await manager.post(`/api/admin/cases/${client.ref}/engagements/${letter.id}/void`)).status).toBe(409);
  });

  it('lets staff void a waiting letter and resend it; the client cannot act on the voided one', async () => {
    const { client, letter } = await sentLetter('engage-void');
    await asClient(client, `/${letter.id}/open`);
    const resent = await manager.post<LetterAnswer>(`/api/admin/cases/${client.ref}/engagements/${letter.id}/resend`);
    expect(resent.status).toBe(201);
    expect(resent.body.letter.id).not.toBe(letter.id);
    const listed = await api.get<EngagementLettersResponse>(base(client), { token: client.token });
    expect(listed.body.items.map((each) => [each.id, each.state])).toEqual([
      [resent.body.letter.id, 'sent'],
      [letter.id, 'voided'],
    ]);
    expect((await asClient(client, `/${letter.id}/consent`)).status).toBe(409);
    const voided = await manager.post<LetterAnswer>(`/api/admin/cases/${client.ref}/engagements/${resent.body.letter.id}/void`);
    expect(voided.body.letter.state).toBe('voided');
  });

  it('takes one of a signature and a void sent at the same moment: the other is refused, and the record agrees with the winner', async () => {
    for (const round of [1, 2]) {
      const { client, letter } = await sentLetter(`engage-race-${round}`);
      await asClient(client, `/${letter.id}/open`);
      await asClient(client, `/${letter.id}/consent`);
      const code = await signingCode(client, letter.id);
      const [signed, voided] = await Promise.all([
        asClient(client, `/${letter.id}/sign`, { code, name: 'Ada Lovelace' }),
        manager.post<LetterAnswer>(`/api/admin/cases/${client.ref}/engagements/${letter.id}/void`),
      ]);
      expect([signed.status, voided.status].sort()).toEqual([200, 409]);
      const [row] = await api.db.select().from(engagementLetters).where(eq(engagementLetters.id, letter.id));
      if (signed.status === 200) {
        expect(row).toMatchObject({ state: 'signed', signerName: 'Ada Lovelace' });
        expect((await verify(await download(client, letter.id))).body).toMatchObject({ intact: true, issuedHere: true });
      } else {
        expect(row).toMatchObject({ state: 'voided', signedKey: null, signedSha256: null, signerName: null });
      }
    }
  });

});

describe('the signing code', () => {
  it('refuses a wrong code, an expired one, one reused, and one of another letter', async () => {
    const first = await sentLetter('engage-code');
    const second = await manager.post<LetterAnswer>(`/api/admin/cases/${first.client.ref}/engagements`, { templateId });
    for (const id of [first.letter.id, second.body.letter.id]) {
      await asClient(first.client, `/${id}/open`);
      await asClient(first.client, `/${id}/consent`);
    }
    const path = `/${first.letter.id}/sign`;
    const code = await signingCode(first.client, first.letter.id);
    const wrong = code === '000000' ? '000001' : '000000';
    expect(await asClient(first.client, path, { code: wrong, name: 'Ada Lovelace' })).toMatchObject({ status: 400, body: { message: INVALID_VERIFICATION_CODE } });
    // The code of the first letter does not sign the second.
    expect(await asClient(first.client, `/${second.body.letter.id}/sign`, { code, name: 'Ada Lovelace' })).toMatchObject({ status: 400, body: { message: INVALID_VERIFICATION_CODE } });
    api.clock.advanceSeconds(10 * 60 + 1);
    expect(await asClient(first.client, path, { code, name: 'Ada Lovelace' })).toMatchObject({ status: 400, body: { message: CODE_EXPIRED } });

    const fresh = await signingCode(first.client, first.letter.id);
    expect((await asClient(first.client, path, { code: fresh, name: 'Ada Lovelace' })).status).toBe(200);
    const secondCode = await signingCode(first.client, second.body.letter.id);
    expect((await asClient(first.client, `/${second.body.letter.id}/sign`, { code: secondCode, name: 'Ada Lovelace' })).status).toBe(200);
    expect((await asClient(first.client, `/${second.body.letter.id}/sign`, { code: secondCode, name: 'Ada Lovelace' })).status).toBe(409);
  });

  it('locks a letter’s code after five wrong tries', async () => {
    const { client, letter } = await sentLetter('engage-tries');
    await asClient(client, `/${letter.id}/open`);
    await asClient(client, `/${letter.id}/consent`);
    const code = await signingCode(client, letter.id);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await asClient(client, `/${letter.id}/sign`, { code: wrong, name: 'Ada Lovelace' })).status).toBe(400);
    expect((await asClient(client, `/${letter.id}/sign`, { code, name: 'Ada Lovelace' })).status).toBe(429);
  });
});

describe('a drawn signature', () => {
  /** A PNG's signature and IHDR chunk claiming `width` by `height`, then whatever follows. */
  const pngHeader = (width: number, height: number, rest = Buffer.alloc(0)) => {
    const header = Buffer.alloc(33);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header);
    header.writeUInt32BE(13, 8);
    header.write('IHDR', 12, 'latin1');
    header.writeUInt32BE(width, 16);
    header.writeUInt32BE(height, 20);
    header.set([8, 6, 0, 0, 0], 24);
    return Buffer.concat([header, rest]);
  };

  it('is refused with 422 when it is not a sane PNG, without spending the code; a real one is stamped under the seal', async () => {
    const { client, letter } = await sentLetter('engage-drawn');
    await asClient(client, `/${letter.id}/open`);
    await asClient(client, `/${letter.id}/consent`);
    const code = await signingCode(client, letter.id);
    const sign = (drawing: string) => asClient(client, `/${letter.id}/sign`, { code, name: 'Łukasz Żółć', drawing });
    const hostile = [
      Buffer.from('<svg onload=alert(1)>').toString('base64'),
      'data:image/png;base64,not base64 at all!',
      `data:image/png;base64,${'A'.repeat(210_000)}`,
      pngHeader(100_000, 10).toString('base64'),
      pngHeader(0, 10).toString('base64'),
      pngHeader(300, 100, Buffer.from('garbage where the image data was')).toString('base64'),
      'data:image/svg+xml;base64,PHN2Zz4=',
    ];
    for (const drawing of hostile) expect({ drawing: drawing.slice(0, 40), status: (await sign(drawing)).status }).toEqual({ drawing: drawing.slice(0, 40), status: 422 });
    expect((await sign(pngHeader(300, 100, Buffer.from('broken')).toString('base64'))).body.message).toBe(SIGNATURE_DRAWING_UNREADABLE);

    const drawn = await sharp({ create: { width: 600, height: 200, channels: 4, background: { r: 20, g: 40, b: 120, alpha: 0.8 } } }).png().toBuffer();
    const signed = await sign(`data:image/png;base64,${drawn.toString('base64')}`);
    expect(signed.status).toBe(200);
    const pdf = await download(client, letter.id);
    expect(pdf.includes('/Subtype /Image')).toBe(true);
    expect((await verify(pdf)).body).toMatchObject({ intact: true, issuedHere: true });
  });
});

describe('who may reach a letter', () => {
  it('answers 404 to another case manager and another client, 401 without sign-in, 403 to an editor', async () => {
    const { client, letter } = await sentLetter('engage-who');
    const stranger = await clientWithCase(api, admin, otherManager, 'engage-stranger');
    expect((await otherManager.get(`/api/admin/cases/${client.ref}/engagements`)).status).toBe(404);
    expect((await otherManager.post(`/api/admin/cases/${client.ref}/engagements/${letter.id}/void`)).status).toBe(404);
    expect((await otherManager.post(`/api/admin/cases/${client.ref}/fee-terms`, TERMS)).status).toBe(404);
    expect((await api.get(base(client), { token: stranger.token })).status).toBe(404);
    expect((await api.post(`${base(client)}/${letter.id}/open`, {}, { token: stranger.token })).status).toBe(404);
    // A letter of another case under this case's address is not found either.
    const strangers = await sentLetter('engage-other-letter');
    expect((await asClient(client, `/${strangers.letter.id}/open`)).status).toBe(404);
    expect((await api.get(base(client))).status).toBe(401);
    expect((await api.post(`${base(client)}/${letter.id}/open`, {})).status).toBe(401);
    const editor = await addAndSignIn(api, uniqueEmail('engage-editor'), 'Ed Editor', 'editor');
    expect((await editor.get(`/api/admin/cases/${client.ref}/engagements`)).status).toBe(403);
    expect((await admin.get(`/api/admin/cases/${client.ref}/engagements`)).status).toBe(200);
  });
});

// Last: moving the clock days on ends every session of the suite (the clients sign in again; staff act before the clock moves).
describe('expiry', () => {
  it('expires a letter left unsigned for 14 days: the trail says so and nothing more can be done', async () => {
    const { client, letter } = await sentLetter('engage-expiry');
    await asClient(client, `/${letter.id}/open`);
    api.clock.advanceSeconds(14 * 24 * 3600);
    client.token = await api.signIn(client.email);
    const listed = await api.get<EngagementLettersResponse>(base(client), { token: client.token });
    expect(listed.body.items[0]).toMatchObject({ state: 'expired' });
    expect(listed.body.items[0]!.events.map((event) => event.kind)).toEqual(['sent', 'opened', 'expired']);
    expect(listed.body.items[0]!.events.at(-1)!.at).toBe(letter.expiresAt);
    expect((await asClient(client, `/${letter.id}/consent`)).status).toBe(409);
  });
  it('keeps a signed letter through the client’s erasure, apart from the case, until its retention ends; the others go', async () => {
    for (const member of [admin, manager]) await member.signIn(member.me.staff.email);
    const signed = await sentLetter('engage-erase');
    const client = signed.client;
    client.token = await api.signIn(client.email);
    await asClient(client, `/${signed.letter.id}/open`);
    await asClient(client, `/${signed.letter.id}/consent`);
    const code = await signingCode(client, signed.letter.id);
    expect((await asClient(client, `/${signed.letter.id}/sign`, { code, name: 'Ada Lovelace' })).status).toBe(200);
    const pdf = await download(client, signed.letter.id);
    const waiting = await manager.post<LetterAnswer>(`/api/admin/cases/${client.ref}/engagements`, { templateId });

    const erased = await api.post('/api/me/erase', { code: await api.erasureCode(client.email, client.token) }, { token: client.token });
    expect(erased.status).toBe(200);
    const left = await api.db.select().from(engagementLetters).where(inArray(engagementLetters.id, [signed.letter.id, waiting.body.letter.id]));
    expect(left.map(({ id, caseId, state }) => ({ id, caseId, state }))).toEqual([{ id: signed.letter.id, caseId: null, state: 'signed' }]);
    const retainUntil = new Date(api.clock.now());
    retainUntil.setUTCFullYear(retainUntil.getUTCFullYear() + ENGAGEMENT_RETENTION_YEARS);
    expect(left[0]!.retainUntil).toEqual(retainUntil);
    expect((await verify(pdf)).body).toMatchObject({ intact: true, issuedHere: true });

    api.clock.advanceSeconds(ENGAGEMENT_RETENTION_YEARS * 366 * 24 * 3600);
    const purged = await api.post<{ purged: { engagementLetters: number } }>('/api/ops/purge', undefined, { token: OPS_TOKEN });
    // With it go the letters of the suite's other cases, idle by now.
    expect(purged.body.purged.engagementLetters).toBeGreaterThan(0);
    expect(await api.db.select().from(engagementLetters).where(eq(engagementLetters.id, signed.letter.id))).toEqual([]);
    expect((await verify(pdf)).body).toMatchObject({ intact: true, issuedHere: false });
  });
});
