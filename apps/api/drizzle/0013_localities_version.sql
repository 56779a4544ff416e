CREATE TABLE "localities_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "localities_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "localities_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "localities_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "localities_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "localities"
  FOR EACH STATEMENT EXECUTE FUNCTION "localities_changed"();
