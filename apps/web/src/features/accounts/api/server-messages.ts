// The server explains problems in English (the shared contract's words); known ones get their Swahili wording here.
import type { TFunction } from 'i18next';

// Matched by their opening words, so a changed ending (a limit, an example) still finds its translation.
const known: readonly [pattern: RegExp, key: string][] = [
  [/^Enter your name\./, 'serverErrors.nameRequired'],
  [/^Use letters, numbers and punctuation only/, 'serverErrors.plainText'],
  [/^Keep your name under (\d+)/, 'serverErrors.nameTooLong'],
  [/^Enter your email or phone number\./, 'serverErrors.identifierRequired'],
  [/^Keep it under (\d+)/, 'serverErrors.identifierTooLong'],
  [/^Enter a valid email address or phone number/, 'serverErrors.identifierInvalid'],
  [/^Choose a password\./, 'serverErrors.passwordRequired'],
  [/^Enter your password\./, 'serverErrors.passwordMissing'],
  [/^Use at least (\d+)/, 'serverErrors.passwordTooShort'],
  [/^Use at most (\d+)/, 'serverErrors.passwordTooLong'],
  [/^This password is too common/, 'serverErrors.passwordCommon'],
  [/^An account with this email or phone number already exists/, 'serverErrors.accountExists'],
  [/^The email or phone number and password do not match/, 'serverErrors.wrongCredentials'],
  [/^This reset link has expired/, 'serverErrors.resetLinkInvalid'],
  [/^This link has expired or was already used\. Register again/, 'serverErrors.registrationLinkInvalid'],
  [/^This is not the password you chose/, 'serverErrors.notYourPassword'],
  [/^Enter your current password\./, 'serverErrors.currentPasswordMissing'],
  [/^Your current password is not right/, 'serverErrors.currentPasswordWrong'],
  [/^This account signs in through another provider/, 'serverErrors.noPasswordYet'],
  [/^Too many requests/, 'serverErrors.tooMany'],
  [/^Enter the 6-digit code from your authenticator app, or/, 'serverErrors.secondFactorCode'],
  [/^Enter the 6-digit code from your authenticator app\./, 'serverErrors.secondFactorSetupCode'],
  [/^That code is not right\. Enter the newest code/, 'serverErrors.secondFactorWrong'],
  [/^That code is not right\. Check that the time/, 'serverErrors.secondFactorSetupWrong'],
  [/^This sign-in step has expired/, 'serverErrors.secondFactorExpired'],
  [/^Two-step sign-in is for admin accounts/, 'serverErrors.secondFactorAdminsOnly'],
  [/^Two-step sign-in is already on/, 'serverErrors.secondFactorAlreadyOn'],
  [/^Two-step sign-in is not on/, 'serverErrors.secondFactorNotOn'],
  [/^Start the setup again/, 'serverErrors.secondFactorNothingToConfirm'],
  [/^Set up two-step sign-in on your account page/, 'serverErrors.adminSecondFactorMissing'],
  [/^Sign out and sign in again with the code/, 'serverErrors.adminCodeNotGiven'],
  [/^Please sign in to continue/, 'serverErrors.signInFirst'],
  [/^Something went wrong on our side/, 'serverErrors.serverFault'],
];

/** English as the server sent it (the spec's words); other languages get the known translation, else as sent. */
export function translateServerMessage(message: string, t: TFunction<'accounts'>, language: string): string {
  if (language.startsWith('en')) return message;
  for (const [pattern, key] of known) {
    const match = pattern.exec(message);
    if (match) return t(key, { limit: match[1] ?? '', defaultValue: message });
  }
  return message;
}
