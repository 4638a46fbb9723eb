// Forgotten passwords: ask for a link (always the same answer), then set a new password with the link's token.
import type { PasswordResetBody, PasswordResetRequestBody } from '@sherehe/core/api/password-reset';
import { passwordResetEndpoints as passwordReset } from '@sherehe/core/api/password-reset-endpoints';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: PasswordResetRequestBody) => apiRequest(passwordReset.request, { body }),
  });
}

/** Sets the new password; the server ends every other session and signs this device in (or asks for the code). */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: PasswordResetBody) => apiRequest(passwordReset.reset, { body }),
  });
}
