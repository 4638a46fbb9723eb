-- Issue 40: the catalogue's default order by ratings and the vendor's response time (response_band, refreshed hourly,
-- and expression indexes, so no column is added to fill and no row rewritten), and texts by WhatsApp for people who
-- choose it (their opt-in, and WhatsApp among the outbound budget's held channels).
ALTER TABLE "outbound_held" DROP CONSTRAINT "outbound_held_channel_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "whatsapp_opt_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "response_band" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "listings_rank_idx" ON "listings" USING btree (((rating_sum + 10.5)::float8 / (rating_count + 3)
  + case response_band when 1 then 0.5 when 2 then 0.25 when 4 then -0.5 else 0 end) desc,(coalesce(published_at, created_at)) desc,id desc) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "listings_category_rank_idx" ON "listings" USING btree ("category",((rating_sum + 10.5)::float8 / (rating_count + 3)
  + case response_band when 1 then 0.5 when 2 then 0.25 when 4 then -0.5 else 0 end) desc,(coalesce(published_at, created_at)) desc,id desc) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "listings_city_rank_idx" ON "listings" USING btree (lower(city),((rating_sum + 10.5)::float8 / (rating_count + 3)
  + case response_band when 1 then 0.5 when 2 then 0.25 when 4 then -0.5 else 0 end) desc,(coalesce(published_at, created_at)) desc,id desc) WHERE status = 'published';--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_response_band_check" CHECK ("listings"."response_band" between 0 and 4);--> statement-breakpoint
ALTER TABLE "outbound_held" ADD CONSTRAINT "outbound_held_channel_check" CHECK ("outbound_held"."channel" in ('sms', 'whatsapp', 'email', 'prompt'));