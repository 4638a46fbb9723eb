// Time-based one-time codes (RFC 6238: SHA-1, 6 digits, 30 seconds, what every authenticator app reads) through the
// otpauth library. A code of the step before or after is accepted too, for phones whose clock is a little off.
import { Secret, TOTP } from 'otpauth';

export const TOTP_ISSUER = 'Sherehe';
const PERIOD_SECONDS = 30;

function totpOf(secret: string, label = ''): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** 160 random bits in base32, the size RFC 4226 recommends. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32; // from the platform's cryptographic random source
}

/** The otpauth:// address an authenticator app reads from a QR code. */
export function totpUri(secret: string, accountLabel: string): string {
  return totpOf(secret, accountLabel).toString();
}

/** The 30-second step the code belongs to, or null when it matches none of now's, the one before or the one after. */
export function matchingStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  return Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** The code an app shows at a time (the demo seed's documentation and the tests use it). */
export function totpCodeAt(secret: string, time = Date.now()): string {
  return totpOf(secret).generate({ timestamp: time });
}
