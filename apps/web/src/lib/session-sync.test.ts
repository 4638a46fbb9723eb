import type { SessionUser } from '@sherehe/core/api/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refusalResponse } from '../test/refusal.ts';
import { jsonResponse } from '../test/render.tsx';
import { syncSessionFromStorage, useSession } from './session-store.ts';
import { RECHECK_AFTER_MS, startSessionRecheck, syncSessionWithServer } from './session-sync.ts';
import { USER_KEY } from './storage-keys.ts';

const serverUser: SessionUser = {
  id: '6f1c2a4e-1d2b-4c3d-9e8f-0a1b2c3d4e5f',
  name: 'Neema Mushi',
  email: 'neema@example.com',
  phone: null,
  userRole: 'user',
  language: null,
};

let fetchMock: ReturnType<typeof vi.fn>;

function storeUser(user: unknown) {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  syncSessionFromStorage();
}

function storedUser() {
  return JSON.parse(localStorage.getItem(USER_KEY) ?? 'null');
}

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState({ user: null });
});

describe('syncSessionWithServer', () => {
  it('asks nothing when nobody is stored', async () => {
    await syncSessionWithServer();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("replaces the stored user with the server's answer", async () => {
    storeUser({ userRole: 'admin', name: 'Forged' });
    fetchMock.mockResolvedValue(jsonResponse({ user: serverUser }));

    await syncSessionWithServer();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/auth/me');
    expect(useSession.getState().user).toEqual(serverUser);
    expect(storedUser()).toEqual(serverUser);
  });

  it('signs out when the server knows no session (401)', async () => {
    storeUser({ userRole: 'admin', name: 'Forged' });
    fetchMock.mockResolvedValue(refusalResponse(401, 'unauthorized', 'auth.sign_in_required'));

    await syncSessionWithServer();

    expect(useSession.getState().user).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
  });

  it('keeps the stored user when the server cannot be reached', async () => {
    storeUser(serverUser);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    await expect(syncSessionWithServer()).resolves.toBeUndefined();

    expect(useSession.getState().user).toEqual(serverUser);
    expect(storedUser()).toEqual(serverUser);
  });

  it('keeps a newer sign-in made while the answer was on its way', async () => {
    storeUser({ userRole: 'user', name: 'Stale' });
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));

    const sync = syncSessionWithServer();
    useSession.getState().setUser(serverUser);
    answer(refusalResponse(401, 'unauthorized', 'auth.sign_in_required'));
    await sync;

    expect(useSession.getState().user).toEqual(serverUser);
  });
});

describe('startSessionRecheck', () => {
  it('asks the server again when the tab returns after a while, and shows a role changed meanwhile', async () => {
    storeUser(serverUser);
    let now = 1_000_000;
    const stop = startSessionRecheck(() => now);
    fetchMock.mockResolvedValue(jsonResponse({ user: { ...serverUser, userRole: 'vendor' } }));

    window.dispatchEvent(new Event('focus')); // too soon: no request
    expect(fetchMock).not.toHaveBeenCalled();

    now += RECHECK_AFTER_MS + 1;
    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(useSession.getState().user?.userRole).toBe('vendor'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(storedUser().userRole).toBe('vendor');

    window.dispatchEvent(new Event('focus')); // checked just now
    expect(fetchMock).toHaveBeenCalledTimes(1);
    stop();
  });
});
