ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scim_users" ADD COLUMN "erasure_due_at" timestamp with time zone;