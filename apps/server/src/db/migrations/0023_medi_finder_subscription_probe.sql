-- Nearby search (decision 019): each of a page's 51 places asks whether it has a current subscription. With the
-- subscription's first day and cancellation in the index, that probe is answered from the index alone, instead of
-- from a heap page of its own: about 48 fewer random reads a page on a table larger than the buffer cache. drizzle's
-- schema cannot say INCLUDE, so schema/medi-finder.ts names the index's key columns only.
DROP INDEX IF EXISTS "medical_subscriptions_place_idx";--> statement-breakpoint
CREATE INDEX "medical_subscriptions_place_idx" ON "medical_subscriptions" USING btree ("place_id", ends_on desc) INCLUDE (starts_on, cancelled_at);
