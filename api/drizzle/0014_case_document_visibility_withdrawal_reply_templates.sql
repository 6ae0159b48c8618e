CREATE TABLE "reply_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reply_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"text" text NOT NULL,
	"staff_id" integer,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reply_templates_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "case_documents" ADD COLUMN "visibility" text DEFAULT 'client' NOT NULL;--> statement-breakpoint
ALTER TABLE "case_documents" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "case_documents" ADD COLUMN "withdrawn_by" integer;--> statement-breakpoint
ALTER TABLE "reply_templates" ADD CONSTRAINT "reply_templates_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_documents" ADD CONSTRAINT "case_documents_withdrawn_by_staff_members_id_fk" FOREIGN KEY ("withdrawn_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;