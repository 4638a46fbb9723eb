import { type APIRequestContext, type APIResponse, expect, type Page } from '@playwright/test';
import { lastDemoAdminStep, nextDemoAdminCode } from './demo-admin-code.ts';
import { registerThroughMail } from './mail.ts';
import { currentStack } from './ports.ts';

/** The demo accounts the seed creates in the throwaway database (see the README). */
export const DEMO_PASSWORD = 'Sherehe-demo-2025';
export const demoAccounts = {
  admin: 'admin@demo.sherehe.co.tz',
  vendor: 'vendor@demo.sherehe.co.tz',
  user: '0754 000 001',
} as const;

/** An e-mail address no other test, project or run uses. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * Signs in for real through the API, so the page's context holds the session cookie, and stores the server's user
 * as the app does after signing in. A plain user is registered afresh, so a journey may change its role or status
 * without touching a demo account that other journeys sign in to.
 */
export async function signInAs(page: Page, userRole: 'user' | 'vendor' | 'admin'): Promise<void> {
  const response =
    userRole === 'user'
      ? await registerThroughMail(page.request, {
          name: 'Neema Mushi',
          identifier: uniqueEmail('user'),
          password: 'Kilimanjaro-e2e-2025',
        })
      : userRole === 'admin'
        ? await signInAsDemoAdmin(page)
        : await page.request.post('/api/v1/auth/sign-in', {
            data: { identifier: demoAccounts[userRole], password: DEMO_PASSWORD },
          });
  expect(response.ok(), `sign in as ${userRole}: ${response.status()}`).toBe(true);
  const { user } = (await response.json()) as { user: { userRole: string } };
  expect(user.userRole).toBe(userRole);
  // Once per tab, so a sign-out later in the test is not undone by the next navigation.
  await page.addInitScript((stored) => {
    if (sessionStorage.getItem('e2e-signed-in')) return;
    sessionStorage.setItem('e2e-signed-in', '1');
    localStorage.setItem('user', stored);
  }, JSON.stringify(user));
}

/**
 * The demo admin has two-step sign-in on: the password, then a code from its published secret. One session is kept
 * for the run (admin sessions last two hours idle), so journeys do not queue for fresh 30-second codes.
 */
let adminSession: { token: string; body: unknown } | null = null;

async function signInAsDemoAdmin(page: Page): Promise<Pick<APIResponse, 'ok' | 'status' | 'json'>> {
  if (adminSession && (await stillSignedIn(page.request, adminSession.token))) {
    await page.context().addCookies([
      {
        name: 'sherehe_session',
        value: adminSession.token,
        url: currentStack().baseURL,
        httpOnly: true,
        sameSite: 'Lax',
      },
    ]);
    const body = adminSession.body;
    return { ok: () => true, status: () => 200, json: async () => body };
  }
  for (let attempt = 0; attempt < 3; attempt++) {
    const first = await page.request.post('/api/v1/auth/sign-in', {
      data: { identifier: demoAccounts.admin, password: DEMO_PASSWORD },
    });
    expect(first.ok(), `demo admin password step: ${first.status()}`).toBe(true);
    const { challenge } = (await first.json()) as { challenge: string };
    const code = await nextDemoAdminCode(attempt === 0 ? 0 : lastDemoAdminStep());
    const second = await page.request.post('/api/v1/auth/sign-in/second-factor', {
      data: { challenge, code },
    });
    // A 400 here is a code another process of this run already used: try the next step's.
    if (second.status() === 400) continue;
    if (second.ok()) {
      const body = (await second.json()) as { token: string };
      adminSession = { token: body.token, body };
    }
    return second;
  }
  throw new Error('the demo admin could not pass the code step');
}

async function stillSignedIn(request: APIRequestContext, token: string): Promise<boolean> {
  const me = await request.get('/api/v1/auth/me', { headers: { authorization: `Bearer ${token}` } });
  return me.ok();
}

// The nav links sit in the bar from 1280 px; below that they are in the drawer.
const WIDE_NAV_PX = 1280;

/** Opens the phone drawer when the links are not in the bar, once the page has rendered its header. */
export async function openMenuIfCollapsed(page: Page): Promise<void> {
  await expect(page.getByRole('banner')).toBeVisible();
  if ((page.viewportSize()?.width ?? WIDE_NAV_PX) >= WIDE_NAV_PX) return;
  await page.getByRole('button', { name: /^(Open menu|Fungua menyu)$/ }).click();
  await expect(page.getByRole('dialog', { name: /^(Menu|Menyu)$/ })).toBeVisible();
}

/** Presses the language switch in the top bar, which shows on every screen (a phone's included), for Swahili. */
export async function switchToSwahili(page: Page): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Kiswahili/ })
    .filter({ visible: true })
    .click();
}

/** The language switch in the bar (on a phone too, so a reader need not open the menu for it), and its effect. */
export async function switchLanguage(page: Page, to: 'Kiswahili' | 'English'): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(to) })
    .filter({ visible: true })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', to === 'English' ? 'en' : 'sw');
}

/** Scrolls until the footer, which loads as it comes near, is on screen; returns it. */
export async function scrollToFooter(page: Page) {
  const footer = page.getByRole('contentinfo');
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(footer).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  return footer;
}
