import { afterEach, describe, expect, it } from 'vitest';
import { readStoredUser, syncSessionFromStorage, useSession } from './session-store.ts';
import { AUTH_TOKEN_KEY, LANGUAGE_KEY, USER_KEY } from './storage-keys.ts';

afterEach(() => useSession.setState({ user: null }));

describe('readStoredUser', () => {
  it('reads the stored user with its role and keeps the other fields', () => {
    for (const userRole of ['admin', 'vendor', 'user']) {
      localStorage.setItem(USER_KEY, JSON.stringify({ userRole, name: 'Neema' }));
      expect(readStoredUser()).toEqual({ userRole, name: 'Neema' });
    }
  });

  it('treats nothing, broken JSON and unknown shapes or roles as no user', () => {
    expect(readStoredUser()).toBeNull();
    for (const stored of [
      'not json',
      '{"userRole":"superadmin"}',
      '{"role":"admin"}',
      '"admin"',
      '[]',
      'null',
      '{"userRole":1}',
    ]) {
      localStorage.setItem(USER_KEY, stored);
      expect(readStoredUser(), stored).toBeNull();
    }
  });
});

describe('session store', () => {
  it('starts from what is stored, as on a page load', () => {
    localStorage.setItem(USER_KEY, JSON.stringify({ userRole: 'vendor' }));
    syncSessionFromStorage();
    expect(useSession.getState().user).toEqual({ userRole: 'vendor' });
  });

  it('setUser keeps the user in memory and in storage', () => {
    useSession.getState().setUser({ userRole: 'admin', name: 'Baraka' });
    expect(useSession.getState().user).toEqual({ userRole: 'admin', name: 'Baraka' });
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? 'null')).toEqual({
      userRole: 'admin',
      name: 'Baraka',
    });
  });

  it('logout forgets the user and the auth token, and nothing else', () => {
    useSession.getState().setUser({ userRole: 'user' });
    localStorage.setItem(AUTH_TOKEN_KEY, 'secret');
    localStorage.setItem(LANGUAGE_KEY, 'sw');
    useSession.getState().logout();
    expect(useSession.getState().user).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('sw');
  });

  it('follows a sign-out in another tab', () => {
    useSession.getState().setUser({ userRole: 'user' });
    localStorage.removeItem(USER_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: USER_KEY, newValue: null }));
    expect(useSession.getState().user).toBeNull();
  });
});
