// POST /auth/sign-in: the server sets the httpOnly session cookie; the answer's user goes to the session store.
import type { AuthResponse, SignInBody } from '@sherehe/core/api/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function useSignIn() {
  return useMutation({
    mutationFn: (body: SignInBody) =>
      apiRequest<AuthResponse>('/auth/sign-in', { method: 'POST', body: body satisfies SignInBody }),
  });
}
