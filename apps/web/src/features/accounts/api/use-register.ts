// POST /auth/register: creates the account and signs it in (the server sets the session cookie).
import type { AuthResponse, RegisterBody } from '@sherehe/core/api/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterBody) =>
      apiRequest<AuthResponse>('/auth/register', { method: 'POST', body: body satisfies RegisterBody }),
  });
}
