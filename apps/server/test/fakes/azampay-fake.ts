// A local AzamPay: token from the authenticator, MNO checkout (bearer and X-API-KEY checked, provider named as AzamPay
// names them), transaction status, and its unsigned callback posted to a URL.
import { randomUUID } from 'node:crypto';
import { type FakeAnswer, postJson, startFakeServer } from './provider-fake-server.ts';

type Transaction = {
  transactionId: string;
  externalId: string;
  accountNumber: string;
  amount: string;
  provider: string;
  status: 'PENDING' | 'SUCCESS' | 'FAILED';
};

const providers = new Set(['Airtel', 'Tigo', 'Halopesa', 'Azampesa', 'Mpesa']);

export async function startAzamPayFake({
  appName = 'sherehe',
  clientId = 'az-client',
  clientSecret = 'az-secret',
  apiKey = 'az-api-key',
} = {}) {
  const tokens = new Set<string>();
  const transactions = new Map<string, Transaction>(); // by transactionId
  const refused: string[] = [];
  let pushes = 0;
  const bad = (status: number, message: string): FakeAnswer => {
    refused.push(message);
    return { status, body: { success: false, message } };
  };

  const fake = await startFakeServer((request) => {
    if (request.method === 'POST' && request.path === '/AppRegistration/GenerateToken') {
      const body = (request.body ?? {}) as Record<string, unknown>;
      if (body.appName !== appName || body.clientId !== clientId || body.clientSecret !== clientSecret) {
        return bad(423, 'Provided detail is not valid for this app or secret key has been expired');
      }
      const accessToken = `az-${randomUUID()}`;
      tokens.add(accessToken);
      return {
        status: 200,
        body: {
          data: { accessToken, expire: new Date(Date.now() + 3600_000).toISOString() },
          message: 'Token generated successfully',
          success: true,
          statusCode: 200,
        },
      };
    }
    const token = String(request.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!tokens.has(token)) return bad(401, 'Unauthorized');

    if (request.method === 'POST' && request.path === '/azampay/mno/checkout') {
      if (request.headers['x-api-key'] !== apiKey) return bad(401, 'Invalid API key');
      const body = (request.body ?? {}) as Record<string, unknown>;
      const { accountNumber, amount, currency, externalId, provider } = body;
      if (typeof accountNumber !== 'string' || !/^255\d{9}$/.test(accountNumber)) {
        return bad(400, 'Invalid account number');
      }
      if (typeof amount !== 'string' || !/^\d+$/.test(amount)) return bad(400, 'Invalid amount');
      if (currency !== 'TZS') return bad(400, 'Invalid currency');
      if (typeof externalId !== 'string' || externalId.length > 128) return bad(400, 'Invalid externalId');
      if (typeof provider !== 'string' || !providers.has(provider)) return bad(400, 'Invalid provider');
      pushes += 1;
      const transactionId = `AZ${randomUUID().replaceAll('-', '').slice(0, 12)}`;
      transactions.set(transactionId, {
        transactionId,
        externalId,
        accountNumber,
        amount,
        provider,
        status: 'PENDING',
      });
      return { status: 200, body: { success: true, transactionId, message: 'Request in progress' } };
    }
    if (request.method === 'GET' && request.path === '/azampay/gettransactionstatus') {
      const transaction = transactions.get(request.query.get('pgReferenceId') ?? '');
      if (!transaction || transaction.provider !== request.query.get('bankName')) {
        return { status: 404, body: { success: false, message: 'Transaction not found' } };
      }
      return {
        status: 200,
        body: { data: transaction.status, message: 'Transaction status', success: true },
      };
    }
    return bad(404, 'Not found');
  });

  const byExternalId = (externalId: string) => {
    const found = [...transactions.values()].find((one) => one.externalId === externalId);
    if (!found) throw new Error(`no transaction ${externalId}`);
    return found;
  };

  /** The callback AzamPay posts: unsigned, fields in lower case. */
  function callbackBody(
    externalId: string,
    status: 'success' | 'failure',
    overrides: Record<string, unknown> = {},
  ) {
    const transaction = byExternalId(externalId);
    return {
      msisdn: transaction.accountNumber,
      amount: transaction.amount,
      message: status === 'success' ? 'Payment successful' : 'Payment failed',
      utilityref: transaction.externalId,
      operator: transaction.provider,
      reference: transaction.transactionId,
      transactionstatus: status,
      submerchantAcc: null,
      ...overrides,
    };
  }

  return {
    authUrl: fake.origin,
    apiUrl: fake.origin,
    appName,
    clientId,
    clientSecret,
    apiKey,
    get pushes() {
      return pushes;
    },
    refused,
    transaction: byExternalId,
    next: fake.next,
    settle(externalId: string, status: 'SUCCESS' | 'FAILED') {
      byExternalId(externalId).status = status;
    },
    callbackBody,
    sendCallback(url: string, externalId: string, status: 'success' | 'failure') {
      return postJson(url, callbackBody(externalId, status));
    },
    close: fake.close,
  };
}
