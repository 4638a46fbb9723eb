import { afterEach, describe, expect, it } from 'vitest';
import { readStoredUser, syncSessionFromStorage, useSession } from './session-store.ts';

afterEach(() => useSession.setState({ user: null }));

describe('readStoredUser', () => {
  it('reads the stored user with its role and keeps the other fields', () => {
    for (const userRole of ['admin', 'vendor', 'user']) {
      localStorage.setItem('user', JSON.stringify({ userRole, name: 'Neema' }));
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
      localStorage.setItem('user', stored);
      expect(readStoredUser(), stored).toBeNull();
    }
  });
});

describe('session store', () => {
  it('starts from what is stored, as on a page load', () => {
    localStorage.setItem('user', JSON.stringify({ userRole: 'vendor' }));
    syncSessionFromStorage();
    expect(useSession.getState().user).toEqual({ userRole: 'vendor' });
  });

  it('setUser keeps the user in memory and in storage', () => {
    useSession.getState().setUser({ userRole: 'admin', name: 'Baraka' });
    expect(useSession.getState().user).toEqual({ userRole: 'admin', name: 'Baraka' });
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual({ userRole: 'admin', name: 'Baraka' });
  });

  it('logout forgets the user and the auth token, and nothing else', () => {
    useSession.getState().setUser({ userRole: 'user' });
    localStorage.setItem('authToken', 'secret');
    localStorage.setItem('language', 'sw');
    useSession.getState().logout();
    expect(useSession.getState().user).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('language')).toBe('sw');
  });

  it('follows a sign-out in another tab', () => {
    useSession.getState().setUser({ userRole: 'user' });
    localStorage.removeItem('user');
    window.dispatchEvent(new StorageEvent('storage', { key: 'user', newValue: null }));
    expect(useSession.getState().user).toBeNull();
  });
});
