import { SpanKind } from '@opentelemetry/api';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Metrics } from '../observability/metrics';
import { inSpan } from '../observability/tracing';
import { maskEmail } from '../redact';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** A calendar invite, sent as the mail's text/calendar alternative (what Outlook and Gmail act on). */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; content: string };
}

export interface Mailer {
  /**
   * Hands the mail to the SMTP server in the background; never throws and never waits, so a
   * slow or broken mail server changes neither an answer nor its timing. Failures are logged.
   */
  send(mail: OutgoingMail, purpose: string): void;
  /** Resolves once every mail handed over so far has been delivered or has failed. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

export interface SmtpMailer extends Mailer {
  /** Mails handed over and not yet delivered or failed (the metrics' mail queue). */
  pending(): number;
}

export function createSmtpMailer({ smtpUrl, from, log, metrics }: { smtpUrl: string; from: string; log: FastifyBaseLogger; metrics: Metrics }): SmtpMailer {
  const transport = nodemailer.createTransport(
    { url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
    { from },
  );
  const inFlight = new Set<Promise<void>>();

  return {
    send(mail, purpose) {
      // A span of its own, under the request's, that says what the mail was for and never to whom.
      const delivery = inSpan('mail send', SpanKind.CLIENT, { 'mail.purpose': purpose }, () => transport.sendMail(mail)).then(
        () => {
          metrics.mail(purpose, 'sent');
          log.info({ to: maskEmail(mail.to), purpose }, 'mail sent');
        },
        (error: Error) => {
          metrics.mail(purpose, 'failed');
          log.error({ to: maskEmail(mail.to), purpose, reason: error.message }, 'mail could not be sent');
        },
      );
      inFlight.add(delivery);
      void delivery.finally(() => inFlight.delete(delivery));
    },
    async settled() {
      await Promise.all(inFlight);
    },
    pending: () => inFlight.size,
    async close() {
      await Promise.all(inFlight);
      transport.close();
    },
  };
}
