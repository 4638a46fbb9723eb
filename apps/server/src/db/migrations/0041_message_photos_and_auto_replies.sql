-- Photos in conversations (private, served by the conversation's own route) and vendors' quiet-hours replies (issue 40).
CREATE TABLE "vendor_auto_replies" (
	"vendor_id" uuid PRIMARY KEY NOT NULL,
	"quiet_from" time NOT NULL,
	"quiet_until" time NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "photo_key" text;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "photo_width" integer;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "photo_height" integer;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "auto_reply" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_auto_replies" ADD CONSTRAINT "vendor_auto_replies_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;