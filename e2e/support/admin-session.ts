// The demo admin signed in once per run and shared by both projects: sign-ins are limited to 5 per identifier in
// 15 minutes, and the accounts and navigation journeys already spend 4 of them on the demo admin in a full run.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demoAccounts } from './page-helpers.ts';
import { appPort } from './ports.ts';

// Beside the server's throwaway data dir and keyed like it: a run on another port (or another run's clean-up of the
// output folder) leaves it alone, and one left by an earlier server fails the /auth/me check and is replaced.
const sessionFile = path.join(os.tmpdir(), `sherehe-e2e-${appPort}-demo-admin-session.json`);

type Cookies = Parameters<ReturnType<Page['context']>['addCookies']>[0];
type SavedSession = { user: { id: string; name: string; userRole: string }; cookies: Cookies };

async function reuse(page: Page, file: string): Promise<SavedSession | null> {
  if (!existsSync(file)) return null;
  const saved = JSON.parse(readFileSync(file, 'utf8')) as SavedSession;
  await page.context().addCookies(saved.cookies);
  // A session another test ended (sign out everywhere) is not worth keeping.
  if ((await page.request.get('/api/v1/auth/me')).ok()) return saved;
  await page.context().clearCookies();
  return null;
}

/** Signs the page in as the demo admin, reusing this run's session when there is one; returns the admin. */
export async function signInAsDemoAdmin(page: Page): Promise<SavedSession['user']> {
  let session = await reuse(page, sessionFile);
  if (!session) {
    const response = await page.request.post('/api/v1/auth/sign-in', {
      data: { identifier: demoAccounts.admin, password: DEMO_PASSWORD },
    });
    expect(response.ok(), `sign in as the demo admin: ${response.status()}`).toBe(true);
    const { user } = (await response.json()) as { user: SavedSession['user'] };
    session = { user, cookies: (await page.context().storageState()).cookies };
    writeFileSync(sessionFile, JSON.stringify(session));
  }
  expect(session.user.userRole).toBe('admin');
  // As the app stores the user after signing in; once per tab, like signInAs.
  await page.addInitScript((stored) => {
    if (sessionStorage.getItem('e2e-signed-in')) return;
    sessionStorage.setItem('e2e-signed-in', '1');
    localStorage.setItem('user', stored);
  }, JSON.stringify(session.user));
  return session.user;
}
