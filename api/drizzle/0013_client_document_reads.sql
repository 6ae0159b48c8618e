ALTER TABLE "case_documents" ADD COLUMN "client_read_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "case_documents_client_unread_idx" ON "case_documents" USING btree ("case_id") WHERE "case_documents"."uploaded_by" = 'team' and "case_documents"."client_read_at" is null;--> statement-breakpoint
UPDATE "case_documents" d SET "client_read_at" = (
  SELECT min(m.read_at) FROM case_messages m WHERE m.case_id = d.case_id AND m.author = 'team' AND m.read_at >= d.at
) WHERE d.uploaded_by = 'team';
