// One error type for the rules, one handler that turns anything thrown into the shared error body.
import type { ErrorBody, ErrorCode } from '@sherehe/core/api/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseTrouble } from './database-trouble.ts';

const statusOf: Record<ErrorCode, number> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  business_rule: 422,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
};

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return statusOf[this.code];
  }
}

export function errorBody(code: ErrorCode, message: string, details?: unknown): ErrorBody {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

// Fastify's own client errors (bad JSON, wrong content type, body too large) keep their status with our shape.
function codeForClientStatus(status: number): ErrorCode {
  if (status === 404) return 'not_found';
  if (status === 413) return 'payload_too_large';
  if (status === 429) return 'rate_limited';
  return 'validation';
}

const clientMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as application/json.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
};

// PostgreSQL's "character not in repertoire" and "untranslatable character" (a NUL byte in text, say), also when
// the query builder wraps the driver's error.
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

function isUnstorableText(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    if (UNSTORABLE_TEXT.has(String((current as { code?: unknown }).code))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      return reply
        .status(error.status)
        .headers(error.headers)
        .send(errorBody(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message,
      }));
      const first = details[0]?.message ?? 'The request is not valid.';
      return reply.status(400).send(errorBody('validation', first, details));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply
        .status(500)
        .send(errorBody('internal', 'Something went wrong on our side. Please try again.'));
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      const message = clientMessages[error.code] ?? 'The request could not be understood.';
      return reply.status(status).send(errorBody(codeForClientStatus(status), message));
    }
    if (isUnstorableText(error)) {
      // A safety net: the contract refuses control characters in free text, but a field it misses must not 500.
      request.log.warn({ err: error }, 'text the database cannot store');
      return reply.status(400).send(errorBody('validation', 'Use letters, numbers and punctuation only.'));
    }
    if (isDatabaseTrouble(error)) {
      // Not a bug: the database is restarting, unreachable, out of connections or held by a lock. Ask again soon.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(errorBody('unavailable', 'The service is busy for a moment. Please try again shortly.'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send(errorBody('internal', 'Something went wrong on our side. Please try again.'));
  });
}
