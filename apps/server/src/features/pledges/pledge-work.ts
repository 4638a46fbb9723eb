// Ties pledges to the payment rail when the app is built: a mobile-money success becomes a row of the ledger.
import type { PledgeDeps } from './pledge-deps.ts';
import { describePledge, pledgePaid } from './service.ts';

export function registerPledgeWork(deps: PledgeDeps) {
  deps.payments.registerPurpose('pledge', {
    onSucceeded: (tx, attempt) => pledgePaid(deps, tx, attempt),
    // A failed or expired payment leaves the pledge owed as it was: nothing to undo.
    describe: (db, pledgeId) => describePledge(deps, db, pledgeId),
    // Money received goes back only as the committee's refund from the ledger, which marks its row refunded.
    refundsThroughPurpose: true,
  });
}
