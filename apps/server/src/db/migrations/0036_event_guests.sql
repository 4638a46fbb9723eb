-- The event's guest list (issue 39): one guest per phone per event (a partial unique index: guests without a phone
-- are not limited), and the list's default order by name off an index. A guest's pledge is joined by phone, not stored.
CREATE TABLE "event_guests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"email" text,
	"group_name" text,
	"side" text DEFAULT 'either' NOT NULL,
	"seats" integer DEFAULT 1 NOT NULL,
	"notes" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_guests_side_check" CHECK ("event_guests"."side" in ('bride', 'groom', 'either')),
	CONSTRAINT "event_guests_seats_check" CHECK ("event_guests"."seats" between 1 and 10)
);
--> statement-breakpoint
ALTER TABLE "event_guests" ADD CONSTRAINT "event_guests_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_guests" ADD CONSTRAINT "event_guests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_guests_event_phone_unique" ON "event_guests" USING btree ("event_id","phone") WHERE "event_guests"."phone" is not null;--> statement-breakpoint
CREATE INDEX "event_guests_event_name_idx" ON "event_guests" USING btree ("event_id",lower("name"),"id");