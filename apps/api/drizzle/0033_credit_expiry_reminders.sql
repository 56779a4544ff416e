CREATE TABLE "credit_expiry_reminders" (
	"user_id" uuid NOT NULL REFERENCES "users"("id"),
	"expires_at" timestamp with time zone NOT NULL,
	"days_before" integer NOT NULL CHECK ("days_before" > 0),
	"credits" integer NOT NULL CHECK ("credits" > 0),
	"sent_at" timestamp with time zone NOT NULL,
	PRIMARY KEY ("user_id", "expires_at", "days_before")
);
