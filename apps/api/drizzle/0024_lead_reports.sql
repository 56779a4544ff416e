CREATE TABLE "lead_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL REFERENCES "jobs"("id"),
	"business_id" uuid NOT NULL REFERENCES "users"("id"),
	"reason" text NOT NULL CHECK ("reason" IN ('fake', 'unreachable', 'duplicate')),
	"detail" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decision" text CHECK ("decision" IN ('confirmed', 'dismissed')),
	"decided_by" uuid REFERENCES "users"("id"),
	"decided_at" timestamp with time zone,
	"decision_reason" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "lead_reports_job_business_key" ON "lead_reports" ("job_id", "business_id");--> statement-breakpoint
CREATE INDEX "lead_reports_open_idx" ON "lead_reports" ("created_at") WHERE "decided_at" IS NULL;
