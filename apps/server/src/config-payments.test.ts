import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.ts';

describe('payments configuration', () => {
  it('the simulator on the embedded database, nothing on a server database unless asked for', () => {
    expect(parseConfig({}).payments).toMatchObject({
      provider: 'simulator',
      minTzs: 1000,
      maxTzs: 5_000_000,
    });
    const server = { DATABASE_URL: 'postgres://db/sherehe' };
    expect(parseConfig(server).payments.provider).toBeNull();
    expect(parseConfig({ ...server, PAYMENTS_PROVIDER: 'simulator' }).payments.provider).toBe('simulator');
  });

  it('a provider without its keys stops the start, naming what is missing', () => {
    expect(() => parseConfig({ PAYMENTS_PROVIDER: 'clickpesa', CLICKPESA_CLIENT_ID: 'x' })).toThrow(
      /CLICKPESA_API_KEY: must be set.*\n.*CLICKPESA_CHECKSUM_KEY/,
    );
    expect(() => parseConfig({ PAYMENTS_PROVIDER: 'azampay' })).toThrow(/PAYMENTS_CALLBACK_SECRET/);
    expect(() => parseConfig({ PAYMENTS_CALLBACK_SECRET: 'short' })).toThrow(/at least 24/);
    expect(() => parseConfig({ PAYMENTS_MIN_TZS: '5000', PAYMENTS_MAX_TZS: '1000' })).toThrow(
      /PAYMENTS_MIN_TZS/,
    );
    const clickpesa = parseConfig({
      PAYMENTS_PROVIDER: 'clickpesa',
      CLICKPESA_CLIENT_ID: 'id',
      CLICKPESA_API_KEY: 'key',
      CLICKPESA_CHECKSUM_KEY: 'sum',
    }).payments;
    expect(clickpesa.clickpesa).toEqual({
      apiUrl: 'https://api.clickpesa.com/third-parties',
      clientId: 'id',
      apiKey: 'key',
      checksumKey: 'sum',
    });
  });
});
