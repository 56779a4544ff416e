CREATE TABLE "spending_controls" (
	"business_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id"),
	"weekly_cap_credits" integer CHECK ("weekly_cap_credits" IS NULL OR "weekly_cap_credits" > 0),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "credit_entries_user_spend_idx" ON "credit_entries" ("user_id", "created_at") WHERE "kind" IN ('quote', 'return');
