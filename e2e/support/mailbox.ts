import { type APIRequestContext } from '@playwright/test';
import { expect } from './test';
import { MAILBOX } from './site';

/** MailDev's REST API, where the site's API delivers every mail. */
const MAILDEV = MAILBOX;

export interface MaildevMail {
  id: string;
  to: { address: string }[];
  subject?: string;
  text?: string;
  html?: string;
  date?: string;
}

/** An address no other test uses, so each test sees only its own records and mails. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * Every mail MailDev holds. Each read opens its own connection: MailDev closes a kept-alive socket after 5 s idle,
 * and a read sent on it at that moment ends in "socket hang up" (ECONNRESET).
 */
export async function allMails(request: APIRequestContext): Promise<MaildevMail[]> {
  const answer = await request.get(`${MAILDEV}/email`, { headers: { connection: 'close' } });
  if (!answer.ok()) return [];
  return (await answer.json()) as MaildevMail[];
}

/** Every mail MailDev holds for `email`, oldest first. */
export async function mailsTo(request: APIRequestContext, email: string): Promise<MaildevMail[]> {
  return (await allMails(request))
    .filter((mail) => mail.to.some((to) => to.address.toLowerCase() === email.toLowerCase()))
    .sort((a, b) => Date.parse(a.date ?? '') - Date.parse(b.date ?? ''));
}

function sixDigitCode(mail: MaildevMail): string | null {
  for (const part of [mail.subject, mail.text, mail.html]) {
    const code = /\b(\d{6})\b/.exec(part ?? '')?.[1];
    if (code) return code;
  }
  return null;
}

/**
 * Runs `askForCode` (a press of 'Send a code', or a call of the API) and returns the sign-in code of
 * the newest mail that reached `email` after it, so an older code in the inbox is never taken.
 */
export async function codeMailedAfter(request: APIRequestContext, email: string, askForCode: () => Promise<void>): Promise<string> {
  const seen = new Set((await mailsTo(request, email)).map((mail) => mail.id));
  await askForCode();
  const readNewestCode = async () => {
    const fresh = (await mailsTo(request, email)).filter((mail) => !seen.has(mail.id));
    const newest = fresh[fresh.length - 1];
    return newest ? sixDigitCode(newest) : null;
  };
  await expect.poll(readNewestCode, { message: `a sign-in code mailed to ${email}`, timeout: 15_000 }).not.toBeNull();
  const code = await readNewestCode();
  if (!code) throw new Error(`no sign-in code for ${email}`);
  return code;
}

/** Subject of the mail that asks an address's owner to confirm a request sent without signing in. */
const CONFIRMATION_SUBJECT = 'Please confirm your ClearTrace Recovery consultation request';

/**
 * The links to the page `pagePath` in the mails with `subject` that `email` has received (oldest first), once
 * there are at least `atLeast` of them.
 */
export async function linksMailedTo(request: APIRequestContext, email: string, subject: string, pagePath: string, atLeast = 1): Promise<string[]> {
  const pattern = new RegExp(`https?://\\S+${pagePath.replace(/[/.]/g, '\\$&')}\\?token=[A-Za-z0-9_-]+`);
  const readLinks = async () =>
    (await mailsTo(request, email))
      .filter((mail) => mail.subject === subject)
      .map((mail) => pattern.exec(mail.text ?? '')?.[0])
      .filter((link): link is string => link !== undefined);
  await expect.poll(async () => (await readLinks()).length, { message: `${atLeast} mail(s) "${subject}" to ${email}`, timeout: 15_000 }).toBeGreaterThanOrEqual(atLeast);
  return readLinks();
}

/** The subjects of every mail `email` has received, oldest first. */
export async function subjectsMailedTo(request: APIRequestContext, email: string): Promise<string[]> {
  return (await mailsTo(request, email)).map((mail) => mail.subject ?? '');
}

/**
 * The links of the confirmation mails `email` has received (oldest first), once there are at least
 * `atLeast` of them: requests sent in its name without signing in, each waiting for its owner.
 */
export function confirmationLinksFor(request: APIRequestContext, email: string, atLeast = 1): Promise<string[]> {
  return linksMailedTo(request, email, CONFIRMATION_SUBJECT, '/contact-us/confirm', atLeast);
}

/** The body of one MIME part as sent: 7bit, quoted-printable or base64. */
function decodedPart(body: string, encoding: string): string {
  if (/^base64$/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/^quoted-printable$/i.test(encoding))
    return Buffer.from(body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
  return body;
}

/**
 * The calendar invite (the `text/calendar` part) of a mail MailDev holds, read from the mail's source as the
 * recipient's calendar reads it; null when the mail has none.
 */
export async function calendarOf(request: APIRequestContext, mail: MaildevMail): Promise<string | null> {
  const answer = await request.get(`${MAILDEV}/email/${mail.id}/source`, { headers: { connection: 'close' } });
  expect(answer.ok(), `the source of the mail "${mail.subject}"`).toBe(true);
  const source = (await answer.text()).replace(/\r\n/g, '\n');
  for (const part of source.split(/\n--[^\n]+\n/)) {
    const [head = '', ...rest] = part.split('\n\n');
    if (!/^content-type:\s*text\/calendar/im.test(head)) continue;
    const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(head)?.[1] ?? '7bit';
    return decodedPart(rest.join('\n\n').trim(), encoding);
  }
  return null;
}
