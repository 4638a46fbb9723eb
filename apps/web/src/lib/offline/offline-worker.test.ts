// The offline worker itself (public/offline-sw.js), run over a Cache API of our own: a file nobody used for 60 days and
// no kept page names leaves the device (an old version's), a page unused for 180 days too; one in use stays, one kept
// before uses were recorded counts from the worker's start, and the workers of two scopes never undo each other's uses.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

const source = readFileSync(path.resolve(__dirname, '../../../public/offline-sw.js'), 'utf8');
const ORIGIN = 'https://sherehe.test';
const DAY = 86_400_000;

/** One named cache: answers by address (the worker always keys by address). */
class FakeCache {
  entries = new Map<string, Response>();
  async match(key: string | Request) {
    return this.entries.get(typeof key === 'string' ? key : key.url)?.clone();
  }
  async put(key: string, response: Response) {
    this.entries.set(key, response);
  }
  async delete(key: string | Request) {
    return this.entries.delete(typeof key === 'string' ? key : key.url);
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
}

class FakeCaches {
  named = new Map<string, FakeCache>();
  async open(name: string) {
    let cache = this.named.get(name);
    if (!cache) {
      cache = new FakeCache();
      this.named.set(name, cache);
    }
    return cache;
  }
  async keys() {
    return [...this.named.keys()];
  }
  async delete(name: string) {
    return this.named.delete(name);
  }
}

type Listener = (event: unknown) => void;

/** A fresh start of the worker over `caches`: its listeners, and a way to fire an event and wait for its work. */
function startWorker(caches: FakeCaches, network: (url: string) => Response) {
  const listeners = new Map<string, Listener>();
  const self = {
    location: new URL(`${ORIGIN}/offline-sw.js`),
    registration: { scope: `${ORIGIN}/event-planners/e/` },
    clients: { claim: async () => {} },
    skipWaiting: () => {},
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  };
  const fetch = async (input: string | Request) => {
    const response = network(typeof input === 'string' ? input : input.url);
    // As a browser's fetch of our own origin answers.
    Object.defineProperty(response, 'type', { value: 'basic' });
    return response;
  };
  new Function('self', 'caches', 'fetch', source)(self, caches, fetch);
  return async (type: string, fields: object = {}) => {
    const work: Promise<unknown>[] = [];
    (listeners.get(type) as Listener)({
      ...fields,
      waitUntil: (promise: Promise<unknown>) => work.push(promise),
      respondWith: (promise: Promise<unknown>) => work.push(promise),
    });
    // Its work waits on the worker's timer (a use is written half a second later): time moves on until it is done.
    let settled = false;
    void Promise.all(work).then(() => {
      settled = true;
    });
    for (let step = 0; !settled && step < 40; step++) await vi.advanceTimersByTimeAsync(600);
    expect(settled).toBe(true);
  };
}

const get = (url: string) => ({ request: new Request(url) });
const FILES = 'sherehe-offline-files-v1';
const PAGES = 'sherehe-offline-pages-v1';
const asset = (name: string) => `${ORIGIN}/assets/${name}`;

afterEach(() => {
  vi.useRealTimers();
});

describe('the offline worker', () => {
  it('drops a kept copy unused for 60 days and keeps the ones in use', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout'] });
    vi.setSystemTime(new Date('2026-01-01T08:00:00Z'));
    const caches = new FakeCaches();
    const network = () => new Response('code', { status: 200 });
    let fire = startWorker(caches, network);
    await fire('activate');
    // A file of the version then, fetched and kept once; nothing is dropped yet.
    await fire('fetch', get(asset('event-old.js')));
    const files = await caches.open(FILES);
    expect(files.entries.has(asset('event-old.js'))).toBe(true);

    // A month on, a new version's file is used; the old one is not. The worker starts again (as browsers do).
    vi.setSystemTime(new Date('2026-02-01T08:00:00Z'));
    fire = startWorker(caches, network);
    await fire('fetch', get(asset('event-new.js')));
    expect([...files.entries.keys()]).toEqual([asset('event-old.js'), asset('event-new.js')]);

    // Two months after the old file's last use, and one after the new one's: the day's check drops the old one only.
    vi.setSystemTime(new Date('2026-03-03T09:00:00Z'));
    fire = startWorker(caches, network);
    await fire('fetch', get(asset('event-new.js')));
    expect([...files.entries.keys()]).toEqual([asset('event-new.js')]);
    const record = await (await caches.open('sherehe-offline-used-v1')).match('/offline-sw/used.json');
    const times = (await record?.json()) as Record<string, number>;
    expect(Object.keys(times).sort()).toEqual(['#pruned', asset('event-new.js')]);
  });

  it('keeps a file a kept page names however long unused, and drops a page unused for 180 days', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout'] });
    vi.setSystemTime(new Date('2026-01-01T08:00:00Z'));
    const caches = new FakeCaches();
    const card = `${ORIGIN}/event-planners/c/token-of-a-guest`;
    await (await caches.open(PAGES)).put(
      card,
      new Response(
        '<link rel="stylesheet" href="/assets/index-a1.css"><script src="/assets/boot-b2.js"></script>',
      ),
    );
    const files = await caches.open(FILES);
    for (const name of ['index-a1.css', 'boot-b2.js', 'old-c3.js'])
      await files.put(asset(name), new Response('x'));
    let fire = startWorker(caches, () => new Response('x'));
    await fire('activate');

    vi.setSystemTime(Date.now() + 100 * DAY);
    fire = startWorker(caches, () => new Response('x'));
    await fire('fetch', get(asset('other.js')));
    expect([...files.entries.keys()].sort()).toEqual(
      [asset('boot-b2.js'), asset('index-a1.css'), asset('other.js')].sort(),
    );
    expect((await caches.open(PAGES)).entries.has(card)).toBe(true);

    // Half a year unused: the page goes, and its files with it.
    vi.setSystemTime(Date.now() + 90 * DAY);
    fire = startWorker(caches, () => new Response('x'));
    await fire('fetch', get(asset('other.js')));
    expect((await caches.open(PAGES)).entries.has(card)).toBe(false);
    expect([...files.entries.keys()]).toEqual([asset('other.js')]);
  });

