import { randomUUID } from 'node:crypto';
import { expectNoAxeViolations, openSettled } from '../support/accessibility';
import { staffApi } from '../support/backOffice';
import { uniqueEmail } from '../support/mailbox';
import { signInByEmail } from '../support/intakeApi';
import { createCase, startSignedIn } from '../support/portalSignIn';
import { touches } from '../support/sitePaths';
import { startSignedInAsStaff } from '../support/staffSignIn';
import { localOnly, SITE } from '../support/target';
import { expect, test } from '../support/test';

test.describe('what the team writes, on a client’s phone', () => {
  localOnly('the team is created with the command line of the local stack');

  test('the team writes and sends a document; My cases counts them on the card, the Menu button and the title; one tap opens the room at the first new message', touches('admin', 'portal'), async ({ page, request }) => {
    test.setTimeout(90_000);
    const stamp = Date.now().toString(36);
    const clientEmail = uniqueEmail('unread');
    const warning = `Please do NOT pay the 2,000 USD: this is a recovery scam (${stamp}).`;
    const followUp = `Call us before you answer them (${stamp}).`;
    const letter = `exchange-letter-${stamp}.pdf`;

    let caseRef = '';
    await test.step('the team opens a case from the client’s request; after the client’s own long messages, it writes to them twice and sends a document', async () => {
      const requestId = await createCase(request, clientEmail, 1);
      await startSignedInAsStaff(page, request, `Ada Admin ${stamp}`, 'admin');
      const post = await staffApi(page);
      caseRef = (await post<{ caseRef: string }>(`/api/admin/inbox/request-${requestId}/case`, {})).caseRef;
      // What the client wrote first fills more than a phone's screen: the room must open further down, at the warning.
      const clientToken = await signInByEmail(request, clientEmail);
      for (let index = 1; index <= 3; index += 1) {
        const sent = await request.post(`/api/cases/${caseRef}/messages`, {
          headers: { Authorization: `Bearer ${clientToken}`, 'Idempotency-Key': randomUUID() },
          data: { text: `My account ${index}: ${'they asked me for one more deposit before the withdrawal. '.repeat(12)}` },
        });
        expect(sent.status(), `the client's message answered ${sent.status()}`).toBe(201);
      }
      await post(`/api/admin/cases/${caseRef}/messages`, { text: warning });
      await post(`/api/admin/cases/${caseRef}/messages`, { text: followUp });
      await post(`/api/admin/cases/${caseRef}/documents`, null, { name: letter, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.7\nThe exchange's letter (${stamp}).\n%%EOF\n`) });
    });

    const client = await page.context().newPage();
    await client.setViewportSize({ width: 390, height: 844 });
    await startSignedIn(client, request, clientEmail);

    await test.step('My cases shows the count on the case’s card, in the Menu button’s name and in the page title', async () => {
      await openSettled(client, '/dashboard/cases');
      const card = client.getByRole('list', { name: /^Your cases/ }).getByRole('listitem').filter({ has: client.getByRole('heading', { name: `Case ${caseRef}` }) });
      await expect(card.getByText('2 new messages, 1 new document', { exact: true })).toBeVisible();
      await expect(client.getByRole('button', { name: 'Menu, 3 unread' })).toBeVisible();
      await expect(client).toHaveTitle(/^\(3\) My cases/);
      await expectNoAxeViolations(client, 'a case with unread messages, at 390 px');
    });

    await test.step('one tap opens the room at the first new message, with focus on the heading', async () => {
      await client.getByRole('link', { name: `Open case ${caseRef}, 2 new messages, 1 new document` }).click();
      await expect(client).toHaveURL(`${SITE}/dashboard/cases/${caseRef}`);
      const heading = client.getByRole('heading', { level: 1, name: `Case ${caseRef}` });
      await expect(heading).toBeFocused();
      const first = client.getByRole('log', { name: 'Messages' }).getByRole('listitem').filter({ hasText: warning });
      await expect(first.getByText('New', { exact: true })).toBeVisible();
      await expect(first).toBeInViewport();
      // Opened there, not at the top: the client's own long messages above it are scrolled past.
      await expect(heading).not.toBeInViewport();
      await expect(heading).toBeFocused();
      await expect(client.getByRole('log', { name: 'Messages' }).getByText('New', { exact: true })).toHaveCount(1);
      // The team's document is marked too; once the list has shown it, the menu counts nothing unread.
      await expect(client.getByRole('region', { name: 'Documents' }).getByRole('listitem').filter({ hasText: letter }).getByText('New', { exact: true })).toBeVisible();
      await expect(client.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
      await expectNoAxeViolations(client, 'the first new message and the new document marked, at 390 px');
    });

    await test.step('after a send by keyboard, focus is back in the message field', async () => {
      const field = client.getByLabel('Your message to the case team');
      await field.focus();
      await client.keyboard.type(`Thank you, I will not pay (${stamp}).`);
      await client.keyboard.press('Tab');
      await expect(client.getByLabel('Attach files (optional)')).toBeFocused();
      await client.keyboard.press('Tab');
      await expect(client.getByRole('button', { name: 'Send' })).toBeFocused();
      await client.keyboard.press('Enter');
      await expect(client.getByRole('log', { name: 'Messages' })).toContainText(`Thank you, I will not pay (${stamp}).`);
      await expect(field).toHaveValue('');
      await expect(field).toBeFocused();
    });
  });
});
