// What a log line says of the work it was written in. A job handler logs through the app's root logger, which knows
// no job; the queue runs each handler inside its job's context, and the loggers' mixin adds that context (the job's
// name, id and try) to every line written meanwhile, however deep. Requests have their id from Fastify already.
import { AsyncLocalStorage } from 'node:async_hooks';

type LogFields = Record<string, string | number>;

const current = new AsyncLocalStorage<LogFields>();

/** Runs `work` with `fields` on every log line it writes. */
export function withLogFields<T>(fields: LogFields, work: () => Promise<T>): Promise<T> {
  return current.run(fields, work);
}

/** pino's `mixin`: the fields of the work under way, if any. */
export function logFields(): LogFields {
  return current.getStore() ?? {};
}
