// A vendor's payout number: checked with the provider's name lookup, changed only with the password again; a change
// tells the number paid before and the account's e-mail, and pauses payouts for a day.
import { formatPhone } from '@sherehe/core/phone';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit.ts';
import { requireCurrentPassword } from '../../platform/auth/password.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueueMail, enqueueSms } from '../../platform/mail/outbox.ts';
import { ProviderUnavailable } from '../../platform/payments/mobile-money-provider.ts';
import type { PayoutProvider } from '../../platform/payments/payout-provider.ts';
import { enforceRateLimit } from '../../platform/rate-limit.ts';
import { payoutNumberChangedMail, payoutNumberChangedSms } from './payout-messages.ts';
import {
  findPayoutAccount,
  type PayoutAccountRow,
  upsertPayoutAccount,
  type VendorOwner,
} from './queries.ts';

export const PAYOUT_CHANGE_PAUSE_MS = 24 * 60 * 60_000;
// Each try checks the password: a handful an hour is plenty for the owner and little for a guesser.
const CHANGES_PER_HOUR = 5;

export async function setPayoutAccount(
  deps: { db: Database; provider: PayoutProvider | null; publicUrl: string; jobs: { kick(): void } },
  owner: VendorOwner,
  input: { phone: string; currentPassword: string },
): Promise<PayoutAccountRow> {
  const { db, provider } = deps;
  if (!provider) throw new AppError('business_rule', 'payouts.unavailable');
  await enforceRateLimit(
    db,
    { name: 'payout-account', max: CHANGES_PER_HOUR, windowSeconds: 3600 },
    owner.user_id,
  );
  await requireCurrentPassword(owner.password_hash, input.currentPassword, 'currentPassword');
  const before = await findPayoutAccount(db, owner.vendor_id);
  if (before?.phone === input.phone) return before;
  let accountName: string | null;
  try {
    // Outside any transaction: a provider call never holds a row lock.
    ({ accountName } = await provider.lookup({
      phone: input.phone,
      amountTzs: 1000,
      reference: owner.vendor_id,
    }));
  } catch (error) {
    if (error instanceof ProviderUnavailable) throw new AppError('unavailable', 'payouts.lookup_failed');
    throw error;
  }
  const language = owner.language ?? 'en';
  const saved = await db.transaction(async (tx) => {
    const row = await upsertPayoutAccount(tx, {
      vendorId: owner.vendor_id,
      phone: input.phone,
      accountName,
      // The first number is the owner's own choice as they set up; a change is what a thief would make.
      pausedUntil: before ? new Date(Date.now() + PAYOUT_CHANGE_PAUSE_MS) : null,
      changedBy: owner.user_id,
    });
    if (before) {
      await enqueueSms(
        tx,
        { to: before.phone, text: payoutNumberChangedSms(language, owner.business_name, deps.publicUrl) },
        { origin: 'sherehe' },
      );
      if (owner.email) {
        await enqueueMail(
          tx,
          {
            to: owner.email,
            ...payoutNumberChangedMail(
              language,
              owner.business_name,
              formatPhone(input.phone),
              deps.publicUrl,
            ),
          },
          { origin: 'sherehe' },
        );
      }
    }
    await recordAudit(tx, {
      actorId: owner.user_id,
      action: before ? 'payout_account.changed' : 'payout_account.set',
      targetType: 'vendor',
      targetId: owner.vendor_id,
      details: { accountName, pausedUntil: row.pausedUntil?.toISOString() ?? null },
    });
    return row;
  });
  deps.jobs.kick();
  return saved;
}
