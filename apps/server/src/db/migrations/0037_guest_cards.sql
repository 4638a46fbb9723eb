-- Invitation cards (issue 39): card types per event, one live card per guest (a partial unique index: a new card only
-- after the last was revoked), card codes unique within the event, each event's Ed25519 signing key, and the guests'
-- answers (RSVP) on the guest, and an index by phone for the answers that come by SMS.
CREATE TABLE "event_card_keys" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_card_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"seats" integer NOT NULL,
	"rule" text NOT NULL,
	"amount_tzs" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_card_types_seats_check" CHECK ("event_card_types"."seats" between 1 and 10),
	CONSTRAINT "event_card_types_rule_check" CHECK ("event_card_types"."rule" in ('now', 'pledge_paid', 'pledge_amount')),
	CONSTRAINT "event_card_types_amount_check" CHECK (("event_card_types"."rule" = 'pledge_amount') = ("event_card_types"."amount_tzs" is not null))
);
--> statement-breakpoint
CREATE TABLE "guest_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"guest_id" uuid NOT NULL,
	"type_id" uuid NOT NULL,
	"code" text NOT NULL,
	"token" text NOT NULL,
	"seats" integer NOT NULL,
	"status" text NOT NULL,
	"sent_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_cards_status_check" CHECK ("guest_cards"."status" in ('waiting', 'sent', 'revoked')),
	CONSTRAINT "guest_cards_seats_check" CHECK ("guest_cards"."seats" between 1 and 10)
);
--> statement-breakpoint
ALTER TABLE "event_guests" ADD COLUMN "rsvp" text;--> statement-breakpoint
ALTER TABLE "event_guests" ADD COLUMN "rsvp_seats" integer;--> statement-breakpoint
ALTER TABLE "event_guests" ADD COLUMN "rsvp_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_guests" ADD COLUMN "rsvp_via" text;--> statement-breakpoint
ALTER TABLE "event_card_keys" ADD CONSTRAINT "event_card_keys_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_card_types" ADD CONSTRAINT "event_card_types_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_cards" ADD CONSTRAINT "guest_cards_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_cards" ADD CONSTRAINT "guest_cards_guest_id_event_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."event_guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_cards" ADD CONSTRAINT "guest_cards_type_id_event_card_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."event_card_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_card_types_event_name_unique" ON "event_card_types" USING btree ("event_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "guest_cards_token_unique" ON "guest_cards" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "guest_cards_event_code_unique" ON "guest_cards" USING btree ("event_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "guest_cards_guest_live_unique" ON "guest_cards" USING btree ("guest_id") WHERE "guest_cards"."status" <> 'revoked';--> statement-breakpoint
CREATE INDEX "guest_cards_event_status_idx" ON "guest_cards" USING btree ("event_id","status");--> statement-breakpoint
CREATE INDEX "guest_cards_type_idx" ON "guest_cards" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "event_guests_phone_idx" ON "event_guests" USING btree ("phone") WHERE "event_guests"."phone" is not null;--> statement-breakpoint
ALTER TABLE "event_guests" ADD CONSTRAINT "event_guests_rsvp_check" CHECK ("event_guests"."rsvp" is null or "event_guests"."rsvp" in ('yes', 'no'));