CREATE TABLE "catalogue_version" (
	"single" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"bumped_by" bigint,
	CONSTRAINT "catalogue_version_single_check" CHECK ("catalogue_version"."single")
);
--> statement-breakpoint
DROP INDEX "listings_public_idx";--> statement-breakpoint
DROP INDEX "listings_search_fts_idx";--> statement-breakpoint
DROP INDEX "listings_price_idx";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', lower(title)), 'A') || setweight(to_tsvector('simple', search_text), 'D')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "listings_newest_idx" ON "listings" USING btree ((coalesce(published_at, created_at)) desc,id desc) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "listings_category_newest_idx" ON "listings" USING btree ("category",(coalesce(published_at, created_at)) desc,id desc) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "listings_category_price_idx" ON "listings" USING btree ("category","price_tzs","id") WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "listings_rating_idx" ON "listings" USING btree ((case when rating_count = 0 then 0 else rating_sum::float8 / rating_count end) desc,rating_count desc,id desc) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "listings_category_rating_idx" ON "listings" USING btree ("category",(case when rating_count = 0 then 0 else rating_sum::float8 / rating_count end) desc,rating_count desc,id desc) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "listings_city_idx" ON "listings" USING btree (lower("city"));--> statement-breakpoint
CREATE INDEX "listings_search_vector_idx" ON "listings" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "listings_price_idx" ON "listings" USING btree ("price_tzs","id") WHERE status = 'published';--> statement-breakpoint
INSERT INTO "catalogue_version" ("single") VALUES (true);--> statement-breakpoint
CREATE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_version SET version = version + 1, bumped_by = txid_current()
  WHERE bumped_by IS DISTINCT FROM txid_current();
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Deferred to commit, after every row lock the transaction takes: a bump taken early could deadlock with a
-- transaction that holds a listing this one is about to change.
CREATE CONSTRAINT TRIGGER listings_catalogue_version AFTER INSERT OR UPDATE OR DELETE ON listings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_catalogue_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER vendors_catalogue_version AFTER INSERT OR UPDATE OR DELETE ON vendors
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_catalogue_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER listing_photos_catalogue_version AFTER INSERT OR UPDATE OR DELETE ON listing_photos
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_catalogue_version();
