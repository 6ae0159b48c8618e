CREATE TABLE "case_fee_terms" (
	"case_id" integer PRIMARY KEY NOT NULL,
	"terms" jsonb NOT NULL,
	"staff_id" integer,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "engagement_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "engagement_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"letter_id" integer NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "engagement_letters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "engagement_letters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"case_id" integer,
	"template_id" integer,
	"title" text NOT NULL,
	"state" text DEFAULT 'sent' NOT NULL,
	"fee_terms" jsonb NOT NULL,
	"client_name" text NOT NULL,
	"client_email" text NOT NULL,
	"sent_by" integer,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"sent_key" text NOT NULL,
	"sent_sha256" text NOT NULL,
	"signed_key" text,
	"signed_sha256" text,
	"signer_name" text,
	"decline_reason" text,
	"ended_at" timestamp with time zone,
	"reminded_first_at" timestamp with time zone,
	"reminded_second_at" timestamp with time zone,
	"retain_until" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "engagement_letters_sentKey_unique" UNIQUE("sent_key"),
	CONSTRAINT "engagement_letters_signedKey_unique" UNIQUE("signed_key"),
	CONSTRAINT "engagement_letters_signedSha256_unique" UNIQUE("signed_sha256")
);
--> statement-breakpoint
CREATE TABLE "signing_code_failures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "signing_code_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"failed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signing_code_sends" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "signing_code_sends_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"ip_hash" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signing_codes" (
	"email" text NOT NULL,
	"requester_hash" text NOT NULL,
	"code_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "signing_codes_email_requester_hash_pk" PRIMARY KEY("email","requester_hash")
);
--> statement-breakpoint
ALTER TABLE "case_fee_terms" ADD CONSTRAINT "case_fee_terms_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_fee_terms" ADD CONSTRAINT "case_fee_terms_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_events" ADD CONSTRAINT "engagement_events_letter_id_engagement_letters_id_fk" FOREIGN KEY ("letter_id") REFERENCES "public"."engagement_letters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_letters" ADD CONSTRAINT "engagement_letters_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_letters" ADD CONSTRAINT "engagement_letters_template_id_content_items_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."content_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_letters" ADD CONSTRAINT "engagement_letters_sent_by_staff_members_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "engagement_events_letter_idx" ON "engagement_events" USING btree ("letter_id","id");--> statement-breakpoint
CREATE INDEX "engagement_letters_case_idx" ON "engagement_letters" USING btree ("case_id","id");--> statement-breakpoint
CREATE INDEX "engagement_letters_waiting_idx" ON "engagement_letters" USING btree ("sent_at") WHERE "engagement_letters"."state" in ('sent', 'opened', 'consented');--> statement-breakpoint
CREATE INDEX "signing_code_failures_email_idx" ON "signing_code_failures" USING btree ("email","failed_at");--> statement-breakpoint
CREATE INDEX "signing_code_sends_email_idx" ON "signing_code_sends" USING btree ("email","sent_at");--> statement-breakpoint
CREATE INDEX "signing_code_sends_ip_idx" ON "signing_code_sends" USING btree ("ip_hash","sent_at");