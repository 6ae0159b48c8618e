import { CASE_ASSIGNED_MAIL_TEXT, caseReference, CASE_NEWS_MAIL_TEXT, INBOX_KINDS, inboxReference, labelOf, type InboxKind, type RequestSource } from '@frc/contracts';
import type { OutgoingMail } from './mailer';

export function signInCodeMail(to: string, code: string, validMinutes: number): OutgoingMail {
  return {
    to,
    subject: 'Your ClearTrace Recovery sign-in code',
    text: [
      `Your verification code is ${code}.`,
      '',
      `It works once and expires in ${validMinutes} minutes.`,
      'If you did not ask to sign in, you can ignore this e-mail: nobody can sign in without the code.',
    ].join('\n'),
  };
}

/** Any line break, including the ones mail readers and Unicode treat as such. */
// eslint-disable-next-line no-control-regex -- vertical tab and form feed break lines too: matching them is the point
const LINE_BREAK = /\r\n|[\r\n\u000b\u000c\u0085\u2028\u2029]/;
const FIELD_INDENT = '    ';

/**
 * One field of a notification: `Name: value` on one line; text of several lines (a description)
 * starts on the next line and every one of its lines is indented, so nothing a visitor types can
 * stand at the start of a line and pass for a field of its own.
 */
function fieldLines(name: string, value: string | number | boolean | null): string[] {
  const text = value === null || value === '' ? 'not given' : String(value);
  const lines = text.split(LINE_BREAK);
  if (lines.length === 1) return [`${name}: ${text}`];
  return [`${name}:`, ...lines.map((line) => `${FIELD_INDENT}${line}`)];
}

/** Tells the team about something the system did, field by field: never for what a visitor wrote (newInboxItemMail). */
export function teamNotificationMail(to: string, what: string, fields: Record<string, string | number | boolean | null>): OutgoingMail {
  const lines = Object.entries(fields).flatMap(([name, value]) => fieldLines(name, value));
  return { to, subject: `New ${what}`, text: [`A new ${what} has been received.`, '', ...lines].join('\n') };
}

/** What came in, in the words the team reads: which form a request came from, else the kind of item. */
const NEW_ITEM_NAMES: Record<RequestSource, string> = {
  lead: 'Lead form consultation request',
  contact: 'Contact form consultation request',
  wizard: 'Wizard consultation request',
};

/**
 * Tells the team that something came in through the site: what it is, in words, and the link to its inbox item. Who
 * sent it and what they wrote stay behind the back office's sign-in (no name, contact, amount or story in a mailbox).
 */
export function newInboxItemMail(to: string, item: { kind: InboxKind; source: RequestSource | null; id: number; files?: number }, origin: string): OutgoingMail {
  const name = item.source ? NEW_ITEM_NAMES[item.source] : labelOf(INBOX_KINDS, item.kind);
  const files = item.files ? ` with ${item.files} file${item.files === 1 ? '' : 's'}` : '';
  return {
    to,
    subject: `New ${name.charAt(0).toLowerCase()}${name.slice(1)} #${item.id}`,
    text: [
      `${name} #${item.id} came in through the site${files}.`,
      '',
      'Read it in the back office:',
      `${origin}/admin/inbox/${inboxReference(item.kind, item.id)}`,
      '',
      'Who sent it and what they wrote are only there: mail carries no name, contact detail, amount or story.',
    ].join('\n'),
  };
}

/** Asks the owner of an address to confirm a request sent in their name without signing in. */
export function requestConfirmationMail(to: string, link: string, bookingLink: string, validDays: number): OutgoingMail {
  return {
    to,
    subject: 'Please confirm your ClearTrace Recovery consultation request',
    text: [
      'We received a consultation request with this e-mail address. Our team has it and will reply within 24-48 hours.',
      '',
      'So that its details appear in your client area, please confirm that you sent it:',
      link,
      '',
      'To book your free consultation at a time that suits you:',
      bookingLink,
      '',
      `The links work for ${validDays} days.`,
      'If you did not send this request, ignore this e-mail: nothing sent in your name will appear in your client area.',
      'We will never ask you to pay a fee to release recovered funds.',
    ].join('\n'),
  };
}

/** Asks the owner of an address given to the newsletter sign-up to confirm it: until then nothing is sent to it. */
export function newsletterConfirmationMail(to: string, link: string, validDays: number): OutgoingMail {
  return {
    to,
    subject: 'Please confirm your ClearTrace Recovery newsletter sign-up',
    text: [
      'This e-mail address was given to sign up for the ClearTrace Recovery newsletter (scam alerts, about twice a month).',
      '',
      'To start receiving it, confirm that it was you:',
      link,
      '',
      `The link works for ${validDays} days. If you did not sign up, ignore this e-mail: you will get nothing more from us, and we delete the address after ${validDays} days.`,
    ].join('\n'),
  };
}

