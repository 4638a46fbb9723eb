CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "pledge_payments_received_idx" ON "pledge_payments" USING btree ("paid_at","amount_tzs") WHERE "pledge_payments"."status" = 'received';--> statement-breakpoint
CREATE INDEX "pledges_created_idx" ON "pledges" USING btree ("created_at","amount_tzs","cancelled_at");--> statement-breakpoint
CREATE INDEX "vendors_created_idx" ON "vendors" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "medical_places_pending_idx" ON "medical_places" USING btree ("created_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "order_payments_created_idx" ON "order_payments" USING btree ("created_at","kind","amount_tzs");--> statement-breakpoint
CREATE INDEX "orders_placed_idx" ON "orders" USING btree ("placed_at");--> statement-breakpoint
CREATE INDEX "payment_attempts_outcomes_idx" ON "payment_attempts" USING btree ("created_at","status");