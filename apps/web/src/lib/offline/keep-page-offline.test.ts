// Registering the offline worker (public/offline-sw.js) for a scope and handing it what the page loaded before the
// worker was there: the page's files and its public answers, never another API call or another site's file.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepPageOffline } from './keep-page-offline.ts';

/** A service worker as the page sees it: its state, its statechange listeners and what it was sent. */
class FakeWorker extends EventTarget {
  sent: unknown[] = [];
  constructor(public state: ServiceWorkerState) {
    super();
  }
  postMessage(message: unknown) {
    this.sent.push(message);
  }
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

/** The observer of later loads: its callback, to feed entries to. */
let observed: ((list: { getEntries: () => PerformanceEntryList }) => void) | null;

const entry = (name: string, initiatorType: string) => ({ name, initiatorType }) as PerformanceResourceTiming;
const here = (path: string) => new URL(path, window.location.href).href;

function stubWorkers(
  registration: Partial<ServiceWorkerRegistration> | Error,
  controller: FakeWorker | null = null,
) {
  const register = vi.fn(async () => {
    if (registration instanceof Error) throw registration;
    return registration as ServiceWorkerRegistration;
  });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register, controller } });
  return register;
}

beforeEach(() => {
  vi.stubEnv('PROD', true);
  observed = null;
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      constructor(callback: typeof observed) {
        observed = callback;
      }
      observe() {}
      disconnect() {
        observed = null;
      }
    },
  );
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
    entry('/assets/event-public-page-a1b2.js', 'script'),
    entry('/assets/index-c3d4.css', 'link'),
    entry('/api/v1/public/events/HARUS7', 'fetch'),
    entry('/api/v1/public/cards/tok/qr.svg', 'img'),
    entry('/api/v1/auth/session', 'fetch'),
    entry('/api/v1/events/e1/door', 'fetch'),
    entry('/media/cover/1280.webp', 'img'),
    entry('https://tiles.example.org/1/2/3.png', 'img'),
  ]);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('keepPageOffline', () => {
  it('registers /offline-sw.js for the scope and hands the active worker the page, its files and public answers', async () => {
    const active = new FakeWorker('activated');
    const register = stubWorkers({
      active: active as unknown as ServiceWorker,
      installing: null,
      waiting: null,
    });

    const stop = await keepPageOffline('/event-planners/e/');

    expect(register).toHaveBeenCalledWith('/offline-sw.js', { scope: '/event-planners/e/' });
    expect(active.sent).toEqual([
      {
        type: 'offline-keep',
        page: window.location.href,
        files: [
          here('/assets/event-public-page-a1b2.js'),
          here('/assets/index-c3d4.css'),
          here('/api/v1/public/events/HARUS7'),
          here('/api/v1/public/cards/tok/qr.svg'),
          here('/media/cover/1280.webp'),
        ],
      },
    ]);

    // Later loads: files are handed over; the page's own calls now go through the worker, and are not read again.
    observed?.({
      getEntries: () => [
        entry('/assets/lazy-e5f6.js', 'script'),
        entry('/api/v1/public/pledges/tok', 'fetch'),
        entry('/api/v1/public/cards/tok/card.png', 'img'),
      ],
    });
    expect(active.sent.at(-1)).toEqual({
      type: 'offline-keep',
      files: [here('/assets/lazy-e5f6.js'), here('/api/v1/public/cards/tok/card.png')],
    });
    stop();
    expect(observed).toBeNull();
  });

  it('tells the worker being installed (not the one it replaces) once it is active', async () => {
    const old = new FakeWorker('activated');
    const coming = new FakeWorker('installing');
    stubWorkers({
      active: old as unknown as ServiceWorker,
      installing: coming as unknown as ServiceWorker,
      waiting: null,
    });

    const listening = vi.spyOn(coming, 'addEventListener');
    const kept = keepPageOffline('/event-planners/c/');
    await vi.waitFor(() => expect(listening).toHaveBeenCalled());
    coming.become('activated');
    await kept;

    expect(old.sent).toEqual([]);
    expect(coming.sent).toHaveLength(1);
  });

  it('hands nothing over when the worker already controls the page: it kept the page as it loaded', async () => {
    const active = new FakeWorker('activated');
    const register = stubWorkers(
      { active: active as unknown as ServiceWorker, installing: null, waiting: null },
      active,
    );
    await keepPageOffline('/event-planners/pledges/');
    expect(register).toHaveBeenCalledTimes(1);
    expect(active.sent).toEqual([]);
    expect(observed).toBeNull();
  });

  it('hands the list over when the page loaded under another worker (the push worker, or the one replaced)', async () => {
    const active = new FakeWorker('activated');
    stubWorkers(
      { active: active as unknown as ServiceWorker, installing: null, waiting: null },
      new FakeWorker('activated'),
    );
    await keepPageOffline('/event-planners/contribute');
    expect(active.sent).toHaveLength(1);
  });

  it('logs a registration that fails and resolves all the same', async () => {
    stubWorkers(new Error('The script has an unsupported MIME type'));
    const stop = await keepPageOffline('/event-planners/pledges/');
    expect(typeof stop).toBe('function');
    expect(console.error).toHaveBeenCalled();
  });

  it('registers nothing in development or where there are no service workers', async () => {
    const register = stubWorkers({ active: null, installing: null, waiting: null });
    vi.stubEnv('PROD', false);
    await keepPageOffline('/event-planners/e/');
    expect(register).not.toHaveBeenCalled();

    vi.stubEnv('PROD', true);
    Reflect.deleteProperty(navigator, 'serviceWorker');
    await expect(keepPageOffline('/event-planners/e/')).resolves.toBeTypeOf('function');
  });
});
