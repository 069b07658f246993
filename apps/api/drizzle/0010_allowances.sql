CREATE TABLE "allowance_instalments" (
	"plan_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"month" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"part" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "allowance_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"allowance" text NOT NULL,
	"schedule" text NOT NULL,
	"payment_month" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"base_salary" numeric(12, 2),
	"proportion_numerator" integer,
	"proportion_denominator" integer,
	"twelfths_agreed_at" timestamp with time zone,
	"status" text DEFAULT 'PendingSubmission' NOT NULL,
	"rejection_reason" text,
	"created_by" uuid NOT NULL,
	"sent_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "allowance_instalments" ADD CONSTRAINT "allowance_instalments_plan_id_allowance_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."allowance_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allowance_plans" ADD CONSTRAINT "allowance_plans_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allowance_plans" ADD CONSTRAINT "allowance_plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allowance_plans" ADD CONSTRAINT "allowance_plans_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "allowance_instalments_plan_position" ON "allowance_instalments" USING btree ("plan_id","position");--> statement-breakpoint
CREATE INDEX "allowance_instalments_month_idx" ON "allowance_instalments" USING btree ("month","plan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "allowance_plans_one_per_year" ON "allowance_plans" USING btree ("employee_id","year","allowance");--> statement-breakpoint
CREATE INDEX "allowance_plans_year_idx" ON "allowance_plans" USING btree ("year","allowance","status");--> statement-breakpoint
CREATE INDEX "allowance_plans_status_idx" ON "allowance_plans" USING btree ("status");