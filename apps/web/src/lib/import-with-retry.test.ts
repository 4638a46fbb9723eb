import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { importWithRetry } from './import-with-retry.ts';

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/login-abc.js');
const page = (entry: string) =>
  new Response(
    `<!doctype html><html><head><script type="module" crossorigin src="${entry}"></script></head></html>`,
  );

let reload: ReturnType<typeof vi.fn>;
beforeEach(() => {
  document.head.innerHTML = '<script type="module" src="/assets/index-old.js"></script>';
  sessionStorage.clear();
  reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, href: 'http://localhost/event-planners/login', reload });
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

describe('importWithRetry', () => {
  it('asks once more when a download fails, and the page loads', async () => {
    const load = vi.fn().mockRejectedValueOnce(chunkError()).mockResolvedValueOnce({ Page: 'page' });
    await expect(importWithRetry(load)).resolves.toEqual({ Page: 'page' });
    expect(load).toHaveBeenCalledTimes(2);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads into a new release once, and only once for that release', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => page('/assets/index-new.js')),
    );
    const load = vi.fn().mockRejectedValue(chunkError());
    const pending = importWithRetry(load);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(2);
    expect(sessionStorage.getItem('sherehe.reloadedForBuild')).toBe('/assets/index-new.js');
    void pending; // never settles: the page is going away

    // After the reload the new build still fails: the error goes on to the router's error screen, no loop.
    await expect(importWithRetry(load)).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('gives up to the error screen when the server serves the same build (or cannot be reached)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => page('/assets/index-old.js')),
    );
    const load = vi.fn().mockRejectedValue(chunkError());
    await expect(importWithRetry(load)).rejects.toThrow('Failed to fetch dynamically imported module');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await expect(importWithRetry(load)).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(reload).not.toHaveBeenCalled();
  });
});
