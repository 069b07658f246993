ALTER TABLE "road_trips" ALTER COLUMN "client_or_project" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "road_trips" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "road_trips" ADD COLUMN "project_id" uuid;--> statement-breakpoint
ALTER TABLE "road_trips" ADD CONSTRAINT "road_trips_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "road_trips" ADD CONSTRAINT "road_trips_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "road_trips_project_idx" ON "road_trips" USING btree ("project_id");--> statement-breakpoint
ALTER TABLE "road_trips" ADD CONSTRAINT "road_trips_client_or_text" CHECK ("road_trips"."client_id" is not null or "road_trips"."client_or_project" is not null);--> statement-breakpoint
ALTER TABLE "road_trips" ADD CONSTRAINT "road_trips_project_has_client" CHECK ("road_trips"."project_id" is null or "road_trips"."client_id" is not null);--> statement-breakpoint
-- Backfill: a trip whose text is exactly the code or the name of one project (and no other) is linked to that project and its client; its text goes.
UPDATE "road_trips" SET "project_id" = "projects"."id", "client_id" = "projects"."client_id", "client_or_project" = NULL
FROM "projects"
WHERE "road_trips"."client_id" IS NULL
  AND ("projects"."code" = "road_trips"."client_or_project" OR "projects"."name" = "road_trips"."client_or_project")
  AND (SELECT count(*) FROM "projects" AS "same" WHERE "same"."code" = "road_trips"."client_or_project" OR "same"."name" = "road_trips"."client_or_project") = 1;--> statement-breakpoint
-- Backfill: then a trip whose text is exactly a client's name (client names are unique) is linked to that client; its text goes. The rest keep their text for finance to link.
UPDATE "road_trips" SET "client_id" = "clients"."id", "client_or_project" = NULL
FROM "clients"
WHERE "road_trips"."client_id" IS NULL
  AND "clients"."name" = "road_trips"."client_or_project";
