import { describe, expect, it } from 'vitest';
import { isLockTimeout, retryGivingWay } from './give-way.ts';

const lockTimeout = () => Object.assign(new Error('Failed query'), { cause: { code: '55P03' } });

describe('giving way to a lock', () => {
  it('tries again after a lock wait ran out, pausing twice as long each time up to the longest pause', async () => {
    const pauses: number[] = [];
    let tries = 0;
    const answer = await retryGivingWay(
      async () => {
        tries += 1;
        if (tries < 5) throw lockTimeout();
        return 'migrated';
      },
      {
        firstPauseMs: 100,
        longestPauseMs: 300,
        patienceMs: 10_000,
        sleep: async (ms) => void pauses.push(ms),
      },
    );
    expect(answer).toBe('migrated');
    expect(pauses).toEqual([100, 200, 300, 300]);
  });

  it('throws any other error at once, and a lock wait once its patience is spent', async () => {
    const broken = new Error('syntax error');
    await expect(
      retryGivingWay(
        async () => {
          throw broken;
        },
        { firstPauseMs: 100, longestPauseMs: 100, patienceMs: 10_000, sleep: async () => {} },
      ),
    ).rejects.toBe(broken);

    let clock = 0;
    let tries = 0;
    await expect(
      retryGivingWay(
        async () => {
          tries += 1;
          throw lockTimeout();
        },
        {
          firstPauseMs: 1000,
          longestPauseMs: 1000,
          patienceMs: 3500,
          now: () => clock,
          sleep: async (ms) => {
            clock += ms;
          },
        },
      ),
    ).rejects.toSatisfy(isLockTimeout);
    expect(tries).toBe(4); // at 0, 1, 2 and 3 s; a fourth pause would pass the patience
  });
});
