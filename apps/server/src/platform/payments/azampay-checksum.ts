// AzamPay disbursement's request checksum: Base64( RSA-encrypt with AzamPay's public key, PKCS#1 v1.5 padding, of the
// binary SHA-512 digest of some of the request's fields joined with no separator ).
//
// Sources (developerdocs.azampay.co.tz/tanzania/disbursement states the algorithm, not the fields): an integrator's
// guide reporting the formulas AzamPay gave it and its test host accepted (NoLSAF, August 2026), and a second public
// client that concatenates the disburse fields the same way. Name lookup: bankName + accountNumber. Disburse:
// source.accountNumber + destination.accountNumber + source.currency + transferDetails.amount +
// transferDetails.dateInEpoch (Unix seconds) + externalReferenceId. Doubts: the digest is encrypted as its 64 raw
// bytes (not its hex or Base64 text), and older AzamPay samples use OAEP; both as that guide found accepted.
// PKCS#1 v1.5 encryption is randomised, so AzamPay can only check it by decrypting: the same input never gives the
// same checksum twice.
import { constants, createHash, publicEncrypt } from 'node:crypto';

export function azamPayChecksum(publicKeyPem: string, input: string): string {
  const digest = createHash('sha512').update(input, 'utf8').digest();
  return publicEncrypt({ key: publicKeyPem, padding: constants.RSA_PKCS1_PADDING }, digest).toString(
    'base64',
  );
}

export const nameLookupChecksumInput = (fields: { bankName: string; accountNumber: string }): string =>
  `${fields.bankName}${fields.accountNumber}`;

export const disburseChecksumInput = (fields: {
  sourceAccountNumber: string;
  destinationAccountNumber: string;
  currency: string;
  amount: number;
  dateInEpoch: number;
  externalReferenceId: string;
}): string =>
  `${fields.sourceAccountNumber}${fields.destinationAccountNumber}${fields.currency}${fields.amount}${fields.dateInEpoch}${fields.externalReferenceId}`;
