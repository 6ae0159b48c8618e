ALTER TABLE "whistleblowing_evidence" ADD COLUMN "case_document_id" integer;--> statement-breakpoint
ALTER TABLE "whistleblowing_evidence" ADD CONSTRAINT "whistleblowing_evidence_case_document_id_case_documents_id_fk" FOREIGN KEY ("case_document_id") REFERENCES "public"."case_documents"("id") ON DELETE set null ON UPDATE no action;
