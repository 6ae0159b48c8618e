import type { FastifyError, FastifyRequest } from 'fastify';
import pino, { type Logger } from 'pino';
import { maskEmail, redactUrl } from '../redact';

const EMAIL_IN_TEXT = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[A-Za-z]{2,}/g;

function redactText(text: string | undefined): string {
  return (text ?? '').replace(EMAIL_IN_TEXT, maskEmail);
}

/**
 * The API's logger: JSON lines, request URLs with the e-mail masked, errors without database
 * details (which can quote stored values). Bodies, headers, codes and tokens are never logged.
 */
export function createLogger(level: string, stream?: NodeJS.WritableStream): Logger {
  const options = {
    level,
    serializers: {
      req: (request: FastifyRequest) => ({ method: request.method, url: redactUrl(request.url), remoteAddress: request.ip }),
      err: (error: FastifyError) => ({
        type: error.name,
        code: error.code,
        message: redactText(error.message),
        stack: redactText(error.stack),
      }),
    },
  };
  return stream ? pino(options, stream) : pino(options);
}
