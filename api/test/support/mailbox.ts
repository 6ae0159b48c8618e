import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface CapturedMail {
  to: string[];
  subject: string;
  text: string;
  /** The text/calendar alternative of an invite, when the mail has one. */
  calendar: string | null;
}

/** Headers unfolded, and the body after them. */
function splitPart(raw: string): { header: (name: string) => string; body: string } {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  return { header: (name) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(headers)?.[1] ?? '', body: raw.slice(split + 4) };
}

function decoded(part: { header: (name: string) => string; body: string }): string {
  const encoding = part.header('Content-Transfer-Encoding');
  if (/quoted-printable/i.test(encoding)) return part.body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  if (/base64/i.test(encoding)) return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return part.body;
}

type MailPart = ReturnType<typeof splitPart>;

/** The single parts of `part`, looking into nested multiparts (an invite's mail is mixed, with an alternative inside). */
function leafParts(part: MailPart): MailPart[] {
  const boundary = /boundary="?([^";]+)"?/i.exec(part.header('Content-Type'))?.[1];
  if (!boundary) return [part];
  return part.body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((inner) => leafParts(splitPart(inner.replace(/^\r\n/, ''))));
}

/** Minimal reading of what nodemailer sends: headers, then a 7bit, quoted-printable or base64 text body, and an invite's calendar part. */
function readMail(raw: string, to: string[]): CapturedMail {
  const mail = splitPart(raw);
  const parts = leafParts(mail);
  const partOf = (type: RegExp) => parts.find((part) => type.test(part.header('Content-Type')));
  const text = parts.length === 1 ? mail : partOf(/^text\/plain/i);
  const calendar = partOf(/^text\/calendar/i);
  return { to, subject: mail.header('Subject'), text: text ? decoded(text) : '', calendar: calendar ? decoded(calendar) : null };
}

/** An SMTP server on a free loopback port that keeps every mail it receives. */
export async function startMailbox() {
  const mails: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push(readMail(Buffer.concat(chunks).toString('utf8'), session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase())));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const isSignInMail = (mail: CapturedMail) => mail.subject === 'Your ClearTrace Recovery sign-in code';
  const isConfirmationMail = (mail: CapturedMail) => mail.subject === 'Please confirm your ClearTrace Recovery consultation request';
  const { port } = server.server.address() as AddressInfo;

  /** The first mail `matches` accepts, waiting for it if need be. */
  async function waitForMail(matches: (mail: CapturedMail) => boolean, timeoutMs = 5000): Promise<CapturedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = mails.find(matches);
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`no matching mail within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** The newest mail to `address` (of those `kind` accepts) that arrived after the first `skip` such mails. */
  async function nextMailTo(address: string, skip: number, timeoutMs = 5000, kind: (mail: CapturedMail) => boolean = () => true): Promise<CapturedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const received = mailsTo(address).filter(kind);
      const mail = received[received.length - 1];
      if (mail && received.length > skip) return mail;
      if (Date.now() > deadline) throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  function mailsTo(address: string): CapturedMail[] {
    return mails.filter((mail) => mail.to.includes(address.toLowerCase()));
  }

  const signInMailsTo = (address: string) => mailsTo(address).filter(isSignInMail);

  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    mailsTo,
    signInMailsTo,
    nextMailTo,
    waitForMail,
    /** Waits for a sign-in mail to `address` beyond the first `skip` sign-in mails and reads the six-digit code from it. */
    async codeFor(address: string, skip: number): Promise<string> {
      const mail = await nextMailTo(address, skip, 5000, isSignInMail);
      const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
      if (!code) throw new Error(`no code in the mail to ${address}: ${mail.text}`);
      return code;
    },
    /** Waits for the confirmation mail to `address` beyond the first `skip` ones and reads the link's token. */
    async confirmationTokenFor(address: string, skip = 0): Promise<string> {
      const mail = await nextMailTo(address, skip, 5000, isConfirmationMail);
      const token = /[?&]token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
      if (!token) throw new Error(`no confirmation link in the mail to ${address}: ${mail.text}`);
      return token;
    },
    /** Waits for a mail to `address` with a link to the page `pagePath` and reads its token (the newest such link). */
    async linkTokenFor(address: string, pagePath: string, skip = 0): Promise<string> {
      const pattern = new RegExp(`${pagePath.replace(/[/.]/g, '\\$&')}\\?token=([A-Za-z0-9_-]+)`);
      const mail = await nextMailTo(address, skip, 5000, (candidate) => pattern.test(candidate.text));
      const token = pattern.exec(mail.text)?.[1];
      if (!token) throw new Error(`no ${pagePath} link in the mail to ${address}: ${mail.text}`);
      return token;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Mailbox = Awaited<ReturnType<typeof startMailbox>>;
