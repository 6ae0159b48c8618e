CREATE TABLE "case_notices" (
	"case_id" integer PRIMARY KEY NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	"pending" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "case_notices" ADD CONSTRAINT "case_notices_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_notices_due_idx" ON "case_notices" USING btree ("window_ends_at") WHERE "case_notices"."pending" > 0;