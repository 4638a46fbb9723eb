// A local ClickPesa: token, USSD push, status by order reference, mobile-money payouts (preview with the wallet's name
// and fee, create, status, settle or reverse from a test), signed webhooks. It checks what the real one checks
// (client id and API key, the bearer token, the payload checksum, our balance) and speaks its shapes.
import { randomUUID } from 'node:crypto';
import { clickPesaChecksum, hasValidChecksum } from '../../src/platform/payments/clickpesa-checksum.ts';
import { type FakeAnswer, type FakeRequest, postJson, startFakeServer } from './provider-fake-server.ts';

type Status = 'PROCESSING' | 'SUCCESS' | 'FAILED';
export type PayoutStatus =
  | 'AUTHORIZED'
  | 'PENDING'
  | 'PROCESSING'
  | 'SUCCESS'
  | 'FAILED'
  | 'REFUNDED'
  | 'REVERSED';
type Payout = {
  id: string;
  orderReference: string;
  amount: number;
  phoneNumber: string;
  status: PayoutStatus;
  fee: number;
  accountName: string;
  createdAt: string;
  updatedAt: string;
};
type Payment = {
  id: string;
  orderReference: string;
  amount: string;
  phoneNumber: string;
  status: Status;
  createdAt: string;
  updatedAt: string;
};

