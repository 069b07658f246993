CREATE TABLE "kilometre_map_months" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"map_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"month" date NOT NULL,
	"value" numeric(10, 2) NOT NULL,
	"price_per_km" numeric(6, 3),
	"status" text DEFAULT 'PendingSubmission' NOT NULL,
	"rejection_reason" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kilometre_maps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"vehicle_plate" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kilometre_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"effective_date" date NOT NULL,
	"price_per_km" numeric(6, 3) NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kilometre_rates_effectiveDate_unique" UNIQUE("effective_date")
);
--> statement-breakpoint
ALTER TABLE "kilometre_map_months" ADD CONSTRAINT "kilometre_map_months_map_id_kilometre_maps_id_fk" FOREIGN KEY ("map_id") REFERENCES "public"."kilometre_maps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kilometre_map_months" ADD CONSTRAINT "kilometre_map_months_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kilometre_maps" ADD CONSTRAINT "kilometre_maps_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kilometre_rates" ADD CONSTRAINT "kilometre_rates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kilometre_map_months_map_month_unique" ON "kilometre_map_months" USING btree ("map_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "kilometre_map_months_employee_month_unique" ON "kilometre_map_months" USING btree ("employee_id","month");--> statement-breakpoint
CREATE INDEX "kilometre_map_months_month_status_idx" ON "kilometre_map_months" USING btree ("month","status");--> statement-breakpoint
CREATE UNIQUE INDEX "kilometre_maps_employee_year_unique" ON "kilometre_maps" USING btree ("employee_id","year");