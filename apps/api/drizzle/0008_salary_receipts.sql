CREATE TABLE "salary_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"kind" text DEFAULT 'salary' NOT NULL,
	"file_id" uuid NOT NULL,
	"status" text DEFAULT 'PendingSubmission' NOT NULL,
	"rejection_reason" text,
	"created_by" uuid NOT NULL,
	"sent_by" uuid,
	"published_at" timestamp with time zone,
	"viewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "salary_receipts" ADD CONSTRAINT "salary_receipts_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_receipts" ADD CONSTRAINT "salary_receipts_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_receipts" ADD CONSTRAINT "salary_receipts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_receipts" ADD CONSTRAINT "salary_receipts_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "salary_receipts_one_per_kind" ON "salary_receipts" USING btree ("employee_id","year","month","kind") WHERE "salary_receipts"."kind" <> 'correction';--> statement-breakpoint
CREATE INDEX "salary_receipts_period_idx" ON "salary_receipts" USING btree ("year","month","status");--> statement-breakpoint
CREATE INDEX "salary_receipts_employee_idx" ON "salary_receipts" USING btree ("employee_id","year");