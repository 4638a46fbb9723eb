-- A WhatsApp message's id at Meta, so a delivery reported later (delivered, or failed for a number without WhatsApp)
-- finds its row (decision 047).
ALTER TABLE "outbox_messages" ADD COLUMN "provider_id" text;--> statement-breakpoint
CREATE INDEX "outbox_provider_idx" ON "outbox_messages" USING btree ("provider_id") WHERE provider_id is not null;