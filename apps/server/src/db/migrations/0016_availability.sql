ALTER TABLE "listings" ADD COLUMN "daily_capacity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "deposit_percent" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_daily_capacity_check" CHECK ("listings"."daily_capacity" between 1 and 100);--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_deposit_percent_check" CHECK ("listings"."deposit_percent" is null or "listings"."deposit_percent" between 10 and 90);--> statement-breakpoint
UPDATE "listings" SET "stock" = 0 WHERE "stock" < 0;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_stock_check" CHECK ("listings"."stock" >= 0);--> statement-breakpoint
CREATE TABLE "listing_blocked_days" (
	"listing_id" uuid NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_blocked_days_listing_id_day_pk" PRIMARY KEY("listing_id","day")
);
--> statement-breakpoint
ALTER TABLE "listing_blocked_days" ADD CONSTRAINT "listing_blocked_days_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_blocked_days_day_idx" ON "listing_blocked_days" USING btree ("day","listing_id");--> statement-breakpoint
CREATE TABLE "booking_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"day" date NOT NULL,
	"slot" integer NOT NULL,
	"holder_id" uuid NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_holds_status_check" CHECK ("booking_holds"."status" in ('held', 'booked', 'released')),
	CONSTRAINT "booking_holds_slot_check" CHECK ("booking_holds"."slot" between 1 and 100),
	CONSTRAINT "booking_holds_expiry_check" CHECK ("booking_holds"."status" <> 'held' or "booking_holds"."expires_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "booking_holds" ADD CONSTRAINT "booking_holds_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_holds_slot_unique" ON "booking_holds" USING btree ("listing_id","day","slot") WHERE "booking_holds"."status" in ('held', 'booked');--> statement-breakpoint
CREATE INDEX "booking_holds_holder_idx" ON "booking_holds" USING btree ("holder_id");--> statement-breakpoint
CREATE INDEX "booking_holds_expiry_idx" ON "booking_holds" USING btree ("expires_at") WHERE "booking_holds"."status" = 'held';--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "event_date" date;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "guests" integer;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_guests_check" CHECK ("cart_items"."guests" is null or "cart_items"."guests" between 1 and 100000);--> statement-breakpoint
CREATE CONSTRAINT TRIGGER listing_blocked_days_catalogue_version AFTER INSERT OR UPDATE OR DELETE ON listing_blocked_days
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_catalogue_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER booking_holds_catalogue_version AFTER INSERT OR UPDATE OR DELETE ON booking_holds
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_catalogue_version();
