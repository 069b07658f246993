CREATE TABLE "salary_receipt_batch_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"source_name" text NOT NULL,
	"first_page" integer NOT NULL,
	"last_page" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"employee_id" uuid,
	"matched_by" text,
	"candidate_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salary_receipt_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_by" uuid NOT NULL,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"source_bytes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "salary_receipt_batch_items" ADD CONSTRAINT "salary_receipt_batch_items_batch_id_salary_receipt_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."salary_receipt_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_receipt_batch_items" ADD CONSTRAINT "salary_receipt_batch_items_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_receipt_batch_items" ADD CONSTRAINT "salary_receipt_batch_items_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_receipt_batches" ADD CONSTRAINT "salary_receipt_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "salary_receipt_batch_items_batch_idx" ON "salary_receipt_batch_items" USING btree ("batch_id","position");