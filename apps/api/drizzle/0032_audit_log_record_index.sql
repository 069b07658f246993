DROP INDEX "audit_log_entity_idx";--> statement-breakpoint
CREATE INDEX "audit_log_record_idx" ON "audit_log" USING btree ("entity_id","entity_type","created_at");