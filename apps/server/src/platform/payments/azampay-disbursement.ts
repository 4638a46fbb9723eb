// AzamPay disbursement (developerdocs.azampay.co.tz/tanzania/disbursement): a name lookup, a disburse from our AzamPay
// account to the wallet of the phone's network, its status by AzamPay's pgReferenceId, and an unsigned callback that
// is trusted only when it comes to the URL holding our secret AND a status query to AzamPay says the same. Its own
// host (sandbox https://api-disbursement-sandbox.azampay.co.tz, live https://api-disbursement.azampay.co.tz), the
// token and API key of collections (azampay-client.ts), every request signed with AzamPay's RSA key (azampay-checksum.ts).
import { type MobileNetwork, mobileNetworkOf } from '@sherehe/core/mobile-networks';
import { azamPayChecksum, disburseChecksumInput, nameLookupChecksumInput } from './azampay-checksum.ts';
import {
  type AzamPayClientSettings,
  callbackFields,
  createAzamPayClient,
  statusWord,
} from './azampay-client.ts';
import { CallbackRejected, ProviderUnavailable } from './mobile-money-provider.ts';
import type { PayoutPreview, PayoutProvider, PayoutState, PayoutStatus } from './payout-provider.ts';
import { msisdn, type ProviderAnswer, providerMessage } from './provider-http.ts';

export type AzamPayDisbursementSettings = AzamPayClientSettings & {
  /** The disbursement host, not the checkout one. */
  disbursementUrl: string;
  /** AzamPay's RSA public key (PEM), which it gives each merchant for the request checksum. */
  publicKeyPem: string;
  /** Callbacks must come to a URL holding it (…/callbacks/azampay/<secret>): AzamPay signs nothing. */
  callbackSecret: string;
  /** Our account at AzamPay that the money leaves from, as AzamPay names it. */
  source: { fullName: string; bankName: string; accountNumber: string };
};

/** AzamPay's bankName for each network's wallet on the disbursement API (TTCL's T-Pesa is not among them). */
const azamBanks: Partial<Record<MobileNetwork, string>> = {
  vodacom: 'Vodacom',
  yas: 'Yas',
  airtel: 'Airtel',
  halotel: 'Halotel',
};

export function azamPayBankOf(phone: string): string | null {
  const network = mobileNetworkOf(phone);
  return network ? (azamBanks[network] ?? null) : null;
}

// externalReferenceId is at most 30 characters and our payout id a uuid (36): its 128 bits in base 36 take 25
// characters, behind a prefix that tells our references from anyone else's. Upper case, read back case-blind.
const PREFIX = 'SH';
const BASE36 = '0123456789abcdefghijklmnopqrstuvwxyz';

export function toExternalReference(uuid: string): string {
  const number = BigInt(`0x${uuid.replaceAll('-', '')}`);
  return `${PREFIX}${number.toString(36).padStart(25, '0').toUpperCase()}`;
}

export function fromExternalReference(reference: string): string | null {
  const match = /^SH([0-9a-z]{25})$/i.exec(reference);
  if (!match) return null;
  let number = 0n;
  for (const digit of (match[1] as string).toLowerCase()) {
    number = number * 36n + BigInt(BASE36.indexOf(digit));
  }
  const hex = number.toString(16);
  if (hex.length > 32) return null;
  const full = hex.padStart(32, '0');
  return `${full.slice(0, 8)}-${full.slice(8, 12)}-${full.slice(12, 16)}-${full.slice(16, 20)}-${full.slice(20)}`;
}

// The documentation's examples show bank transfer types (SWIFT, SEPA); "FUND" is what AzamPay's test host accepted
// for mobile-money payouts in the integrator guide we found (see azampay-checksum.ts). Confirm with AzamPay.
const TRANSFER_TYPE = 'FUND';

/** AzamPay's words, plus a reversal should it report one (its documentation names none; doubt). */
function payoutWord(value: unknown): PayoutState {
  const word = String(value ?? '').toLowerCase();
  if (word === 'reversed' || word === 'refunded') return 'reversed';
  return statusWord(value);
}

/** "Duplicate External Reference Id" (403 in the integrator guide): the payout exists; it must never be sent anew. */
const isDuplicate = (answer: ProviderAnswer) => /duplicate external reference/i.test(answer.text);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

