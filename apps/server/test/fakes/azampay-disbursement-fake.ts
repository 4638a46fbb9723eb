// A local AzamPay disbursement host, with its own authenticator route: token, name lookup, disburse, transaction
// status, and the unsigned callback. It checks what the real one checks: the bearer token and X-API-KEY, and each
// request's checksum, by decrypting it with the private half of the key pair the test made and comparing it with the
// SHA-512 of the fields it concatenates itself (so a checksum over other fields than those sent is refused).
import { constants, createHash, privateDecrypt, randomUUID } from 'node:crypto';
import { type FakeAnswer, type FakeRequest, postJson, startFakeServer } from './provider-fake-server.ts';

export type DisbursementStatus = 'PENDING' | 'SUCCESS' | 'FAILED' | 'REVERSED';
type Disbursement = {
  pgReferenceId: string;
  externalReferenceId: string;
  bankName: string;
  accountNumber: string;
  fullName: string;
  amount: number;
  source: Record<string, unknown>;
  remarks: unknown;
  status: DisbursementStatus;
};

const bankNames = new Set(['Yas', 'Vodacom', 'Airtel', 'Halotel', 'Azampesa']);
// A request's dateInEpoch older or newer than this is "Request expired".
const FRESH_SECONDS = 300;

/**
 * RSA with PKCS#1 v1.5 padding, undone by hand: Node 20 refuses that padding in privateDecrypt (CVE-2023-46809), so
 * the block is decrypted raw and its 0x00 0x02 <random non-zero bytes> 0x00 <message> layout read here.
 */
function decryptChecksum(privateKeyPem: string, checksum: unknown): Buffer | null {
  if (typeof checksum !== 'string' || checksum === '') return null;
  try {
    const block = privateDecrypt(
      { key: privateKeyPem, padding: constants.RSA_NO_PADDING },
      Buffer.from(checksum, 'base64'),
    );
    if (block[0] !== 0 || block[1] !== 2) return null;
    const end = block.indexOf(0, 2);
    return end >= 10 ? block.subarray(end + 1) : null;
  } catch {
    return null;
  }
}

