import { clientCasePath } from '@frc/contracts';
import { CODE_LIFETIME_MINUTES } from '../otp/signInCodes';
import type { OutgoingMail } from './mailer';

// The engagement letter's mails say that something happened and link to the case room: no name, fee or case data
// (DECISIONS #22); the letter itself is read and signed behind sign-in.

const roomLink = (publicOrigin: string, ref: string) => `${publicOrigin}${clientCasePath(ref)}`;

export function signingCodeMail(to: string, code: string): OutgoingMail {
  return {
    to,
    subject: 'Your ClearTrace Recovery signing code',
    text: [
      `Your code to sign your engagement letter is ${code}.`,
      '',
      `It works once and expires in ${CODE_LIFETIME_MINUTES} minutes.`,
      'If you did not ask to sign a letter, do not share this code with anyone and tell us.',
    ].join('\n'),
  };
}

/** `kind`: the letter has just been sent, is waiting (a reminder), or is signed (a copy waits in the room). */
export function engagementNoticeMail(to: string, publicOrigin: string, ref: string, kind: 'sent' | 'reminder' | 'signed'): OutgoingMail {
  const lines = {
    sent: ['ClearTrace Recovery has sent you an engagement letter to read and sign.'],
    reminder: ['Your engagement letter from ClearTrace Recovery is still waiting for your signature.'],
    signed: ['Your engagement letter is signed. The sealed copy is in your case room, to keep.'],
  }[kind];
  return {
    to,
    subject: kind === 'signed' ? 'Your ClearTrace Recovery engagement letter is signed' : 'An engagement letter from ClearTrace Recovery is waiting for you',
    text: [...lines, '', `Sign in to read it: ${roomLink(publicOrigin, ref)}`].join('\n'),
  };
}
