// A forgotten password: ask for a link, then set a new password with it; each endpoint once (api/endpoint.ts).
import { endpoints } from './endpoint.ts';

export const passwordResetEndpoints = endpoints<typeof import('./password-reset.ts')>()('password-reset', {
  request: {
    method: 'POST',
    path: '/auth/password-reset/request',
    summary: 'Send a link to set a new password (the same answer whether or not the account exists)',
    body: 'passwordResetRequestBody',
    response: 'passwordResetRequestResponse',
    status: 202,
    refusals: { 400: ['account.identifier_invalid'], 429: ['request.too_many'] },
  },
  reset: {
    method: 'POST',
    path: '/auth/password-reset',
    summary:
      'Set a new password with the link, ending every other session, and sign in (or ask for the code)',
    body: 'passwordResetBody',
    response: 'signInResponse',
    refusals: {
      400: ['account.reset_link_invalid', 'account.password_common'],
      429: ['request.too_many'],
    },
  },
});
