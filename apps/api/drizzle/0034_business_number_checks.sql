-- The register state of each business number over time: every answer of a register (or that
-- it could not be reached) and every operator's verification by hand, newest last.
CREATE TABLE "business_number_checks" (
	"id" bigserial PRIMARY KEY,
	"business_id" uuid NOT NULL REFERENCES "users"("id"),
	"business_number" text NOT NULL,
	"outcome" text NOT NULL CHECK ("outcome" IN ('verified', 'format-only', 'rejected', 'unreachable', 'unverified')),
	"message" text NOT NULL,
	"operator_id" uuid REFERENCES "users"("id"),
	"effective_on" date,
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "business_number_checks_business_idx" ON "business_number_checks" ("business_id", "checked_at");
--> statement-breakpoint
-- When a register last refused the number (null once it, or an operator, verifies it): the
-- verification queue lists these with the numbers still waiting for a register's answer.
ALTER TABLE "businesses" ADD COLUMN "business_number_rejected_at" timestamp with time zone;
