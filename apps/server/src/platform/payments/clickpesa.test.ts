// Contract of the ClickPesa adapter against the local fake, which checks tokens and checksums as ClickPesa does.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startClickPesaFake } from '../../../test/fakes/clickpesa-fake.ts';
import { createClickPesaProvider } from './clickpesa.ts';
import { clickPesaChecksum, toOrderReference } from './clickpesa-checksum.ts';
import { CallbackRejected, ProviderUnavailable } from './mobile-money-provider.ts';

describe('ClickPesa adapter', () => {
  let fake: Awaited<ReturnType<typeof startClickPesaFake>>;
  beforeEach(async () => {
    fake = await startClickPesaFake();
  });
  afterEach(() => fake.close());

  const adapter = (overrides: { checksumKey?: string; timeoutMs?: number } = {}) =>
    createClickPesaProvider({
      apiUrl: fake.apiUrl,
      clientId: fake.clientId,
      apiKey: fake.apiKey,
      checksumKey: fake.checksumKey,
      timeoutMs: 2000,
      ...overrides,
    });
  const collection = (reference = randomUUID()) => ({
    reference,
    amountTzs: 25_000,
    phone: '+255754123456',
    description: 'Order',
  });

  it('the checksum is over the key-sorted compact JSON, nested keys too, whatever the order given', () => {
    const a = clickPesaChecksum('k', { b: '1', a: { d: 2, c: [1, { z: 1, y: 2 }] } });
    const b = clickPesaChecksum('k', { a: { c: [1, { y: 2, z: 1 }], d: 2 }, b: '1', checksum: 'ignored' });
    expect(a).toBe(b);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
  });

  it('pushes with a signed payload, reuses its token, and reads the status back by our reference', async () => {
    const provider = adapter();
    const input = collection();
    const started = await provider.startCollection(input);
    expect(started).toMatchObject({ status: 'pending', providerReference: expect.any(String) });
    expect(fake.payment(toOrderReference(input.reference))).toMatchObject({
      amount: '25000',
      phoneNumber: '255754123456',
    });

    const query = { reference: input.reference, phone: input.phone };
    expect(await provider.getStatus(query)).toMatchObject({ status: 'pending', amountTzs: 25_000 });
    fake.settle(toOrderReference(input.reference), 'SUCCESS');
    expect(await provider.getStatus(query)).toMatchObject({ status: 'succeeded', amountTzs: 25_000 });
    expect(await provider.getStatus({ reference: randomUUID(), phone: input.phone })).toMatchObject({
      status: 'not_found',
    });
    expect(fake.tokensIssued).toBe(1);
    expect(fake.refused).toEqual([]);
  });

  it('a wrong checksum key is refused by ClickPesa: the push fails with its message kept', async () => {
    const started = await adapter({ checksumKey: 'wrong' }).startCollection(collection());
    expect(started).toMatchObject({ status: 'failed', message: '400: Invalid checksum' });
    expect(fake.pushes).toBe(0);
  });

  it('a 500 or an answer that never comes is unknown (ProviderUnavailable), never a failure', async () => {
    const provider = adapter({ timeoutMs: 300 });
    fake.next('fail', /initiate-ussd-push-request/);
    await expect(provider.startCollection(collection())).rejects.toBeInstanceOf(ProviderUnavailable);
    expect(fake.pushes).toBe(0);

    const input = collection();
    fake.next('hang', /initiate-ussd-push-request/);
    await expect(provider.startCollection(input)).rejects.toBeInstanceOf(ProviderUnavailable);
    expect(fake.pushes).toBe(1); // the push went out; only its answer was lost
    expect(await provider.getStatus({ reference: input.reference, phone: input.phone })).toMatchObject({
      status: 'pending',
    });
  });

  it('reads a signed webhook, and refuses one whose checksum does not match or is missing', async () => {
    const provider = adapter();
    const input = collection();
    await provider.startCollection(input);
    const event = fake.signedEvent(toOrderReference(input.reference), 'PAYMENT RECEIVED');
    const read = await provider.readCallback({ headers: {}, body: event, params: {} });
    expect(read).toMatchObject({ reference: input.reference, status: 'succeeded', amountTzs: 25_000 });
    // Same event again: same id, so the rail stores it once.
    expect((await provider.readCallback({ headers: {}, body: event, params: {} })).eventId).toBe(
      read.eventId,
    );

    const forged = { ...event, data: { ...event.data, collectedAmount: 1 } };
    await expect(provider.readCallback({ headers: {}, body: forged, params: {} })).rejects.toMatchObject({
      problem: 'signature',
    });
    const { checksum: _dropped, ...unsigned } = event;
    await expect(provider.readCallback({ headers: {}, body: unsigned, params: {} })).rejects.toBeInstanceOf(
      CallbackRejected,
    );
    await expect(provider.readCallback({ headers: {}, body: 'x', params: {} })).rejects.toMatchObject({
      problem: 'body',
    });
  });

  it('refunds as a signed mobile-money payout to the payer', async () => {
    const refundId = randomUUID();
    const result = await adapter().refund({
      refundId,
      reference: randomUUID(),
      amountTzs: 5000,
      phone: '+255754123456',
    });
    expect(result).toMatchObject({ status: 'pending', providerReference: 'PO1' });
    expect(fake.payouts).toEqual([
      expect.objectContaining({
        amount: 5000,
        phoneNumber: '255754123456',
        orderReference: toOrderReference(refundId),
      }),
    ]);
  });

  it('wrong keys: no token, so nothing can be asked (unknown, not a failure of the payer)', async () => {
    const provider = createClickPesaProvider({
      apiUrl: fake.apiUrl,
      clientId: 'nope',
      apiKey: 'nope',
      checksumKey: fake.checksumKey,
      timeoutMs: 2000,
    });
    await expect(provider.startCollection(collection())).rejects.toBeInstanceOf(ProviderUnavailable);
  });
});
