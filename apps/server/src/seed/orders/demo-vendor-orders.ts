// The demo vendor's orders, at least one in each state an order can be in: the vendor's New, Upcoming and Past
// boxes, its calendar's booked days and the demo customer's My orders all have something to show from the first
// start. The demo customer's are for her wedding and kitchen party (demo-events.ts has the wedding six weeks ahead).
import { addDays, todayInTanzania } from '@sherehe/core/booking-rules';
import { demoAccounts } from '../demo-accounts.ts';
import { darTime, later, MINUTE_MS } from '../demo-clock.ts';
import type { DemoCustomer } from '../demo-customers.ts';
import type { DemoListing, DemoVendor, OrderStory, Step, StoryLine } from './order-story.ts';
import { firstPromptTimedOutAt, HOLD_MS } from './story-rules.ts';

type Offer = DemoListing | undefined;

/** The vendor's published offers by the part they play: decorations from the grandest down, and hire items. */
function offersOf(listings: DemoListing[]) {
  const services = listings
    .filter((listing) => listing.kind === 'service')
    .sort((a, b) => b.priceTzs - a.priceTzs);
  const items = listings
    .filter((listing) => listing.kind === 'product' && listing.priceUnit === 'item')
    .sort((a, b) => a.priceTzs - b.priceTzs);
  const grand = services[0];
  const hall = services[1] ?? grand;
  const party = services[2] ?? hall;
  const flowers = services[3] ?? party;
  const tent = listings.find((listing) => listing.kind === 'product' && listing.priceUnit === 'day');
  return { grand, hall, party, flowers, tent, chairs: items[0], tables: items.at(-1) };
}

