// Answers of the auth API as the server sends them, for the accounts tests.
import type { SessionUser } from '@sherehe/core/api/auth';
import { jsonResponse } from './render.tsx';

export const neema: SessionUser = {
  id: '6f1c2a4e-1d2b-4c3d-9e8f-0a1b2c3d4e5f',
  name: 'Neema Mushi',
  email: 'neema@example.com',
  phone: '+255754123456',
  userRole: 'user',
  language: null,
};

export function authOk(user: SessionUser = neema, status = 200) {
  return jsonResponse({ user, token: 'not-for-the-browser' }, status);
}

/** The JSON body of the n-th fetch call. */
export function sentBody(fetchMock: { mock: { calls: unknown[][] } }, call = 0): unknown {
  const init = fetchMock.mock.calls[call]?.[1] as RequestInit | undefined;
  return JSON.parse(String(init?.body));
}
