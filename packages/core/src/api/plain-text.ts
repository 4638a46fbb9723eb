// Free text people type (a name, a search) holds no control characters: a line break in a name could shape a
// message we send, and PostgreSQL cannot store the NUL character at all.
import type { z } from 'zod';

export const NO_CONTROL_CHARACTERS = 'Use letters, numbers and punctuation only.';

export function plainText(schema: z.ZodString): z.ZodString {
  return schema.regex(/^[^\p{Cc}]*$/u, NO_CONTROL_CHARACTERS);
}
