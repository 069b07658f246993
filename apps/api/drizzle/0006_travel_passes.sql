CREATE TABLE "travel_pass_block_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"employee_id" uuid NOT NULL,
	"month" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "travel_pass_blocks" (
	"employee_id" uuid NOT NULL,
	"month" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "travel_pass_blocks_employee_id_month_pk" PRIMARY KEY("employee_id","month")
);
--> statement-breakpoint
CREATE TABLE "travel_passes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"month" date NOT NULL,
	"value" numeric(10, 2),
	"attachment_file_id" uuid,
	"status" text DEFAULT 'PendingSubmission' NOT NULL,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "travel_pass_block_codes" ADD CONSTRAINT "travel_pass_block_codes_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_pass_blocks" ADD CONSTRAINT "travel_pass_blocks_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_passes" ADD CONSTRAINT "travel_passes_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_passes" ADD CONSTRAINT "travel_passes_attachment_file_id_files_id_fk" FOREIGN KEY ("attachment_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "travel_passes_employee_month_unique" ON "travel_passes" USING btree ("employee_id","month");--> statement-breakpoint
CREATE INDEX "travel_passes_month_status_idx" ON "travel_passes" USING btree ("month","status");