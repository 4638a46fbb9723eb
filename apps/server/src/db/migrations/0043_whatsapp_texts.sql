-- Texts by WhatsApp for people who choose it (issue 40): their opt-in, and WhatsApp among the budget's held channels.
ALTER TABLE "outbound_held" DROP CONSTRAINT "outbound_held_channel_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "whatsapp_opt_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbound_held" ADD CONSTRAINT "outbound_held_channel_check" CHECK ("outbound_held"."channel" in ('sms', 'whatsapp', 'email', 'prompt'));