import type { FastifyError, FastifyRequest } from 'fastify';
import pino, { type Logger } from 'pino';
import { activeTraceIds } from '../observability/tracing';
import { redactSecrets, redactText } from '../redact';
import { clientAddress } from './clientAddress';

/**
 * The API's logger: JSON lines, request URLs with every address masked and every secret a link carries (a calendar
 * feed's key, a confirmation token) replaced, the client address only
 * from trusted proxies, errors without database
 * details (which can quote stored values). Bodies, headers, codes and tokens are never logged. When tracing is on,
 * each line names the trace and span it was written in.
 */
export function createLogger(level: string, stream?: NodeJS.WritableStream): Logger {
  const options = {
    level,
    mixin: activeTraceIds,
    serializers: {
      req: (request: FastifyRequest) => ({ method: request.method, url: redactSecrets(request.url), remoteAddress: clientAddress(request) }),
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
