// A pledge typed with no network, kept on this phone (localStorage, one record per event code) until it reaches
// Sherehe. Only the pledge is kept: a pay-now part is dropped, as a payment prompt arriving minutes later would
// surprise the payer; they pay from their pledge page once it is sent.
import type { ContributeInput } from '@sherehe/core/api/pledges';
import { normalizeEventCode } from '@sherehe/core/event-rules';
import { ApiError } from '../../lib/api-client.ts';
import { readJson, writeString } from '../../lib/storage.ts';
import { KEPT_PLEDGE_KEY_PREFIX } from '../../lib/storage-keys.ts';
import type { ContributeValues } from './components/contribute-values.ts';

export type KeptPledge = {
  /** What is sent: the body as typed, with `payNowTzs` null. */
  body: ContributeInput;
  /** The form as it was sent, to show it again when the page is opened later. */
  values: ContributeValues;
  /** Whether a pay-now part was dropped, to say so. */
  droppedPayNow: boolean;
  keptAt: string;
};

// A key per event, so pledges to two events wait side by side.
const keyOf = (code: string) => `${KEPT_PLEDGE_KEY_PREFIX}${normalizeEventCode(code)}`;

export function keepPledge(code: string, body: ContributeInput, values: ContributeValues): KeptPledge {
  const kept: KeptPledge = {
    body: { ...body, payNowTzs: null },
    values,
    droppedPayNow: (body.payNowTzs ?? 0) > 0,
    keptAt: new Date().toISOString(),
  };
  writeString(keyOf(code), JSON.stringify(kept));
  return kept;
}

export function forgetKeptPledge(code: string): void {
  writeString(keyOf(code), null);
}

/** The event's kept pledge, or null; a record this version cannot read is dropped rather than sent. */
export function readKeptPledge(code: string): KeptPledge | null {
  const stored = readJson(keyOf(code));
  if (stored === null) return null;
  if (isKeptPledge(stored)) return { ...stored, body: { ...stored.body, payNowTzs: null } };
  forgetKeptPledge(code);
  return null;
}

function isKeptPledge(value: unknown): value is KeptPledge {
  const kept = value as Partial<KeptPledge> | null;
  const body = kept?.body as Partial<ContributeInput> | undefined;
  const values = kept?.values as Partial<ContributeValues> | undefined;
  return (
    typeof body?.name === 'string' &&
    typeof body.phone === 'string' &&
    typeof body.amountTzs === 'number' &&
    (body.language === 'en' || body.language === 'sw') &&
    typeof values?.name === 'string' &&
    typeof values.phone === 'string' &&
    typeof values.amount === 'string' &&
    typeof kept?.keptAt === 'string'
  );
}

/** Whether the phone says it has no network now. */
export const offlineNow = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Whether a send failed with no answer at all (fetch threw): the phone is offline, or the network dropped. */
export const noAnswer = (error: unknown) => !(error instanceof ApiError);

/**
 * Whether a kept pledge's send may be tried again: no answer, or an answer that is not our server's (a proxy's
 * error page), which leaves unknown whether the pledge arrived; a repeat is answered 409 if it did. A refusal of
 * ours is final.
 */
export const notRefused = (error: unknown) => noAnswer(error) || (error as ApiError).refusal === null;
