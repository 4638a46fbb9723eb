// Who is signed in, as the client sees it: the stored `user` (only its role matters to the shell) and sign-out.
import { create } from 'zustand';
import { readJson, writeString } from './storage.ts';
import { AUTH_TOKEN_KEY, USER_KEY } from './storage-keys.ts';

export const userRoles = ['admin', 'vendor', 'user'] as const;
export type UserRole = (typeof userRoles)[number];

// Open-ended: accounts will store more fields (name, contact); the shell only needs a known role.
export type SessionUser = { userRole: UserRole; [field: string]: unknown };

export function isSessionUser(value: unknown): value is SessionUser {
  const role = (value as { userRole?: unknown } | null)?.userRole;
  return typeof value === 'object' && !Array.isArray(value) && userRoles.includes(role as UserRole);
}

/** The stored user, or null when nothing (or nothing trustworthy) is stored. */
export function readStoredUser(): SessionUser | null {
  const stored = readJson(USER_KEY);
  return isSessionUser(stored) ? stored : null;
}

type SessionState = {
  user: SessionUser | null;
  setUser: (user: SessionUser) => void;
  logout: () => void;
};

export const useSession = create<SessionState>()((set) => ({
  user: readStoredUser(),
  setUser(user) {
    writeString(USER_KEY, JSON.stringify(user));
    set({ user });
  },
  logout() {
    writeString(USER_KEY, null);
    writeString(AUTH_TOKEN_KEY, null);
    set({ user: null });
  },
}));

/** Re-reads the stored user, e.g. after another tab signed in or out. */
export function syncSessionFromStorage(): void {
  useSession.setState({ user: readStoredUser() });
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === USER_KEY || event.key === null) syncSessionFromStorage();
  });
}
