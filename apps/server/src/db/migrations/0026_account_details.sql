-- The account page edits its details (issue 34): the language an account's texts and e-mails are written in, and a new
-- e-mail address or phone number waiting for the link sent to it.
CREATE TABLE "contact_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"token_hash" text NOT NULL,
	"language" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_changes_kind_check" CHECK ("contact_changes"."kind" in ('email', 'phone')),
	CONSTRAINT "contact_changes_language_check" CHECK ("contact_changes"."language" in ('en', 'sw'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "contact_changes" ADD CONSTRAINT "contact_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_changes_token_hash_unique" ON "contact_changes" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_changes_user_kind_unique" ON "contact_changes" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "contact_changes_expires_idx" ON "contact_changes" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" in ('en', 'sw'));