-- The outbound budget (issue 34, decision 026): what it held back, for the admin's view; the last hour of the outbox
-- counted for the site's allowance.
CREATE TABLE "outbound_held" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"sender_kind" text NOT NULL,
	"sender" text,
	"event_id" uuid,
	"rule" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbound_held_channel_check" CHECK ("outbound_held"."channel" in ('sms', 'email', 'prompt')),
	CONSTRAINT "outbound_held_sender_kind_check" CHECK ("outbound_held"."sender_kind" in ('account', 'address', 'sherehe')),
	CONSTRAINT "outbound_held_rule_check" CHECK ("outbound_held"."rule" in ('sender', 'recipient', 'event', 'site'))
);
--> statement-breakpoint
CREATE INDEX "outbound_held_created_idx" ON "outbound_held" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox_messages" USING btree ("created_at");