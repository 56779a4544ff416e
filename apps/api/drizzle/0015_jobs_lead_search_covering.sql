-- The new-leads search (modules/leads/repository.ts, offeredOpenJob) reads a trade's open jobs in
-- the age window from this index, then keeps those inside the business's circle that are not
-- direct-only: with these columns in the index it decides from the index alone (an index-only
-- scan) instead of visiting ~650 heap pages of wide job rows per list. Drizzle's schema cannot
-- declare INCLUDE, hence this hand-written migration; schema.ts says so beside the index.
DROP INDEX IF EXISTS "jobs_open_profession_age_idx";--> statement-breakpoint
CREATE INDEX "jobs_open_profession_age_idx" ON "jobs" USING btree ("profession_slug", coalesce("published_at", "created_at"))
  INCLUDE ("lat", "lng", "only_direct", "direct_business_id", "published_at", "created_at")
  WHERE "jobs"."status" = 'open';
