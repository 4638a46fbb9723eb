// Registering: POST /auth/register sends a link (the same answer whether or not the address has an account);
// opening it, POST /auth/register/confirm with the chosen password opens the account and signs it in.
import type { AuthResponse, ConfirmRegistrationBody, RegisterBody } from '@sherehe/core/api/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterBody) =>
      apiRequest<{ message: string }>('/auth/register', {
        method: 'POST',
        body: body satisfies RegisterBody,
      }),
  });
}

export function useFinishRegistration() {
  return useMutation({
    mutationFn: (body: ConfirmRegistrationBody) =>
      apiRequest<AuthResponse>('/auth/register/confirm', { method: 'POST', body }),
  });
}
