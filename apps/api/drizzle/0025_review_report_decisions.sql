ALTER TABLE "review_reports" ADD COLUMN "decided_by" uuid REFERENCES "users"("id");--> statement-breakpoint
ALTER TABLE "review_reports" ADD COLUMN "decision_reason" text;--> statement-breakpoint
CREATE INDEX "review_reports_open_idx" ON "review_reports" ("created_at") WHERE "decided_at" IS NULL;
