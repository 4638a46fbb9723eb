// Free text people type (a name, a search) holds no control characters: a line break in a name could shape a
// message we send, and PostgreSQL cannot store the NUL character at all. Nor half of a character: a lone UTF-16
// surrogate (an emoji cut in two) cannot be stored as text or written into the audit log's JSON.
import type { z } from 'zod';
import { reason } from '../reasons.ts';

// With the u flag a surrogate pair is one code point, so only a lone half falls outside this class.
const WELL_FORMED = /^[^\uD800-\uDFFF]*$/u;

/** Refuses text with a lone surrogate; every free-text field of the contract goes through it. */
export function wellFormed(schema: z.ZodString): z.ZodString {
  return schema.regex(WELL_FORMED, reason('text.ill_formed'));
}

export function plainText(schema: z.ZodString): z.ZodString {
  return wellFormed(schema).regex(/^[^\p{Cc}]*$/u, reason('text.plain_only'));
}
