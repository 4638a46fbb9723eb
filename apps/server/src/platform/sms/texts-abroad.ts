// Texts to numbers outside Tanzania cost more and are what SMS-pumping fraud aims at (sign-up forms made to text
// premium numbers abroad): all of them together get one hourly budget. Counted before an account is looked up,
// so running out tells nothing about any account.
import type { Database } from '../../db/client.ts';
import { enforceRateLimit } from '../rate-limit.ts';

const HOME_PREFIX = '+255';

export async function limitTextsAbroad(
  db: Database,
  contact: { kind: 'email' | 'phone'; value: string },
  perHour: number,
): Promise<void> {
  if (contact.kind !== 'phone' || contact.value.startsWith(HOME_PREFIX)) return;
  await enforceRateLimit(db, { name: 'sms-abroad', max: perHour, windowSeconds: 3600 }, 'everyone');
}
