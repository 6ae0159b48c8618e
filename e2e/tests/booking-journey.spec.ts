import ICAL from 'ical.js';
import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { watchedConsole } from '../support/accessibility';
import { submitWizard, wizardAnswersFor } from '../support/consultationWizard';
import { calendarOf, mailsTo, uniqueEmail, type MaildevMail } from '../support/mailbox';
import { signInAtLogin } from '../support/portalSignIn';
import { touches } from '../support/sitePaths';
import { startSignedInAsStaff } from '../support/staffSignIn';
import { localOnly, SITE } from '../support/target';
import { expect, test } from '../support/test';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const londonTime = (instant: string) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit' }).format(new Date(instant));

/**
 * Evening hours in London, which no other suite's consultant has, so the times this journey books are its
 * consultant's alone. A retry's consultant takes the later evening: the first attempt's consultant still has its own.
 */
const hoursOf = (retry: number) => (retry === 0 ? { from: '19:00', until: '21:30' } : { from: '21:30', until: '23:45' });
type Hours = ReturnType<typeof hoursOf>;
const withinHours = (instant: string, hours: Hours) => londonTime(instant) >= hours.from && londonTime(instant) < hours.until;

/** The consultant's weekly hours set through Availability: every day, in Europe/London. */
async function setLondonHours(page: Page, name: string, hours: Hours) {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Availability' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Availability');
  const form = page.getByRole('form', { name: `Availability of ${name}` });
  await form.getByLabel('Time zone').selectOption('Europe/London');
  for (const day of WEEKDAYS) {
    await form.getByRole('button', { name: `Add hours on ${day}` }).click();
    await form.getByLabel(`${day}, hours 1: from`).fill(hours.from);
    await form.getByLabel(`${day}, hours 1: until`).fill(hours.until);
  }
  await form.getByRole('button', { name: 'Save the availability' }).click();
  await expect(page.getByText('Your availability is saved.')).toBeVisible();
}

/**
 * Picks, in a slot picker, the first time within `hours` (London) other than `except`, going through the days as a
 * visitor would; answers its instant.
 */
async function pickTime(picker: Locator, hours: Hours, except?: string): Promise<string> {
  const days = picker.getByRole('group', { name: 'Choose a day' }).getByRole('radio');
  await expect(days.first()).toBeVisible();
  for (let index = 0; index < (await days.count()); index += 1) {
    await days.nth(index).check();
    const times = picker.getByRole('group', { name: /^Choose a time on / }).getByRole('radio');
    await expect(times.first()).toBeVisible();
    const instants = await times.evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value));
    const chosen = instants.find((instant) => instant !== except && withinHours(instant, hours));
    if (!chosen) continue;
    await times.and(picker.locator(`[value="${chosen}"]`)).check();
    return chosen;
  }
  throw new Error(`no time between ${hours.from} and ${hours.until} (London) is offered`);
}

interface Invite {
  method: string;
  uid: string;
  sequence: number;
  startsAt: string;
  inUtc: boolean;
}

/** The invite of the newest mail with `subject` to `email`, read with a real iCalendar parser, once it has come. */
async function inviteMailed(request: APIRequestContext, email: string, subject: string): Promise<Invite> {
  let mail: MaildevMail | undefined;
  await expect
    .poll(async () => (mail = (await mailsTo(request, email)).filter((each) => each.subject === subject).pop()), { message: `"${subject}" to ${email}`, timeout: 15_000 })
    .toBeDefined();
  const text = await calendarOf(request, mail!);
  expect(text, `the invite of "${subject}"`).not.toBeNull();
  const calendar = new ICAL.Component(ICAL.parse(text!));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return { method: String(calendar.getFirstPropertyValue('method')), uid: event.uid, sequence: event.sequence, startsAt: event.startDate.toJSDate().toISOString(), inUtc: event.startDate.zone?.tzid === 'UTC' };
}