export function demoVendorStories(input: {
  now: Date;
  vendor: DemoVendor;
  listings: DemoListing[];
  customers: DemoCustomer[];
}): OrderStory[] {
  const { now, vendor, customers } = input;
  const { grand, hall, party, flowers, tent, chairs, tables } = offersOf(input.listings);
  const today = todayInTanzania(now);
  const ago = (days: number, hour: number, minute = 0) => darTime(now, days, hour, minute);
  const seconds = (instant: Date, count: number) => later(instant, count * 1000);
  const amina = customers.find(
    (customer) => customer.phone === demoAccounts.find((a) => a.role === 'user')?.phone,
  );
  const byName = (name: string) => customers.find((customer) => customer.name === name);

  const stories: OrderStory[] = [];
  const story = (
    customer: DemoCustomer | undefined,
    inDays: number,
    offers: [Offer, number][],
    placedAt: Date,
    location: string,
    steps: (placedAt: Date) => Step[],
    note?: string,
  ) => {
    const eventDate = addDays(today, inDays);
    if (!customer || offers.some(([offer]) => !offer)) return; // a demo database someone changed since
    const lines: StoryLine[] = offers.map(([offer, quantity]) => ({
      listing: offer as DemoListing,
      quantity,
      eventDate,
    }));
    stories.push({
      customer,
      vendor,
      lines,
      placedAt,
      location,
      steps: steps(placedAt),
      ...(note ? { note } : {}),
    });
  };
  const wedding = 'Mlimani City Conference Hall, Dar es Salaam';

  // Awaiting payment: placed a few minutes ago, the first prompt declined on her phone; she may try again from the
  // payment page while the hold lasts.
  story(
    amina,
    35,
    [[party, 1]],
    later(now, -4 * MINUTE_MS),
    'Mbezi Beach, Dar es Salaam',
    (placed) => [{ kind: 'prompt_failed', at: seconds(placed, 50), how: 'declined' }],
    'Kitchen party ya Amina: rangi ni dhahabu na nyeupe.',
  );
  // Paid, its deposit only, waiting for the vendor to accept (New).
  story(amina, 42, [[flowers, 1]], ago(1, 20, 10), wedding, (placed) => [
    { kind: 'paid', at: seconds(placed, 55) },
  ]);
  // Paid in full after a declined prompt was tried again, waiting for the vendor to accept (New).
  story(
    byName('Joseph Mrema'),
    12,
    [
      [tent, 2],
      [chairs, 250],
    ],
    ago(2, 9, 40),
    'Kiboriloni, Moshi',
    (placed) => [
      { kind: 'prompt_failed', at: seconds(placed, 45), how: 'declined' },
      { kind: 'paid', at: seconds(placed, 240) },
    ],
  );
  // Accepted with its deposit paid; the balance is due by the wedding day (Upcoming).
  story(amina, 42, [[grand, 1]], ago(12, 19, 5), wedding, (placed) => [
    { kind: 'paid', at: seconds(placed, 70) },
    { kind: 'confirmed', at: ago(11, 9, 15) },
  ]);
  // Accepted and paid in full, deposit then balance (Upcoming).
  story(byName('Upendo Kweka'), 5, [[hall, 1]], ago(18, 13, 20), 'Shanty Town, Moshi', (placed) => [
    { kind: 'paid', at: seconds(placed, 40) },
    { kind: 'confirmed', at: ago(17, 8, 45) },
    { kind: 'balance_paid', at: ago(4, 18, 30) },
  ]);
  // Accepted, its day was yesterday: the vendor has yet to mark it delivered (Past).
  story(
    byName('Salim Abdallah'),
    -1,
    [
      [tent, 3],
      [tables, 20],
    ],
    ago(20, 11, 0),
    'Pasua, Moshi',
    (placed) => [
      { kind: 'paid', at: seconds(placed, 65) },
      { kind: 'confirmed', at: ago(20, 15, 30) },
    ],
  );
  // Delivered: deposit, acceptance, balance before the day, marked delivered the morning after.
  story(byName('Zawadi Mushi'), -6, [[grand, 1]], ago(27, 10, 30), 'Soweto, Moshi', (placed) => [
    { kind: 'paid', at: seconds(placed, 80) },
    { kind: 'confirmed', at: ago(26, 9, 0) },
    { kind: 'balance_paid', at: ago(9, 20, 15) },
    { kind: 'delivered', at: ago(5, 9, 30) },
  ]);
  // Delivered: hire items paid in full.
  story(
    byName('Catherine Shayo'),
    -13,
    [
      [chairs, 150],
      [tables, 15],
    ],
    ago(24, 16, 45),
    'Majengo, Moshi',
    (placed) => [
      { kind: 'paid', at: seconds(placed, 35) },
      { kind: 'confirmed', at: ago(24, 19, 50) },
      { kind: 'delivered', at: ago(12, 10, 0) },
    ],
  );
  // Declined by the vendor; the deposit's refund was refused by the provider (the customer's wallet was at its
  // limit), so it is owed back until an admin sends it again (Admin → Payments → Owed back).
  story(byName('Musa Kapinga'), 16, [[hall, 1]], ago(5, 21, 0), 'Isamilo, Mwanza', (placed) => [
    { kind: 'paid', at: seconds(placed, 50) },
    {
      kind: 'declined',
      at: ago(4, 8, 20),
      reason: 'Samahani, timu zetu zote ziko Arusha siku hiyo; hatutaweza kufika Mwanza.',
      refundRefused: 'The receiving wallet is at its balance limit',
    },
  ]);
  // Cancelled by the demo customer before the vendor accepted it (the hall has chairs), her payment sent back.
  story(amina, 42, [[chairs, 200]], ago(9, 20, 30), wedding, (placed) => [
    { kind: 'paid', at: seconds(placed, 45) },
    { kind: 'cancelled', at: ago(8, 7, 50) },
  ]);
  // Never paid: the prompt timed out on the phone and the hold ran out.
  story(byName('Hassani Mfaume'), 18, [[tent, 2]], ago(3, 14, 10), 'Kiboriloni, Moshi', (placed) => [
    { kind: 'prompt_failed', at: firstPromptTimedOutAt(placed), how: 'timed_out' },
    { kind: 'expired', at: later(placed, HOLD_MS + 4000) },
  ]);
  return stories;
}
