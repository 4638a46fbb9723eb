// One interface for every mobile-money provider (ClickPesa, AzamPay, the built-in simulator): a USSD push to the
// payer's phone, its status, a verified callback, a refund. The rail (features/payments) knows nothing else of them.

export type ProviderName = 'clickpesa' | 'azampay' | 'simulator';

export type CollectionInput = {
  /** Our attempt id (a uuid): sent as the provider's reference, so the provider's records point back to ours. */
  reference: string;
  amountTzs: number;
  /** E.164, `+2557…`. */
  phone: string;
  description: string;
};

export type CollectionStarted = {
  /** failed: the provider refused the push (a 4xx or an explicit refusal); `message` says why, for the admin. */
  status: 'pending' | 'succeeded' | 'failed';
  providerReference?: string | undefined;
  message?: string | undefined;
  raw: unknown;
};

export type StatusQuery = { reference: string; providerReference?: string | null; phone: string };

export type CollectionStatus = {
  status: 'pending' | 'succeeded' | 'failed' | 'not_found';
  amountTzs?: number | undefined;
  providerReference?: string | undefined;
  message?: string | undefined;
  raw: unknown;
};

export type CallbackRequest = {
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  params: Record<string, string>;
};

export type ProviderEvent = {
  /** Unique per provider: the same event delivered twice has the same id. */
  eventId: string;
  /** Our attempt id, read back from the provider's reference. */
  reference: string;
  status: 'succeeded' | 'failed' | 'pending';
  amountTzs?: number | undefined;
  providerReference?: string | undefined;
  message?: string | undefined;
  raw: unknown;
};

export type RefundInput = {
  /** Our refund id: the provider's reference for the payout. */
  refundId: string;
  /** The attempt being refunded. */
  reference: string;
  amountTzs: number;
  phone: string;
};

export type RefundResult = {
  /** manual: the provider has no refund API we use; an admin sends the money back by hand and the row says so. */
  status: 'succeeded' | 'pending' | 'failed' | 'manual';
  providerReference?: string | undefined;
  message?: string | undefined;
  raw: unknown;
};

export type RefundStatus = {
  /** failed: refused, or paid and taken back by the network (the money is in the provider's account again). */
  status: 'pending' | 'succeeded' | 'failed' | 'not_found';
  providerReference?: string | undefined;
  message?: string | undefined;
  raw: unknown;
};

export interface MobileMoneyProvider {
  readonly name: ProviderName;
  /** A USSD push. Throws ProviderUnavailable on a timeout, a network error or a 5xx: the outcome is unknown. */
  startCollection(input: CollectionInput): Promise<CollectionStarted>;
  /** Throws ProviderUnavailable when the provider cannot answer now. */
  getStatus(query: StatusQuery): Promise<CollectionStatus>;
  /** Verifies and reads a callback; throws CallbackRejected for a forged or unreadable one. */
  readCallback(request: CallbackRequest): Promise<ProviderEvent>;
  refund(input: RefundInput): Promise<RefundResult>;
  /**
   * How a refund stands after it was accepted (pending) or its answer was lost; absent where refunds settle at once
   * or by hand. Throws ProviderUnavailable when the provider cannot answer now.
   */
  refundStatus?(query: { refundId: string }): Promise<RefundStatus>;
}

/** The provider could not be reached or failed on its side (timeout, network, 5xx): whatever we asked may or may not
 * have happened. Never answered by asking again for money; only by asking for the status. */
export class ProviderUnavailable extends Error {
  override name = 'ProviderUnavailable';
}

export type CallbackProblem = 'signature' | 'secret' | 'body' | 'unconfirmed';

/** A callback we do not trust or cannot read; nothing of it is stored. */
export class CallbackRejected extends Error {
  override name = 'CallbackRejected';
  constructor(
    readonly problem: CallbackProblem,
    message: string,
  ) {
    super(message);
  }
}
