// One error type for the rules, one handler that turns anything thrown into the shared error body.
import type { ErrorBody, ErrorCode, FieldProblem } from '@sherehe/core/api/errors';
import { paramsWithDefaults } from '@sherehe/core/reason-defaults';
import { isReason, type Reason, type ReasonParams, reasonInEnglish } from '@sherehe/core/reasons';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseTrouble } from './database-trouble.ts';
import { StorageTroubleError } from './storage/storage.ts';

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

export type AppErrorOptions = {
  /** Fields a refusal names (a validation body's `details`); a reason of its own for each. */
  fields?: { field: string; reason: Reason; params?: ReasonParams }[];
  headers?: Record<string, string>;
};

function problemAt(field: string, issue: string, reason: Reason, given?: ReasonParams): FieldProblem {
  const params = paramsWithDefaults(reason, given);
  return { field, issue, reason, ...(params ? { params } : {}), message: reasonInEnglish(reason, params) };
}

export class AppError extends Error {
  readonly params: ReasonParams | undefined;
  readonly fields: FieldProblem[] | undefined;
  readonly headers: Record<string, string>;

  constructor(
    readonly code: ErrorCode,
    readonly reason: Reason,
    params?: ReasonParams,
    options: AppErrorOptions = {},
  ) {
    const filled = paramsWithDefaults(reason, params);
    super(reasonInEnglish(reason, filled));
    this.name = 'AppError';
    this.params = filled;
    this.headers = options.headers ?? {};
    this.fields = options.fields?.map((field) =>
      problemAt(field.field, 'custom', field.reason, field.params),
    );
  }

  get status(): number {
    return statusOf[this.code];
  }
}

export function errorBody(
  code: ErrorCode,
  reason: Reason,
  params?: ReasonParams,
  details?: FieldProblem[],
): ErrorBody {
  const filled = paramsWithDefaults(reason, params);
  return {
    error: {
      code,
      reason,
      ...(filled ? { params: filled } : {}),
      message: reasonInEnglish(reason, filled),
      ...(details ? { details } : {}),
    },
  };
}

// Fastify's own client errors (bad JSON, wrong content type, body too large) keep their status with our shape.
function codeForClientStatus(status: number): ErrorCode {
  if (status === 404) return 'not_found';
  if (status === 413) return 'payload_too_large';
  if (status === 429) return 'rate_limited';
  return 'validation';
}

const clientReasons: Record<string, Reason> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'request.invalid_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'request.empty_json',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'request.media_type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'request.body_too_large',
};

// zod's own issue codes, for fields whose schema names no reason of its own.
const issueReasons: Record<string, Reason> = {
  invalid_type: 'validation.invalid_type',
  too_small: 'validation.too_small',
  too_big: 'validation.too_big',
  invalid_format: 'validation.invalid_format',
  invalid_value: 'validation.invalid_value',
  unrecognized_keys: 'validation.unrecognized_keys',
};

type ZodIssueParams = { minimum?: unknown; maximum?: unknown; params?: unknown };

/** The params a field's words take: the limit of a length or size check, or what a refinement passed along. */
function paramsOf(issue: ZodIssueParams): ReasonParams | undefined {
  if (issue.params && typeof issue.params === 'object') return issue.params as ReasonParams;
  if (typeof issue.maximum === 'number' || typeof issue.maximum === 'bigint')
    return { max: Number(issue.maximum) };
  if (typeof issue.minimum === 'number' || typeof issue.minimum === 'bigint')
    return { min: Number(issue.minimum) };
  return undefined;
}

function fieldProblem(issue: {
  instancePath: string;
  keyword: string;
  message?: string;
  params: ZodIssueParams;
}): FieldProblem {
  const reason: Reason = isReason(issue.message)
    ? issue.message
    : (issueReasons[issue.keyword] ?? 'validation.invalid');
  const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  return problemAt(field, issue.keyword, reason, paramsOf(issue.params));
}

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
        .send(errorBody(error.code, error.reason, error.params, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The first field's reason stands for the whole refusal, for clients that show one line.
      const details = error.validation.map((issue) =>
        fieldProblem(issue as Parameters<typeof fieldProblem>[0]),
      );
      const [first] = details;
      return reply
        .status(400)
        .send(errorBody('validation', first?.reason ?? 'validation.invalid', first?.params, details));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send(errorBody('internal', 'server.internal'));
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      const reason = clientReasons[error.code] ?? 'request.not_understood';
      return reply.status(status).send(errorBody(codeForClientStatus(status), reason));
    }
    if (isUnstorableText(error)) {
      // A safety net: the contract refuses control characters in free text, but a field it misses must not 500.
      request.log.warn({ err: error }, 'text the database cannot store');
      return reply.status(400).send(errorBody('validation', 'text.plain_only'));
    }
    // Not a bug: the database (restarting, unreachable, out of connections, held by a lock) or the object store is
    // in trouble for a moment. Ask again soon.
    const trouble = isDatabaseTrouble(error)
      ? 'database unavailable'
      : error instanceof StorageTroubleError
        ? 'object store unavailable'
        : null;
    if (trouble) {
      request.log.warn({ err: error }, trouble);
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(errorBody('unavailable', 'server.unavailable'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody('internal', 'server.internal'));
  });
}
