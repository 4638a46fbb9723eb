CREATE TABLE "medical_place_ratings" (
	"place_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"stars" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medical_place_ratings_place_id_user_id_pk" PRIMARY KEY("place_id","user_id"),
	CONSTRAINT "medical_place_ratings_stars_check" CHECK ("medical_place_ratings"."stars" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "medical_places" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"area" text DEFAULT '' NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"opening_hours" jsonb NOT NULL,
	"offerings" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"hidden_reason" text,
	"verified_at" timestamp with time zone,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medical_places_kind_check" CHECK ("medical_places"."kind" in ('pharmacy', 'diagnostic_center')),
	CONSTRAINT "medical_places_status_check" CHECK ("medical_places"."status" in ('pending', 'listed', 'hidden')),
	CONSTRAINT "medical_places_latitude_check" CHECK ("medical_places"."latitude" between -90 and 90),
	CONSTRAINT "medical_places_longitude_check" CHECK ("medical_places"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "medical_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"plan" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medical_subscriptions_plan_check" CHECK ("medical_subscriptions"."plan" in ('monthly', 'quarterly', 'yearly')),
	CONSTRAINT "medical_subscriptions_dates_check" CHECK ("medical_subscriptions"."ends_on" >= "medical_subscriptions"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "medical_place_ratings" ADD CONSTRAINT "medical_place_ratings_place_id_medical_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."medical_places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_place_ratings" ADD CONSTRAINT "medical_place_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_places" ADD CONSTRAINT "medical_places_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_subscriptions" ADD CONSTRAINT "medical_subscriptions_place_id_medical_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."medical_places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_subscriptions" ADD CONSTRAINT "medical_subscriptions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "medical_places_owner_idx" ON "medical_places" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "medical_places_newest_idx" ON "medical_places" USING btree (created_at desc,id desc);--> statement-breakpoint
CREATE INDEX "medical_places_by_name_idx" ON "medical_places" USING btree ("kind",lower(name),"id") WHERE status = 'listed';--> statement-breakpoint
CREATE INDEX "medical_subscriptions_place_idx" ON "medical_subscriptions" USING btree ("place_id",ends_on desc);--> statement-breakpoint
-- Nearby search: one spatial index per kind, holding only public places, so a nearest-first scan (<->) and the
-- radius box (earth_box @>) read just the places a visitor can see.
CREATE INDEX "medical_places_pharmacy_near_idx" ON "medical_places" USING gist (ll_to_earth(latitude, longitude)) WHERE kind = 'pharmacy' AND status = 'listed';--> statement-breakpoint
CREATE INDEX "medical_places_center_near_idx" ON "medical_places" USING gist (ll_to_earth(latitude, longitude)) WHERE kind = 'diagnostic_center' AND status = 'listed';--> statement-breakpoint
-- "Search by name or area": words anywhere in the name, area, city or address.
CREATE INDEX "medical_places_text_idx" ON "medical_places" USING gin ((lower(name || ' ' || area || ' ' || city || ' ' || address)) gin_trgm_ops) WHERE status = 'listed';
