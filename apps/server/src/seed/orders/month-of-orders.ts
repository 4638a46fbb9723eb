// A month of the rest of the marketplace, for the admin overview's charts: about two orders a day (more at weekends)
// with the other shops, by customers who had joined by then, each going the way orders go: most paid at once, some
// after a declined prompt, a few never paid, declined or called off; accepted within a day, balances paid in the
// week before the event, delivered the day after it.
import { OVERVIEW_DAYS } from '@sherehe/core/api/admin-overview';
import { addDays, linePriceTzs, todayInTanzania } from '@sherehe/core/booking-rules';
import { cityAreas } from '../catalogue/places.ts';
import type { Random } from '../catalogue/prng.ts';
import { atDarTime, darTime, HOUR_MS, later, MINUTE_MS } from '../demo-clock.ts';
import type { DemoCustomer } from '../demo-customers.ts';
import type { DemoListing, DemoVendor, OrderStory, Step, StoryLine } from './order-story.ts';
import { firstPromptTimedOutAt, HOLD_MS } from './story-rules.ts';

/** What one order may come to: most people pay what is due now in one mobile-money payment. */
const LARGEST_ORDER_TZS = 4_500_000;

const declineReasons = [
  'Samahani, tarehe hiyo timu yetu imeshapangiwa sherehe nyingine.',
  'Hatufiki eneo hilo; tunahudumia mjini tu.',
  'Sorry, everything we hire out is booked that weekend.',
];
const notes = [
  'Tafadhali fikeni saa mbili asubuhi.',
  'Wageni wengi ni wazee: viti vya kutosha mbele.',
  'Please call before you come; the gate is on the side road.',
];

function lineFor(random: Random, listing: DemoListing, eventDate: string): StoryLine {
  if (listing.priceUnit === 'person') {
    return { listing, quantity: 1, guests: random.pick([60, 80, 100, 150, 200, 250]), eventDate };
  }
  let quantity = 1;
  if (listing.priceUnit === 'item') {
    quantity =
      listing.priceTzs < 2_000
        ? random.pick([100, 150, 200, 300])
        : listing.priceTzs < 20_000
          ? random.pick([10, 20, 30, 50])
          : random.int(1, 2);
  } else if (listing.kind === 'product') {
    quantity = random.int(1, 2);
  }
  // A service takes one of the day's bookings; a hire leaves most of the stock for others.
  if (listing.kind === 'product' && listing.stock !== null)
    quantity = Math.min(quantity, Math.floor(listing.stock / 4));
  return { listing, quantity: Math.max(1, quantity), eventDate };
}

/** Fewer guests or items until the order fits one payment; null when even the smallest does not. */
function fitted(lines: StoryLine[]): StoryLine[] | null {
  let fit = lines;
  for (let round = 0; round < 6; round++) {
    if (fit.reduce((sum, line) => sum + linePriceTzs(line.listing, line), 0) <= LARGEST_ORDER_TZS) return fit;
    fit = fit.map((line) =>
      line.guests
        ? { ...line, guests: Math.max(30, Math.floor((line.guests * 0.6) / 10) * 10) }
        : { ...line, quantity: Math.max(1, Math.floor(line.quantity * 0.6)) },
    );
  }
  return null;
}

