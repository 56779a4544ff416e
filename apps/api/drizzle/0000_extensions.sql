-- Trigram search (typo-tolerant locality and profession lookup) and great-circle distance
-- (nearest locality now, service-area matching later). All three ship with PostgreSQL's
-- contrib and load in PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS cube;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;
