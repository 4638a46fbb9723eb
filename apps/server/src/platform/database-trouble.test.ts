import { describe, expect, it } from 'vitest';
import { isDatabaseTrouble } from './database-trouble.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseTrouble', () => {
  it.each([
    ['57P01', 'terminating connection due to administrator command'],
    ['57P02', 'crash shutdown'],
    ['57P03', 'the database system is starting up'],
    ['08006', 'connection failure'],
    ['08P01', 'protocol violation'],
    ['53300', 'sorry, too many clients already'],
    ['53100', 'could not extend file: No space left on device'],
    ['57P05', 'terminating connection due to idle-session timeout'],
    ['25006', 'cannot execute INSERT in a read-only transaction'],
    ['55000', 'database "sherehe" is not currently accepting connections'],
    ['55P03', 'canceling statement due to lock timeout'],
    ['57014', 'canceling statement due to statement timeout'],
    ['ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'],
    ['ECONNRESET', 'read ECONNRESET'],
  ])('counts %s (%s)', (code, message) => {
    expect(isDatabaseTrouble(withCode(code, message))).toBe(true);
  });

  it("counts pg-pool's and pg's worded errors, also wrapped by the query builder", () => {
    expect(isDatabaseTrouble(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseTrouble(new Error('Connection terminated unexpectedly'))).toBe(true);
    const wrapped = new Error('Failed query: select 1', { cause: withCode('57P01') });
    expect(isDatabaseTrouble(wrapped)).toBe(true);
    expect(isDatabaseTrouble(new AggregateError([withCode('ECONNREFUSED')], 'all refused'))).toBe(true);
  });

  it('leaves bugs and refusals of the data alone', () => {
    expect(isDatabaseTrouble(withCode('23505', 'duplicate key value violates unique constraint'))).toBe(
      false,
    );
    expect(isDatabaseTrouble(withCode('42P01', 'relation "nope" does not exist'))).toBe(false);
    // The same SQLSTATE as a closed database, for a mistake of ours.
    expect(
      isDatabaseTrouble(
        withCode('55000', 'currval of sequence "orders_seq" is not yet defined in this session'),
      ),
    ).toBe(false);
    expect(isDatabaseTrouble(new TypeError('Cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseTrouble(undefined)).toBe(false);
  });
});
