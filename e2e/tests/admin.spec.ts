// The admin dashboard through the real server: who may open it, and an admin managing an account made for the test
// (the demo accounts stay as seeded, since other journeys sign in to them) with every step in the audit log.

import { expectAccessible } from '../support/axe.ts';
import { openMenuIfCollapsed, signInAs, switchToSwahili } from '../support/page-helpers.ts';
import { expect, type Page, phoneToo, test } from '../support/test.ts';

function userCard(page: Page, name: string) {
  return page.getByRole('region', { name: 'Users' }).getByRole('listitem').filter({ hasText: name });
}

async function signedInUser(page: Page): Promise<{ name: string; email: string }> {
  const response = await page.request.get('/api/v1/auth/me');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { user: { name: string; email: string } }).user;
}

async function changeRole(page: Page, name: string, role: string) {
  await userCard(page, name)
    .getByRole('button', { name: `Change role of ${name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Change the role of ${name}` });
  await dialog.getByRole('radio', { name: role }).check();
  await dialog.getByRole('button', { name: 'Save role' }).click();
  await expect(page.getByText(`${name} is now: ${role}.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(userCard(page, name).getByRole('definition').filter({ hasText: role })).toBeVisible();
}

test('a visitor is asked to sign in and come back', async ({ page }) => {
  await page.goto('/event-planners/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin dashboard');
  await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/event-planners/login?next=%2Fevent-planners%2Fadmin',
  );
});

test('a signed-in customer is told the area is for administrators', async ({ page }) => {
  await signInAs(page, 'user');
  await page.goto('/event-planners/admin');
  await expect(page.getByRole('heading', { name: 'This area is for administrators' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Users' })).toHaveCount(0);
  // The server agrees, whatever the browser were to claim.
  expect((await page.request.get('/api/v1/admin/users')).status()).toBe(403);
  await expectAccessible(page);
});

test('the admin finds an account, changes its role and back, disables and enables it, and sees it all in the audit log', async ({
  page,
  browser,
}) => {
  // An account of this test's own, signed in on another device (a context of its own) that keeps its session.
  const device = await browser.newPage();
  await signInAs(device, 'user');
  const { name, email } = await signedInUser(device);

  await signInAs(page, 'admin');
  const admin = await signedInUser(page);
  await page.goto('/event-planners');
  await openMenuIfCollapsed(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .filter({ visible: true })
    .getByRole('link', { name: 'Admin', exact: true })
    .click();
  await expect(page).toHaveURL(/\/event-planners\/admin$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin dashboard');
  // The dashboard opens on its overview; the accounts are a section away.
  await expect(page.getByRole('region', { name: 'Overview' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Users', exact: true })
    .click();
  await expect(page).toHaveURL(/[?&]section=users/);
  // The demo shops' accounts are newer than the admin's, so the admin's own card is found by a search.
  await page.getByRole('searchbox', { name: 'Search accounts' }).fill(admin.email);
  await expect(userCard(page, admin.name).getByText('You', { exact: true })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search accounts' }).fill(email);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(email)}`));
  await expect(page.getByRole('region', { name: 'Users' }).getByRole('listitem')).toHaveCount(1);
  await expect(userCard(page, name).getByText(email)).toBeVisible();
  // The filters count what the search found: one customer, active.
  const roles = page.getByRole('group', { name: 'Role' });
  await expect(roles.getByRole('button')).toHaveText([
    'All roles (1)',
    'Customers (1)',
    'Vendors (0)',
    'Administrators (0)',
  ]);
  await expect(page.getByRole('group', { name: 'Status' }).getByRole('button')).toHaveText([
    'Any status (1)',
    'Active (1)',
    'Disabled (0)',
  ]);
  await roles.getByRole('button', { name: 'Vendors (0)' }).click();
  await expect(page).toHaveURL(/[?&]role=vendor/);
  await expect(page.getByText('No account matches')).toBeVisible();
  await roles.getByRole('button', { name: 'All roles (1)' }).click();
  await expect(userCard(page, name)).toHaveCount(1);
  await expectAccessible(page);

  await userCard(page, name)
    .getByRole('button', { name: `Change role of ${name}` })
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Cancel' }).click();

  await changeRole(page, name, 'Vendor');
  await changeRole(page, name, 'Customer');
  // A role change ends the person's sessions, so the new role applies from their next sign-in.
  expect((await device.request.get('/api/v1/auth/me')).status()).toBe(401);

  await userCard(page, name)
    .getByRole('button', { name: `Disable ${name}` })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Disable account' }).click();
  await expect(page.getByText(`The account of ${name} is disabled.`)).toBeVisible();
  await expect(userCard(page, name).getByText('Disabled', { exact: true })).toBeVisible();

  await userCard(page, name)
    .getByRole('button', { name: `Enable ${name}` })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Enable account' }).click();
  await expect(page.getByText(`The account of ${name} is enabled again.`)).toBeVisible();
  await expect(userCard(page, name).getByText('Active', { exact: true })).toBeVisible();
  await device.close();

  // The search is in the address: a reload comes back to it.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search accounts' })).toHaveValue(email);
  await expect(userCard(page, name)).toHaveCount(1);

  // Opened afresh from its address, so no list of accounts has been loaded: the names come from the audit log itself.
  await page.goto('/event-planners/admin?section=audit-log');
  await expect(
    page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Audit log' }),
  ).toHaveAttribute('aria-current', 'page');
  // Journeys run one at a time, so the four newest entries are this test's: who did what to whom.
  const entries = page.getByRole('region', { name: 'Audit log' }).getByRole('listitem');
  const expected = [
    ['Account enabled'],
    ['Account disabled'],
    ['Role changed', 'Vendor → Customer'],
    ['Role changed', 'Customer → Vendor'],
  ];
  for (const [index, [action, details]] of expected.entries()) {
    const entry = entries.nth(index);
    await expect(entry.getByText(action as string, { exact: true })).toBeVisible();
    // By, Account and, for a role change, Details.
    await expect(entry.getByRole('definition')).toHaveText(
      [`${admin.name} (you)`, name, ...(details ? [details] : [])],
      { useInnerText: true },
    );
  }
  await expectAccessible(page);
});

