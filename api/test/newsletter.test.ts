import { eq } from 'drizzle-orm';
import { newsletterSubscriptions } from '../src/db/schema';
import { startTestApi, uniqueEmail, type TestApi } from './support/testApi';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const DAY_SECONDS = 24 * 60 * 60;
const rowOf = async (email: string) => (await api.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)))[0];

describe('the newsletter: double opt-in and unsubscribe', () => {
  it('counts an address as subscribed only once the mailed link is followed; the welcome mail carries the unsubscribe link', async () => {
    const email = uniqueEmail('reader');
    const signedUp = await api.post('/api/newsletter', { email });
    expect(signedUp.status).toBe(200);
    expect(signedUp.body).toEqual({ status: 'success', message: 'Thank you for subscribing!' });
    expect((await rowOf(email))?.confirmedAt).toBeNull();

    const token = await api.mailbox.linkTokenFor(email, '/newsletter/confirm');
    const mail = api.mailbox.mailsTo(email)[0];
    expect(mail?.subject).toBe('Please confirm your ClearTrace Recovery newsletter sign-up');
    expect(mail?.text).toContain(`http://localhost:3000/newsletter/confirm?token=${token}`);
    // Only a hash of the link's token is stored.
    expect(JSON.stringify(await rowOf(email))).not.toContain(token);

    const confirmed = await api.post('/api/newsletter/confirm', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ status: 'success', message: 'Your subscription is confirmed. The next issue will come to this address.' });
    expect((await rowOf(email))?.confirmedAt).toEqual(api.clock.now());
    // The same link again: still confirmed.
    expect((await api.post('/api/newsletter/confirm', { token })).status).toBe(200);

    const unsubscribe = await api.mailbox.linkTokenFor(email, '/newsletter/unsubscribe');
    const welcome = api.mailbox.mailsTo(email).find((candidate) => candidate.subject === 'Welcome to the ClearTrace Recovery newsletter');
    expect(welcome?.text.replace(/\r\n/g, '\n')).toContain(
      `To stop receiving this newsletter and have your address deleted, open:\nhttp://localhost:3000/newsletter/unsubscribe?token=${unsubscribe}`,
    );

    // Signing up a confirmed address again changes nothing and mails nothing.
    const mailsBefore = api.mailbox.mailsTo(email).length;
    expect((await api.post('/api/newsletter', { email })).body).toEqual(signedUp.body);
    await api.mailsSettled();
    expect(api.mailbox.mailsTo(email)).toHaveLength(mailsBefore);
    expect((await rowOf(email))?.confirmedAt).not.toBeNull();

    const left = await api.post('/api/newsletter/unsubscribe', { token: unsubscribe });
    expect(left.status).toBe(200);
    expect(left.body).toEqual({ status: 'success', message: 'You are unsubscribed, and we have deleted your address.' });
    expect(await rowOf(email)).toBeUndefined();
    expect((await api.post('/api/newsletter/unsubscribe', { token: unsubscribe })).status).toBe(404);
  });

  it('refuses a link that is wrong or older than 7 days; signing up again sends a fresh one', async () => {
    const email = uniqueEmail('late-reader');
    await api.post('/api/newsletter', { email });
    const token = await api.mailbox.linkTokenFor(email, '/newsletter/confirm');
    expect((await api.post('/api/newsletter/confirm', { token: 'x'.repeat(43) })).status).toBe(404);
    expect((await api.post('/api/newsletter/confirm', { token: 'short' })).status).toBe(422);

    api.clock.advanceSeconds(7 * DAY_SECONDS + 60);
    const late = await api.post('/api/newsletter/confirm', { token });
    expect(late.status).toBe(404);
    expect(late.body).toEqual({ message: 'This link is not valid or has expired.' });
    expect((await rowOf(email))?.confirmedAt).toBeNull();

    await api.post('/api/newsletter', { email });
    const fresh = await api.mailbox.linkTokenFor(email, '/newsletter/confirm', 1);
    expect(fresh).not.toBe(token);
    expect((await api.post('/api/newsletter/confirm', { token: fresh })).status).toBe(200);
    // The first link stays dead.
    expect((await api.post('/api/newsletter/confirm', { token })).status).toBe(404);
  });

  it('lets nobody subscribe someone else: without the link, no mail ever goes to the address but the confirmation', async () => {
    const victim = uniqueEmail('someone-else');
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await api.post('/api/newsletter', { email: victim })).status).toBe(200);
    await api.mailsSettled();
    const mails = api.mailbox.mailsTo(victim);
    // At most three confirmation mails an hour, and nothing else.
    expect(mails.length).toBe(3);
    expect(mails.every((mail) => mail.subject === 'Please confirm your ClearTrace Recovery newsletter sign-up')).toBe(true);
    expect((await rowOf(victim))?.confirmedAt).toBeNull();
  });
});
