import { PAYMENT_METHODS, SCAM_TYPES, type CodeOption, type ServiceRecord } from '@frc/contracts';
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

function labelOf(options: readonly CodeOption[], code: string | null): string {
  if (code === null) return 'not given';
  return options.find((option) => option.code === code)?.label ?? code;
}

/** Tells the team inbox about something a visitor sent, so nobody has to poll the database. */
export function teamNotificationMail(to: string, what: string, fields: Record<string, string | number | boolean | null>): OutgoingMail {
  const lines = Object.entries(fields).map(([name, value]) => `${name}: ${value === null || value === '' ? 'not given' : String(value)}`);
  return { to, subject: `New ${what}`, text: [`A new ${what} has been received.`, '', ...lines].join('\n') };
}

export function consultationRequestNotification(to: string, record: ServiceRecord): OutgoingMail {
  return teamNotificationMail(to, `consultation request #${record.id}`, {
    Subject: record.subject,
    Name: `${record.fname} ${record.lname}`,
    Email: record.email,
    Phone: record.phone,
    'Scam type': labelOf(SCAM_TYPES, record.scam_type),
    'Payment method': labelOf(PAYMENT_METHODS, record.transaction_type),
    Amount: record.scam_amount,
    'BTC address': record.address,
    Details: record.scam_description,
    Received: record.created_at,
  });
}
