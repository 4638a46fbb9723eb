// A drawing typed into and tapped before the app ran: once the app has taken it over (hydrated, or drawn afresh),
// its state holds what was typed and the tap is acted on, with those values.
import { EARLY_TAPS_GLOBAL, EARLY_TAPS_SCRIPT, SERVER_RENDERED_ATTRIBUTE } from '@sherehe/core/first-screen';
import { act, type FormEvent, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  abandonEarlyInput,
  type EarlyTaps,
  keepEarlyInput,
  replayEarlyInput,
  usedBeforeCodeArrived,
} from './early-input.ts';

function Booking({ onBook }: { onBook: (booking: string) => void }) {
  const [date, setDate] = useState('');
  const [guests, setGuests] = useState('');
  const [early, setEarly] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onBook(`${date} ${guests} ${early}`);
  };
  return (
    <form onSubmit={submit}>
      <label>
        Date
        <input name="date" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
      </label>
      <label>
        Guests
        <input name="guests" value={guests} onChange={(e) => setGuests(e.target.value)} />
      </label>
      <label>
        Early
        <input name="early" type="checkbox" checked={early} onChange={(e) => setEarly(e.target.checked)} />
      </label>
      <button type="submit">Book</button>
    </form>
  );
}

const field = (root: HTMLElement, name: string) => root.querySelector(`[name="${name}"]`) as HTMLInputElement;

/** The server's page: its head's inline tap keeper, run as the browser runs it, and the drawing. */
function drawing() {
  new Function(EARLY_TAPS_SCRIPT)();
  const root = document.createElement('div');
  root.id = 'root';
  root.setAttribute(SERVER_RENDERED_ATTRIBUTE, '');
  root.innerHTML = renderToString(<Booking onBook={() => {}} />);
  document.body.append(root);
  return root;
}

const keeper = () => (window as unknown as Record<string, EarlyTaps | undefined>)[EARLY_TAPS_GLOBAL];

afterEach(() => {
  keeper()?.stop();
  document.body.innerHTML = '';
});

