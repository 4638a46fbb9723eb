import { describe, expect, it } from 'vitest';
import { createAnswerKeeper } from './answer-keeper.ts';

/** A keeper on a clock the test moves, and a computation that counts its runs. */
function setUp(keepMs = 30_000) {
  let clock = 1_000_000;
  let runs = 0;
  const keeper = createAnswerKeeper<{ run: number }>({ keepMs, now: () => clock });
  const compute = async () => ({ run: ++runs });
  return {
    keeper,
    compute,
    tick: (ms: number) => {
      clock += ms;
    },
    runs: () => runs,
  };
}

describe('the overview keeper', () => {
  it('answers the kept copy while it is younger than the keeping time, then computes again', async () => {
    const { keeper, compute, tick } = setUp();
    expect(await keeper.answer(compute)).toEqual({ run: 1 });
    tick(29_999);
    expect(await keeper.answer(compute)).toEqual({ run: 1 });
    tick(1);
    expect(await keeper.answer(compute)).toEqual({ run: 2 });
  });

  it('computes once for everyone who asks while it is being computed', async () => {
    const { keeper, compute, runs } = setUp();
    const answers = await Promise.all([
      keeper.answer(compute),
      keeper.answer(compute),
      keeper.answer(compute),
    ]);
    expect(answers).toEqual([{ run: 1 }, { run: 1 }, { run: 1 }]);
    expect(runs()).toBe(1);
  });

  it('computes afresh when asked to, and keeps that answer for the next', async () => {
    const { keeper, compute } = setUp();
    await keeper.answer(compute);
    expect(await keeper.answer(compute, { fresh: true })).toEqual({ run: 2 });
    expect(await keeper.answer(compute)).toEqual({ run: 2 });
  });

  it('keeps no failure: the next asker computes again', async () => {
    const { keeper, compute } = setUp();
    await expect(keeper.answer(() => Promise.reject(new Error('database away')))).rejects.toThrow(
      'database away',
    );
    expect(await keeper.answer(compute)).toEqual({ run: 1 });
  });

  it('keeps nothing when the keeping time is zero', async () => {
    const { keeper, compute } = setUp(0);
    await keeper.answer(compute);
    expect(await keeper.answer(compute)).toEqual({ run: 2 });
  });
});
