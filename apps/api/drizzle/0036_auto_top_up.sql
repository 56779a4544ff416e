CREATE TABLE "auto_top_up_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL REFERENCES "users"("id"),
	"consented_by" uuid NOT NULL REFERENCES "users"("id"),
	"consented_at" timestamp with time zone NOT NULL,
	"plan_id" text NOT NULL,
	"credits" integer NOT NULL CHECK ("credits" > 0),
	"bonus_credits" integer NOT NULL CHECK ("bonus_credits" >= 0),
	"price_cents" integer NOT NULL CHECK ("price_cents" > 0),
	"currency" text NOT NULL,
	"card_token_hash" text NOT NULL,
	"card_brand" text NOT NULL,
	"card_last4" text NOT NULL,
	"threshold_credits" integer NOT NULL CHECK ("threshold_credits" > 0),
	"monthly_max_cents" integer NOT NULL CHECK ("monthly_max_cents" >= "price_cents"),
	"ended_at" timestamp with time zone,
	"ended_because" text,
	"ended_message" text
);
--> statement-breakpoint
CREATE INDEX "auto_top_up_consents_business_idx" ON "auto_top_up_consents" ("business_id", "consented_at");
--> statement-breakpoint
ALTER TABLE "spending_controls" ADD COLUMN "auto_top_up_consent_id" uuid REFERENCES "auto_top_up_consents"("id");
--> statement-breakpoint
ALTER TABLE "spending_controls" ADD COLUMN "auto_top_up_pending" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "auto_top_up_consent_id" uuid REFERENCES "auto_top_up_consents"("id");
--> statement-breakpoint
CREATE INDEX "purchases_auto_top_up_idx" ON "purchases" ("user_id", "created_at") WHERE "auto_top_up_consent_id" IS NOT NULL;
