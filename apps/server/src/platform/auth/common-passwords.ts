// Passwords people pick first: refused, since they fall to the first guesses of any attacker. The list (about
// 49,000, most frequent first) ships with @zxcvbn-ts/language-common; it is loaded on first use, not at start.
import { AppError } from '../errors.ts';

let common: Promise<Set<string>> | undefined;

function load(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) =>
      new Set((dictionary['passwords-common'] as string[]).map((word) => word.toLowerCase())),
  );
  return common;
}

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await load()).has(password.toLowerCase());
}

/** Refuses a common password as a validation error at the form field that holds it. */
export async function refuseCommonPassword(password: string, field: string): Promise<void> {
  if (await isCommonPassword(password)) {
    throw new AppError('validation', 'account.password_common', undefined, {
      fields: [{ field, reason: 'account.password_common' }],
    });
  }
}
