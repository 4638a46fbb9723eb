// The one error body every endpoint answers with: a status class (`code`), a stable `reason` that clients turn into
// words, the `params` those words take, and `message`, in English, for API clients and logs.
import { z } from 'zod';
import { reasons } from '../reasons.ts';

export const errorCodes = [
  'validation',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'business_rule',
  'payload_too_large',
  'rate_limited',
  'unavailable',
  'internal',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const reasonParams = z.record(z.string(), z.union([z.string(), z.number()]));

/** One field a validation refusal names: where, zod's issue code, and the reason with its params. */
export const fieldProblem = z.object({
  field: z.string(),
  issue: z.string(),
  reason: z.enum(reasons),
  params: reasonParams.optional(),
  message: z.string(),
});
export type FieldProblem = z.infer<typeof fieldProblem>;

export const errorBody = z.object({
  error: z.object({
    code: z.enum(errorCodes),
    reason: z.enum(reasons),
    params: reasonParams.optional(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBody>;
