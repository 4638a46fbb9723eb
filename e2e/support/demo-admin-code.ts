// Codes of the demo admin's authenticator, computed like an app would from the secret the README publishes.
// The server takes each 30-second step once and accepts the next step's code too (clock drift), so successive
// sign-ins here use ever later steps, waiting for the clock only when two steps ahead would be needed.
import { setTimeout as sleep } from 'node:timers/promises';
import { Secret, TOTP } from 'otpauth';

/** The same as DEMO_ADMIN_TOTP_SECRET in apps/server/src/seed/demo-accounts.ts (and the README). */
export const DEMO_ADMIN_TOTP_SECRET = 'SHEREHEDEMOADMINTOTPSECRETKEY234';
const PERIOD_MS = 30_000;
const totp = new TOTP({ secret: Secret.fromBase32(DEMO_ADMIN_TOTP_SECRET), digits: 6, period: 30 });
let lastStep = 0;

/** A code no earlier sign-in of this run has used; `skipPast` marks a step the server already refused as used. */
export async function nextDemoAdminCode(skipPast = 0): Promise<string> {
  lastStep = Math.max(lastStep, skipPast);
  const now = Math.floor(Date.now() / PERIOD_MS);
  const step = Math.max(now, lastStep + 1);
  if (step > now + 1) await sleep(step * PERIOD_MS - PERIOD_MS - Date.now() + 200);
  lastStep = step;
  return totp.generate({ timestamp: step * PERIOD_MS });
}

/** The step of the code handed out last (for retrying after the server refused it as used). */
export function lastDemoAdminStep(): number {
  return lastStep;
}
