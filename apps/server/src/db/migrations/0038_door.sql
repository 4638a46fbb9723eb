-- The door (issue 39): each card's admission, one row per card so the first to reach the server wins, and the gate
-- role (a co-organiser who only checks guests in).
CREATE TABLE "card_admissions" (
	"card_id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"device_id" text NOT NULL,
	"device_name" text NOT NULL,
	"admitted_by" uuid,
	"scanned_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_members" DROP CONSTRAINT "event_members_role_check";--> statement-breakpoint
ALTER TABLE "card_admissions" ADD CONSTRAINT "card_admissions_card_id_guest_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."guest_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_admissions" ADD CONSTRAINT "card_admissions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_admissions" ADD CONSTRAINT "card_admissions_admitted_by_users_id_fk" FOREIGN KEY ("admitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_admissions_event_idx" ON "card_admissions" USING btree ("event_id","scanned_at");--> statement-breakpoint
ALTER TABLE "event_members" ADD CONSTRAINT "event_members_role_check" CHECK ("event_members"."role" in ('chair', 'secretary', 'treasurer', 'member', 'gate'));