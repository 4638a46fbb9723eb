// Contract of the ClickPesa payouts adapter against the local fake, which checks tokens and checksums as ClickPesa
// does, keeps payouts and our balance, and lets a test settle, reverse, break or lose an answer.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startClickPesaFake } from '../../../test/fakes/clickpesa-fake.ts';
import { createClickPesaProvider } from './clickpesa.ts';
import { toOrderReference } from './clickpesa-checksum.ts';
import { createClickPesaPayouts } from './clickpesa-payouts.ts';
import { CallbackRejected, ProviderUnavailable } from './mobile-money-provider.ts';

describe('ClickPesa payouts adapter', () => {
  let fake: Awaited<ReturnType<typeof startClickPesaFake>>;
  beforeEach(async () => {
    fake = await startClickPesaFake({ balance: 100_000 });
  });
  afterEach(() => fake.close());

  const adapter = (overrides: { checksumKey?: string; timeoutMs?: number } = {}) =>
    createClickPesaPayouts({
      apiUrl: fake.apiUrl,
      clientId: fake.clientId,
      apiKey: fake.apiKey,
      checksumKey: fake.checksumKey,
      timeoutMs: 2000,
      ...overrides,
    });
  const payout = (amountTzs = 12_345) => ({
    reference: randomUUID(),
    amountTzs,
    phone: '+255754123456',
    accountName: 'Asha Juma',
    description: 'Sherehe: order SH-1042',
  });
  const statusOf = (input: { reference: string; phone: string }) => ({
    reference: input.reference,
    phone: input.phone,
  });

  it('looks up the wallet holder and the fee (rounded up to whole shillings) without sending anything', async () => {
    fake.registerWallet('255754123456', 'Asha Juma');
    const input = payout();
    expect(fake.payoutFee(12_345)).toBe(228.38);
    expect(await adapter().lookup(input)).toMatchObject({ accountName: 'Asha Juma', feeTzs: 229 });
    expect(fake.payouts).toEqual([]);
    expect(fake.refused).toEqual([]);
  });

  it('a refused lookup names no one', async () => {
    const preview = await adapter().lookup(payout(1_000_000)); // more than our balance
    expect(preview).toMatchObject({ accountName: null, feeTzs: 0 });
    expect(fake.refused).toEqual(['Insufficient balance']);
  });

  it('sends a signed payout, accepted as pending, and reads it back by our reference', async () => {
    const provider = adapter();
    const input = payout();
    const started = await provider.sendPayout(input);
    expect(started).toMatchObject({ status: 'pending', providerReference: 'PO1', feeTzs: 229 });
    expect(fake.payout(toOrderReference(input.reference))).toMatchObject({
      amount: 12_345,
      phoneNumber: '255754123456',
      status: 'AUTHORIZED',
    });
    expect(fake.balance).toBe(100_000 - 12_345 - 228.38);

    expect(await provider.getPayoutStatus(statusOf(input))).toMatchObject({
      status: 'pending',
      providerReference: 'PO1',
    });
    fake.settlePayout(toOrderReference(input.reference), 'PROCESSING');
    expect(await provider.getPayoutStatus(statusOf(input))).toMatchObject({ status: 'pending' });
    fake.settlePayout(toOrderReference(input.reference), 'SUCCESS');
    expect(await provider.getPayoutStatus(statusOf(input))).toMatchObject({ status: 'succeeded' });
    expect(await provider.getPayoutStatus({ reference: randomUUID(), phone: input.phone })).toMatchObject({
      status: 'not_found',
    });
    expect(fake.tokensIssued).toBe(1);
    expect(fake.refused).toEqual([]);
  });

  it('a payout that succeeded and was later reversed (or refunded) reads reversed; a failed one failed', async () => {
    const provider = adapter();
    const reversed = payout();
    const refunded = payout();
    const failed = payout();
    for (const input of [reversed, refunded, failed]) await provider.sendPayout(input);
    fake.settlePayout(toOrderReference(reversed.reference), 'SUCCESS');
    expect(await provider.getPayoutStatus(statusOf(reversed))).toMatchObject({ status: 'succeeded' });
    fake.settlePayout(toOrderReference(reversed.reference), 'REVERSED');
    expect(await provider.getPayoutStatus(statusOf(reversed))).toMatchObject({
      status: 'reversed',
      message: 'Reversed by the network',
    });
    fake.settlePayout(toOrderReference(refunded.reference), 'REFUNDED');
    expect(await provider.getPayoutStatus(statusOf(refunded))).toMatchObject({ status: 'reversed' });
    fake.settlePayout(toOrderReference(failed.reference), 'FAILED');
    expect(await provider.getPayoutStatus(statusOf(failed))).toMatchObject({ status: 'failed' });
  });

  it('a 4xx is a failure with ClickPesa’s message, and nothing was sent', async () => {
    expect(await adapter().sendPayout(payout(1_000_000))).toMatchObject({
      status: 'failed',
      message: '400: Insufficient balance',
    });
    expect(await adapter({ checksumKey: 'wrong' }).sendPayout(payout())).toMatchObject({
      status: 'failed',
      message: '400: Invalid checksum',
    });
    expect(fake.payouts).toEqual([]);
  });

  it('a refusal of a reference already paid out answers what became of that payout, never "failed"', async () => {
    const provider = adapter();
    const input = payout();
    await provider.sendPayout(input);
    fake.settlePayout(toOrderReference(input.reference), 'SUCCESS');
    expect(await provider.sendPayout(input)).toMatchObject({
      status: 'succeeded',
      providerReference: 'PO1',
      message: expect.stringContaining('409: Order reference already used'),
    });
    expect(fake.payouts).toHaveLength(1);
  });

  it('a timeout or a 5xx is unknown (ProviderUnavailable); the payout is not sent again', async () => {
    const provider = adapter({ timeoutMs: 300 });
    const lost = payout();
    fake.next('hang', /create-mobile-money-payout/);
    await expect(provider.sendPayout(lost)).rejects.toBeInstanceOf(ProviderUnavailable);
    expect(fake.payouts).toHaveLength(1); // it went out; only its answer was lost
    expect(await provider.getPayoutStatus(statusOf(lost))).toMatchObject({ status: 'pending' });

    const broken = payout();
    fake.failAfterWork(/create-mobile-money-payout/);
    await expect(provider.sendPayout(broken)).rejects.toBeInstanceOf(ProviderUnavailable);
    expect(
      fake.payouts.filter((one) => one.orderReference === toOrderReference(broken.reference)),
    ).toHaveLength(1);
    expect(fake.payouts).toHaveLength(2);

    fake.next('fail', /\/payouts\/[A-Za-z0-9]+$/);
    await expect(provider.getPayoutStatus(statusOf(lost))).rejects.toBeInstanceOf(ProviderUnavailable);
  });

  it('reads signed payout webhooks, and refuses forged, unsigned or foreign ones', async () => {
    const provider = adapter();
    const input = payout();
    await provider.sendPayout(input);
    const orderReference = toOrderReference(input.reference);
    fake.settlePayout(orderReference, 'SUCCESS');
    const initiated = fake.signedPayoutEvent(orderReference, 'PAYOUT INITIATED');
    const read = await provider.readPayoutCallback({ headers: {}, body: initiated, params: {} });
    expect(read).toMatchObject({ reference: input.reference, status: 'succeeded', providerReference: 'PO1' });
    // Same event again: same id, so it is stored once.
    expect((await provider.readPayoutCallback({ headers: {}, body: initiated, params: {} })).eventId).toBe(
      read.eventId,
    );

    fake.settlePayout(orderReference, 'REVERSED');
    const reversed = await provider.readPayoutCallback({
      headers: {},
      body: fake.signedPayoutEvent(orderReference, 'PAYOUT REVERSED'),
      params: {},
    });
    expect(reversed).toMatchObject({ reference: input.reference, status: 'reversed' });
    expect(reversed.eventId).not.toBe(read.eventId);
    expect(
      await provider.readPayoutCallback({
        headers: {},
        body: fake.signedPayoutEvent(orderReference, 'PAYOUT REFUNDED'),
        params: {},
      }),
    ).toMatchObject({ status: 'reversed' });

    const forged = { ...initiated, data: { ...initiated.data, amount: '1.00' } };
    await expect(
      provider.readPayoutCallback({ headers: {}, body: forged, params: {} }),
    ).rejects.toMatchObject({
      problem: 'signature',
    });
    const { checksum: _dropped, ...unsigned } = initiated;
    await expect(
      provider.readPayoutCallback({ headers: {}, body: unsigned, params: {} }),
    ).rejects.toBeInstanceOf(CallbackRejected);
    await expect(provider.readPayoutCallback({ headers: {}, body: [], params: {} })).rejects.toMatchObject({
      problem: 'body',
    });
  });

  it('a payment’s webhook is not read as a payout’s', async () => {
    const reference = randomUUID();
    await createClickPesaProvider({
      apiUrl: fake.apiUrl,
      clientId: fake.clientId,
      apiKey: fake.apiKey,
      checksumKey: fake.checksumKey,
      timeoutMs: 2000,
    }).startCollection({ reference, amountTzs: 1000, phone: '+255754123456', description: 'Order' });
    const payment = fake.signedEvent(toOrderReference(reference), 'PAYMENT RECEIVED');
    await expect(
      adapter().readPayoutCallback({ headers: {}, body: payment, params: {} }),
    ).rejects.toMatchObject({
      problem: 'body',
    });
  });
});
