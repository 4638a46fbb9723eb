// The server's answers to the admissions a device sent: each admission kept, and only a card the server did not
// admit told.
import type { DoorScansResult } from '@sherehe/core/api/door';
import { describe, expect, it } from 'vitest';
import type { QueuedScan } from './door-db.ts';
import { settleScans } from './settle-scans.ts';

const mine = { at: '2099-12-19T07:41:00.000Z', deviceId: 'my-device-id', deviceName: 'Gate 2' };
const theirs = { at: '2099-12-19T07:40:00.000Z', deviceId: 'gate-one-device', deviceName: 'Gate 1' };
const arrivals = { guests: 1, seats: 3, expectedGuests: 3, expectedSeats: 6, lastAt: null };

const scan = (code: string): QueuedScan => ({
  eventId: 'e1',
  code,
  at: '2099-12-19T07:41:00.000Z',
});

describe('settleScans', () => {
  it('keeps every admission the server names and tells only what differs from what was shown', () => {
    const answer: DoorScansResult = {
      results: [
        { code: 'AAAA2222', verdict: 'admitted', name: 'A', seats: 1, typeName: 'T', admission: mine },
        {
          code: 'CCCC2222',
          verdict: 'already_admitted',
          name: 'C',
          seats: 1,
          typeName: 'T',
          admission: theirs,
        },
        { code: 'DDDD2222', verdict: 'revoked', name: 'D', seats: 1, typeName: 'T', admission: null },
      ],
      arrivals,
    };
    const { admissions, notices } = settleScans(
      [scan('AAAA2222'), scan('CCCC2222'), scan('DDDD2222')],
      answer,
    );
    expect(admissions.map(({ code }) => code)).toEqual(['AAAA2222', 'CCCC2222']);
    expect(notices.map(({ code, verdict }) => [code, verdict])).toEqual([
      ['CCCC2222', 'already_admitted'],
      ['DDDD2222', 'revoked'],
    ]);
    expect(notices[0]?.admission).toEqual(theirs);
  });

  it('ignores answers that do not line up with the scans sent', () => {
    const answer: DoorScansResult = {
      results: [
        { code: 'ZZZZ2222', verdict: 'revoked', name: null, seats: null, typeName: null, admission: null },
      ],
      arrivals,
    };
    expect(settleScans([scan('AAAA2222')], answer)).toEqual({
      admissions: [],
      notices: [],
    });
  });
});
