// POST /auth/sign-in: the server sets the httpOnly session cookie; the answer's user goes to the session store.
// An account with two-step sign-in gets a challenge instead, and no session until the code step passes.
import type { SignInBody } from '@sherehe/core/api/auth';
import type { SecondFactorSignInBody } from '@sherehe/core/api/second-factor';
import { secondFactorEndpoints as secondFactor } from '@sherehe/core/api/second-factor-endpoints';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function useSignIn() {
  return useMutation({
    mutationFn: (body: SignInBody) => apiRequest(secondFactor.signIn, { body }),
  });
}

/** POST /auth/sign-in/second-factor: the code from the authenticator app, or a recovery code. */
export function useSignInWithCode() {
  return useMutation({
    mutationFn: (body: SecondFactorSignInBody) => apiRequest(secondFactor.signInWithCode, { body }),
  });
}
