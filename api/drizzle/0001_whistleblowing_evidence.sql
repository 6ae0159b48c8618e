CREATE TABLE "whistleblowing_evidence" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "whistleblowing_evidence_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"report_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"media_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "whistleblowing_evidence" ADD CONSTRAINT "whistleblowing_evidence_report_id_whistleblowing_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."whistleblowing_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "whistleblowing_evidence_report_idx" ON "whistleblowing_evidence" USING btree ("report_id");