export function monthOfOrders(input: {
  now: Date;
  random: Random;
  customers: DemoCustomer[];
  /** Published listings of the shops taking part (the demo vendor's have their own stories). */
  listings: DemoListing[];
  vendors: Map<string, DemoVendor>;
}): OrderStory[] {
  const { now, random, customers, listings, vendors } = input;
  if (listings.length === 0) return [];
  const today = todayInTanzania(now);
  const shopListings = new Map<string, DemoListing[]>();
  for (const listing of listings) {
    shopListings.set(listing.vendorId, [...(shopListings.get(listing.vendorId) ?? []), listing]);
  }
  const stories: OrderStory[] = [];

  function oneOrder(daysAgo: number): OrderStory | null {
    let placedAt = darTime(now, daysAgo, random.int(8, 21), random.int(0, 59));
    // Today's orders came in before now, and long enough ago for an unpaid one to have let its dates go.
    if (placedAt.getTime() > now.getTime() - 20 * MINUTE_MS) {
      placedAt = later(now, -random.int(20, 180) * MINUTE_MS);
    }
    const joined = customers.filter((customer) => customer.joinedAt.getTime() < placedAt.getTime() - HOUR_MS);
    if (joined.length === 0) return null;
    const customer = random.pick(joined);
    const listing = random.pick(listings);
    const vendor = vendors.get(listing.vendorId);
    if (!vendor) return null;
    const eventDate = addDays(todayInTanzania(placedAt), random.int(6, 45));
    const chosen = [lineFor(random, listing, eventDate)];
    const other = random.pick(shopListings.get(vendor.id) ?? []);
    if (random.chance(0.3) && other && other.id !== listing.id)
      chosen.push(lineFor(random, other, eventDate));
    const lines = fitted(chosen);
    if (!lines) return null;
    const area = random.pick(cityAreas[vendor.city] ?? [vendor.city]);
    const note = random.chance(0.2) ? random.pick(notes) : undefined;
    const steps: Step[] = [];
    const location = `${area}, ${vendor.city}`;
    const story: OrderStory = {
      customer,
      vendor,
      lines,
      placedAt,
      location,
      steps,
      ...(note ? { note } : {}),
    };
    const roll = random.next();
    const answered = later(placedAt, random.int(30, 100) * 1000);
    if (roll < 0.07) {
      // Never paid: the prompt declined or left to time out, then the hold ran out.
      const how = random.chance(0.5) ? 'declined' : 'timed_out';
      steps.push({
        kind: 'prompt_failed',
        at: how === 'declined' ? answered : firstPromptTimedOutAt(placedAt),
        how,
      });
      steps.push({ kind: 'expired', at: later(placedAt, HOLD_MS + 5000) });
      return story;
    }
    let paidAt = answered;
    if (random.chance(0.15)) {
      steps.push({ kind: 'prompt_failed', at: answered, how: 'declined' });
      paidAt = later(answered, random.int(2, 6) * MINUTE_MS);
    }
    steps.push({ kind: 'paid', at: paidAt });
    if (roll < 0.13) {
      const at = later(paidAt, random.int(2, 40) * HOUR_MS);
      if (at < now) steps.push({ kind: 'cancelled', at });
      return story;
    }
    if (roll < 0.19) {
      const at = later(paidAt, random.int(1, 20) * HOUR_MS);
      if (at < now) steps.push({ kind: 'declined', at, reason: random.pick(declineReasons) });
      return story;
    }
    const confirmedAt = later(paidAt, random.int(1, 26) * HOUR_MS);
    if (confirmedAt >= now) return story; // still in the vendor's New box
    steps.push({ kind: 'confirmed', at: confirmedAt });
    const owing = lines.some((line) => line.listing.depositPercent !== null);
    let settled = !owing;
    if (owing && random.chance(0.9)) {
      const at = atDarTime(addDays(eventDate, -random.int(1, 8)), random.int(8, 21), random.int(0, 59));
      if (at > confirmedAt && at < now) {
        steps.push({ kind: 'balance_paid', at });
        settled = true;
      }
    }
    const deliveredAt = atDarTime(addDays(eventDate, 1), random.int(8, 18), random.int(0, 59));
    if (settled && deliveredAt < now && random.chance(0.9))
      steps.push({ kind: 'delivered', at: deliveredAt });
    return story;
  }

  for (let daysAgo = OVERVIEW_DAYS - 1; daysAgo >= 0; daysAgo--) {
    const weekday = new Date(Date.parse(`${addDays(today, -daysAgo)}T12:00:00Z`)).getUTCDay();
    const weekend = weekday === 0 || weekday >= 5;
    const count = random.pick(weekend ? [1, 2, 2, 3] : [0, 1, 1, 1, 2]);
    for (let n = 0; n < count; n++) {
      const story = oneOrder(daysAgo);
      if (story) stories.push(story);
    }
  }
  return stories;
}