export async function startAzamPayDisbursementFake({
  privateKeyPem,
  appName = 'sherehe',
  clientId = 'az-client',
  clientSecret = 'az-secret',
  apiKey = 'az-api-key',
}: {
  privateKeyPem: string;
  appName?: string;
  clientId?: string;
  clientSecret?: string;
  apiKey?: string;
}) {
  const tokens = new Set<string>();
  const disbursements: Disbursement[] = [];
  const refused: string[] = [];
  /** Wallet holders by number; a number not listed has no wallet. */
  const wallets = new Map<string, string>();
  const failAfterWork: RegExp[] = [];
  // Disbursements to record while answering as if unsure ("success": false with a reference), as gateways sometimes do.
  let unsureAnswers = 0;

  const bad = (status: number, message: string): FakeAnswer => {
    refused.push(message);
    return { status, body: { success: false, status: false, statusCode: status, message } };
  };
  const signedOver = (checksum: unknown, input: string) => {
    const digest = decryptChecksum(privateKeyPem, checksum);
    return digest?.equals(createHash('sha512').update(input, 'utf8').digest()) === true;
  };
  const byPg = (pgReferenceId: string) => disbursements.find((one) => one.pgReferenceId === pgReferenceId);
  const byExternal = (externalReferenceId: string) =>
    disbursements.find((one) => one.externalReferenceId === externalReferenceId);

  function nameLookup(body: Record<string, unknown>): FakeAnswer {
    const { bankName, accountNumber, checksum } = body;
    if (typeof bankName !== 'string' || !bankNames.has(bankName)) return bad(400, 'Invalid BankName.');
    if (typeof accountNumber !== 'string') return bad(400, 'Invalid account number');
    if (!signedOver(checksum, `${bankName}${accountNumber}`)) return bad(400, 'Invalid checksum');
    const name = wallets.get(accountNumber);
    if (!name) return bad(404, 'Account not found');
    const [fname, ...rest] = name.split(' ');
    return {
      status: 200,
      body: {
        name,
        fname,
        lname: rest.join(' '),
        message: 'Name lookup successful',
        status: true,
        statusCode: 200,
        accountNumber,
        bankName,
      },
    };
  }

  function disburse(body: Record<string, unknown>): FakeAnswer {
    const source = (body.source ?? {}) as Record<string, unknown>;
    const destination = (body.destination ?? {}) as Record<string, unknown>;
    const transfer = (body.transferDetails ?? {}) as Record<string, unknown>;
    const { externalReferenceId, checksum } = body;
    for (const side of [source, destination]) {
      if (side.countryCode !== 'TZ' || side.currency !== 'TZS')
        return bad(400, 'Invalid country or currency');
      if (typeof side.bankName !== 'string' || !bankNames.has(side.bankName))
        return bad(400, 'Invalid BankName.');
      if (typeof side.accountNumber !== 'string' || side.accountNumber === '') {
        return bad(400, 'Invalid account number');
      }
      if (typeof side.fullName !== 'string' || side.fullName.trim() === '')
        return bad(400, 'fullName is required');
    }
    if (!/^255\d{9}$/.test(String(destination.accountNumber))) return bad(400, 'Invalid account number');
    const { amount, dateInEpoch, type } = transfer;
    if (typeof type !== 'string' || type === '') return bad(400, 'transferDetails.type is required');
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0)
      return bad(400, 'Invalid amount');
    if (typeof dateInEpoch !== 'number') return bad(400, 'dateInEpoch is required');
    if (Math.abs(Date.now() / 1000 - dateInEpoch) > FRESH_SECONDS) return bad(402, 'Request expired');
    if (
      typeof externalReferenceId !== 'string' ||
      externalReferenceId === '' ||
      externalReferenceId.length > 30
    ) {
      return bad(400, 'externalReferenceId must be 1 to 30 characters');
    }
    const input = `${source.accountNumber}${destination.accountNumber}${source.currency}${amount}${dateInEpoch}${externalReferenceId}`;
    if (!signedOver(checksum, input)) return bad(400, 'Invalid checksum');
    if (byExternal(externalReferenceId)) return bad(403, 'Duplicate External Reference Id');
    const disbursement: Disbursement = {
      pgReferenceId: randomUUID().replaceAll('-', ''),
      externalReferenceId,
      bankName: String(destination.bankName),
      accountNumber: String(destination.accountNumber),
      fullName: String(destination.fullName),
      amount,
      source,
      remarks: body.remarks,
      status: 'PENDING',
    };
    disbursements.push(disbursement);
    const unsure = unsureAnswers > 0;
    if (unsure) unsureAnswers -= 1;
    return {
      status: 200,
      body: {
        pgReferenceId: disbursement.pgReferenceId,
        message: unsure ? 'Transaction status pending confirmation' : 'Your transaction is in process',
        success: !unsure,
        statusCode: 200,
      },
    };
  }

  function transactionStatus(query: URLSearchParams): FakeAnswer {
    const disbursement = byPg(query.get('pgReferenceId') ?? '');
    if (!disbursement || disbursement.bankName !== query.get('bankName')) {
      return { status: 404, body: { success: false, statusCode: 404, message: 'Transaction not found' } };
    }
    return {
      status: 200,
      body: {
        pgReferenceId: disbursement.pgReferenceId,
        externalReferenceId: disbursement.externalReferenceId,
        status: disbursement.status,
        amount: String(disbursement.amount),
        operator: disbursement.bankName,
        message: 'Transaction status',
        success: true,
        statusCode: 200,
      },
    };
  }

  function handle(request: FakeRequest): FakeAnswer {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (request.method === 'POST' && request.path === '/AppRegistration/GenerateToken') {
      if (body.appName !== appName || body.clientId !== clientId || body.clientSecret !== clientSecret) {
        return bad(423, 'Provided detail is not valid for this app or secret key has been expired');
      }
      const accessToken = `azd-${randomUUID()}`;
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
    if (!tokens.has(token)) return bad(401, 'Please Provide Valid Authorization');
    if (request.headers['x-api-key'] !== apiKey) return bad(401, 'Invalid API key');
    if (request.method === 'POST' && request.path === '/api/v1/azampay/namelookup') return nameLookup(body);
    if (request.method === 'POST' && request.path === '/api/v1/azampay/disburse') return disburse(body);
    if (request.method === 'GET' && request.path === '/api/v1/azampay/transactionstatus') {
      return transactionStatus(request.query);
    }
    return bad(404, 'Not found');
  }

  const fake = await startFakeServer((request) => {
    const answer = handle(request);
    // The work is done (a payout recorded) and then the answer is lost in a 5xx, as behind a failing gateway.
    const index = failAfterWork.findIndex((path) => path.test(request.path));
    if (index < 0) return answer;
    failAfterWork.splice(index, 1);
    return { status: 502, body: { message: 'Bad gateway' } };
  });

  const find = (externalReferenceId: string) => {
    const found = byExternal(externalReferenceId);
    if (!found) throw new Error(`no disbursement ${externalReferenceId}`);
    return found;
  };

  /** The callback AzamPay posts when a disbursement ends: unsigned, by its documented fields. */
  function callbackBody(
    externalReferenceId: string,
    status: 'success' | 'failure',
    overrides: Record<string, unknown> = {},
  ) {
    const disbursement = find(externalReferenceId);
    return {
      initiatorReferenceId: disbursement.externalReferenceId,
      fspReferenceId: `FSP${disbursement.pgReferenceId.slice(0, 8)}`,
      pgReferenceId: disbursement.pgReferenceId,
      amount: String(disbursement.amount),
      status,
      message: status === 'success' ? 'Transaction completed' : 'Transaction failed',
      operator: disbursement.bankName,
      additionalProperties: {},
      ...overrides,
    };
  }

  return {
    authUrl: fake.origin,
    disbursementUrl: fake.origin,
    appName,
    clientId,
    clientSecret,
    apiKey,
    refused,
    /** Every disbursement AzamPay accepted: a second one for one payout would pay twice. */
    disbursements,
    disbursement: find,
    registerWallet(accountNumber: string, name: string) {
      wallets.set(accountNumber, name);
    },
    next: fake.next,
    /** The next request to a path matching `path` is carried out, then answered 502. */
    failAfterWork(path: RegExp) {
      failAfterWork.push(path);
    },
    /** The next disbursement is recorded and answered 200 with "success": false and its reference. */
    answerUnsure() {
      unsureAnswers += 1;
    },
    settle(externalReferenceId: string, status: DisbursementStatus) {
      find(externalReferenceId).status = status;
    },
    callbackBody,
    sendCallback(url: string, externalReferenceId: string, status: 'success' | 'failure') {
      return postJson(url, callbackBody(externalReferenceId, status));
    },
    close: fake.close,
  };
}