/** A newsletter mail: whatever it says, it ends with the link that unsubscribes the address and deletes it. */
export function newsletterMail(to: string, subject: string, body: readonly string[], unsubscribeLink: string): OutgoingMail {
  return {
    to,
    subject,
    text: [...body, '', '--', 'To stop receiving this newsletter and have your address deleted, open:', unsubscribeLink].join('\n'),
  };
}

export function newsletterWelcomeMail(to: string, unsubscribeLink: string): OutgoingMail {
  return newsletterMail(
    to,
    'Welcome to the ClearTrace Recovery newsletter',
    [
      'Your subscription is confirmed. About twice a month you will get a short e-mail from our investigators: new scam patterns, imposter warnings and practical protection.',
      '',
      'We will never ask you to pay a fee to release recovered funds, and never contact you first to offer a recovery.',
    ],
    unsubscribeLink,
  );
}

/** The code that confirms an erasure: asked for from the data page, so a stolen token alone erases nothing. */
export function erasureCodeMail(to: string, code: string, validMinutes: number): OutgoingMail {
  return {
    to,
    subject: 'Your code to erase your ClearTrace Recovery data',
    text: [
      `Your code to erase your data is ${code}.`,
      '',
      `It works once and expires in ${validMinutes} minutes. Entering it on your data page deletes everything we hold about this address: your requests, reports and their files, newsletter subscription and sessions. This cannot be undone.`,
      'If you did not ask for it, do not share it with anyone: someone may be signed in as you. Sign in and sign out everywhere, or write to us.',
    ].join('\n'),
  };
}

/** Tells the team that a client erased their data: no address (it is gone), only the log entry and the counts. */
export function teamErasureMail(to: string, logId: number, erasedAt: Date, counts: Record<string, number>): OutgoingMail {
  return teamNotificationMail(to, `data erasure #${logId}`, {
    'Erased at': erasedAt.toISOString(),
    ...Object.fromEntries(Object.entries(counts).map(([kind, count]) => [kind, count])),
    Note: 'A client erased their data from their data page. The erasure log keeps only a keyed hash of the address.',
  });
}

export function staffSignInCodeMail(to: string, code: string, validMinutes: number): OutgoingMail {
  return {
    to,
    subject: 'Your ClearTrace Recovery back-office code',
    text: [
      `Your back-office sign-in code is ${code}.`,
      '',
      `It works once and expires in ${validMinutes} minutes. Your passkey is asked for next.`,
      'If you did not try to sign in, tell an admin: someone knows your address and tried to use it.',
    ].join('\n'),
  };
}

/** The single-use link that lets a staff member register a passkey (an invitation, or after a reset). */
export function staffEnrolmentMail(to: string, name: string, link: string, validHours: number): OutgoingMail {
  return {
    to,
    subject: 'Your ClearTrace Recovery back-office sign-in link',
    text: [
      `Hello ${name},`,
      '',
      'Open this link to sign in to the back office and register your passkey:',
      link,
      '',
      `The link works once and expires in ${validHours} hours.`,
    ].join('\n'),
  };
}

/** Tells a client their case moved on; the details are only behind their sign-in. */
export function caseNewsMail(to: string, signInLink: string): OutgoingMail {
  return {
    to,
    subject: 'News about your case',
    text: [CASE_NEWS_MAIL_TEXT, '', signInLink].join('\n'),
  };
}

/**
 * Tells one side of a case room that something new waits there, without saying what: `notice` is the subject and
 * the body's sentence; for the team, the case's reference goes with it.
 */
export function caseRoomNoticeMail(to: string, notice: string, link: string, caseRef?: string): OutgoingMail {
  const sentence = caseRef ? `${caseRef}: ${notice}` : notice;
  return { to, subject: sentence, text: [sentence, '', link].join('\n') };
}

/** Tells a staff member that a case is now theirs: its reference and a link into the back office, nothing of the victim. */
export function caseAssignedMail(to: string, caseRef: string, link: string): OutgoingMail {
  const sentence = `${caseRef}: ${CASE_ASSIGNED_MAIL_TEXT}`;
  return { to, subject: `${caseRef}: a case has been assigned to you`, text: [sentence, '', link].join('\n') };
}

/**
 * A member's daily reminder of their due tasks: how many, and in which cases. No task's title or note and nothing of
 * the victim, as a mailbox is read on phones and forwarded.
 */
export function taskReminderMail(to: string, due: { overdue: number; today: number; caseIds: readonly number[] }, link: string): OutgoingMail {
  const tasks = (count: number) => `${count} task${count === 1 ? '' : 's'}`;
  const counts = [due.overdue > 0 ? `${tasks(due.overdue)} overdue` : null, due.today > 0 ? `${tasks(due.today)} due today` : null].filter(Boolean).join(' and ');
  const refs = due.caseIds.map((id) => caseReference(id)).join(', ');
  return {
    to,
    subject: `Your tasks: ${counts}`,
    text: [`You have ${counts} in the back office.`, `Cases: ${refs}`, '', link].join('\n'),
  };
}
