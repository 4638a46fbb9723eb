// A kind of background work: its name, the shape of its payload (zod), how often it is tried and how long one try may run.
import type { z } from 'zod';

export type JobDefinition<P> = {
  name: string;
  payload: z.ZodType<P>;
  /** `limit` retries after the first try; the wait before retry n is delaySeconds, or about delaySeconds·2ⁿ⁻¹ (up to twice that) with backoff. */
  retry: { limit: number; delaySeconds: number; backoff: boolean };
  /** A try still running after this long counts as failed (its process is taken to have died) and is retried. */
  expireInSeconds: number;
};

const DEFAULT_RETRY: JobDefinition<unknown>['retry'] = { limit: 5, delaySeconds: 30, backoff: true };
const DEFAULT_EXPIRE_IN_SECONDS = 5 * 60;
// pg-boss refuses an expiry of a day or more.
const MAX_EXPIRE_IN_SECONDS = 24 * 60 * 60 - 1;

export function defineJob<S extends z.ZodType>(spec: {
  name: string;
  payload: S;
  retry?: Partial<JobDefinition<z.infer<S>>['retry']>;
  expireInSeconds?: number;
}): JobDefinition<z.infer<S>> {
  if (!/^[a-z][a-z0-9]*([.-][a-z0-9]+)*$/.test(spec.name)) {
    throw new Error(`job name "${spec.name}": lower-case words joined by "." or "-"`);
  }
  const retry = { ...DEFAULT_RETRY };
  for (const [key, value] of Object.entries(spec.retry ?? {})) {
    if (value !== undefined) Object.assign(retry, { [key]: value });
  }
  if (
    !Number.isInteger(retry.limit) ||
    retry.limit < 0 ||
    !Number.isInteger(retry.delaySeconds) ||
    retry.delaySeconds < 0
  ) {
    throw new Error(`job ${spec.name}: retry limit and delay are whole numbers, 0 or more`);
  }
  const expireInSeconds = spec.expireInSeconds ?? DEFAULT_EXPIRE_IN_SECONDS;
  if (!Number.isInteger(expireInSeconds) || expireInSeconds < 1 || expireInSeconds > MAX_EXPIRE_IN_SECONDS) {
    throw new Error(`job ${spec.name}: expireInSeconds is a whole number from 1 to ${MAX_EXPIRE_IN_SECONDS}`);
  }
  return { name: spec.name, payload: spec.payload as z.ZodType<z.infer<S>>, retry, expireInSeconds };
}
