import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.ts';

describe('the database limits', () => {
  it('default to 15 s a statement, 5 s a lock, 60 s idle in a transaction, 5 s to get a connection', () => {
    expect(parseConfig({})).toMatchObject({
      DATABASE_STATEMENT_TIMEOUT_MS: 15_000,
      DATABASE_LOCK_TIMEOUT_MS: 5_000,
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: 60_000,
      DATABASE_CONNECT_TIMEOUT_MS: 5_000,
    });
  });

  it('take 0 to turn a timeout off and refuse anything but a whole number', () => {
    expect(parseConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '0' }).DATABASE_STATEMENT_TIMEOUT_MS).toBe(0);
    expect(() => parseConfig({ DATABASE_LOCK_TIMEOUT_MS: '-1' })).toThrow(/DATABASE_LOCK_TIMEOUT_MS/);
    expect(() => parseConfig({ DATABASE_LOCK_TIMEOUT_MS: '2s' })).toThrow(/DATABASE_LOCK_TIMEOUT_MS/);
    expect(() => parseConfig({ DATABASE_CONNECT_TIMEOUT_MS: '0' })).toThrow(/DATABASE_CONNECT_TIMEOUT_MS/);
  });
});
