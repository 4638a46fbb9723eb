// POST /auth/sign-in: the server sets the httpOnly session cookie; the answer's user goes to the session store.
// An account with two-step sign-in gets a challenge instead, and no session until the code step passes.
import type { AuthResponse, SignInBody } from '@sherehe/core/api/auth';
import type { SecondFactorSignInBody, SignInResponse } from '@sherehe/core/api/second-factor';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function useSignIn() {
  return useMutation({
    mutationFn: (body: SignInBody) =>
      apiRequest<SignInResponse>('/auth/sign-in', { method: 'POST', body: body satisfies SignInBody }),
  });
}

/** POST /auth/sign-in/second-factor: the code from the authenticator app, or a recovery code. */
export function useSignInWithCode() {
  return useMutation({
    mutationFn: (body: SecondFactorSignInBody) =>
      apiRequest<AuthResponse>('/auth/sign-in/second-factor', { method: 'POST', body }),
  });
}
