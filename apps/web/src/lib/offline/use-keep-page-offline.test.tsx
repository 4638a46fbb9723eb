// The four pages relatives open register the offline worker only once their content shows and the browser is idle
// after the page's load: never on the first paint's path.
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useKeepPageOffline } from './use-keep-page-offline.ts';

let idle: (() => void)[];
let register: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.stubEnv('PROD', true);
  idle = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  vi.stubGlobal('cancelIdleCallback', (id: number) => {
    idle[id - 1] = () => {};
  });
  register = vi.fn(async () => ({ active: null, installing: null, waiting: null }));
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register } });
  Object.defineProperty(document, 'readyState', { configurable: true, value: 'complete' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(document, 'readyState');
});

const runIdle = () => {
  for (const callback of idle.splice(0)) callback();
};

describe('useKeepPageOffline', () => {
  it('registers the scope in an idle moment once the page shows its content, not before', async () => {
    const { rerender } = renderHook(({ shown }) => useKeepPageOffline('/event-planners/e/', shown), {
      initialProps: { shown: false },
    });
    runIdle();
    expect(register).not.toHaveBeenCalled();

    rerender({ shown: true });
    expect(register).not.toHaveBeenCalled();
    runIdle();
    await vi.waitFor(() =>
      expect(register).toHaveBeenCalledWith('/offline-sw.js', { scope: '/event-planners/e/' }),
    );
  });

  it('waits for the page’s load before waiting for idleness', async () => {
    Object.defineProperty(document, 'readyState', { configurable: true, value: 'interactive' });
    renderHook(() => useKeepPageOffline('/event-planners/c/', true));
    expect(idle).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(1);
    runIdle();
    await vi.waitFor(() => expect(register).toHaveBeenCalledTimes(1));
  });

  it('registers nothing when the page leaves before an idle moment', async () => {
    const { unmount } = renderHook(() => useKeepPageOffline('/event-planners/pledges/', true));
    unmount();
    runIdle();
    await Promise.resolve();
    expect(register).not.toHaveBeenCalled();
  });
});
