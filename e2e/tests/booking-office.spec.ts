import ICAL from 'ical.js';
import { type Page } from '@playwright/test';
import { watchedConsole } from '../support/accessibility';
import { uniqueEmail } from '../support/mailbox';
import { touches } from '../support/sitePaths';
import { startSignedInAsStaff } from '../support/staffSignIn';
import { localOnly, SITE } from '../support/target';
import { expect, test } from '../support/test';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
/** Evening hours, so that another suite's consultant on office hours does not share the times this one books. */
const HOURS = { from: '19:00', until: '21:30' };
const londonTime = (instant: string) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit' }).format(new Date(instant));

/** The consultant's weekly hours set through Availability: every day, in Europe/London. */
async function setLondonHours(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Availability' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Availability');
  const form = page.getByRole('form', { name: `Availability of ${name}` });
  await form.getByLabel('Time zone').selectOption('Europe/London');
  for (const day of WEEKDAYS) {
    await form.getByRole('button', { name: `Add hours on ${day}` }).click();
    await form.getByLabel(`${day}, hours 1: from`).fill(HOURS.from);
    await form.getByLabel(`${day}, hours 1: until`).fill(HOURS.until);
  }
  await form.getByRole('button', { name: 'Save the availability' }).click();
  await expect(page.getByText('Your availability is saved.')).toBeVisible();
}

test.describe('booking in the back office', () => {
  localOnly('the consultant is made with the local stack’s command line');

  test('a consultant sets hours in Europe/London; a booking for a request shows under Consultations; the calendar feed reads with the right UTC time; axe at 1366 and 390 px', touches('admin'), async ({ browser, request }) => {
    test.setTimeout(180_000);
    const stamp = Date.now().toString(36);
    const consultantName = `Cleo Consultant ${stamp}`;
    const visitor = { fname: 'Marisol', lname: `Quintero${stamp}` };
    const context = await browser.newContext({ baseURL: SITE, viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const watched = watchedConsole(page);

    await test.step('the consultant signs in and sets their hours in Europe/London', async () => {
      await startSignedInAsStaff(page, request, consultantName, 'case_manager');
      await setLondonHours(page, consultantName);
    });

    let feedPath = '';
    await test.step('they make their calendar feed address, shown once', async () => {
      await page.getByRole('button', { name: 'Make the feed address' }).click();
      const address = page.getByLabel('Feed address (shown once: copy it now)');
      await expect(address).toBeFocused();
      const feedUrl = await address.inputValue();
      expect(feedUrl).toMatch(/\/api\/bookings\/feed\/\d+-[A-Za-z0-9_-]{43}\.ics$/);
      feedPath = new URL(feedUrl).pathname;
    });

    let startsAt = '';
    await test.step('a request is sent and booked through the public API at one of their evening times', async () => {
      const sent = await request.post('/api/services', {
        data: { ...visitor, email: uniqueEmail('booking-office'), phone: '+12025550100', subject: 'contact-form-submission', scam_type: 'romance', transaction_type: 'wire_transfer', scam_amount: '9000', scam_description: 'He asked for money for a flight.' },
      });
      expect(sent.status()).toBe(201);
      const { booking_token: token } = (await sent.json()) as { booking_token: string };
      const { slots } = (await (await request.get('/api/bookings/slots')).json()) as { slots: { startsAt: string }[] };
      const evening = slots.find((slot) => londonTime(slot.startsAt) >= HOURS.from);
      expect(evening, 'an evening time of the consultant is offered').toBeDefined();
      startsAt = evening!.startsAt;
      const booked = await request.post('/api/bookings', { data: { token, startsAt, channel: 'phone', timeZone: 'America/New_York' } });
      expect(booked.status()).toBe(201);
    });

    await test.step('the consultant finds it under Consultations, with the request and the number to call', async () => {
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Consultations' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Consultations');
      const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: `${visitor.fname} ${visitor.lname}` }) });
      await expect(row).toHaveCount(1);
      await expect(row.getByRole('link', { name: 'Phone +12025550100' })).toHaveAttribute('href', 'tel:+12025550100');
      await expect(row.getByRole('cell', { name: 'Booked' })).toBeVisible();
      await expect(row.locator('time')).toHaveAttribute('datetime', startsAt);
    });

    await test.step('the feed, read without a session, parses as iCalendar with the booking at its UTC time', async () => {
      const feed = await request.get(feedPath);
      expect(feed.status()).toBe(200);
      expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
      const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
      const events = calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));
      const found = events.find((event) => event.startDate.toJSDate().toISOString() === startsAt);
      expect(found, `an event at ${startsAt}`).toBeDefined();
      expect(found!.startDate.zone?.tzid).toBe('UTC');
      expect(found!.summary).toBe('Free consultation (phone)');
    });

    await test.step('Consultations and Availability pass axe at 1366 and 390 px, nothing wider than the screen', async () => {
      for (const width of [1366, 390]) {
        await page.setViewportSize({ width, height: 844 });
        await page.goto('/admin/consultations');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Consultations');
        await expect(page.getByRole('link', { name: `${visitor.fname} ${visitor.lname}` })).toBeVisible();
        await watched.axe(`Consultations at ${width} px`);
        await page.goto('/admin/availability');
        await expect(page.getByRole('form', { name: `Availability of ${consultantName}` })).toBeVisible();
        await watched.axe(`Availability at ${width} px`);
      }
    });
    await context.close();
  });
});
