// A local ClickPesa: token, USSD push, status by order reference, mobile-money payouts, signed webhooks. It checks
// what the real one checks (client id and API key, the bearer token, the payload checksum) and speaks its shapes.
import { randomUUID } from 'node:crypto';
import { clickPesaChecksum, hasValidChecksum } from '../../src/platform/payments/clickpesa-checksum.ts';
import { type FakeAnswer, postJson, startFakeServer } from './provider-fake-server.ts';

type Status = 'PROCESSING' | 'SUCCESS' | 'FAILED';
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
} = {}) {
  const tokens = new Set<string>();
  const payments = new Map<string, Payment>();
  const payouts: {
    id: string;
    orderReference: string;
    amount: number;
    phoneNumber: string;
    status: string;
  }[] = [];
  const refused: string[] = [];
  let pushes = 0;

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

  const fake = await startFakeServer((request) => {
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
    if (request.method === 'POST' && path === '/payouts/create-mobile-money-payout') {
      const body = (request.body ?? {}) as Record<string, unknown>;
      if (!hasValidChecksum(checksumKey, body)) return bad(400, 'Invalid checksum');
      if (typeof body.amount !== 'number') return bad(400, 'amount must be a number');
      const payout = {
        id: `PO${payouts.length + 1}`,
        orderReference: String(body.orderReference),
        amount: body.amount,
        phoneNumber: String(body.phoneNumber),
        status: 'AUTHORIZED',
      };
      payouts.push(payout);
      return {
        status: 200,
        body: {
          ...payout,
          amount: String(payout.amount),
          currency: 'TZS',
          fee: '0.00',
          channel: 'MOBILE MONEY',
        },
      };
    }
    return bad(404, 'Not found');
  });

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
    /** Posts the signed webhook of the payment's outcome to `url`, as ClickPesa does. */
    sendWebhook(url: string, orderReference: string, event: 'PAYMENT RECEIVED' | 'PAYMENT FAILED') {
      return postJson(url, signedEvent(orderReference, event));
    },
    close: fake.close,
  };
}
