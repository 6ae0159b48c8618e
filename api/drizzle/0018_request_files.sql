ALTER TABLE "service_requests" ADD COLUMN "files_key_hash" text;--> statement-breakpoint
CREATE INDEX "service_requests_files_key_idx" ON "service_requests" USING btree ("files_key_hash");--> statement-breakpoint
CREATE TABLE "request_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "request_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"files_key_hash" text NOT NULL,
	"request_id" integer,
	"file_name" text NOT NULL,
	"media_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text,
	"case_document_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_files_storageKey_unique" UNIQUE("storage_key")
);--> statement-breakpoint
ALTER TABLE "request_files" ADD CONSTRAINT "request_files_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_files" ADD CONSTRAINT "request_files_case_document_id_case_documents_id_fk" FOREIGN KEY ("case_document_id") REFERENCES "public"."case_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_files_key_idx" ON "request_files" USING btree ("files_key_hash");--> statement-breakpoint
CREATE INDEX "request_files_request_idx" ON "request_files" USING btree ("request_id");
