// Parts hydrated apart: the page waits for every one before it counts as the app's, and a part still waiting for
// its code keeps the drawing on show meanwhile.
import { EARLY_TAPS_GLOBAL, EARLY_TAPS_SCRIPT, SERVER_RENDERED_ATTRIBUTE } from '@sherehe/core/first-screen';
import { act, type FormEvent, lazy, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type EarlyTaps, keepEarlyInput } from '../lib/early-input.ts';
import { HydrateApart, whenPartsTakenOver } from './hydrate-apart.tsx';

const Quick = () => <p>quick</p>;
const Slow = () => <p>slow</p>;

function Guests({ onSet }: { onSet: (guests: string) => void }) {
  const [guests, setGuests] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSet(guests);
  };
  return (
    <form onSubmit={submit}>
      <input aria-label="Guests" value={guests} onChange={(event) => setGuests(event.target.value)} />
      <button type="submit">Set</button>
    </form>
  );
}

afterEach(() => {
  (window as unknown as Record<string, EarlyTaps | undefined>)[EARLY_TAPS_GLOBAL]?.stop();
  document.body.innerHTML = '';
});

describe('HydrateApart', () => {
  it('the page is taken over once its last part is: one whose code is late keeps it waiting', async () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(
      <main>
        <HydrateApart>
          <Quick />
        </HydrateApart>
        <HydrateApart>
          <Slow />
        </HydrateApart>
      </main>,
    );
    document.body.append(root);
    let arrive: (module: { default: typeof Slow }) => void = () => {};
    const LateSlow = lazy(() => new Promise<{ default: typeof Slow }>((resolve) => (arrive = resolve)));
    const takenOver = vi.fn();

    await act(async () => {
      hydrateRoot(
        root,
        <main>
          <HydrateApart>
            <Quick />
          </HydrateApart>
          <HydrateApart>
            <LateSlow />
          </HydrateApart>
        </main>,
      );
    });
    whenPartsTakenOver(takenOver);
    expect(takenOver).not.toHaveBeenCalled();
    expect(root.textContent).toBe('quickslow'); // the drawing of the late part stays on show

    await act(async () => arrive({ default: Slow }));
    expect(takenOver).toHaveBeenCalledTimes(1);
    expect(root.querySelectorAll('p')).toHaveLength(2);
  });

  it('a tap kept on a part is answered once that part is the app’s, with what was typed in it, before the rest', async () => {
    new Function(EARLY_TAPS_SCRIPT)(); // the page's inline keeper
    const root = document.createElement('div');
    root.id = 'root';
    root.setAttribute(SERVER_RENDERED_ATTRIBUTE, '');
    const page = (form: React.ReactNode, late: React.ReactNode) => (
      <main>
        <HydrateApart>{form}</HydrateApart>
        <HydrateApart>{late}</HydrateApart>
      </main>
    );
    root.innerHTML = renderToString(page(<Guests onSet={() => {}} />, <Slow />));
    document.body.append(root);
    keepEarlyInput(root);
    const input = root.querySelector('input') as HTMLInputElement;
    input.value = '80';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    (root.querySelector('button') as HTMLButtonElement).click(); // kept: the app has none of the page yet

    const onSet = vi.fn();
    const LateSlow = lazy(() => new Promise<{ default: typeof Slow }>(() => {}));
    let app: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      app = hydrateRoot(root, page(<Guests onSet={onSet} />, <LateSlow />));
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(onSet).toHaveBeenCalledTimes(1);
    expect(onSet).toHaveBeenCalledWith('80');
    expect(root.hasAttribute(SERVER_RENDERED_ATTRIBUTE)).toBe(true); // the late part is still the drawing
    await act(async () => app?.unmount());
  });

  it('with no part still drawn, whoever waits goes at once', () => {
    const then = vi.fn();
    whenPartsTakenOver(then);
    expect(then).toHaveBeenCalledTimes(1);
  });
});
