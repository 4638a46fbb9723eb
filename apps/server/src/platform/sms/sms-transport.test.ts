import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSmsGateway } from '../../../test/fakes/sms-gateway.ts';
import { createAfricasTalkingTransport } from './sms-transport.ts';

describe("Africa's Talking SMS transport", () => {
  let gateway: Awaited<ReturnType<typeof startSmsGateway>>;
  beforeEach(async () => {
    gateway = await startSmsGateway();
  });
  afterEach(() => gateway.close());

  it('posts the form the gateway expects, with the API key header and sender id', async () => {
    const transport = createAfricasTalkingTransport({
      url: gateway.url,
      username: 'sherehe',
      apiKey: gateway.apiKey,
      senderId: 'SHEREHE',
    });
    await transport.send({ to: '+255754000001', subject: '', text: 'Your code' });
    expect(gateway.messages).toEqual([
      { username: 'sherehe', to: '+255754000001', message: 'Your code', from: 'SHEREHE', apiKey: 'test-key' },
    ]);
  });

  it('fails (so the outbox retries) when the key is wrong or the recipient is refused', async () => {
    const wrongKey = createAfricasTalkingTransport({ url: gateway.url, username: 'u', apiKey: 'nope' });
    await expect(wrongKey.send({ to: '+255754000001', subject: '', text: 'x' })).rejects.toThrow(/401/);

    const transport = createAfricasTalkingTransport({
      url: gateway.url,
      username: 'u',
      apiKey: gateway.apiKey,
    });
    gateway.failNextWith(405);
    await expect(transport.send({ to: '+255754000001', subject: '', text: 'x' })).rejects.toThrow(
      /InsufficientBalance/,
    );
    expect(gateway.messages).toHaveLength(0);
  });
});
