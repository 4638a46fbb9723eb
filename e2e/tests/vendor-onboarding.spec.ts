// Vendor onboarding end to end: a signed-in person asks through the footer's Become Vendor form (with their
// business's name and kind), an admin approves the request, the person is told by mail and, still signed in, sees
// the Vendor link. Then the admin suspends and reinstates a shop. Each journey uses its own account (demo accounts stay as seeded for the others).

import { expectAccessible } from '../support/axe.ts';
import { wordsCovered } from '../support/floating.ts';
import { mailTo, registerThroughMail } from '../support/mail.ts';
import { openMenuIfCollapsed, scrollToFooter, signInAs, uniqueEmail } from '../support/page-helpers.ts';
import { expect, type Page, test } from '../support/test.ts';

const PASSWORD = 'Mwanza-samaki-2025';
const shotDir = process.env.E2E_SHOTS_DIR;

async function shot(page: Page, name: string, project: string) {
  if (shotDir) await page.screenshot({ path: `${shotDir}/${project}-${name}.png`, fullPage: false });
}

test('a Become Vendor request is approved, the applicant is told and, still signed in, sees Vendor', async ({
  page,
  browser,
}, info) => {
  const email = uniqueEmail('vendor-request');
  const person = await browser.newPage();
  const opened = await registerThroughMail(person.request, {
    name: 'Rock City Cakes',
    identifier: email,
    password: PASSWORD,
  });
  const { user: signedIn } = (await opened.json()) as { user: { userRole: string } };
  expect(signedIn.userRole).toBe('user');
  await person.addInitScript((stored) => {
    if (!localStorage.getItem('user')) localStorage.setItem('user', stored);
  }, JSON.stringify(signedIn));

  // The request, from the footer, with the business's name and kind.
  await person.goto('/event-planners');
  const footer = await scrollToFooter(person);
  await footer.getByLabel('Email or phone number').fill(email);
  await footer.getByLabel('Business name (optional)').fill('Rock City Cakes Ltd');
  await footer.getByLabel('Kind of business (optional)').selectOption({ label: 'Cakes' });
  await footer.getByRole('button', { name: 'Request' }).click();
  await expect(person.getByText('Request sent successful! We will reach you shortly.')).toBeVisible();

  await signInAs(page, 'admin');
  await page.goto('/event-planners/admin?section=vendor-requests');
  const queue = page.getByRole('region', { name: 'Vendor requests' });
  const card = queue.getByRole('listitem').filter({ hasText: email });
  await expect(card).toBeVisible();
  await expect(card.getByText('Rock City Cakes (Customer)')).toBeVisible();
  await expect(card.getByText('Rock City Cakes Ltd')).toBeVisible();
  await shot(page, 'vendor-requests', info.project.name);
  await expectAccessible(page);

  await card.getByRole('button', { name: `Approve the request from ${email}` }).click();
  const dialog = page.getByRole('dialog', { name: `Approve ${email}?` });
  await dialog.getByLabel(/Note for the history/).fill('Called them: a real bakery in Mwanza.');
  await shot(page, 'approve-dialog', info.project.name);
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Rock City Cakes is now a vendor.')).toBeVisible();
  await expect(card).toHaveCount(0); // it left the pending queue

  await queue.getByRole('button', { name: 'Approved' }).click();
  const decided = queue.getByRole('listitem').filter({ hasText: email });
  await decided.getByRole('button', { name: 'History' }).click();
  await expect(decided.getByText('“Called them: a real bakery in Mwanza.”')).toBeVisible();
  await shot(page, 'request-history', info.project.name);

  // The applicant hears it from us, at the contact they gave.
  const notice = await mailTo(email, /You are now a vendor on Sherehe/);
  expect(notice).toContain('/event-planners/vendor');

  // Still signed in (no new sign-in): the next page load asks /auth/me, which knows the new role; Vendor shows.
  await person.goto('/event-planners');
  await openMenuIfCollapsed(person);
  await expect(person.getByRole('link', { name: 'Vendor', exact: true })).toBeVisible();
  const me = await person.request.get('/api/v1/auth/me');
  expect(((await me.json()) as { user: { userRole: string } }).user.userRole).toBe('vendor');

  // Their vendor area is empty yet, and on a phone 360 px wide no floating button rests on its words.
  await person.setViewportSize({ width: 360, height: 740 });
  await person.goto('/event-planners/vendor');
  const empty = person.getByText('No listings yet. Add your first service or product with New listing.');
  await empty.scrollIntoViewIfNeeded();
  await expect(empty).toBeInViewport();
  await expect(person.getByRole('button', { name: 'Open the Smart Planner' })).toBeAttached();
  await expect.poll(() => wordsCovered(person)).toEqual([]);
  await shot(person, 'new-vendor-empty-phone', info.project.name);
  await person.close();
});

test('the admin suspends a shop with a reason and reinstates it, both in the audit log', async ({
  page,
}, info) => {
  await signInAs(page, 'admin');
  await page.goto('/event-planners/admin?section=vendors');
  const region = page.getByRole('region', { name: 'Vendors' });
  await region.getByRole('searchbox', { name: 'Search vendors' }).fill('Paje Coral');
  const card = region.getByRole('listitem').filter({ hasText: 'Paje Coral Decor' });
  await expect(card).toBeVisible();
  await shot(page, 'vendors', info.project.name);

  // The shop's monthly statement: the file the vendor downloads.
  await card.getByRole('button', { name: 'Monthly statement of Paje Coral Decor' }).click();
  const statement = page.getByRole('dialog', { name: 'Monthly statement of Paje Coral Decor' });
  await expect(statement.getByRole('combobox', { name: 'Month' }).getByRole('option')).toHaveCount(12);
  await expectAccessible(page);
  await shot(page, 'vendor-statement', info.project.name);
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    statement.getByRole('link', { name: 'Download PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/^sherehe-statement-\d{4}-\d{2}\.pdf$/);
  await statement.getByRole('button', { name: 'Close' }).click();
  await expect(statement).toHaveCount(0);

  await card.getByRole('button', { name: 'Suspend Paje Coral Decor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Suspend Paje Coral Decor?' });
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(dialog.getByText('Please write a note.')).toBeVisible();
  await dialog.getByLabel(/Reason/).fill(`Photos of another shop (${info.project.name})`);
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByText('Paje Coral Decor is suspended.')).toBeVisible();
  await expect(card.getByText(`Suspended: Photos of another shop (${info.project.name})`)).toBeVisible();
  await shot(page, 'vendor-suspended', info.project.name);
  await expectAccessible(page);

  await card.getByRole('button', { name: 'Reinstate Paje Coral Decor' }).click();
  await page
    .getByRole('dialog', { name: 'Reinstate Paje Coral Decor?' })
    .getByRole('button', { name: 'Reinstate' })
    .click();
  await expect(page.getByText('Paje Coral Decor is active again.')).toBeVisible();

  await page.goto('/event-planners/admin?section=audit-log');
  const log = page.getByRole('region', { name: 'Audit log' });
  await expect(log.getByRole('listitem').filter({ hasText: 'Vendor reinstated' }).first()).toContainText(
    'Shop Paje Coral Decor',
  );
  await expect(
    log.getByRole('listitem').filter({ hasText: `Reason: Photos of another shop (${info.project.name})` }),
  ).toContainText('Vendor suspended');
});
