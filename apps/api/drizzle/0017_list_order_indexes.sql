DROP INDEX "client_allocations_client_idx";--> statement-breakpoint
CREATE INDEX "allowance_plans_finance_order_idx" ON "allowance_plans" USING btree (("status" = 'PendingApproval'),"year","allowance");--> statement-breakpoint
CREATE INDEX "client_allocations_client_period_idx" ON "client_allocations" USING btree ("client_id","started_at","ended_at");--> statement-breakpoint
CREATE INDEX "salary_receipts_finance_order_idx" ON "salary_receipts" USING btree ("year",("status" = 'PendingApproval'),"month");