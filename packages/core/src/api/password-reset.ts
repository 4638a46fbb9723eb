// Forgotten passwords: ask for a link (same answer whether or not the account exists), then set a new password with it.
import { z } from 'zod';
import { reason } from '../reasons.ts';
import { identifier, linkToken, messageLanguage, newPassword, returnPath } from './auth.ts';

export { signInResponse } from './second-factor.ts';

export const RESET_LINK_MINUTES = 30;

export const RESET_REQUESTED_MESSAGE =
  'If an account uses that email or phone number, we have sent it a link to set a new password. The link works once, for 30 minutes.';

export const passwordResetRequestBody = z.object({
  identifier,
  language: messageLanguage,
  next: returnPath,
});
export type PasswordResetRequestBody = z.input<typeof passwordResetRequestBody>;

export const passwordResetRequestResponse = z.object({ message: z.string() });

export const passwordResetBody = z.object({
  token: linkToken(reason('account.reset_link_invalid')),
  password: newPassword,
});
export type PasswordResetBody = z.infer<typeof passwordResetBody>;
