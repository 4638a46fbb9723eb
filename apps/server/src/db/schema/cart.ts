// A signed-in person's cart, kept on the server: one line per listing (the spec's productId), as the cart rules say.
import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { listings } from './marketplace.ts';

export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    location: text('location'),
    eventDate: date('event_date', { mode: 'string' }), // YYYY-MM-DD, the day of the event (Tanzania)
    guests: integer('guests'), // for listings priced per person
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('cart_items_user_listing_unique').on(table.userId, table.listingId),
    check('cart_items_quantity_check', sql`${table.quantity} > 0`),
    check('cart_items_guests_check', sql`${table.guests} is null or ${table.guests} between 1 and 100000`),
  ],
);
