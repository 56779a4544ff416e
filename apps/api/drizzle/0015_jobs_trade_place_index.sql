-- btree_gist lets one GiST index hold the trade and the age beside the place (lead lists).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
DROP INDEX "jobs_open_profession_age_idx";--> statement-breakpoint
CREATE INDEX "jobs_open_trade_place_idx" ON "jobs" USING gist ("profession_slug",ll_to_earth("lat", "lng"),coalesce("published_at", "created_at")) WHERE "jobs"."status" = 'open';