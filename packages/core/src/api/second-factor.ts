// Two-step sign-in for admin accounts: a time-based code from an authenticator app (TOTP, RFC 6238), or one of ten
// single-use recovery codes. Admin endpoints need a session that passed it.
import { z } from 'zod';
import { PASSWORD_MAX } from '../password-rules.ts';
import { reason } from '../reasons.ts';
import { authResponse } from './auth.ts';

// Signing in is declared here (second-factor-endpoints.ts): its body and the session it answers with are auth's.
export { authResponse, signInBody } from './auth.ts';

export const RECOVERY_CODE_COUNT = 10;
/** How long the second step may wait after the password was right. */
export const SECOND_FACTOR_CHALLENGE_MINUTES = 5;

/** A 6-digit code, or a recovery code (10 letters and digits, with or without its dash and spaces). */
export const secondFactorCode = z
  .string({ error: reason('auth.second_factor_code_format') })
  .trim()
  .regex(/^(\d{6}|[A-Za-z0-9][A-Za-z0-9 -]{8,14}[A-Za-z0-9])$/, reason('auth.second_factor_code_format'));

const currentPassword = z
  .string({ error: reason('account.password_required') })
  .min(1, reason('account.password_required'))
  .max(PASSWORD_MAX, reason('account.password_too_long'));

/** The password step's answer when the account has a second factor: no session yet, a challenge for the next step. */
export const secondFactorChallenge = z.object({
  secondFactorRequired: z.literal(true),
  challenge: z.string(),
});
export type SecondFactorChallenge = z.infer<typeof secondFactorChallenge>;

export const signInResponse = z.union([authResponse, secondFactorChallenge]);
export type SignInResponse = z.infer<typeof signInResponse>;

export const secondFactorSignInBody = z.object({
  challenge: z.string().regex(/^[\w-]{20,100}$/, reason('auth.second_factor_challenge_expired')),
  code: secondFactorCode,
});
export type SecondFactorSignInBody = z.infer<typeof secondFactorSignInBody>;

export const secondFactorStatus = z.object({
  /** The account has a confirmed authenticator. */
  enabled: z.boolean(),
  /** The account may set one up (admins). */
  available: z.boolean(),
  /** This session passed the second step (needed for admin endpoints). */
  sessionVerified: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatus>;

export const secondFactorSetupBody = z.object({ password: currentPassword });
export type SecondFactorSetupBody = z.infer<typeof secondFactorSetupBody>;

/** The new secret, as the otpauth:// address a QR code holds and as text to type into the app. */
export const secondFactorSetupResponse = z.object({ secret: z.string(), uri: z.string() });
export type SecondFactorSetupResponse = z.infer<typeof secondFactorSetupResponse>;

export const secondFactorConfirmBody = z.object({
  code: z
    .string({ error: reason('auth.second_factor_setup_code_format') })
    .trim()
    .regex(/^\d{6}$/, reason('auth.second_factor_setup_code_format')),
});
export type SecondFactorConfirmBody = z.infer<typeof secondFactorConfirmBody>;

/** Shown once; only their hashes are kept. */
export const recoveryCodesResponse = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponse>;

/** Turning it off or making new recovery codes: the password and a current code. */
export const secondFactorProofBody = z.object({ password: currentPassword, code: secondFactorCode });
export type SecondFactorProofBody = z.infer<typeof secondFactorProofBody>;
