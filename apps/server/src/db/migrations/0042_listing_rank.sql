-- The catalogue's default order (issue 40): ratings and the vendor's response time, stored per listing and indexed.
ALTER TABLE "listings" ADD COLUMN "response_band" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "rank_score" double precision GENERATED ALWAYS AS ((rating_sum + 10.5)::float8 / (rating_count + 3)
          + case response_band when 1 then 0.5 when 2 then 0.25 when 4 then -0.5 else 0 end) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "listings_rank_idx" ON "listings" USING btree (rank_score desc,(coalesce(published_at, created_at)) desc,id desc) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "listings_category_rank_idx" ON "listings" USING btree ("category",rank_score desc,(coalesce(published_at, created_at)) desc,id desc) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "listings_city_rank_idx" ON "listings" USING btree (lower(city),rank_score desc,(coalesce(published_at, created_at)) desc,id desc) WHERE status = 'published';--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_response_band_check" CHECK ("listings"."response_band" between 0 and 4);