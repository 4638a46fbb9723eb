// The payout provider the configuration names: the simulator beside simulated collections (the default for
// `npm start`), ClickPesa's payouts beside its collections, AzamPay's disbursement when its keys are set too; else
// none (then "Pay me now" is refused with payouts.unavailable, and the money waits in the ledger).
import type { PaymentsSettings } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createAzamPayDisbursement } from './azampay-disbursement.ts';
import { createClickPesaPayouts } from './clickpesa-payouts.ts';
import type { PayoutProvider } from './payout-provider.ts';
import { createSimulatorPayouts } from './simulator-payouts.ts';

export function createPayoutProvider(settings: PaymentsSettings, db: Database): PayoutProvider | null {
  if (settings.provider === 'simulator') return createSimulatorPayouts({ db });
  // ClickPesa pays out with the keys it collects with.
  if (settings.provider === 'clickpesa' && settings.clickpesa) {
    return createClickPesaPayouts({ ...settings.clickpesa, timeoutMs: settings.timeoutMs });
  }
  if (settings.provider === 'azampay' && settings.azampayDisbursement) {
    return createAzamPayDisbursement({ ...settings.azampayDisbursement, timeoutMs: settings.timeoutMs });
  }
  return null;
}
