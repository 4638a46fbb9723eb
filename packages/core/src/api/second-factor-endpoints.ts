// Signing in (a password, then a code when the account has two-step sign-in) and the authenticator app of the
// signed-in person: each endpoint once (api/endpoint.ts). Signing in is here because its answer, a session or a
// challenge for the code, is this module's (auth.ts cannot name it: second-factor.ts imports auth.ts).
import { endpoints } from './endpoint.ts';

// Changes that need the password and a current code: both can be wrong, and wrong ones slow the account down.
const proofRefusals = {
  400: ['account.current_password_wrong', 'auth.second_factor_wrong_code'],
  409: ['auth.second_factor_not_on'],
  422: ['account.no_password_yet'],
  429: ['request.too_many'],
} as const;

export const secondFactorEndpoints = endpoints<typeof import('./second-factor.ts')>()('second-factor', {
  signIn: {
    method: 'POST',
    path: '/auth/sign-in',
    summary:
      'Sign in with an email address or phone number (then a code, when the account has a second factor)',
    body: 'signInBody',
    response: 'signInResponse',
    refusals: {
      400: ['account.identifier_invalid'],
      401: ['account.wrong_credentials'],
      429: ['request.too_many'],
    },
  },
  signInWithCode: {
    method: 'POST',
    path: '/auth/sign-in/second-factor',
    summary: 'The second step of signing in: a code from the authenticator app, or a recovery code',
    body: 'secondFactorSignInBody',
    response: 'authResponse',
    refusals: {
      400: ['auth.second_factor_wrong_code'],
      401: ['auth.second_factor_challenge_expired', 'account.wrong_credentials'],
      429: ['request.too_many'],
    },
  },
  status: {
    method: 'GET',
    path: '/auth/second-factor',
    summary: 'Whether two-step sign-in is on, and whether this session passed it',
    response: 'secondFactorStatus',
  },
  setup: {
    method: 'POST',
    path: '/auth/second-factor/setup',
    summary: 'Start setting up an authenticator app (admins): a new secret, confirmed by a first code',
    body: 'secondFactorSetupBody',
    response: 'secondFactorSetupResponse',
    refusals: {
      400: ['account.current_password_wrong'],
      403: ['auth.second_factor_admins_only'],
      409: ['auth.second_factor_already_on'],
      422: ['account.no_password_yet'],
      429: ['request.too_many'],
    },
  },
  confirm: {
    method: 'POST',
    path: '/auth/second-factor/confirm',
    summary: 'Turn two-step sign-in on with a first code; answers the recovery codes, once',
    body: 'secondFactorConfirmBody',
    response: 'recoveryCodesResponse',
    refusals: {
      400: ['auth.second_factor_setup_wrong_code'],
      409: ['auth.second_factor_nothing_to_confirm', 'auth.second_factor_already_on'],
      429: ['request.too_many'],
    },
  },
  disable: {
    method: 'POST',
    path: '/auth/second-factor/disable',
    summary: 'Turn two-step sign-in off with the password and a current code',
    body: 'secondFactorProofBody',
    response: null,
    status: 204,
    refusals: proofRefusals,
  },
  recoveryCodes: {
    method: 'POST',
    path: '/auth/second-factor/recovery-codes',
    summary: 'Ten new recovery codes (the old ones stop working), with the password and a current code',
    body: 'secondFactorProofBody',
    response: 'recoveryCodesResponse',
    refusals: proofRefusals,
  },
});
