CREATE TABLE "payment_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose_kind" text NOT NULL,
	"purpose_id" uuid NOT NULL,
	"payer_user_id" uuid,
	"amount_tzs" integer NOT NULL,
	"phone" text NOT NULL,
	"description" text NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_reference" text,
	"failure_reason" text,
	"provider_message" text,
	"push_started_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"late_success_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_attempts_amount_positive" CHECK ("payment_attempts"."amount_tzs" > 0),
	CONSTRAINT "payment_attempts_status_check" CHECK ("payment_attempts"."status" in ('pending', 'unknown', 'succeeded', 'failed', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"source" text NOT NULL,
	"attempt_id" uuid,
	"reported_status" text NOT NULL,
	"outcome" text NOT NULL,
	"payload" jsonb,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"attempt_id" uuid NOT NULL,
	"amount_tzs" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text NOT NULL,
	"requested_by" uuid,
	"provider_reference" text,
	"provider_message" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_amount_positive" CHECK ("payment_refunds"."amount_tzs" > 0),
	CONSTRAINT "payment_refunds_status_check" CHECK ("payment_refunds"."status" in ('pending', 'succeeded', 'failed', 'manual'))
);
--> statement-breakpoint
CREATE TABLE "simulator_pushes" (
	"reference" uuid PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"amount_tzs" integer NOT NULL,
	"merchant" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"answered_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_payer_user_id_users_id_fk" FOREIGN KEY ("payer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_attempts_purpose_idx" ON "payment_attempts" USING btree ("purpose_kind","purpose_id",created_at desc);--> statement-breakpoint
CREATE INDEX "payment_attempts_payer_idx" ON "payment_attempts" USING btree ("payer_user_id");--> statement-breakpoint
CREATE INDEX "payment_attempts_created_idx" ON "payment_attempts" USING btree (created_at desc,id desc);--> statement-breakpoint
CREATE INDEX "payment_attempts_phone_idx" ON "payment_attempts" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "payment_attempts_provider_reference_idx" ON "payment_attempts" USING btree ("provider_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_one_open_per_purpose" ON "payment_attempts" USING btree ("purpose_kind","purpose_id") WHERE status in ('pending', 'unknown');--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_once" ON "payment_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "payment_events_attempt_idx" ON "payment_events" USING btree ("attempt_id","received_at");--> statement-breakpoint
CREATE INDEX "payment_refunds_attempt_idx" ON "payment_refunds" USING btree ("attempt_id");--> statement-breakpoint
CREATE INDEX "simulator_pushes_phone_idx" ON "simulator_pushes" USING btree ("phone",created_at desc);