CREATE TABLE "vacation_cancellations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vacation_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"reason" text,
	"status" text DEFAULT 'PendingApproval' NOT NULL,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vacation_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vacation_feeds_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "vacations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"half_day" boolean DEFAULT false NOT NULL,
	"days" numeric(5, 1) NOT NULL,
	"note" text,
	"status" text DEFAULT 'PendingSubmission' NOT NULL,
	"rejection_reason" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vacations_period" CHECK ("vacations"."end_date" >= "vacations"."start_date")
);
--> statement-breakpoint
ALTER TABLE "vacation_cancellations" ADD CONSTRAINT "vacation_cancellations_vacation_id_vacations_id_fk" FOREIGN KEY ("vacation_id") REFERENCES "public"."vacations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacation_cancellations" ADD CONSTRAINT "vacation_cancellations_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacation_feeds" ADD CONSTRAINT "vacation_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacations" ADD CONSTRAINT "vacations_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vacation_cancellations_vacation_idx" ON "vacation_cancellations" USING btree ("vacation_id");--> statement-breakpoint
CREATE INDEX "vacation_cancellations_status_idx" ON "vacation_cancellations" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "vacation_cancellations_one_pending" ON "vacation_cancellations" USING btree ("vacation_id") WHERE "vacation_cancellations"."status" = 'PendingApproval';--> statement-breakpoint
CREATE INDEX "vacations_employee_start_idx" ON "vacations" USING btree ("employee_id","start_date");--> statement-breakpoint
CREATE INDEX "vacations_status_start_idx" ON "vacations" USING btree ("status","start_date");--> statement-breakpoint
CREATE INDEX "vacations_start_end_idx" ON "vacations" USING btree ("start_date","end_date");