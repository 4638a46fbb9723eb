// The provider the configuration names, or null when none is (then paying is refused with payments.unavailable).
import type { PaymentsSettings } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createAzamPayProvider } from './azampay.ts';
import { createClickPesaProvider } from './clickpesa.ts';
import type { MobileMoneyProvider } from './mobile-money-provider.ts';
import { createSimulator } from './simulator.ts';

export function createMobileMoneyProvider(
  settings: PaymentsSettings,
  db: Database,
): MobileMoneyProvider | null {
  if (settings.provider === 'clickpesa' && settings.clickpesa) {
    return createClickPesaProvider({ ...settings.clickpesa, timeoutMs: settings.timeoutMs });
  }
  if (settings.provider === 'azampay' && settings.azampay) {
    return createAzamPayProvider({ ...settings.azampay, timeoutMs: settings.timeoutMs });
  }
  if (settings.provider === 'simulator') return createSimulator({ db });
  return null;
}
