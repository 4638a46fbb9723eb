// Registering: POST /auth/register sends a link (the same answer whether or not the address has an account);
// opening it, POST /auth/register/confirm with the chosen password opens the account and signs it in.
import type { ConfirmRegistrationBody, RegisterBody } from '@sherehe/core/api/auth';
import { authEndpoints as auth } from '@sherehe/core/api/auth-endpoints';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterBody) => apiRequest(auth.register, { body }),
  });
}

export function useFinishRegistration() {
  return useMutation({
    mutationFn: (body: ConfirmRegistrationBody) => apiRequest(auth.confirmRegistration, { body }),
  });
}
