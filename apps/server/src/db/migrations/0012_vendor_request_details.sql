ALTER TABLE "vendor_requests" ADD COLUMN "business_name" text;--> statement-breakpoint
ALTER TABLE "vendor_requests" ADD COLUMN "business_kind" text;--> statement-breakpoint
ALTER TABLE "vendor_requests" ADD COLUMN "language" text;