CREATE TABLE "quote_templates" (
	"business_id" uuid NOT NULL REFERENCES "users"("id"),
	"profession_slug" text NOT NULL REFERENCES "professions"("slug"),
	"est_type" text NOT NULL,
	"est_cents" integer NOT NULL CHECK ("est_cents" >= 0),
	"comment" text NOT NULL,
	"checkboxes" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("business_id", "profession_slug")
);
--> statement-breakpoint
CREATE TABLE "auto_quote_rules" (
	"business_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id"),
	"trades" text[] NOT NULL,
	"radius_km" integer NOT NULL CHECK ("radius_km" > 0),
	"max_lead_credits" integer NOT NULL CHECK ("max_lead_credits" > 0),
	"max_per_day" integer NOT NULL CHECK ("max_per_day" > 0),
	"weekly_budget_credits" integer NOT NULL CHECK ("weekly_budget_credits" > 0),
	"active_from_minute" integer NOT NULL CHECK ("active_from_minute" BETWEEN 0 AND 1439),
	"active_to_minute" integer NOT NULL CHECK ("active_to_minute" BETWEEN 1 AND 1440),
	"time_zone" text NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auto_quotes" (
	"quote_id" uuid PRIMARY KEY NOT NULL REFERENCES "quotes"("id"),
	"business_id" uuid NOT NULL REFERENCES "users"("id"),
	"job_id" uuid NOT NULL REFERENCES "jobs"("id"),
	"credits" integer NOT NULL CHECK ("credits" > 0),
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "auto_quotes_business_idx" ON "auto_quotes" ("business_id", "created_at");
--> statement-breakpoint
CREATE INDEX "auto_quotes_job_idx" ON "auto_quotes" ("job_id");
