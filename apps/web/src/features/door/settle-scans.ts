// The server's answers to a batch of scans are the truth: each admission it names is kept on the device, and a card
// this device admitted that the server did not is told to the officer (another gate admitted it first while this one
// was offline, say).
import type { DoorAdmission, DoorScansResult } from '@sherehe/core/api/door';
import type { DoorVerdict } from '@sherehe/core/door-rules';
import type { QueuedScan } from './door-db.ts';

export type SettledNotice = {
  key: string;
  code: string;
  /** The guest's name, when the server knows the card. */
  name: string | null;
  /** What the server says of a card this device admitted. */
  verdict: Exclude<DoorVerdict, 'admitted'>;
  admission: DoorAdmission | null;
};

export type Settlement = {
  admissions: { code: string; admission: DoorAdmission }[];
  notices: SettledNotice[];
};

/** Only admissions are queued (use-door-scan.ts): any other answer is a correction the officer is told. */
export function settleScans(scans: readonly QueuedScan[], answer: DoorScansResult): Settlement {
  const settlement: Settlement = { admissions: [], notices: [] };
  scans.forEach((scan, index) => {
    const result = answer.results[index];
    if (!result || result.code !== scan.code) return;
    if (result.admission) settlement.admissions.push({ code: scan.code, admission: result.admission });
    if (result.verdict !== 'admitted') {
      settlement.notices.push({
        key: `${scan.code}|${scan.at}`,
        code: scan.code,
        name: result.name,
        verdict: result.verdict,
        admission: result.admission,
      });
    }
  });
  return settlement;
}
