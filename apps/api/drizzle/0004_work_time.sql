CREATE TABLE "holidays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL,
	"scope" text DEFAULT 'regional' NOT NULL,
	"region" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "absences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"work_map_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"type" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"unit" text NOT NULL,
	"hours" numeric(4, 2),
	"note" text,
	"justification_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_days" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"work_map_id" uuid NOT NULL,
	"day" date NOT NULL,
	"hours" numeric(4, 2) NOT NULL,
	"extra_hours" numeric(4, 2) DEFAULT '0' NOT NULL,
	"project_id" uuid,
	CONSTRAINT "work_days_hours_range" CHECK ("work_days"."hours" >= 0 and "work_days"."hours" + "work_days"."extra_hours" <= 24)
);
--> statement-breakpoint
CREATE TABLE "work_maps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"month" date NOT NULL,
	"status" text DEFAULT 'PendingSubmission' NOT NULL,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_work_map_id_work_maps_id_fk" FOREIGN KEY ("work_map_id") REFERENCES "public"."work_maps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_justification_file_id_files_id_fk" FOREIGN KEY ("justification_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_days" ADD CONSTRAINT "work_days_work_map_id_work_maps_id_fk" FOREIGN KEY ("work_map_id") REFERENCES "public"."work_maps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_days" ADD CONSTRAINT "work_days_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_maps" ADD CONSTRAINT "work_maps_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "holidays_date_unique" ON "holidays" USING btree ("date");--> statement-breakpoint
CREATE INDEX "absences_map_idx" ON "absences" USING btree ("work_map_id");--> statement-breakpoint
CREATE INDEX "absences_employee_dates_idx" ON "absences" USING btree ("employee_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "work_days_map_day_unique" ON "work_days" USING btree ("work_map_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "work_maps_employee_month_unique" ON "work_maps" USING btree ("employee_id","month");--> statement-breakpoint
CREATE INDEX "work_maps_month_status_idx" ON "work_maps" USING btree ("month","status");