// Answers of the admin API as the server sends them, and a fake server that routes fetch calls to them.
import type { AdminUser, AdminUserTotals } from '@sherehe/core/api/admin-users';
import { afterEach, beforeEach, type Mock, vi } from 'vitest';
import { resetAppState, signInAs } from '../../test/app-router.tsx';
import { jsonResponse } from '../../test/render.tsx';
import type { AuditEntry } from './api/use-audit-log.ts';

export const rehema = {
  id: '0b7f5b9e-6f0e-4a55-9a5e-2f1f3c4d5e60',
  name: 'Rehema Admin',
  email: 'admin@demo.sherehe.co.tz',
  phone: null,
  userRole: 'admin',
} as const;

/** For each test of the file: Rehema signed in and fetch answered by the returned mock, emptied before each test. */
export function signedInAdminEachTest(): Mock {
  const fetchMock = vi.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    signInAs(rehema);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    resetAppState();
  });
  return fetchMock;
}

export const amina: AdminUser = {
  id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  name: 'Amina Juma',
  email: null,
  phone: '+255754000001',
  userRole: 'user',
  disabled: false,
  createdAt: '2025-05-12T22:30:00.000Z',
};

export const baraka: AdminUser = {
  id: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f60',
  name: 'Baraka Tents',
  email: 'baraka@example.com',
  phone: null,
  userRole: 'vendor',
  disabled: true,
  createdAt: '2025-03-01T08:00:00.000Z',
};

export const rehemaRow: AdminUser = { ...rehema, disabled: false, createdAt: '2025-01-02T09:00:00.000Z' };

export const roleChange: AuditEntry = {
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  actorId: rehema.id,
  actorName: rehema.name,
  action: 'user.role_changed',
  targetType: 'user',
  targetId: amina.id,
  targetName: amina.name,
  details: { from: 'user', to: 'vendor' },
  createdAt: '2025-06-01T07:15:00.000Z',
};

/** The first admin, made from the command line: no one signed in did it. */
export const adminCreated: AuditEntry = {
  id: 'f1e2d3c4-b5a6-4978-8a6b-5c4d3e2f1a0b',
  actorId: null,
  actorName: null,
  action: 'user.created_admin',
  targetType: 'user',
  targetId: rehema.id,
  targetName: rehema.name,
  details: { by: 'admin:create' },
  createdAt: '2025-01-02T09:00:00.000Z',
};

type Request = { method: string; url: URL; body: unknown };
type Handler = (request: Request) => Response | Promise<Response>;

/** Routes every fetch to the handler with its method, parsed URL and JSON body; returns what was asked, in order. */
export function fakeServer(fetchMock: Mock, handler: Handler): Request[] {
  const seen: Request[] = [];
  fetchMock.mockImplementation(async (input: unknown, init?: RequestInit) => {
    const request = {
      method: init?.method ?? 'GET',
      url: new URL(String(input), 'http://localhost'),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    seen.push(request);
    return handler(request);
  });
  return seen;
}

/** A page of accounts; its totals count the page's own accounts unless the test gives others. */
export function usersPage(users: AdminUser[], nextCursor: string | null = null, totals?: AdminUserTotals) {
  const of = (role: AdminUser['userRole']) => users.filter((user) => user.userRole === role).length;
  return jsonResponse({
    users,
    nextCursor,
    totals: totals ?? {
      matching: users.length,
      byRole: { user: of('user'), vendor: of('vendor'), admin: of('admin') },
      byStatus: {
        active: users.filter((user) => !user.disabled).length,
        disabled: users.filter((user) => user.disabled).length,
      },
    },
  });
}

export function auditPage(entries: AuditEntry[], nextCursor: string | null = null) {
  return jsonResponse({ entries, nextCursor });
}
