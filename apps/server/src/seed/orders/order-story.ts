// A demo order told as what happened to it, step by step and when: what the writer turns into the rows checkout,
// the payment rail and the order rules would have left.
import type { DemoCustomer } from '../demo-customers.ts';

export type DemoListing = {
  id: string;
  vendorId: string;
  title: string;
  kind: 'service' | 'product';
  priceTzs: number;
  priceUnit: 'event' | 'person' | 'day' | 'item';
  depositPercent: number | null;
  stock: number | null;
};

export type DemoVendor = { id: string; userId: string; name: string; city: string };

export type StoryLine = { listing: DemoListing; quantity: number; guests?: number; eventDate: string };

/** A prompt on the payer's phone that brought no money: declined there, or left until it timed out. */
export type PromptFailure = 'declined' | 'timed_out';

export type Step =
  /** What was due at checkout came in (the first prompt approved, or the one tried again after a failure). */
  | { kind: 'paid'; at: Date }
  | { kind: 'prompt_failed'; at: Date; how: PromptFailure }
  | { kind: 'balance_paid'; at: Date }
  | { kind: 'confirmed'; at: Date }
  | { kind: 'delivered'; at: Date; note?: string }
  /** `refundRefused`: the provider refused the refund with this message; it is owed back until an admin sends it again. */
  | { kind: 'declined'; at: Date; reason: string; refundRefused?: string }
  | { kind: 'cancelled'; at: Date }
  /** The hold ran out with nothing paid: the release job let the dates go. */
  | { kind: 'expired'; at: Date };

export type OrderStory = {
  customer: DemoCustomer;
  vendor: DemoVendor;
  lines: StoryLine[];
  placedAt: Date;
  location: string;
  note?: string;
  steps: Step[];
};
