-- Money out (issue 35, docs/decisions/028): the double-entry ledger, filled from the payments already recorded; the
-- money settings; vendors' payout numbers; payouts and their provider events; what the simulator paid out.
CREATE TABLE "commission_rates" (
	"category" text PRIMARY KEY NOT NULL,
	"rate_bps" integer NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_rates_rate_check" CHECK ("commission_rates"."rate_bps" between 0 and 3000)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transaction_id" uuid NOT NULL,
	"account" text NOT NULL,
	"vendor_id" uuid,
	"event_id" uuid,
	"order_id" uuid,
	"payout_id" uuid,
	"amount_tzs" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_check" CHECK ("ledger_entries"."amount_tzs" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"source_key" text NOT NULL,
	"vendor_id" uuid,
	"event_id" uuid,
	"order_id" uuid,
	"payout_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "money_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"default_commission_bps" integer DEFAULT 500 NOT NULL,
	"release_days" integer DEFAULT 3 NOT NULL,
	"payout_minimum_tzs" integer DEFAULT 10000 NOT NULL,
	"payout_at_once_from_tzs" integer DEFAULT 1000000 NOT NULL,
	"michango_fee_bps" integer DEFAULT 0 NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "money_settings_one_row" CHECK ("money_settings"."id"),
	CONSTRAINT "money_settings_commission_check" CHECK ("money_settings"."default_commission_bps" between 0 and 3000),
	CONSTRAINT "money_settings_michango_fee_check" CHECK ("money_settings"."michango_fee_bps" between 0 and 1000),
	CONSTRAINT "money_settings_release_days_check" CHECK ("money_settings"."release_days" between 0 and 60),
	CONSTRAINT "money_settings_payout_check" CHECK ("money_settings"."payout_minimum_tzs" >= 1000 and "money_settings"."payout_at_once_from_tzs" >= "money_settings"."payout_minimum_tzs")
);
--> statement-breakpoint
CREATE TABLE "payout_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"source" text NOT NULL,
	"payout_id" uuid,
	"reported_status" text NOT NULL,
	"payload" jsonb,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid,
	"amount_tzs" integer NOT NULL,
	"fee_tzs" integer DEFAULT 0 NOT NULL,
	"phone" text NOT NULL,
	"account_name" text,
	"provider" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"trigger" text NOT NULL,
	"requested_by" uuid,
	"provider_reference" text,
	"failure_message" text,
	"sent_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_amount_check" CHECK ("payouts"."amount_tzs" > 0)
);
--> statement-breakpoint
CREATE TABLE "simulator_payouts" (
	"reference" uuid PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"amount_tzs" integer NOT NULL,
	"merchant" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_payout_accounts" (
	"vendor_id" uuid PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"account_name" text,
	"paused_until" timestamp with time zone,
	"changed_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "commission_rates" ADD CONSTRAINT "commission_rates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_settings" ADD CONSTRAINT "money_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_events" ADD CONSTRAINT "payout_events_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_payout_accounts" ADD CONSTRAINT "vendor_payout_accounts_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_payout_accounts" ADD CONSTRAINT "vendor_payout_accounts_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_vendor_idx" ON "ledger_entries" USING btree ("vendor_id","account","amount_tzs");--> statement-breakpoint
CREATE INDEX "ledger_entries_order_idx" ON "ledger_entries" USING btree ("order_id","account","amount_tzs");--> statement-breakpoint
CREATE INDEX "ledger_entries_event_idx" ON "ledger_entries" USING btree ("event_id","account","amount_tzs");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_source_unique" ON "ledger_transactions" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "ledger_transactions_vendor_idx" ON "ledger_transactions" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_transactions_created_idx" ON "ledger_transactions" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_events_once" ON "payout_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "payout_events_payout_idx" ON "payout_events" USING btree ("payout_id","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_one_open_per_vendor" ON "payouts" USING btree ("vendor_id") WHERE status in ('pending', 'unknown');--> statement-breakpoint
CREATE INDEX "payouts_vendor_idx" ON "payouts" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "simulator_payouts_phone_idx" ON "simulator_payouts" USING btree ("phone","created_at");--> statement-breakpoint
INSERT INTO "money_settings" ("id") VALUES (true);--> statement-breakpoint
-- Every transaction balances: checked once per transaction at commit, whatever code wrote its entries.
CREATE FUNCTION ledger_transaction_balances() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total bigint;
BEGIN
  SELECT coalesce(sum(amount_tzs), 0) INTO total FROM ledger_entries WHERE transaction_id = NEW.transaction_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance (off by %)', NEW.transaction_id, total
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balance AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transaction_balances();--> statement-breakpoint
-- The ledger is written once and never changed: a correction is a new transaction.
CREATE FUNCTION ledger_written_once() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are never changed or deleted' USING ERRCODE = 'check_violation';
END $$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_once BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_written_once();--> statement-breakpoint
CREATE TRIGGER ledger_transactions_once BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_written_once();--> statement-breakpoint
-- Backfill from the money already recorded. Payments that came before commissions existed are charged the default
-- 5%, as a payment arriving now would be; refunds give back the same share.
CREATE TEMP TABLE "ledger_backfill" AS
SELECT gen_random_uuid() AS source_id, p.kind, p.order_id, p.attempt_id, o.vendor_id, p.amount_tzs, p.created_at,
  round(p.amount_tzs * 500 / 10000.0)::bigint AS fee
FROM order_payments p JOIN orders o ON o.id = p.order_id;--> statement-breakpoint
INSERT INTO ledger_transactions (id, kind, source_key, vendor_id, order_id, created_at)
SELECT source_id, CASE kind WHEN 'payment' THEN 'order_payment' ELSE 'order_refund' END,
  'order_' || kind || ':' || order_id || ':' || attempt_id, vendor_id, order_id, created_at
FROM ledger_backfill;--> statement-breakpoint
INSERT INTO ledger_entries (transaction_id, account, vendor_id, order_id, amount_tzs, created_at)
SELECT source_id, line.account, vendor_id, order_id, line.amount, created_at
FROM ledger_backfill, LATERAL (VALUES
  ('provider', CASE kind WHEN 'payment' THEN amount_tzs ELSE -amount_tzs END),
  ('vendor_held', CASE kind WHEN 'payment' THEN -(amount_tzs - fee) ELSE amount_tzs - fee END),
  ('platform_fees', CASE kind WHEN 'payment' THEN -fee ELSE fee END)
) AS line(account, amount)
WHERE line.amount <> 0;--> statement-breakpoint
CREATE TEMP TABLE "michango_backfill" AS
SELECT id AS source_id, event_id, amount_tzs, paid_at, status, reversed_at
FROM pledge_payments WHERE method = 'mobile_money';--> statement-breakpoint
INSERT INTO ledger_transactions (kind, source_key, event_id, created_at)
SELECT 'michango', 'michango:' || source_id, event_id, paid_at FROM michango_backfill
UNION ALL
SELECT 'michango_reversed', 'michango_reversed:' || source_id, event_id, reversed_at FROM michango_backfill
WHERE status = 'refunded';--> statement-breakpoint
INSERT INTO ledger_entries (transaction_id, account, event_id, amount_tzs, created_at)
SELECT t.id, line.account, t.event_id, line.amount, t.created_at
FROM ledger_transactions t
JOIN michango_backfill b ON t.source_key IN ('michango:' || b.source_id, 'michango_reversed:' || b.source_id),
LATERAL (VALUES
  ('provider', CASE t.kind WHEN 'michango' THEN b.amount_tzs ELSE -b.amount_tzs END),
  ('event_funds', CASE t.kind WHEN 'michango' THEN -b.amount_tzs ELSE b.amount_tzs END)
) AS line(account, amount);--> statement-breakpoint
DROP TABLE "ledger_backfill";--> statement-breakpoint
DROP TABLE "michango_backfill";
