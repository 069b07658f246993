ALTER TABLE "projects" ADD COLUMN "budget_hours" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "budget_amount" numeric(14, 2);