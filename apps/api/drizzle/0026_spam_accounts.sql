ALTER TABLE "users" ADD COLUMN "spam_marked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "status_before_spam" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "spam_hidden_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_spam_idx" ON "users" ("spam_marked_at") WHERE "status" = 'SPAM';
