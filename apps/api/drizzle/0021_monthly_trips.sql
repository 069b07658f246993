CREATE TABLE "monthly_trips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"month" date NOT NULL,
	"date" date NOT NULL,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"purpose" text NOT NULL,
	"client_id" uuid,
	"project_id" uuid,
	"kilometres" numeric(7, 1) NOT NULL,
	"round_trip" boolean DEFAULT false NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monthly_trips_client_or_project" CHECK (("monthly_trips"."client_id" is null) <> ("monthly_trips"."project_id" is null)),
	CONSTRAINT "monthly_trips_kilometres_positive" CHECK ("monthly_trips"."kilometres" > 0)
);
--> statement-breakpoint
CREATE TABLE "trip_justifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"month" date NOT NULL,
	"status" text DEFAULT 'PendingSubmission' NOT NULL,
	"rejection_reason" text,
	"sent_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_limits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scope" text NOT NULL,
	"client_id" uuid,
	"employee_id" uuid,
	"most_trips_a_month" integer,
	"most_kilometres_a_trip" numeric(7, 1),
	"from_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_limits_scope_unique" UNIQUE NULLS NOT DISTINCT("scope","client_id","employee_id","from_date"),
	CONSTRAINT "trip_limits_scope_matches" CHECK (("trip_limits"."scope" = 'everyone' and "trip_limits"."client_id" is null and "trip_limits"."employee_id" is null)
        or ("trip_limits"."scope" = 'client' and "trip_limits"."client_id" is not null and "trip_limits"."employee_id" is null)
        or ("trip_limits"."scope" = 'employee' and "trip_limits"."employee_id" is not null and "trip_limits"."client_id" is null))
);
--> statement-breakpoint
ALTER TABLE "monthly_trips" ADD CONSTRAINT "monthly_trips_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_trips" ADD CONSTRAINT "monthly_trips_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_trips" ADD CONSTRAINT "monthly_trips_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_justifications" ADD CONSTRAINT "trip_justifications_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_limits" ADD CONSTRAINT "trip_limits_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_limits" ADD CONSTRAINT "trip_limits_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "monthly_trips_employee_month_idx" ON "monthly_trips" USING btree ("employee_id","month","date");--> statement-breakpoint
CREATE INDEX "monthly_trips_month_idx" ON "monthly_trips" USING btree ("month");--> statement-breakpoint
CREATE UNIQUE INDEX "trip_justifications_employee_month_unique" ON "trip_justifications" USING btree ("employee_id","month");--> statement-breakpoint
CREATE INDEX "trip_justifications_month_status_idx" ON "trip_justifications" USING btree ("month","status");