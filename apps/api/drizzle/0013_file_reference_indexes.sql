CREATE INDEX "salary_receipt_batch_items_file_idx" ON "salary_receipt_batch_items" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "salary_receipts_file_idx" ON "salary_receipts" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "travel_passes_attachment_idx" ON "travel_passes" USING btree ("attachment_file_id");--> statement-breakpoint
CREATE INDEX "absences_justification_idx" ON "absences" USING btree ("justification_file_id");