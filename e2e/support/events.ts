// What the events and michango journeys share: fresh accounts signed in on a page, events and pledges made through
// the API (each journey its own), and the demo phone's payment prompts and texts.
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { registerThroughMail } from './mail.ts';
import { dayAfter, pushesTo, uniqueTitle } from './orders.ts';
import { uniqueEmail } from './page-helpers.ts';

/** Registers a new account on the page's context and signs the page in as it: its e-mail, to invite it by. */
export async function signInFresh(page: Page, name: string): Promise<string> {
  const email = uniqueEmail('events');
  const opened = await registerThroughMail(page.request, {
    name,
    identifier: email,
    password: 'Kilimanjaro-e2e-2025',
  });
  const { user } = (await opened.json()) as { user: unknown };
  // As signInAs does: the app reads its user from storage on the first load of each tab.
  await page.addInitScript((stored) => {
    if (sessionStorage.getItem('e2e-signed-in')) return;
    sessionStorage.setItem('e2e-signed-in', '1');
    localStorage.setItem('user', stored);
  }, JSON.stringify(user));
  return email;
}

export type MadeEvent = { id: string; code: string; name: string };

/** A new event of the signed-in request context's account, open for pledges, showing the money raised. */
export async function eventByApi(
  request: APIRequestContext,
  overrides: Record<string, unknown> = {},
): Promise<MadeEvent> {
  const made = await request.post('/api/v1/events', {
    data: {
      name: uniqueTitle('Send-off ya Rehema'),
      kind: 'send_off',
      startsAt: `${dayAfter(60)}T14:00`,
      venue: 'Ukumbi wa Kilimanjaro, Moshi',
      story: 'Rehema anaolewa. Tunaomba mchango wako.',
      targetTzs: 3_000_000,
      pledgeDeadline: dayAfter(50),
      showRaised: true,
      language: 'en',
      ...overrides,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  return (await made.json()) as MadeEvent;
}

/** A visitor's pledge through the public API: its secret token and, when paying now, the payment attempt. */
export async function pledgeByApi(
  request: APIRequestContext,
  code: string,
  pledge: { name: string; phone: string; amountTzs: number; payNowTzs?: number; language?: 'en' | 'sw' },
): Promise<{ pledgeToken: string; attemptId: string | null }> {
  const made = await request.post(`/api/v1/public/events/${code}/pledges`, {
    data: { language: 'en', ...pledge },
  });
  expect(made.ok(), await made.text()).toBe(true);
  return (await made.json()) as { pledgeToken: string; attemptId: string | null };
}

/** Opens the demo phone of a number in a new tab of the page's context and pays the waiting prompt for `amount`. */
export async function payOnDemoPhone(page: Page, e164: string, amount: RegExp): Promise<Page> {
  const phone = await page.context().newPage();
  await phone.goto(`/dev/phone?number=${encodeURIComponent(e164)}`);
  const prompt = phone
    .getByRole('article')
    .filter({ hasText: amount })
    .filter({ has: phone.getByLabel(/PIN/) });
  await expect(prompt).toHaveCount(1);
  await prompt.getByLabel(/PIN/).fill('2580');
  await prompt.getByRole('button', { name: /^(Pay|Lipa)$/ }).click();
  await expect(phone.getByRole('article').filter({ hasText: amount }).getByRole('status').first()).toHaveText(
    /^(Paid|Imelipwa)$/,
  );
  return phone;
}

/** Approves the number's waiting prompt through the demo phone's API, as the payer would on the phone. */
export async function approveByApi(request: APIRequestContext, e164: string): Promise<void> {
  let id: string | undefined;
  await expect
    .poll(async () => {
      id = (await pushesTo(request, e164)).find((push) => push.status === 'waiting')?.id;
      return id !== undefined;
    })
    .toBe(true);
  const approved = await request.post(`/api/v1/dev/phone/pushes/${id}/approve`, { data: { pin: '2580' } });
  expect(approved.ok(), await approved.text()).toBe(true);
}

/** A committee page's tab, by its English or Swahili name. */
export async function openTab(page: Page, name: RegExp): Promise<void> {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}
