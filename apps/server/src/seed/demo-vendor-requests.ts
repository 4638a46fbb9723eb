// A few Become Vendor requests waiting in the queue, as a fresh deployment in Moshi or Dar would see them.
import type { Database } from '../db/client.ts';
import { vendorRequests } from '../db/schema/vendor-requests.ts';

export async function seedDemoVendorRequests(db: Database): Promise<void> {
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
  await db.insert(vendorRequests).values([
    {
      requestContact: '0754 318 220',
      contact: '+255754318220',
      contactKind: 'phone',
      createdAt: hoursAgo(30),
      updatedAt: hoursAgo(30),
    },
    {
      requestContact: 'bookings@kilimanjaro-tents.co.tz',
      contact: 'bookings@kilimanjaro-tents.co.tz',
      contactKind: 'email',
      createdAt: hoursAgo(6),
      updatedAt: hoursAgo(6),
    },
    {
      requestContact: '+255 688 402 117',
      contact: '+255688402117',
      contactKind: 'phone',
      createdAt: hoursAgo(1),
      updatedAt: hoursAgo(1),
    },
  ]);
}
