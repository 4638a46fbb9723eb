// Contract of the AzamPay adapter against the local fake: token, checkout to the network's wallet, status, and the
// unsigned callback trusted only with the secret in its URL and AzamPay's own confirmation.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startAzamPayFake } from '../../../test/fakes/azampay-fake.ts';
import { azamPayProviderOf, createAzamPayProvider } from './azampay.ts';
import { ProviderUnavailable } from './mobile-money-provider.ts';

describe('AzamPay adapter', () => {
  let fake: Awaited<ReturnType<typeof startAzamPayFake>>;
  beforeEach(async () => {
    fake = await startAzamPayFake();
  });
  afterEach(() => fake.close());

  const adapter = (timeoutMs = 2000) =>
    createAzamPayProvider({
      authUrl: fake.authUrl,
      apiUrl: fake.apiUrl,
      appName: fake.appName,
      clientId: fake.clientId,
      clientSecret: fake.clientSecret,
      apiKey: fake.apiKey,
      callbackSecret: 'callback-secret-0123456789',
      timeoutMs,
    });
  const collection = (phone = '+255754123456') => ({
    reference: randomUUID(),
    amountTzs: 12_000,
    phone,
    description: 'Order',
  });

  it('names the wallet by the network prefix', () => {
    expect(azamPayProviderOf('+255754123456')).toBe('Mpesa');
    expect(azamPayProviderOf('+255714123456')).toBe('Tigo');
    expect(azamPayProviderOf('+255654123456')).toBe('Tigo');
    expect(azamPayProviderOf('+255684123456')).toBe('Airtel');
    expect(azamPayProviderOf('+255784123456')).toBe('Airtel');
    expect(azamPayProviderOf('+255624123456')).toBe('Halopesa');
    expect(azamPayProviderOf('+255734123456')).toBeNull(); // TTCL
    expect(azamPayProviderOf('+254712123456')).toBeNull();
  });

  it('checks out to the wallet of the phone network and reads the status back', async () => {
    const provider = adapter();
    const input = collection('+255684123456');
    const started = await provider.startCollection(input);
    expect(started).toMatchObject({ status: 'pending', providerReference: expect.stringMatching(/^AZ/) });
    expect(fake.transaction(input.reference)).toMatchObject({
      provider: 'Airtel',
      accountNumber: '255684123456',
      amount: '12000',
    });
    const query = {
      reference: input.reference,
      providerReference: started.providerReference,
      phone: input.phone,
    };
    expect(await provider.getStatus(query)).toMatchObject({ status: 'pending' });
    fake.settle(input.reference, 'SUCCESS');
    expect(await provider.getStatus(query)).toMatchObject({ status: 'succeeded' });
    expect(await provider.getStatus({ ...query, providerReference: null })).toMatchObject({
      status: 'not_found',
    });
  });

  it('a number on no wallet AzamPay reaches fails without a push', async () => {
    expect(await adapter().startCollection(collection('+255734123456'))).toMatchObject({ status: 'failed' });
    expect(fake.pushes).toBe(0);
  });

  it('timeouts and 500s are unknown', async () => {
    const provider = adapter(300);
    fake.next('hang', /mno\/checkout/);
    await expect(provider.startCollection(collection())).rejects.toBeInstanceOf(ProviderUnavailable);
    expect(fake.pushes).toBe(1);
    fake.next('fail', /mno\/checkout/);
    await expect(provider.startCollection(collection())).rejects.toBeInstanceOf(ProviderUnavailable);
  });

  it('a callback counts only with our secret in the URL and when AzamPay confirms it', async () => {
    const provider = adapter();
    const input = collection();
    await provider.startCollection(input);
    const body = fake.callbackBody(input.reference, 'success');
    const params = { secret: 'callback-secret-0123456789' };

    await expect(
      provider.readCallback({ headers: {}, body, params: { secret: 'guess' } }),
    ).rejects.toMatchObject({
      problem: 'secret',
    });
    // The payer has not paid yet: AzamPay says pending, so the claimed success is not believed.
    expect(await provider.readCallback({ headers: {}, body, params })).toMatchObject({ status: 'pending' });
    fake.settle(input.reference, 'SUCCESS');
    const read = await provider.readCallback({ headers: {}, body, params });
    expect(read).toMatchObject({ reference: input.reference, status: 'succeeded', amountTzs: 12_000 });

    // Field names in another case are read the same; a reference AzamPay never issued is refused.
    const shouting = { ...body, utilityRef: body.utilityref, utilityref: undefined };
    expect(await provider.readCallback({ headers: {}, body: shouting, params })).toMatchObject({
      eventId: read.eventId,
    });
    await expect(
      provider.readCallback({ headers: {}, body: { ...body, reference: 'AZforged' }, params }),
    ).rejects.toMatchObject({ problem: 'unconfirmed' });
  });

  it('refunds are a manual step', async () => {
    expect(
      await adapter().refund({
        refundId: randomUUID(),
        reference: randomUUID(),
        amountTzs: 1,
        phone: '+255754123456',
      }),
    ).toMatchObject({ status: 'manual' });
  });
});
