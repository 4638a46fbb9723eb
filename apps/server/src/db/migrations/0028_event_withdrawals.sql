CREATE TABLE "event_withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"amount_tzs" integer NOT NULL,
	"phone" text NOT NULL,
	"account_name" text,
	"state" text DEFAULT 'awaiting_approval' NOT NULL,
	"requested_by" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"payout_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_withdrawals_amount_check" CHECK ("event_withdrawals"."amount_tzs" > 0)
);
--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "event_id" uuid;--> statement-breakpoint
ALTER TABLE "event_withdrawals" ADD CONSTRAINT "event_withdrawals_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_withdrawals" ADD CONSTRAINT "event_withdrawals_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_withdrawals" ADD CONSTRAINT "event_withdrawals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_withdrawals" ADD CONSTRAINT "event_withdrawals_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_withdrawals_one_waiting" ON "event_withdrawals" USING btree ("event_id") WHERE state = 'awaiting_approval';--> statement-breakpoint
CREATE UNIQUE INDEX "event_withdrawals_payout_unique" ON "event_withdrawals" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "event_withdrawals_event_idx" ON "event_withdrawals" USING btree ("event_id","created_at");--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_one_open_per_event" ON "payouts" USING btree ("event_id") WHERE status in ('pending', 'unknown');--> statement-breakpoint
CREATE INDEX "payouts_event_idx" ON "payouts" USING btree ("event_id","created_at");--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_one_owner_check" CHECK (("payouts"."vendor_id" is null) <> ("payouts"."event_id" is null));