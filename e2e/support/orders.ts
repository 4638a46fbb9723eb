// What the checkout and order journeys share: the demo vendor's own listings made through the API, a cart filled
// through the API, dates and phone numbers no other project or run uses, and the demo phone's answers.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  test,
} from '@playwright/test';
import { DEMO_PASSWORD, demoAccounts, signInAs } from './page-helpers.ts';
import { currentStack } from './ports.ts';

const photo = readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/event-tent.png'),
);

/** A day `days` after today in Tanzania, YYYY-MM-DD. */
export function dayAfter(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Dar_es_Salaam' }).format(new Date());
  const [year, month, date] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** A day far enough ahead that no demo listing has it, picked at random so reruns rarely meet an old one. */
export function freeDay(): string {
  return dayAfter(90 + Math.floor(Math.random() * 500));
}

/** A Tanzanian mobile number of this run alone, as typed (0754 123 456) and in E.164 (the demo phone's key). */
export function uniquePhone(): { typed: string; e164: string } {
  const digits = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
  return { typed: `0754 ${digits.slice(0, 3)} ${digits.slice(3)}`, e164: `+255754${digits}` };
}

/** Names no other project or run uses. */
export function uniqueTitle(label: string): string {
  return `${label} ${test.info().project.name} ${Date.now().toString(36)}`;
}

type ListingInput = {
  kind: 'service' | 'product';
  title: string;
  category: string;
  priceTzs: number;
  priceUnit: 'event' | 'person' | 'day' | 'item';
  capacity?: number;
  stock?: number;
  dailyCapacity?: number;
  depositPercent?: number;
};

/** Signs the demo vendor in on a request context of its own (its cookies stay there). */
export async function vendorApi(request: APIRequestContext): Promise<APIRequestContext> {
  const signedIn = await request.post('/api/v1/auth/sign-in', {
    data: { identifier: demoAccounts.vendor, password: DEMO_PASSWORD },
  });
  expect(signedIn.ok(), `vendor sign-in: ${signedIn.status()}`).toBe(true);
  const profile = (await (await request.get('/api/v1/vendor/profile')).json()) as { profile: unknown };
  if (!profile.profile) {
    await request.put('/api/v1/vendor/profile', {
      data: { businessName: 'Ukumbi wa Majaribio', city: 'Moshi' },
    });
  }
  return request;
}

/** The demo vendor's new listing with a photo, published: its id. */
export async function publishedListing(vendor: APIRequestContext, input: ListingInput): Promise<string> {
  const created = await vendor.post('/api/v1/vendor/listings', { data: { city: 'Moshi', ...input } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const uploaded = await vendor.post(`/api/v1/vendor/listings/${id}/photos`, {
    multipart: { file: { name: 'event-tent.png', mimeType: 'image/png', buffer: photo } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const published = await vendor.put(`/api/v1/vendor/listings/${id}/status`, {
    data: { status: 'published' },
  });
  expect(published.ok(), await published.text()).toBe(true);
  return id;
}

/** A venue booked by the day, one booking a day, with a 30 % deposit. */
export async function publishedVenue(vendor: APIRequestContext, title: string): Promise<string> {
  return publishedListing(vendor, {
    kind: 'service',
    title,
    category: 'venues',
    priceTzs: 1_200_000,
    priceUnit: 'event',
    capacity: 250,
    dailyCapacity: 1,
    depositPercent: 30,
  });
}

/** Puts a line in the signed-in person's server cart (page.request shares the page's cookies). */
export async function addToCart(
  request: APIRequestContext,
  line: { productId: string; eventDate?: string; quantity?: number },
): Promise<void> {
  const added = await request.post('/api/v1/cart/items', { data: { quantity: 1, ...line } });
  expect(added.ok(), await added.text()).toBe(true);
}

type Push = { id: string; status: string; amountTzs: number };

/** The prompts the simulator sent to a number, newest first as the demo phone lists them. */
export async function pushesTo(request: APIRequestContext, e164: string): Promise<Push[]> {
  const answer = await request.get(`/api/v1/dev/phone?number=${encodeURIComponent(e164)}`);
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { pushes: Push[] }).pushes;
}

/** Checks out the whole cart through the API and approves the prompt as the payer would: the order's id. */
export async function checkoutAndPay(request: APIRequestContext, e164: string): Promise<string> {
  const placed = await request.post('/api/v1/checkout', {
    data: {
      idempotencyKey: `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
      phone: e164,
      language: 'en',
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const { orders } = (await placed.json()) as { orders: { id: string }[] };
  let push: Push | undefined;
  await expect
    .poll(async () => {
      push = (await pushesTo(request, e164)).find((one) => one.status === 'waiting');
      return push !== undefined;
    })
    .toBe(true);
  const approved = await request.post(`/api/v1/dev/phone/pushes/${push?.id}/approve`, {
    data: { pin: '4321' },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  const [order] = orders;
  expect(orders).toHaveLength(1);
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/api/v1/orders/${order?.id}`)).json()) as { status: string }).status,
    )
    .toBe('paid');
  return order?.id ?? '';
}

/**
 * A newly registered customer (signed in on `page`) whose order for a new venue of the demo vendor is paid (its 30 %
 * deposit), accepted and marked delivered: the order's id.
 */
export async function deliveredVenueOrder(
  page: Page,
  request: APIRequestContext,
  label: string,
): Promise<string> {
  const vendor = await vendorApi(request);
  const venueId = await publishedVenue(vendor, uniqueTitle(label));
  await signInAs(page, 'user');
  await addToCart(page.request, { productId: venueId, eventDate: freeDay() });
  const orderId = await checkoutAndPay(page.request, uniquePhone().e164);
  for (const [action, data] of [
    ['confirm', undefined],
    ['deliver', { earlyReason: 'Set up the day before, as agreed' }],
  ] as const) {
    const done = await vendor.post(`/api/v1/vendor/orders/${orderId}/${action}`, data ? { data } : {});
    expect(done.ok(), await done.text()).toBe(true);
  }
  return orderId;
}

/** A second browser of the same kind (desktop or phone) as the project's, for another person. */
export async function anotherBrowser(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const use = test.info().project.use;
  const context = await browser.newContext({
    baseURL: currentStack().baseURL,
    viewport: use.viewport,
    userAgent: use.userAgent,
    deviceScaleFactor: use.deviceScaleFactor,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
  });
  return { context, page: await context.newPage() };
}

/** A full-page screenshot in the test's output folder, named after the screen and the project. */
export async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({
    path: test.info().outputPath(`${name}-${test.info().project.name}.png`),
    fullPage: true,
  });
}
