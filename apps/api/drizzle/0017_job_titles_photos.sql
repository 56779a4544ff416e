ALTER TABLE "jobs" ADD COLUMN "title_parts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "photos" jsonb DEFAULT '[]'::jsonb NOT NULL;
