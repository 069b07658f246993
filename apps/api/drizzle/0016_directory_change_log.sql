CREATE TABLE "change_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "change_logs_name_idx" ON "change_logs" USING btree ("name");--> statement-breakpoint
-- The people directory (GET /api/accounts' employees and employees_without_client) is built from
-- the enabled people's names and today's client allocations: every statement that adds, renames,
-- enables, disables or removes a person, or changes an allocation, logs one row here (platform/
-- cache/change-logs.schema.ts). A statement-level trigger costs one row however many it changed.
CREATE FUNCTION "log_directory_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "change_logs" ("name") VALUES ('directory');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_directory_change" AFTER INSERT OR DELETE OR UPDATE OF "name", "enabled" ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "log_directory_change"();
--> statement-breakpoint
CREATE TRIGGER "client_allocations_directory_change" AFTER INSERT OR DELETE OR UPDATE ON "client_allocations"
  FOR EACH STATEMENT EXECUTE FUNCTION "log_directory_change"();
