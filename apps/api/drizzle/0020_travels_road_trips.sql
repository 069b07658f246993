CREATE TABLE "road_trips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"destination" text NOT NULL,
	"purpose" text NOT NULL,
	"client_or_project" text NOT NULL,
	"transport" text NOT NULL,
	"kilometres" numeric(7, 1),
	"status" text DEFAULT 'PendingSubmission' NOT NULL,
	"rejection_reason" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "travel_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"road_trip_id" uuid NOT NULL,
	"date" date NOT NULL,
	"category" text NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"exchange_rate" numeric(12, 6) NOT NULL,
	"euros" numeric(18, 2) NOT NULL,
	"file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "road_trips" ADD CONSTRAINT "road_trips_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_receipts" ADD CONSTRAINT "travel_receipts_road_trip_id_road_trips_id_fk" FOREIGN KEY ("road_trip_id") REFERENCES "public"."road_trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_receipts" ADD CONSTRAINT "travel_receipts_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "road_trips_employee_start_idx" ON "road_trips" USING btree ("employee_id","start_date");--> statement-breakpoint
CREATE INDEX "road_trips_start_status_idx" ON "road_trips" USING btree ("start_date","status");--> statement-breakpoint
CREATE INDEX "travel_receipts_road_trip_idx" ON "travel_receipts" USING btree ("road_trip_id");--> statement-breakpoint
CREATE INDEX "travel_receipts_file_idx" ON "travel_receipts" USING btree ("file_id");