export function createAzamPayDisbursement(settings: AzamPayDisbursementSettings): PayoutProvider {
  const { call } = createAzamPayClient(settings, settings.disbursementUrl);
  const checksum = (input: string) => azamPayChecksum(settings.publicKeyPem, input);

  /** The status, and the external reference AzamPay files it under when it says (to match a callback against). */
  async function transactionStatus(
    pgReferenceId: string,
    bankName: string,
  ): Promise<PayoutStatus & { externalReferenceId?: string | undefined }> {
    const query = new URLSearchParams({ pgReferenceId, bankName });
    const answer = await call(`/api/v1/azampay/transactionstatus?${query}`, 'GET');
    const body = (answer.body ?? {}) as Record<string, unknown>;
    const notFound = /not found/i.test(String(body.message ?? ''));
    if (answer.status === 404 || (body.success !== true && notFound)) {
      return { status: 'not_found', raw: answer.body };
    }
    if (answer.status >= 400 || body.success !== true) {
      throw new ProviderUnavailable(`AzamPay payout status: ${providerMessage(answer)}`);
    }
    if (typeof body.pgReferenceId === 'string' && body.pgReferenceId !== pgReferenceId) {
      throw new ProviderUnavailable('AzamPay answered about another transaction');
    }
    // `success` says only that the query worked. The outcome's field is not in the published schema; integrations
    // read `status` or `data`. Nothing readable means pending: a payout is never believed paid on a guess.
    const data = body.data;
    const word =
      body.status ??
      body.transactionStatus ??
      (data !== null && typeof data === 'object' ? (data as { status?: unknown }).status : data);
    return {
      status: payoutWord(word),
      providerReference: pgReferenceId,
      message: text(body.message),
      externalReferenceId: text(body.externalReferenceId) ?? text(body.initiatorReferenceId),
      raw: answer.body,
    };
  }

  async function lookup(phone: string): Promise<PayoutPreview> {
    const bankName = azamPayBankOf(phone);
    if (!bankName) {
      return { accountName: null, feeTzs: 0, raw: { refused: 'AzamPay pays no wallet on this network' } };
    }
    const fields = { bankName, accountNumber: msisdn(phone) };
    const answer = await call('/api/v1/azampay/namelookup', 'POST', {
      ...fields,
      checksum: checksum(nameLookupChecksumInput(fields)),
    });
    const body = (answer.body ?? {}) as {
      name?: unknown;
      fname?: unknown;
      lname?: unknown;
      status?: unknown;
    };
    // A refusal (no wallet on the number) names no one; the interface has no refusal here: raw keeps the message.
    if (answer.status >= 400 || body.status === false) {
      return { accountName: null, feeTzs: 0, raw: { refused: providerMessage(answer), answer: answer.body } };
    }
    const parts = [text(body.fname), text(body.lname)].filter(Boolean).join(' ');
    // AzamPay's lookup tells no fee.
    return { accountName: text(body.name) ?? text(parts) ?? null, feeTzs: 0, raw: answer.body };
  }

  return {
    name: 'azampay',

    lookup: (input) => lookup(input.phone),

    async sendPayout(input) {
      const bankName = azamPayBankOf(input.phone);
      if (!bankName) {
        return { status: 'failed', message: 'AzamPay pays no wallet on this number’s network', raw: null };
      }
      // AzamPay wants the receiver's full name; asking for it before anything is sent risks no money, and a lookup
      // that cannot be made now means nothing went out: a failure (the money returns to the balance), not unknown.
      let fullName = input.accountName;
      if (!fullName) {
        try {
          fullName = (await lookup(input.phone)).accountName;
        } catch (error) {
          if (!(error instanceof ProviderUnavailable)) throw error;
          return {
            status: 'failed',
            message: `Nothing sent: the name lookup failed (${error.message})`,
            raw: null,
          };
        }
      }
      if (!fullName) {
        return { status: 'failed', message: 'AzamPay names no wallet holder for this number', raw: null };
      }
      const accountNumber = msisdn(input.phone);
      const dateInEpoch = Math.floor(Date.now() / 1000);
      const externalReferenceId = toExternalReference(input.reference);
      const answer = await call('/api/v1/azampay/disburse', 'POST', {
        source: { countryCode: 'TZ', ...settings.source, currency: 'TZS' },
        destination: { countryCode: 'TZ', fullName, bankName, accountNumber, currency: 'TZS' },
        transferDetails: { type: TRANSFER_TYPE, amount: input.amountTzs, dateInEpoch },
        externalReferenceId,
        remarks: input.description,
        checksum: checksum(
          disburseChecksumInput({
            sourceAccountNumber: settings.source.accountNumber,
            destinationAccountNumber: accountNumber,
            currency: 'TZS',
            amount: input.amountTzs,
            dateInEpoch,
            externalReferenceId,
          }),
        ),
      });
      const body = (answer.body ?? {}) as { pgReferenceId?: unknown; success?: unknown; message?: unknown };
      if (isDuplicate(answer)) {
        // Sent before (its answer lost): what became of it is for the status query, never for a second payout.
        return {
          status: 'pending',
          providerReference: text(body.pgReferenceId),
          message: providerMessage(answer),
          raw: answer.body,
        };
      }
      // A refusal names no transaction of AzamPay's; an answer that does (success or not) is one to ask about, since
      // failing it would give the money back while AzamPay may still pay it.
      if (answer.status >= 400 || (body.success !== true && !text(body.pgReferenceId))) {
        return { status: 'failed', message: providerMessage(answer), raw: answer.body };
      }
      // Accepted ("Your transaction is in process"), not paid: the outcome comes by callback or status query.
      return {
        status: 'pending',
        providerReference: text(body.pgReferenceId),
        message: text(body.message),
        raw: answer.body,
      };
    },

    async getPayoutStatus(query) {
      const bankName = azamPayBankOf(query.phone);
      // A number on no network AzamPay pays was never sent anything (sendPayout refuses it first).
      if (!bankName)
        return { status: 'not_found', message: 'AzamPay pays no wallet on this network', raw: null };
      // AzamPay's status is asked by its own pgReferenceId. Without it (the disburse answer was lost) AzamPay cannot
      // be asked, yet may well have the payout: "not found" would let it be called failed and paid a second time.
      // So it stays unknown, for an admin to reconcile with AzamPay; it is never sent again.
      if (!query.providerReference) {
        throw new ProviderUnavailable(
          'AzamPay payout status: no pgReferenceId to ask about; reconcile by hand',
        );
      }
      const { externalReferenceId: _filed, ...status } = await transactionStatus(
        query.providerReference,
        bankName,
      );
      return status;
    },

    async readPayoutCallback(request) {
      // Documented callback: { initiatorReferenceId, fspReferenceId, pgReferenceId, amount, status, message,
      // operator, additionalProperties }; read case-blind, as the collections' callback is.
      const fields = callbackFields(request, settings.callbackSecret);
      const reference = fromExternalReference(String(fields.initiatorreferenceid ?? ''));
      const pgReferenceId = String(fields.pgreferenceid ?? '');
      const operator = String(fields.operator ?? '');
      if (!reference || pgReferenceId === '' || operator === '') {
        throw new CallbackRejected(
          'body',
          'The callback names no payout of ours, no AzamPay reference or no operator.',
        );
      }
      // Unsigned: what it claims counts only once AzamPay itself confirms it, about this very payout.
      const confirmed = await transactionStatus(pgReferenceId, operator);
      if (confirmed.status === 'not_found') {
        throw new CallbackRejected('unconfirmed', 'AzamPay knows no such transaction.');
      }
      if (
        confirmed.externalReferenceId &&
        fromExternalReference(confirmed.externalReferenceId) !== reference
      ) {
        throw new CallbackRejected('unconfirmed', 'AzamPay files that transaction under another payout.');
      }
      const claimed = payoutWord(fields.status);
      return {
        eventId: `${pgReferenceId}:${confirmed.status}`,
        reference,
        status: confirmed.status,
        providerReference: pgReferenceId,
        message:
          claimed === confirmed.status
            ? text(fields.message)
            : `callback said ${String(fields.status)}; AzamPay's status query says ${confirmed.status}`,
        raw: { callback: request.body, confirmation: confirmed.raw },
      };
    },
  };
}