describe('early input', () => {
  it('hydrated: the fields typed into reach the state and the tapped button acts on them, once', async () => {
    const root = drawing();
    keepEarlyInput(root);
    field(root, 'date').value = '2027-02-14';
    field(root, 'guests').value = '120';
    field(root, 'guests').dispatchEvent(new Event('input', { bubbles: true }));
    field(root, 'early').click();
    const submitted = vi.fn();
    root.addEventListener('submit', submitted);
    (root.querySelector('button') as HTMLButtonElement).click();
    expect(submitted).not.toHaveBeenCalled(); // no plain page load

    const onBook = vi.fn();
    await act(async () => {
      hydrateRoot(root, <Booking onBook={onBook} />);
    });
    await act(async () => {
      replayEarlyInput(root);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(onBook).toHaveBeenCalledTimes(1);
    expect(onBook).toHaveBeenCalledWith('2027-02-14 120 true');
  });

  it('a tap before any of the app has run is kept by the page and acted on once the app has drawn', async () => {
    const root = drawing();
    field(root, 'guests').value = '40';
    const submitted = vi.fn();
    root.addEventListener('submit', submitted);
    (root.querySelector('button') as HTMLButtonElement).click(); // only the page's own keeper runs
    expect(submitted).not.toHaveBeenCalled();
    expect(keeper()?.tap).toBe(root.querySelector('button'));

    keepEarlyInput(root); // the app's code has arrived
    const onBook = vi.fn();
    await act(async () => {
      hydrateRoot(root, <Booking onBook={onBook} />);
    });
    await act(async () => {
      replayEarlyInput(root);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(onBook).toHaveBeenCalledTimes(1);
    expect(onBook).toHaveBeenCalledWith(' 40 false');
  });

  it('tells whether the drawing was used before the code arrived (a page whose code waits for use starts it then)', () => {
    const asDrawn = drawing();
    keepEarlyInput(asDrawn);
    expect(usedBeforeCodeArrived()).toBe(false);
    abandonEarlyInput(asDrawn);
    keeper()?.stop();
    document.body.innerHTML = '';

    const tapped = drawing();
    (tapped.querySelector('button') as HTMLButtonElement).click();
    keepEarlyInput(tapped);
    expect(usedBeforeCodeArrived()).toBe(true);
    abandonEarlyInput(tapped);
    keeper()?.stop();
    document.body.innerHTML = '';

    const typedIn = drawing();
    field(typedIn, 'guests').value = '12';
    keepEarlyInput(typedIn);
    expect(usedBeforeCodeArrived()).toBe(true);
    abandonEarlyInput(typedIn);
  });

  it('drawn afresh: the values go into the new fields by name and rank', async () => {
    const root = drawing();
    keepEarlyInput(root);
    field(root, 'guests').value = '85';
    field(root, 'guests').dispatchEvent(new Event('input', { bubbles: true }));
    (root.querySelector('button') as HTMLButtonElement).click();

    const onBook = vi.fn();
    const { createRoot } = await import('react-dom/client');
    root.innerHTML = '';
    await act(async () => createRoot(root).render(<Booking onBook={onBook} />));
    await act(async () => {
      replayEarlyInput(root);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(field(root, 'guests').value).toBe('85');
    expect(onBook).toHaveBeenCalledWith(' 85 false');
  });

  it('a second press while the app takes over forgets the kept tap: the app acts on that press alone', async () => {
    const root = drawing();
    keepEarlyInput(root);
    const button = root.querySelector('button') as HTMLButtonElement;
    button.click(); // kept
    button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })); // the next tap begins
    replayEarlyInput(root); // its pointerdown made React hydrate and take over: its click is the app's
    const clicked = vi.fn();
    button.addEventListener('click', clicked);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(clicked).not.toHaveBeenCalled();
  });

  it('a tap on a part the app has hydrated, before the page is all the app’s, acts at once on what was typed', async () => {
    const root = drawing();
    keepEarlyInput(root);
    field(root, 'date').value = '2027-03-01';
    field(root, 'guests').value = '75';
    field(root, 'guests').dispatchEvent(new Event('input', { bubbles: true }));
    const onBook = vi.fn();
    await act(async () => {
      hydrateRoot(root, <Booking onBook={onBook} />);
    });
    // The page is not all the app's yet (decision 036): no replay has run, but this part is the app's.
    await act(async () => (root.querySelector('button') as HTMLButtonElement).click());
    expect(onBook).toHaveBeenCalledTimes(1);
    expect(onBook).toHaveBeenCalledWith('2027-03-01 75 false');
    expect(keeper()?.tap).toBeNull();

    await act(async () => {
      replayEarlyInput(root); // the rest of the page is the app's: nothing is typed or tapped twice
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(onBook).toHaveBeenCalledTimes(1);
  });

  it('a press or typing on a part React has not hydrated yet does not reach React, which would hydrate at once', async () => {
    const root = drawing();
    keepEarlyInput(root);
    const reached = vi.fn();
    root.addEventListener('pointerdown', reached, true); // where React listens
    root.addEventListener('input', reached, true);
    field(root, 'guests').dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    field(root, 'guests').dispatchEvent(new Event('input', { bubbles: true }));
    expect(reached).not.toHaveBeenCalled();

    await act(async () => {
      hydrateRoot(root, <Booking onBook={() => {}} />);
    });
    field(root, 'guests').dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(reached).toHaveBeenCalledTimes(1); // React has it now
  });

  it('after the takeover, taps and typing are the app’s own again', async () => {
    const root = drawing();
    keepEarlyInput(root);
    replayEarlyInput(root);
    const clicked = vi.fn();
    root.addEventListener('click', clicked);
    (root.querySelector('button') as HTMLButtonElement).click();
    expect(clicked).toHaveBeenCalledTimes(1);
  });
});