export async function startClickPesaFake({
  clientId = 'cp-client',
  apiKey = 'cp-api-key',
  checksumKey = 'cp-checksum-key',
  balance: startingBalance = 5_000_000,
} = {}) {
  const tokens = new Set<string>();
  const payments = new Map<string, Payment>();
  const payouts: Payout[] = [];
  const refused: string[] = [];
  let pushes = 0;
  let balance = startingBalance;
  /** Registered wallet holders by number; any other valid number is "Test Receiver". */
  const wallets = new Map<string, string>();
  const failAfterWork: RegExp[] = [];

  const bad = (status: number, message: string): FakeAnswer => {
    refused.push(message);
    return { status, body: { message } };
  };
  const view = (payment: Payment) => ({
    id: payment.id,
    status: payment.status,
    paymentReference: payment.id,
    paymentPhoneNumber: payment.phoneNumber,
    orderReference: payment.orderReference,
    collectedAmount: Number(payment.amount),
    collectedCurrency: 'TZS',
    message: payment.status === 'FAILED' ? 'Insufficient balance' : 'success',
    updatedAt: payment.updatedAt,
    createdAt: payment.createdAt,
    customer: { customerName: 'Test Payer', customerPhoneNumber: payment.phoneNumber, customerEmail: null },
  });

  /** ClickPesa's fee has cents, as its documentation's examples do (47.10 on 1,000). */
  const payoutFee = (amount: number) => Math.round(amount * 1.85) / 100;
  const payoutByReference = (orderReference: string) =>
    payouts.find((one) => one.orderReference === orderReference);
  const payoutView = (payout: Payout) => ({
    id: payout.id,
    orderReference: payout.orderReference,
    amount: payout.amount.toFixed(2),
    currency: 'TZS',
    fee: payout.fee.toFixed(2),
    status: payout.status,
    channel: 'MOBILE MONEY',
    channelProvider: 'MPESA TANZANIA',
    ...(payout.status === 'REVERSED' ? { notes: 'Reversed by the network' } : {}),
    beneficiary: { accountNumber: payout.phoneNumber, accountName: payout.accountName },
    createdAt: payout.createdAt,
    updatedAt: payout.updatedAt,
    clientId,
  });
  /** What ClickPesa refuses in a payout's preview or creation; null when it would go ahead. */
  function payoutRefusal(body: Record<string, unknown>): FakeAnswer | null {
    if (!hasValidChecksum(checksumKey, body)) return bad(400, 'Invalid checksum');
    const { amount, currency, orderReference, phoneNumber } = body;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) {
      return bad(400, 'amount must be a number');
    }
    if (currency !== 'TZS') return bad(400, 'Unsupported currency');
    if (typeof orderReference !== 'string' || !/^[A-Za-z0-9]+$/.test(orderReference)) {
      return bad(400, 'orderReference must be alphanumeric');
    }
    if (typeof phoneNumber !== 'string' || !/^255\d{9}$/.test(phoneNumber)) {
      return bad(400, 'Invalid phone number');
    }
    if (payoutByReference(orderReference)) return bad(409, 'Order reference already used');
    if (amount + payoutFee(amount) > balance) return bad(400, 'Insufficient balance');
    return null;
  }

  const fake = await startFakeServer((request) => {
    const answer = handle(request);
    // The work is done (a payout recorded) and then the answer is lost in a 5xx, as behind a failing gateway.
    const index = failAfterWork.findIndex((path) => path.test(request.path));
    if (index < 0) return answer;
    failAfterWork.splice(index, 1);
    return { status: 502, body: { message: 'Bad gateway' } };
  });

  function handle(request: FakeRequest): FakeAnswer {
    const path = request.path.replace(/^\/third-parties/, '');
    if (request.method === 'POST' && path === '/generate-token') {
      if (request.headers['client-id'] !== clientId || request.headers['api-key'] !== apiKey) {
        return bad(401, 'Invalid client id or api key');
      }
      const token = `Bearer cp-${randomUUID()}`;
      tokens.add(token);
      return { status: 200, body: { success: true, token } };
    }
    if (!tokens.has(String(request.headers.authorization ?? ''))) return bad(401, 'Unauthorized');

    if (request.method === 'POST' && path === '/payments/initiate-ussd-push-request') {
      const body = (request.body ?? {}) as Record<string, unknown>;
      if (!hasValidChecksum(checksumKey, body)) return bad(400, 'Invalid checksum');
      const { amount, currency, orderReference, phoneNumber } = body;
      if (typeof amount !== 'string' || !/^\d+(\.\d+)?$/.test(amount))
        return bad(400, 'amount must be a string');
      if (currency !== 'TZS') return bad(400, 'Unsupported currency');
      if (typeof orderReference !== 'string' || !/^[A-Za-z0-9]+$/.test(orderReference)) {
        return bad(400, 'orderReference must be alphanumeric');
      }
      if (typeof phoneNumber !== 'string' || !/^255\d{9}$/.test(phoneNumber))
        return bad(400, 'Invalid phone number');
      if (payments.has(orderReference)) return bad(409, 'Order reference already used');
      pushes += 1;
      const now = new Date().toISOString();
      const payment: Payment = {
        id: `CP${pushes}${randomUUID().slice(0, 6).toUpperCase()}`,
        orderReference,
        amount,
        phoneNumber,
        status: 'PROCESSING',
        createdAt: now,
        updatedAt: now,
      };
      payments.set(orderReference, payment);
      return {
        status: 200,
        body: {
          id: payment.id,
          status: payment.status,
          channel: 'M-PESA',
          orderReference,
          collectedAmount: amount,
          collectedCurrency: 'TZS',
          createdAt: now,
          clientId,
        },
      };
    }
    const statusMatch = /^\/payments\/([A-Za-z0-9]+)$/.exec(path);
    if (request.method === 'GET' && statusMatch) {
      const payment = payments.get(statusMatch[1] as string);
      return payment
        ? { status: 200, body: [view(payment)] }
        : { status: 404, body: { message: 'Payment not found' } };
    }
    if (request.method === 'POST' && path === '/payouts/preview-mobile-money-payout') {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const refusal = payoutRefusal(body);
      if (refusal) return refusal;
      const amount = body.amount as number;
      const phoneNumber = body.phoneNumber as string;
      const fee = payoutFee(amount);
      return {
        status: 200,
        body: {
          amount: amount + fee,
          balance,
          channelProvider: 'MPESA TANZANIA',
          fee,
          order: { amount, currency: 'TZS', id: body.orderReference },
          payoutFeeBearer: 'merchant',
          receiver: {
            accountName: wallets.get(phoneNumber) ?? 'Test Receiver',
            accountNumber: phoneNumber,
            accountCurrency: 'TZS',
            amount,
          },
        },
      };
    }
    if (request.method === 'POST' && path === '/payouts/create-mobile-money-payout') {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const refusal = payoutRefusal(body);
      if (refusal) return refusal;
      const amount = body.amount as number;
      const phoneNumber = body.phoneNumber as string;
      const now = new Date().toISOString();
      const payout: Payout = {
        id: `PO${payouts.length + 1}`,
        orderReference: body.orderReference as string,
        amount,
        phoneNumber,
        status: 'AUTHORIZED',
        fee: payoutFee(amount),
        accountName: wallets.get(phoneNumber) ?? 'Test Receiver',
        createdAt: now,
        updatedAt: now,
      };
      payouts.push(payout);
      balance -= payout.amount + payout.fee;
      const { clientId: _client, ...answer } = payoutView(payout);
      return { status: 200, body: { ...answer, amount: String(payout.amount) } };
    }
    const payoutMatch = /^\/payouts\/([A-Za-z0-9]+)$/.exec(path);
    if (request.method === 'GET' && payoutMatch) {
      const payout = payoutByReference(payoutMatch[1] as string);
      return payout
        ? { status: 200, body: [payoutView(payout)] }
        : { status: 404, body: { message: 'Payout not found' } };
    }
    return bad(404, 'Not found');
  }

  type PayoutEvent = 'PAYOUT INITIATED' | 'PAYOUT REFUNDED' | 'PAYOUT REVERSED';
  function signedPayoutEvent(orderReference: string, event: PayoutEvent) {
    const payout = payoutByReference(orderReference);
    if (!payout) throw new Error(`no payout ${orderReference}`);
    const payload = { event, data: payoutView(payout) };
    return { ...payload, checksum: clickPesaChecksum(checksumKey, payload) };
  }

  function signedEvent(orderReference: string, event: 'PAYMENT RECEIVED' | 'PAYMENT FAILED') {
    const payment = payments.get(orderReference);
    if (!payment) throw new Error(`no payment ${orderReference}`);
    const payload = {
      event,
      data: {
        ...view(payment),
        status: event === 'PAYMENT RECEIVED' ? 'SUCCESS' : 'FAILED',
        channel: 'M-PESA',
      },
    };
    return { ...payload, checksum: clickPesaChecksum(checksumKey, payload) };
  }

  return {
    apiUrl: `${fake.origin}/third-parties`,
    clientId,
    apiKey,
    checksumKey,
    /** USSD pushes sent to phones: a second push for one attempt would be a double charge. */
    get pushes() {
      return pushes;
    },
    get tokensIssued() {
      return tokens.size;
    },
    refused,
    payouts,
    payment: (orderReference: string) => payments.get(orderReference),
    next: fake.next,
    /** The payer answered the prompt (or it timed out): what the status query reports from now on. */
    settle(orderReference: string, status: 'SUCCESS' | 'FAILED') {
      const payment = payments.get(orderReference);
      if (!payment) throw new Error(`no payment ${orderReference}`);
      payment.status = status;
      payment.updatedAt = new Date().toISOString();
    },
    signedEvent,
    /** The merchant balance payouts are paid from (amount plus fee), given back when one fails or is reversed. */
    get balance() {
      return balance;
    },
    /** Money put into the merchant account (collections settle into it in their own time). */
    topUp(amount: number) {
      balance += amount;
    },
    payoutFee,
    payout: payoutByReference,
    registerWallet(phoneNumber: string, accountName: string) {
      wallets.set(phoneNumber, accountName);
    },
    /** The next request to a path matching `path` is carried out, then answered 502. */
    failAfterWork(path: RegExp) {
      failAfterWork.push(path);
    },
    /** The network paid (or did not, or took the money back): what the payout status reports from now on. */
    settlePayout(orderReference: string, status: PayoutStatus) {
      const payout = payoutByReference(orderReference);
      if (!payout) throw new Error(`no payout ${orderReference}`);
      const returned = (one: PayoutStatus) => one === 'FAILED' || one === 'REFUNDED' || one === 'REVERSED';
      // A payout that never went through costs nothing; one reversed after it arrived was carried out, and its fee
      // stays charged (as the ledger and the reconciliation count it).
      const feeKept = status === 'REVERSED' && payout.status === 'SUCCESS';
      if (returned(status) && !returned(payout.status)) balance += payout.amount + (feeKept ? 0 : payout.fee);
      payout.status = status;
      payout.updatedAt = new Date().toISOString();
    },
    signedPayoutEvent,
    /** Posts the signed webhook of a payout to `url`, as ClickPesa does. */
    sendPayoutWebhook(url: string, orderReference: string, event: PayoutEvent) {
      return postJson(url, signedPayoutEvent(orderReference, event));
    },
    /** Posts the signed webhook of the payment's outcome to `url`, as ClickPesa does. */
    sendWebhook(url: string, orderReference: string, event: 'PAYMENT RECEIVED' | 'PAYMENT FAILED') {
      return postJson(url, signedEvent(orderReference, event));
    },
    close: fake.close,
  };
}

/** The app's settings for ClickPesa through this fake. */
export const clickPesaEnv = (fake: Awaited<ReturnType<typeof startClickPesaFake>>) => ({
  PAYMENTS_PROVIDER: 'clickpesa',
  CLICKPESA_API_URL: fake.apiUrl,
  CLICKPESA_CLIENT_ID: fake.clientId,
  CLICKPESA_API_KEY: fake.apiKey,
  CLICKPESA_CHECKSUM_KEY: fake.checksumKey,
});