  it('takes in the uses another scope’s worker wrote before it drops anything', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout'] });
    vi.setSystemTime(new Date('2026-01-01T08:00:00Z'));
    const caches = new FakeCaches();
    const network = () => new Response('x');
    const files = await caches.open(FILES);
    await files.put(asset('shared.js'), new Response('x'));
    // Two scopes' workers start at once and both count the file from then.
    const eventPage = startWorker(caches, network);
    const cardPage = startWorker(caches, network);
    await eventPage('activate');
    await cardPage('activate');
    // Fifty days on, the event page's worker serves the file; seventy days on, the card's worker checks.
    vi.setSystemTime(Date.now() + 50 * DAY);
    await eventPage('fetch', get(asset('shared.js')));
    vi.setSystemTime(Date.now() + 20 * DAY);
    await cardPage('fetch', get(asset('card.js')));
    expect(files.entries.has(asset('shared.js'))).toBe(true);
  });

  it('counts a copy kept before uses were recorded from the worker’s start, and drops old caches', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout'] });
    vi.setSystemTime(new Date('2026-01-01T08:00:00Z'));
    const caches = new FakeCaches();
    await (await caches.open(FILES)).put(asset('kept-long-ago.js'), new Response('x'));
    await (await caches.open('sherehe-door-files-v1')).put(asset('door.js'), new Response('x'));
    const fire = startWorker(caches, () => new Response('x'));
    await fire('activate');
    expect(await caches.keys()).not.toContain('sherehe-door-files-v1');
    const files = await caches.open(FILES);
    vi.setSystemTime(Date.now() + 59 * DAY);
    await fire('fetch', get(asset('other.js')));
    expect(files.entries.has(asset('kept-long-ago.js'))).toBe(true);
    vi.setSystemTime(Date.now() + 2 * DAY);
    await fire('fetch', get(asset('other.js')));
    expect(files.entries.has(asset('kept-long-ago.js'))).toBe(false);
  });
});
