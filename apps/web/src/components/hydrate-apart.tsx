// A part of a drawn page that React takes over on its own (decision 036). Inside a Suspense boundary, the drawn part
// is hydrated after the page around it, in slices, and a tap on it hydrates it and what encloses it at once, not the
// whole page: on a phone's CPU the whole page took 350 ms or more in one go, and the tap waited for all of it.
// Only around parts that never suspend once drawn: the fallback, nothing, would otherwise show.
import { type ReactNode, Suspense, useLayoutEffect, useRef } from 'react';
import { actOnKeptTap } from '../lib/early-input.ts';

/** Parts mounted still showing the server's drawing, and who waits for none to be left. */
let drawnParts = 0;
let waiting: Array<() => void> = [];

function partTakenOver() {
  drawnParts -= 1;
  if (drawnParts > 0) return;
  const ready = waiting;
  waiting = [];
  for (const then of ready) then();
}

/** Runs `then` once every part on the page is the app's (at once when none is still drawn); the result cancels. */
export function whenPartsTakenOver(then: () => void): () => void {
  if (drawnParts === 0) {
    then();
    return () => {};
  }
  waiting.push(then);
  return () => {
    waiting = waiting.filter((other) => other !== then);
  };
}

type PartState = { hydrated: boolean; counted: boolean };

export function HydrateApart({ children }: { children: ReactNode }) {
  const state = useRef<PartState>({ hydrated: false, counted: false }).current;
  // The part's own content commits with it or later: when it is still the drawing here, count it until it is not.
  useLayoutEffect(() => {
    if (!state.hydrated) {
      state.counted = true;
      drawnParts += 1;
    }
    return () => {
      if (!state.counted) return;
      state.counted = false;
      partTakenOver(); // unmounted while still drawn: nobody waits for it
    };
  }, [state]);
  return (
    <Suspense fallback={null}>
      <Hydrated state={state} />
      {children}
    </Suspense>
  );
}

function Hydrated({ state }: { state: PartState }) {
  useLayoutEffect(() => {
    state.hydrated = true;
    actOnKeptTap(); // a tap kept on this part is answered now, not once the whole page is the app's
    if (!state.counted) return;
    state.counted = false;
    partTakenOver();
  }, [state]);
  return null;
}
