CREATE TABLE "event_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"actor_user_id" uuid,
	"action" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"contact" text NOT NULL,
	"role" text NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_members_role_check" CHECK ("event_members"."role" in ('chair', 'secretary', 'treasurer', 'member'))
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"host_user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"venue" text NOT NULL,
	"story" text DEFAULT '' NOT NULL,
	"cover_key" text,
	"target_tzs" integer NOT NULL,
	"pledge_deadline" date NOT NULL,
	"show_raised" boolean DEFAULT true NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_status_check" CHECK ("events"."status" in ('open', 'closed')),
	CONSTRAINT "events_target_check" CHECK ("events"."target_tzs" > 0)
);
--> statement-breakpoint
CREATE TABLE "pledge_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pledge_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"amount_tzs" integer NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"receipt" text,
	"attempt_id" uuid,
	"recorded_by" uuid,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reversed_at" timestamp with time zone,
	"reversed_by" uuid,
	"reversal_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pledge_payments_amount_check" CHECK ("pledge_payments"."amount_tzs" > 0),
	CONSTRAINT "pledge_payments_method_check" CHECK ("pledge_payments"."method" in ('mobile_money', 'cash', 'bank')),
	CONSTRAINT "pledge_payments_status_check" CHECK ("pledge_payments"."status" in ('received', 'reversed', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "pledges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"amount_tzs" integer NOT NULL,
	"message" text,
	"language" text NOT NULL,
	"due_date" date,
	"link_token" text NOT NULL,
	"source" text NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pledges_amount_check" CHECK ("pledges"."amount_tzs" > 0)
);
--> statement-breakpoint
CREATE TABLE "reminder_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"anchor" text NOT NULL,
	"days_before" integer NOT NULL,
	"only_unpaid" boolean DEFAULT true NOT NULL,
	"min_outstanding_tzs" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rule_id" uuid,
	"pledge_id" uuid NOT NULL,
	"sent_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_opt_outs" (
	"phone" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_history" ADD CONSTRAINT "event_history_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_history" ADD CONSTRAINT "event_history_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_members" ADD CONSTRAINT "event_members_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_members" ADD CONSTRAINT "event_members_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_host_user_id_users_id_fk" FOREIGN KEY ("host_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pledge_payments" ADD CONSTRAINT "pledge_payments_pledge_id_pledges_id_fk" FOREIGN KEY ("pledge_id") REFERENCES "public"."pledges"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pledge_payments" ADD CONSTRAINT "pledge_payments_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pledge_payments" ADD CONSTRAINT "pledge_payments_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pledge_payments" ADD CONSTRAINT "pledge_payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pledge_payments" ADD CONSTRAINT "pledge_payments_reversed_by_users_id_fk" FOREIGN KEY ("reversed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pledges" ADD CONSTRAINT "pledges_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_rules" ADD CONSTRAINT "reminder_rules_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_rules" ADD CONSTRAINT "reminder_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_rule_id_reminder_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."reminder_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_pledge_id_pledges_id_fk" FOREIGN KEY ("pledge_id") REFERENCES "public"."pledges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_history_event_idx" ON "event_history" USING btree ("event_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_members_contact_unique" ON "event_members" USING btree ("event_id","contact");--> statement-breakpoint
CREATE INDEX "event_members_contact_idx" ON "event_members" USING btree ("contact");--> statement-breakpoint
CREATE UNIQUE INDEX "events_code_unique" ON "events" USING btree ("code");--> statement-breakpoint
CREATE INDEX "events_host_idx" ON "events" USING btree ("host_user_id","starts_at");--> statement-breakpoint
CREATE INDEX "events_created_idx" ON "events" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "pledge_payments_pledge_idx" ON "pledge_payments" USING btree ("pledge_id");--> statement-breakpoint
CREATE INDEX "pledge_payments_event_idx" ON "pledge_payments" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pledge_payments_attempt_unique" ON "pledge_payments" USING btree ("attempt_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pledge_payments_receipt_unique" ON "pledge_payments" USING btree ("event_id","receipt") WHERE "pledge_payments"."method" <> 'mobile_money' and "pledge_payments"."status" = 'received';--> statement-breakpoint
CREATE UNIQUE INDEX "pledges_event_phone_unique" ON "pledges" USING btree ("event_id","phone");--> statement-breakpoint
CREATE UNIQUE INDEX "pledges_link_token_unique" ON "pledges" USING btree ("link_token");--> statement-breakpoint
CREATE INDEX "pledges_event_created_idx" ON "pledges" USING btree ("event_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_rules_day_unique" ON "reminder_rules" USING btree ("event_id","anchor","days_before");--> statement-breakpoint
CREATE INDEX "reminder_rules_pending_idx" ON "reminder_rules" USING btree ("sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_sends_rule_pledge_unique" ON "reminder_sends" USING btree ("rule_id","pledge_id") WHERE "reminder_sends"."rule_id" is not null;--> statement-breakpoint
CREATE INDEX "reminder_sends_pledge_idx" ON "reminder_sends" USING btree ("pledge_id");