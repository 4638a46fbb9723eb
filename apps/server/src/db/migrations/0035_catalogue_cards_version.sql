ALTER TABLE "catalogue_version" ADD COLUMN "cards_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_version" ADD COLUMN "cards_bumped_by" bigint;--> statement-breakpoint
-- A change to a listing, its vendor or its photos moves both versions, once each per transaction; a held or blocked
-- day (migration 0016's triggers, bump_catalogue_version) moves only `version`, so checkouts keep the cards.
CREATE FUNCTION bump_catalogue_and_cards_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_version SET
    version = CASE WHEN bumped_by IS DISTINCT FROM txid_current() THEN version + 1 ELSE version END,
    bumped_by = txid_current(),
    cards_version = cards_version + 1,
    cards_bumped_by = txid_current()
  WHERE cards_bumped_by IS DISTINCT FROM txid_current();
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER listings_catalogue_version ON listings;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER listings_catalogue_version AFTER INSERT OR UPDATE OR DELETE ON listings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_catalogue_and_cards_version();--> statement-breakpoint
DROP TRIGGER vendors_catalogue_version ON vendors;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER vendors_catalogue_version AFTER INSERT OR UPDATE OR DELETE ON vendors
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_catalogue_and_cards_version();--> statement-breakpoint
DROP TRIGGER listing_photos_catalogue_version ON listing_photos;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER listing_photos_catalogue_version AFTER INSERT OR UPDATE OR DELETE ON listing_photos
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_catalogue_and_cards_version();
