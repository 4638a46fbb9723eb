// Contract of the AzamPay disbursement adapter against the local fake, which checks the token, the API key and each
// request's RSA checksum (with the private half of a key pair made here), keeps disbursements, and lets a test settle,
// reverse, break or lose an answer. The callback is unsigned: trusted with the secret in its URL and AzamPay's word.
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startAzamPayDisbursementFake } from '../../../test/fakes/azampay-disbursement-fake.ts';
import {
  azamPayBankOf,
  createAzamPayDisbursement,
  fromExternalReference,
  toExternalReference,
} from './azampay-disbursement.ts';
import { ProviderUnavailable } from './mobile-money-provider.ts';

const SECRET = 'payout-callback-secret-0123456789';

describe('AzamPay disbursement adapter', () => {
  let keys: { publicKey: string; privateKey: string };
  let fake: Awaited<ReturnType<typeof startAzamPayDisbursementFake>>;
  beforeAll(() => {
    keys = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
  });
  beforeEach(async () => {
    fake = await startAzamPayDisbursementFake({ privateKeyPem: keys.privateKey });
    fake.registerWallet('255684123456', 'Asha Juma');
    fake.registerWallet('255754123456', 'Baraka Mushi');
  });
  afterEach(() => fake.close());

  const adapter = (overrides: { publicKeyPem?: string; apiKey?: string; timeoutMs?: number } = {}) =>
    createAzamPayDisbursement({
      authUrl: fake.authUrl,
      disbursementUrl: fake.disbursementUrl,
      appName: fake.appName,
      clientId: fake.clientId,
      clientSecret: fake.clientSecret,
      apiKey: fake.apiKey,
      publicKeyPem: keys.publicKey,
      callbackSecret: SECRET,
      source: { fullName: 'Sherehe Ltd', bankName: 'Azampesa', accountNumber: '1710446004' },
      timeoutMs: 2000,
      ...overrides,
    });
  const payout = (phone = '+255684123456') => ({
    reference: randomUUID(),
    amountTzs: 40_000,
    phone,
    accountName: 'Asha Juma' as string | null,
    description: 'Sherehe: order SH-1042',
  });

  it('names the wallet by the network prefix, as the disbursement API names them', () => {
    expect(azamPayBankOf('+255754123456')).toBe('Vodacom');
    expect(azamPayBankOf('+255714123456')).toBe('Yas');
    expect(azamPayBankOf('+255654123456')).toBe('Yas');
    expect(azamPayBankOf('+255684123456')).toBe('Airtel');
    expect(azamPayBankOf('+255624123456')).toBe('Halotel');
    expect(azamPayBankOf('+255734123456')).toBeNull(); // TTCL
  });

  it('keeps our uuid in 30 characters and reads it back', () => {
    for (const uuid of [
      randomUUID(),
      '00000000-0000-0000-0000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
    ]) {
      const external = toExternalReference(uuid);
      expect(external).toMatch(/^SH[0-9A-Z]{25}$/);
      expect(fromExternalReference(external)).toBe(uuid);
      expect(fromExternalReference(external.toLowerCase())).toBe(uuid);
    }
    expect(fromExternalReference('NoLSAF-O-2608081645-D51QVX')).toBeNull();
    expect(fromExternalReference(`SH${'Z'.repeat(25)}`)).toBeNull(); // more than 128 bits
  });

  it('looks up the wallet holder with a signed request; AzamPay tells no fee', async () => {
    const provider = adapter();
    expect(
      await provider.lookup({ phone: '+255684123456', amountTzs: 40_000, reference: randomUUID() }),
    ).toMatchObject({
      accountName: 'Asha Juma',
      feeTzs: 0,
    });
    expect(
      await provider.lookup({ phone: '+255694000000', amountTzs: 1, reference: randomUUID() }),
    ).toMatchObject({
      accountName: null,
    });
    expect(fake.refused).toEqual(['Account not found']);
    const unsigned = await adapter({ publicKeyPem: otherPublicKey() }).lookup({
      phone: '+255684123456',
      amountTzs: 1,
      reference: randomUUID(),
    });
    expect(unsigned).toMatchObject({ accountName: null });
    expect(fake.refused).toContain('Invalid checksum');
  });

  it('disburses signed, accepted as pending (not paid), and reads it back by status', async () => {
    const provider = adapter();
    const input = payout();
    const started = await provider.sendPayout(input);
    expect(started).toMatchObject({ status: 'pending', providerReference: expect.any(String) });
    expect(fake.refused).toEqual([]);
    const external = toExternalReference(input.reference);
    expect(fake.disbursement(external)).toMatchObject({
      bankName: 'Airtel',
      accountNumber: '255684123456',
      fullName: 'Asha Juma',
      amount: 40_000,
      remarks: 'Sherehe: order SH-1042',
      source: { bankName: 'Azampesa', accountNumber: '1710446004' },
    });

    const query = {
      reference: input.reference,
      providerReference: started.providerReference,
      phone: input.phone,
    };
    expect(await provider.getPayoutStatus(query)).toMatchObject({ status: 'pending' });
    fake.settle(external, 'SUCCESS');
    expect(await provider.getPayoutStatus(query)).toMatchObject({ status: 'succeeded' });
    fake.settle(external, 'REVERSED');
    expect(await provider.getPayoutStatus(query)).toMatchObject({ status: 'reversed' });
    expect(await provider.getPayoutStatus({ ...query, providerReference: 'unknown' })).toMatchObject({
      status: 'not_found',
    });
    // Without AzamPay's reference it cannot be asked, and "not found" would invite a second payout: unknown.
    await expect(provider.getPayoutStatus({ ...query, providerReference: null })).rejects.toBeInstanceOf(
      ProviderUnavailable,
    );
  });

  it('asks for the holder’s name before sending when the payout has none', async () => {
    const input = { ...payout('+255754123456'), accountName: null };
    expect(await adapter().sendPayout(input)).toMatchObject({ status: 'pending' });
    expect(fake.disbursement(toExternalReference(input.reference))).toMatchObject({
      fullName: 'Baraka Mushi',
    });

    const nobody = { ...payout('+255694000000'), accountName: null };
    expect(await adapter().sendPayout(nobody)).toMatchObject({ status: 'failed' });
    expect(await adapter().sendPayout(payout('+255734123456'))).toMatchObject({ status: 'failed' });
    expect(fake.disbursements).toHaveLength(1);
  });

  it('a 4xx is a failure with AzamPay’s message', async () => {
    expect(await adapter({ publicKeyPem: otherPublicKey() }).sendPayout(payout())).toMatchObject({
      status: 'failed',
      message: '400: Invalid checksum',
    });
    expect(await adapter({ apiKey: 'wrong' }).sendPayout(payout())).toMatchObject({
      status: 'failed',
      message: '401: Invalid API key',
    });
    expect(fake.disbursements).toEqual([]);
  });

  it('a 200 that says "success": false but names AzamPay\'s transaction is asked about, not failed', async () => {
    fake.answerUnsure();
    const started = await adapter().sendPayout(payout());
    expect(started).toMatchObject({
      status: 'pending',
      providerReference: fake.disbursements[0]?.pgReferenceId,
    });
    expect(fake.disbursements).toHaveLength(1);
  });

  it('"Duplicate External Reference Id" is the payout already there: pending, never sent anew', async () => {
    const provider = adapter();
    const input = payout();
    await provider.sendPayout(input);
    expect(await provider.sendPayout(input)).toMatchObject({
      status: 'pending',
      message: '403: Duplicate External Reference Id',
    });
    expect(fake.disbursements).toHaveLength(1);
  });

  it('a timeout or a 5xx is unknown (ProviderUnavailable); the payout is not sent again', async () => {
    const provider = adapter({ timeoutMs: 300 });
    fake.next('hang', /\/disburse$/);
    await expect(provider.sendPayout(payout())).rejects.toBeInstanceOf(ProviderUnavailable);
    expect(fake.disbursements).toHaveLength(1); // it went out; only its answer was lost

    fake.failAfterWork(/\/disburse$/);
    await expect(provider.sendPayout(payout())).rejects.toBeInstanceOf(ProviderUnavailable);
    expect(fake.disbursements).toHaveLength(2);

    fake.next('fail', /\/disburse$/);
    await expect(provider.sendPayout(payout())).rejects.toBeInstanceOf(ProviderUnavailable);
    expect(fake.disbursements).toHaveLength(2);
  });

  it('a callback counts only with our secret in the URL and when AzamPay confirms it, about this payout', async () => {
    const provider = adapter();
    const input = payout();
    await provider.sendPayout(input);
    const external = toExternalReference(input.reference);
    const body = fake.callbackBody(external, 'success');
    const params = { secret: SECRET };

    await expect(provider.readPayoutCallback({ headers: {}, body, params: {} })).rejects.toMatchObject({
      problem: 'secret',
    });
    await expect(
      provider.readPayoutCallback({ headers: {}, body, params: { secret: 'guess' } }),
    ).rejects.toMatchObject({ problem: 'secret' });

    // Not paid yet: AzamPay says pending, so the claimed success is not believed.
    expect(await provider.readPayoutCallback({ headers: {}, body, params })).toMatchObject({
      reference: input.reference,
      status: 'pending',
      message: expect.stringContaining('status query says pending'),
    });
    fake.settle(external, 'SUCCESS');
    const read = await provider.readPayoutCallback({ headers: {}, body, params });
    expect(read).toMatchObject({
      reference: input.reference,
      status: 'succeeded',
      message: 'Transaction completed',
    });
    expect((await provider.readPayoutCallback({ headers: {}, body, params })).eventId).toBe(read.eventId);

    // A failure claimed of a paid payout reads what AzamPay says, not what the callback says.
    const failure = fake.callbackBody(external, 'failure');
    expect(await provider.readPayoutCallback({ headers: {}, body: failure, params })).toMatchObject({
      status: 'succeeded',
    });

    // A transaction AzamPay never issued, or another payout's, is refused; so is a body without our reference.
    await expect(
      provider.readPayoutCallback({ headers: {}, body: { ...body, pgReferenceId: 'forged' }, params }),
    ).rejects.toMatchObject({ problem: 'unconfirmed' });
    const other = payout();
    await provider.sendPayout(other);
    await expect(
      provider.readPayoutCallback({
        headers: {},
        body: { ...body, initiatorReferenceId: toExternalReference(other.reference) },
        params,
      }),
    ).rejects.toMatchObject({ problem: 'unconfirmed' });
    await expect(
      provider.readPayoutCallback({ headers: {}, body: { ...body, initiatorReferenceId: 'x' }, params }),
    ).rejects.toMatchObject({ problem: 'body' });
    await expect(provider.readPayoutCallback({ headers: {}, body: 'x', params })).rejects.toMatchObject({
      problem: 'body',
    });
  });

  it('a failed payout’s callback, confirmed, reads failed', async () => {
    const provider = adapter();
    const input = payout();
    await provider.sendPayout(input);
    const external = toExternalReference(input.reference);
    fake.settle(external, 'FAILED');
    expect(
      await provider.readPayoutCallback({
        headers: {},
        body: fake.callbackBody(external, 'failure'),
        params: { secret: SECRET },
      }),
    ).toMatchObject({ reference: input.reference, status: 'failed' });
  });
});

function otherPublicKey(): string {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  }).publicKey;
}