test('the admin hides an abusive review after a confirmation, it leaves the listing, and shows it again', async ({
  page,
  browser,
}) => {
  // A customer on a device of their own reviews a venue; each project and run writes its own words.
  const customer = await browser.newPage();
  await signInAs(customer, 'user');
  const found = await customer.request.get('/api/v1/listings?category=venues&limit=1');
  const [listing] = ((await found.json()) as { listings: { id: string; title: string }[] }).listings;
  if (!listing) throw new Error('no venue in the demo catalogue');
  const words = `Wahudumu walitutukana (${test.info().project.name} ${Date.now()}).`;
  const written = await customer.request.put(`/api/v1/listings/${listing.id}/reviews/mine`, {
    data: { rating: 1, body: words },
  });
  expect(written.ok()).toBe(true);
  await customer.close();
  const publicWords = async () =>
    JSON.stringify(await (await page.request.get(`/api/v1/listings/${listing.id}/reviews?limit=50`)).json());
  expect(await publicWords()).toContain(words);

  await signInAs(page, 'admin');
  await page.goto('/event-planners/admin?section=reviews');
  const reviews = page.getByRole('region', { name: 'Reviews' });
  const card = reviews.getByRole('listitem').filter({ hasText: words });
  await expect(card).toBeVisible();
  await expect(card.getByText(listing.title)).toBeVisible();
  await expect(card.getByRole('img', { name: '1 of 5 stars' })).toBeVisible();

  await card.getByRole('button', { name: /^Hide the review by/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Hide the review by/ });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Hide' }).click();
  await expect(page.getByText(/^The review by .* is hidden\.$/)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('Hidden', { exact: true })).toBeVisible();
  expect(await publicWords()).not.toContain(words);

  await reviews.getByRole('button', { name: 'Hidden', exact: true }).click();
  await expect(page).toHaveURL(/[?&]status=hidden/);
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: /^Show the review by .* again$/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Show again' }).click();
  await expect(page.getByText(/^The review by .* is shown again\.$/)).toBeVisible();
  await expect(card).toHaveCount(0); // no longer hidden, so no longer in this view
  expect(await publicWords()).toContain(words);

  await page.goto('/event-planners/admin?section=audit-log');
  const entries = page.getByRole('region', { name: 'Audit log' }).getByRole('listitem');
  await expect(entries.nth(0).getByText('Review shown again', { exact: true })).toBeVisible();
  await expect(entries.nth(1).getByText('Review hidden', { exact: true })).toBeVisible();
  await expect(entries.nth(1).getByText('1 of 5 stars')).toBeVisible();
  await expectAccessible(page);
});

