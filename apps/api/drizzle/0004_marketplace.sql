CREATE TABLE "business_professions" (
	"user_id" uuid NOT NULL,
	"profession_slug" text NOT NULL,
	CONSTRAINT "business_professions_user_id_profession_slug_pk" PRIMARY KEY("user_id","profession_slug")
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid,
	"customer_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dev_sms" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to_number" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "draft_leads" (
	"business_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"metadata" jsonb NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "draft_leads_business_id_job_id_pk" PRIMARY KEY("business_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"profession_slug" text NOT NULL,
	"answers" jsonb NOT NULL,
	"description" text NOT NULL,
	"budget_cents" integer,
	"timing" text DEFAULT '' NOT NULL,
	"locality_id" integer NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"mobile" text NOT NULL,
	"credits" integer NOT NULL,
	"status" text NOT NULL,
	"quotes_count" integer DEFAULT 0 NOT NULL,
	"hired_quote_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"hired_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"body" text NOT NULL,
	"message_type" text NOT NULL,
	"quote_id" uuid,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "phone_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mobile" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"est_type" text NOT NULL,
	"est_cents" integer NOT NULL,
	"comment" text NOT NULL,
	"checkboxes" jsonb NOT NULL,
	"credits" integer NOT NULL,
	"status" text NOT NULL,
	"conversation_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_at" timestamp with time zone,
	"returned_at" timestamp with time zone,
	"return_reason" text
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "service_radius_km" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "service_lat" double precision;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "service_lng" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mobile_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_professions" ADD CONSTRAINT "business_professions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_professions" ADD CONSTRAINT "business_professions_profession_slug_professions_slug_fk" FOREIGN KEY ("profession_slug") REFERENCES "public"."professions"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_business_id_users_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_leads" ADD CONSTRAINT "draft_leads_business_id_users_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_leads" ADD CONSTRAINT "draft_leads_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_profession_slug_professions_slug_fk" FOREIGN KEY ("profession_slug") REFERENCES "public"."professions"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_locality_id_localities_id_fk" FOREIGN KEY ("locality_id") REFERENCES "public"."localities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_business_id_users_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_professions_slug_idx" ON "business_professions" USING btree ("profession_slug","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_job_parties_key" ON "conversations" USING btree ("job_id","customer_id","business_id");--> statement-breakpoint
CREATE INDEX "conversations_customer_idx" ON "conversations" USING btree ("customer_id","last_message_at");--> statement-breakpoint
CREATE INDEX "conversations_business_idx" ON "conversations" USING btree ("business_id","last_message_at");--> statement-breakpoint
CREATE INDEX "jobs_customer_idx" ON "jobs" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "jobs_open_profession_idx" ON "jobs" USING btree ("profession_slug","published_at") WHERE "jobs"."status" = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_earth_idx" ON "jobs" USING gist (ll_to_earth("lat", "lng")) WHERE "jobs"."status" = 'open';--> statement-breakpoint
CREATE INDEX "messages_conversation_idx" ON "messages" USING btree ("conversation_id","sent_at");--> statement-breakpoint
CREATE INDEX "phone_verifications_mobile_idx" ON "phone_verifications" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_job_business_key" ON "quotes" USING btree ("job_id","business_id");--> statement-breakpoint
CREATE INDEX "quotes_business_idx" ON "quotes" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "businesses_service_earth_idx" ON "businesses" USING gist (ll_to_earth("service_lat", "service_lng"));--> statement-breakpoint
-- Businesses registered before service areas: their registration trade, centred on their locality.
INSERT INTO "business_professions" ("user_id", "profession_slug")
SELECT "user_id", "profession_slug" FROM "businesses" ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "businesses" b SET "service_lat" = l."lat", "service_lng" = l."lng"
FROM "localities" l WHERE l."id" = b."locality_id";
