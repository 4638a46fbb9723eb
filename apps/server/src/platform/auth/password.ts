// Passwords are stored as argon2id hashes with at least OWASP's recommended cost (19 MiB, 2 passes, 1 lane).
import { hash, verify } from '@node-rs/argon2';
import { AppError } from '../errors.ts';

// 2 = Argon2id (the package's const enum cannot be imported under isolatedModules).
const options = { algorithm: 2 as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

// Checked against when no account matches, so an unknown identifier costs the same time as a wrong password.
let decoy: Promise<string> | undefined;

export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    decoy ??= hashPassword('decoy password that matches nothing');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

/**
 * A change that matters (the password, a sign-in contact) asks the signed-in person's password again: refused with
 * its reason at `field` when wrong; an account of a provider's sign-in has none yet and sets one by a reset link first.
 */
export async function requireCurrentPassword(
  storedHash: string | null | undefined,
  password: string,
  field: string,
): Promise<void> {
  if (!storedHash) throw new AppError('business_rule', 'account.no_password_yet');
  if (!(await verifyPassword(storedHash, password))) {
    throw new AppError('validation', 'account.current_password_wrong', undefined, {
      fields: [{ field, reason: 'account.current_password_wrong' }],
    });
  }
}
