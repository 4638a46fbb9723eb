// Sends a pledge kept on this phone (kept-pledge.ts) once the network is back: when `online` fires while the page is
// open, and when the page opens with one kept. One send at a time per event, in this tab and, where the browser has
// Web Locks, across its tabs: a repeat would be refused 409, but it would text the contributor their link again. The
// record goes only once Sherehe has the pledge (201, or 409 pledge.phone_already_pledged) or refused it.
import type { ContributeInput, ContributeResult } from '@sherehe/core/api/pledges';
import { normalizeEventCode } from '@sherehe/core/event-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError } from '../../../lib/api-client.ts';
import { publicEventKeys } from '../../../lib/public-event.ts';
import type { ContributeValues } from '../components/contribute-values.ts';
import {
  forgetKeptPledge,
  type KeptPledge,
  keepPledge,
  notRefused,
  offlineNow,
  readKeptPledge,
} from '../kept-pledge.ts';
import { sendPledge } from './use-contribute.ts';

export type KeptSendOutcome =
  | { kind: 'sent'; result: ContributeResult; phone: string }
  /** 409 pledge.phone_already_pledged: the pledge is at Sherehe (an earlier send's answer was lost); its link was texted. */
  | { kind: 'already'; phone: string }
  | { kind: 'refused'; error: ApiError }
  /** No answer from Sherehe: still kept. */
  | { kind: 'kept' }
  /** Nothing was sent: none kept (another tab sent it), or a send of it is under way. */
  | { kind: 'none' };

const underWay = new Set<string>();

async function oneAtATime(code: string, send: () => Promise<KeptSendOutcome>): Promise<KeptSendOutcome> {
  if (underWay.has(code)) return { kind: 'none' };
  underWay.add(code);
  try {
    const locks = typeof navigator === 'undefined' ? null : navigator.locks;
    if (!locks) return await send();
    return await locks.request(
      `sherehe-kept-pledge:${code}`,
      { ifAvailable: true },
      (lock): Promise<KeptSendOutcome> => (lock ? send() : Promise.resolve({ kind: 'none' })),
    );
  } finally {
    underWay.delete(code);
  }
}

/** Sends the event's kept pledge, if any, and drops the record once Sherehe has answered for it. */
export function sendKeptPledge(code: string): Promise<KeptSendOutcome> {
  const key = normalizeEventCode(code);
  return oneAtATime(key, async () => {
    // Read inside the guard: another tab may have sent it meanwhile.
    const kept = readKeptPledge(key);
    if (!kept) return { kind: 'none' };
    const phone = kept.body.phone;
    try {
      const result = await sendPledge(key, kept.body);
      forgetKeptPledge(key);
      return { kind: 'sent', result, phone };
    } catch (error) {
      if (notRefused(error)) return { kind: 'kept' };
      forgetKeptPledge(key);
      const refused = error as ApiError;
      return refused.status === 409 && refused.refusal?.reason === 'pledge.phone_already_pledged'
        ? { kind: 'already', phone }
        : { kind: 'refused', error: refused };
    }
  });
}

type KeptPledgeHandlers = {
  /** The page opened with a pledge kept earlier. */
  onFound: (kept: KeptPledge) => void;
  onSent: (result: ContributeResult, phone: string) => void;
  onAlready: (phone: string) => void;
  onRefused: (error: ApiError) => void;
};

export function useKeptPledge(code: string, handlers: KeptPledgeHandlers) {
  const queryClient = useQueryClient();
  const [kept, setKept] = useState<KeptPledge | null>(null);
  const [sends, setSends] = useState(0);
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  const send = useCallback(async () => {
    if (!readKeptPledge(code)) return;
    setSends((count) => count + 1);
    const outcome = await sendKeptPledge(code).finally(() => setSends((count) => count - 1));
    if (outcome.kind === 'kept') return;
    setKept(readKeptPledge(code));
    if (outcome.kind === 'none') return;
    if (outcome.kind === 'refused') return latest.current.onRefused(outcome.error);
    // The event's contributors and figures moved.
    void queryClient.invalidateQueries({ queryKey: publicEventKeys.one(code) });
    if (outcome.kind === 'sent') latest.current.onSent(outcome.result, outcome.phone);
    else latest.current.onAlready(outcome.phone);
  }, [code, queryClient]);

  useEffect(() => {
    const found = readKeptPledge(code);
    if (found) {
      setKept(found);
      latest.current.onFound(found);
      if (!offlineNow()) void send();
    }
    const online = () => void send();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [code, send]);

  const keep = useCallback(
    (body: ContributeInput, values: ContributeValues) => setKept(keepPledge(code, body, values)),
    [code],
  );
  const forget = useCallback(() => {
    forgetKeptPledge(code);
    setKept(null);
  }, [code]);

  return { kept, sending: sends > 0, keep, forget };
}
