import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { FieldError } from '@frc/contracts';

export const SERVER_FAILURE = 'Something went wrong on our side. Please try again in a moment.';

/** A request refused before any route's schema saw it (inputGuard.ts): answered 422 like a schema's refusal. */
export class InputRefused extends Error {
  constructor(readonly errors: FieldError[]) {
    super(errors[0]?.message ?? 'Invalid value');
  }
}

function fieldName(context: string | undefined, instancePath: string): string {
  const path = instancePath.split('/').filter(Boolean).join('.');
  return path || (context ?? 'body');
}

/** One field: its (first) message; several: a sentence that names them. */
function summarise(errors: FieldError[]): string {
  const fields = [...new Set(errors.map((error) => error.field))];
  if (fields.length === 1 && errors[0]) return errors[0].message;
  return `Please check these fields: ${fields.join(', ')}.`;
}

function messageFor(error: FastifyError, status: number): string {
  if (status === 413) return 'The request is too large. Please shorten the text and try again.';
  if (status === 415) return 'Please send the request as JSON.';
  if (status === 400 && (error.code?.startsWith('FST_ERR_CTP_') || error instanceof SyntaxError)) return 'The request body is not valid JSON.';
  return error.message;
}

/**
 * Every error becomes `{ message, errors? }`: 400 for unreadable bodies, 404 for a path naming no record, 422
 * naming the fields a schema (or the input guard) refused, the framework's own 4xx as they are, and a plain 500 (logged) for the rest.
 */
export function registerErrorAnswers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A path that names no record (an id past the largest, `0x1`, `1e0`) is a page that is not there.
      if (error.validationContext === 'params') return reply.code(404).send({ message: 'Not found' });
      const errors = error.validation.map((issue) => ({ field: fieldName(error.validationContext, issue.instancePath), message: issue.message ?? 'Invalid value' }));
      return reply.code(422).send({ message: summarise(errors), errors });
    }
    if (error instanceof InputRefused) return reply.code(422).send({ message: summarise(error.errors), errors: error.errors });
    const status = error.statusCode ?? 500;
    if (status < 400 || status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: SERVER_FAILURE });
    }
    request.log.info({ status, code: error.code }, 'request refused');
    return reply.code(status).send({ message: messageFor(error, status) });
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not found' }));
}