test(
  'the overview opens first with the figures of the demo data, each leading to its section, in English and Swahili',
  phoneToo,
  async ({ page }, info) => {
    // Scripts any page loads: the charts' library must come with the overview only.
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/event-planners');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(scripts.filter((path) => path.includes('overview-chart'))).toEqual([]);

    await signInAs(page, 'admin');
    await page.goto('/event-planners/admin?section=users');
    await expect(page.getByRole('region', { name: 'Users' }).getByRole('listitem').first()).toBeVisible();
    expect(scripts.filter((path) => path.includes('overview-chart'))).toEqual([]);

    await page.goto('/event-planners/admin');
    const overview = page.getByRole('region', { name: 'Overview' });
    await expect(overview.getByRole('link', { name: /^Sales/ })).toBeVisible();
    // Figures computed now (not a copy kept from an earlier journey), as the page shows them.
    const answered = page.waitForResponse((response) =>
      response.url().includes('/api/v1/admin/overview?fresh=true'),
    );
    await overview.getByRole('button', { name: 'Refresh' }).click();
    const figures = (await (await answered).json()) as {
      pledges: { made: number; collectedTzs: number; pledgedTzs: number };
      people: { newUsers30: number; newUsers7: number; newVendors30: number };
      waiting: { vendorRequests: number; medicalPlaces: number };
      payments: { unknownWaiting: number };
    };
    const tzs = (amount: number) => `TZS ${amount.toLocaleString('en-US')}`;
    // The demo wedding's michango were paid over the last three weeks; the demo accounts opened with the seed.
    expect(figures.pledges.collectedTzs).toBeGreaterThan(0);
    expect(figures.people.newUsers30).toBeGreaterThan(0);
    await expect(overview.getByRole('link', { name: /^Pledge money collected/ })).toContainText(
      tzs(figures.pledges.collectedTzs),
    );
    await expect(overview.getByRole('link', { name: /^New accounts/ })).toContainText(
      `${figures.people.newUsers30}${figures.people.newUsers7} in the last 7 days`,
    );

    // What waits is what the sections list: the pending vendor requests and the places not yet verified.
    const pendingRequests = await page.request.get('/api/v1/admin/vendor-requests?status=pending&limit=100');
    expect(figures.waiting.vendorRequests).toBe(
      ((await pendingRequests.json()) as { requests: unknown[] }).requests.length,
    );
    const pendingPlaces = await page.request.get('/api/v1/admin/md/places?status=pending');
    expect(figures.waiting.medicalPlaces).toBe(
      ((await pendingPlaces.json()) as { places: unknown[] }).places.length,
    );
    await expect(overview.getByRole('link', { name: /^Vendor requests/ })).toContainText(
      String(figures.waiting.vendorRequests),
    );

    // The charts: drawn on a canvas, said in words, and given as a table.
    const pledgesChart = overview.getByRole('figure', { name: 'Pledges and money collected' });
    await expect(pledgesChart.locator('canvas')).toBeVisible();
    expect(scripts.filter((path) => path.includes('overview-chart'))).toHaveLength(1);
    await expect(pledgesChart).toContainText(`Money collected: ${tzs(figures.pledges.collectedTzs)}`);
    await pledgesChart.getByText('Show the figures as a table').click();
    await expect(pledgesChart.getByRole('table').getByRole('row')).toHaveCount(31);
    await expectAccessible(page);
    await page.screenshot({ path: info.outputPath('overview-en.png'), fullPage: true });

    // Each figure opens the section that acts on it.
    const follow = async (name: RegExp, address: RegExp, heading: string) => {
      await overview.getByRole('link', { name }).click();
      await expect(page).toHaveURL(address);
      await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
      await page.goBack();
      await expect(overview).toBeVisible();
    };
    await follow(/^Vendor requests/, /\?section=vendor-requests$/, 'Vendor requests');
    await follow(/^Medi-Finder places to verify/, /\?section=medi-finder&status=pending$/, 'Medi-Finder');
    await follow(/^Payments with an unknown outcome/, /\?section=payments&status=unknown$/, 'Payments');
    await follow(/^Orders placed/, /\?section=orders$/, 'Orders');
    await follow(/^Pledge money collected/, /\?section=events$/, 'Events');
    await follow(/^New accounts/, /\?section=users$/, 'Users');

    await switchToSwahili(page);
    const muhtasari = page.getByRole('region', { name: 'Muhtasari' });
    await expect(muhtasari.getByRole('link', { name: /^Michango iliyokusanywa/ })).toContainText(
      `TSh ${figures.pledges.collectedTzs.toLocaleString('en-US')}`,
    );
    await expect(muhtasari.getByRole('figure', { name: 'Ahadi na michango iliyokusanywa' })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: info.outputPath('overview-sw.png'), fullPage: true });
  },
);

test(
  'on a phone, every admin section is one tap away, none cut off at the screen edge',
  phoneToo,
  async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the phone layout: wide screens list the sections at the side');
    await signInAs(page, 'admin');
    await page.goto('/event-planners/admin');
    const sections = page.getByRole('navigation', { name: 'Admin sections' });
    const links = sections.getByRole('link');
    await expect(links.first()).toBeHidden();
    await sections.getByRole('button', { name: /^Overview/ }).click();
    await expect(links).toHaveCount(19);
    const width = page.viewportSize()?.width ?? 0;
    for (const link of await links.all()) {
      await expect(link).toBeVisible();
      const box = await link.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width, await link.innerText()).toBe(true);
    }
    await links.filter({ hasText: 'Payments' }).click();
    await expect(page).toHaveURL(/section=payments/);
    await expect(links.first()).toBeHidden();
    await expect(sections.getByRole('button', { name: /^Payments/ })).toBeVisible();
    await expectAccessible(page);
  },
);
