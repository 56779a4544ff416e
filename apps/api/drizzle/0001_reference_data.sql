CREATE TABLE "localities" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"postcode" text NOT NULL,
	"locality" text NOT NULL,
	"region" text NOT NULL,
	"territory" text DEFAULT '' NOT NULL,
	"island" text DEFAULT '' NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profession_categories" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "professions" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category_slug" text NOT NULL,
	"base_credits" integer NOT NULL,
	"questions" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "professions" ADD CONSTRAINT "professions_category_slug_profession_categories_slug_fk" FOREIGN KEY ("category_slug") REFERENCES "public"."profession_categories"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "localities_country_postcode_locality_key" ON "localities" USING btree ("country","postcode","locality");--> statement-breakpoint
CREATE INDEX "localities_locality_trgm_idx" ON "localities" USING gin ("locality" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "localities_country_postcode_idx" ON "localities" USING btree ("country","postcode");--> statement-breakpoint
CREATE INDEX "localities_earth_idx" ON "localities" USING gist (ll_to_earth("lat", "lng"));--> statement-breakpoint
CREATE INDEX "professions_name_trgm_idx" ON "professions" USING gin ("name" gin_trgm_ops);