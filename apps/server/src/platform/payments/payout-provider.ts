// One interface for sending money out by mobile money (ClickPesa payouts, AzamPay disbursement, the simulator): a name
// lookup with the fee, the payout itself, its status and its verified callbacks. Payouts (features/payouts) know nothing
// else of the providers. The rules are those of collections: our payout id is the provider's reference, a timeout or a
// 5xx is "unknown" (settled by asking for the status, never by a second payout), a callback is verified before use.
import type { CallbackRequest, ProviderName } from './mobile-money-provider.ts';

export type PayoutLookup = {
  /** E.164, `+2557…`. */
  phone: string;
  amountTzs: number;
  /** Our payout id, when the lookup is made for one (ClickPesa asks for an order reference). */
  reference: string;
};

export type PayoutPreview = {
  /** The wallet's registered name, when the provider tells it; null when it does not (a bank, the simulator's strangers). */
  accountName: string | null;
  /** What the provider charges for the payout, in TZS (0 when it says nothing). */
  feeTzs: number;
  raw: unknown;
};

export type PayoutInput = {
  /** Our payout id (a uuid): sent as the provider's reference. */
  reference: string;
  amountTzs: number;
  /** E.164, `+2557…`. */
  phone: string;
  /** The name the lookup gave (AzamPay asks for the receiver's full name). */
  accountName: string | null;
  /** What the receiver reads on the phone ("Sherehe: order SH-1042"). */
  description: string;
};

export type PayoutStarted = {
  /** pending: accepted, not yet paid (the usual answer); failed: refused outright, `message` says why. */
  status: 'pending' | 'succeeded' | 'failed';
  providerReference?: string | undefined;
  feeTzs?: number | undefined;
  message?: string | undefined;
  raw: unknown;
};

export type PayoutStatusQuery = { reference: string; providerReference?: string | null; phone: string };

export type PayoutState = 'pending' | 'succeeded' | 'failed' | 'reversed';

export type PayoutStatus = {
  /** reversed: it had succeeded and the money came back (ClickPesa's REFUNDED and REVERSED). */
  status: PayoutState | 'not_found';
  providerReference?: string | undefined;
  /** What the provider charged, when its answer says (the sending's answer may have been lost). */
  feeTzs?: number | undefined;
  message?: string | undefined;
  raw: unknown;
};

export type PayoutEvent = {
  /** Unique per provider: the same event delivered twice has the same id. */
  eventId: string;
  /** Our payout id, read back from the provider's reference. */
  reference: string;
  status: PayoutState;
  providerReference?: string | undefined;
  feeTzs?: number | undefined;
  message?: string | undefined;
  raw: unknown;
};

export interface PayoutProvider {
  readonly name: ProviderName;
  /** The name on the wallet and the fee. Throws ProviderUnavailable when the provider cannot answer now. */
  lookup(input: PayoutLookup): Promise<PayoutPreview>;
  /** Throws ProviderUnavailable on a timeout, a network error or a 5xx: the payout's outcome is unknown. */
  sendPayout(input: PayoutInput): Promise<PayoutStarted>;
  /** Throws ProviderUnavailable when the provider cannot answer now. */
  getPayoutStatus(query: PayoutStatusQuery): Promise<PayoutStatus>;
  /** Verifies and reads a payout callback; throws CallbackRejected for a forged or unreadable one. */
  readPayoutCallback(request: CallbackRequest): Promise<PayoutEvent>;
}
