// Sign-in through an OpenID Connect provider: both routes answer with redirects, so only their queries are described.
import { z } from 'zod';

export const oidcStartQuery = z.object({
  next: z.string().max(2000).optional().describe('Where to go after signing in: a path on this site'),
});

// openid-client reads the provider's answer from the raw URL and checks it; these are the fields that come back.
export const oidcCallbackQuery = z
  .object({
    code: z.string().optional(),
    state: z.string().optional(),
    iss: z.string().optional(),
    error: z.string().optional(),
    error_description: z.string().optional(),
  })
  .loose();
