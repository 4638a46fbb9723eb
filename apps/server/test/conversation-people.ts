// People of a conversation test: an account signed in, with a call that speaks to the API as them.

import type { buildTestApp } from './build-test-app.ts';
import { bearer, buildUser, sessionTokenFor } from './factories.ts';

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
export type Person = Awaited<ReturnType<ReturnType<typeof peopleOf>>>;

let phoneSerial = 0;

/** `person(role, name)` for a test app: each with a phone number of their own. */
export function peopleOf(t: () => TestApp) {
  return async (role: 'user' | 'vendor' | 'admin' = 'user', name = 'Amina Juma Mushi') => {
    const phone = `+2557541${String(phoneSerial++ % 100_000).padStart(5, '0')}`;
    const user = await buildUser(t().db, { role, name, phone });
    const headers = bearer(await sessionTokenFor(t().db, user));
    const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
      t().app.inject({
        method,
        url: `/api/v1${url}`,
        headers,
        ...(payload === undefined ? {} : { payload }),
      });
    return { user, call };
  };
}