/** The free times offered to anyone booking now. */
async function offeredTimes(request: APIRequestContext): Promise<string[]> {
  const { slots } = (await (await request.get('/api/bookings/slots')).json()) as { slots: { startsAt: string }[] };
  return slots.map((slot) => slot.startsAt);
}

test.describe('booking the free consultation', () => {
  localOnly('the consultant is made with the local stack’s command line');

  test('a consultant sets hours in London; a victim in New York books from the thank-you page at 390 px; both get the invite; the victim moves it from the mail, the first time is free again; the consultant sees it under Consultations and in the feed; the victim cancels from the portal and the consultant gets METHOD:CANCEL', touches('admin', 'intake', 'portal'), async ({ browser, request }) => {
    test.setTimeout(240_000);
    const hours = hoursOf(test.info().retry);
    const consultantName = `Cleo Consultant ${Date.now().toString(36)}`;
    const office = await browser.newContext({ baseURL: SITE, viewport: { width: 1366, height: 900 } });
    const officePage = await office.newPage();
    const officeConsole = watchedConsole(officePage);
    const victim = await browser.newContext({ baseURL: SITE, viewport: { width: 390, height: 844 }, timezoneId: 'America/New_York', locale: 'en' });
    const victimPage = await victim.newPage();
    // A name of its own, so that its row under Consultations is this journey's alone.
    const answers = { ...wizardAnswersFor(uniqueEmail('booking-journey')), lastName: `Rahman ${[...Date.now().toString(36)].map((c) => String.fromCharCode(97 + (parseInt(c, 36) % 26))).join('')}` };
    let consultantEmail = '';

    await test.step('the consultant signs in, sets their hours in Europe/London and makes their calendar feed address', async () => {
      consultantEmail = await startSignedInAsStaff(officePage, request, consultantName, 'case_manager');
      await setLondonHours(officePage, consultantName, hours);
    });
    let feedPath = '';
    await test.step('they make their calendar feed address, shown once', async () => {
      await officePage.getByRole('button', { name: 'Make the feed address' }).click();
      const address = officePage.getByLabel('Feed address (shown once: copy it now)');
      await expect(address).toBeFocused();
      feedPath = new URL(await address.inputValue()).pathname;
      expect(feedPath).toMatch(/^\/api\/bookings\/feed\/\d+-[A-Za-z0-9_-]{43}\.ics$/);
    });

    let first = '';
    await test.step('the victim sends the wizard and books one of those times from the thank-you page, shown in New York time', async () => {
      await submitWizard(victimPage, answers);
      const booking = victimPage.getByRole('region', { name: 'Book your free consultation' });
      await expect(booking.getByRole('combobox', { name: /your time zone/ })).toHaveValue('America/New_York');
      first = await pickTime(booking, hours);
      // The button names the time as the victim reads it, in New York.
      const newYork = new Intl.DateTimeFormat('en-GB', { timeZone: 'America/New_York', hour: '2-digit', minute: '2-digit' }).format(new Date(first));
      const book = booking.getByRole('button', { name: /^Book / });
      await expect(book).toContainText(newYork);
      await book.click();
      await expect(victimPage.getByRole('region', { name: 'Your free consultation is booked' }).getByRole('status')).toContainText('We have e-mailed you the invite');
    });

    let uid = '';
    await test.step('both get the invite, at the right UTC time', async () => {
      const toVictim = await inviteMailed(request, answers.email, 'Your free consultation is booked');
      const toConsultant = await inviteMailed(request, consultantEmail, 'A free consultation is booked');
      for (const invite of [toVictim, toConsultant]) expect(invite).toMatchObject({ method: 'REQUEST', startsAt: first, inUtc: true });
      expect(toConsultant.uid).toBe(toVictim.uid);
      uid = toVictim.uid;
      expect(await offeredTimes(request)).not.toContain(first);
    });

    let moved = '';
    await test.step('the victim moves it from the mail’s link: same UID, higher SEQUENCE, and the first time is free again', async () => {
      const mail = (await mailsTo(request, answers.email)).filter((each) => each.subject === 'Your free consultation is booked').pop()!;
      const link = new URL(/https?:\/\/\S+\/consultation\/manage#token=[A-Za-z0-9_-]{43}/.exec(mail.text ?? '')![0]);
      await victimPage.goto(`${link.pathname}${link.hash}`);
      const manage = victimPage.getByRole('region', { name: 'Your free consultation' });
      await manage.getByRole('button', { name: 'Move to another time' }).click();
      const choose = manage.getByRole('form', { name: 'Choose another time' });
      moved = await pickTime(choose, hours, first);
      await choose.getByRole('button', { name: /^Move to / }).click();
      await expect(manage.getByRole('status')).not.toBeEmpty();
      const before = await inviteMailed(request, answers.email, 'Your free consultation is booked');
      const after = await inviteMailed(request, answers.email, 'Your free consultation has moved');
      expect(after).toMatchObject({ method: 'REQUEST', uid, startsAt: moved, inUtc: true });
      expect(after.sequence).toBeGreaterThan(before.sequence);
      expect(await inviteMailed(request, consultantEmail, 'A free consultation has moved')).toMatchObject({ uid, startsAt: moved });
      expect(await offeredTimes(request)).toContain(first);
      expect(await offeredTimes(request)).not.toContain(moved);
    });

    await test.step('the consultant sees it under Consultations, at the new time, and in their feed', async () => {
      await officePage.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Consultations' }).click();
      await expect(officePage.getByRole('heading', { level: 1 })).toHaveText('Consultations');
      const row = officePage.getByRole('row').filter({ has: officePage.getByRole('link', { name: `${answers.firstName} ${answers.lastName}` }) });
      await expect(row).toHaveCount(1);
      await expect(row.getByRole('cell', { name: 'Booked' })).toBeVisible();
      await expect(row.locator('time')).toHaveAttribute('datetime', moved);
      // Read without a session, as a calendar app reads it.
      const feed = await request.get(feedPath);
      expect(feed.status()).toBe(200);
      expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
      const events = new ICAL.Component(ICAL.parse(await feed.text())).getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));
      const found = events.find((event) => event.uid === uid);
      expect(found?.startDate.toJSDate().toISOString()).toBe(moved);
      expect(found!.startDate.zone?.tzid).toBe('UTC');
      expect(found!.summary).toBe('Free consultation (phone)');
    });

    await test.step('the victim signs in to the portal and cancels it there; the consultant gets METHOD:CANCEL', async () => {
      await signInAtLogin(victimPage, request, answers.email);
      await victimPage.goto('/dashboard/consultation');
      const manage = victimPage.getByRole('region', { name: 'Your free consultation' });
      await manage.getByRole('button', { name: 'Cancel the consultation' }).click();
      await manage.getByRole('button', { name: 'Yes, cancel it' }).click();
      await expect(manage.getByRole('status')).toHaveText('Your free consultation is cancelled. We have e-mailed you the cancellation.');
      expect(await inviteMailed(request, consultantEmail, 'A free consultation is cancelled')).toMatchObject({ method: 'CANCEL', uid, startsAt: moved });
      expect(await inviteMailed(request, answers.email, 'Your free consultation is cancelled')).toMatchObject({ method: 'CANCEL', uid });
      expect(await offeredTimes(request)).toContain(moved);
    });

    await test.step('Consultations and Availability pass axe at 1366 and 390 px', async () => {
      for (const width of [1366, 390]) {
        await officePage.setViewportSize({ width, height: 844 });
        await officePage.goto('/admin/consultations');
        await expect(officePage.getByRole('heading', { level: 1 })).toHaveText('Consultations');
        await officeConsole.axe(`Consultations at ${width} px`);
        await officePage.goto('/admin/availability');
        await expect(officePage.getByRole('form', { name: `Availability of ${consultantName}` })).toBeVisible();
        await officeConsole.axe(`Availability at ${width} px`);
      }
    });
    await office.close();
    await victim.close();
  });
});
