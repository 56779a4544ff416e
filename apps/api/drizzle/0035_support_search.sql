CREATE INDEX "users_user_name_trgm_idx" ON "users" USING gin ("user_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_mobile_trgm_idx" ON "users" USING gin ("mobile" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "businesses_business_name_trgm_idx" ON "businesses" USING gin ("business_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "businesses_business_number_trgm_idx" ON "businesses" USING gin ("business_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "businesses_mobile_trgm_idx" ON "businesses" USING gin ("mobile" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "credit_entries_returns_idx" ON "credit_entries" ("created_at") WHERE "kind" = 'return';--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" ("action", "created_at");
