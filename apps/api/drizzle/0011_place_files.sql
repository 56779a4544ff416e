CREATE TABLE "place_files" (
	"file" text PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"imported" integer NOT NULL,
	"rejected" integer NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
