CREATE TABLE "audit_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"at" timestamp with time zone NOT NULL,
	"staff_id" integer,
	"action" text NOT NULL,
	"target" text,
	"client_email" text,
	"client_email_hash" text,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "case_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "case_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"case_id" integer NOT NULL,
	"staff_id" integer,
	"text" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_status_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "case_status_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"case_id" integer NOT NULL,
	"status" text NOT NULL,
	"client_note" text,
	"staff_id" integer,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_email" text NOT NULL,
	"client_name" text NOT NULL,
	"manager_id" integer,
	"status" text DEFAULT 'new' NOT NULL,
	"amount_lost" numeric(14, 2),
	"amount_recovered" numeric(14, 2),
	"opened_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_enrolments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_enrolments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"staff_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "staff_enrolments_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "staff_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"webauthn_user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	CONSTRAINT "staff_members_email_unique" UNIQUE("email"),
	CONSTRAINT "staff_members_webauthnUserId_unique" UNIQUE("webauthn_user_id")
);
--> statement-breakpoint
CREATE TABLE "staff_passkeys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_passkeys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"staff_id" integer NOT NULL,
	"credential_id" text NOT NULL,
	"public_key" "bytea" NOT NULL,
	"counter" integer DEFAULT 0 NOT NULL,
	"transports" text[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "staff_passkeys_credentialId_unique" UNIQUE("credential_id")
);
--> statement-breakpoint
CREATE TABLE "staff_pending_sign_ins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_pending_sign_ins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"staff_id" integer NOT NULL,
	"step" text NOT NULL,
	"challenge" text NOT NULL,
	"enrolment_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_pending_sign_ins_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"staff_id" integer NOT NULL,
	"csrf_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_sessions_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "staff_sign_in_code_failures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_sign_in_code_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"failed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_sign_in_code_sends" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_sign_in_code_sends_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"ip_hash" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_sign_in_codes" (
	"email" text NOT NULL,
	"requester_hash" text NOT NULL,
	"code_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "staff_sign_in_codes_email_requester_hash_pk" PRIMARY KEY("email","requester_hash")
);
--> statement-breakpoint
ALTER TABLE "affiliate_applications" ADD COLUMN "triage" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "affiliate_applications" ADD COLUMN "case_id" integer;--> statement-breakpoint
ALTER TABLE "affiliate_applications" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "affiliate_applications" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce(first_name, '')) || to_tsvector('simple'::regconfig, coalesce(last_name, '')) || to_tsvector('simple'::regconfig, coalesce(email, '')) || to_tsvector('simple'::regconfig, coalesce(replace(email, '@', ' '), '')) || to_tsvector('simple'::regconfig, coalesce(website, '')) || to_tsvector('simple'::regconfig, coalesce(message, ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "triage" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "case_id" integer;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce(fname, '')) || to_tsvector('simple'::regconfig, coalesce(lname, '')) || to_tsvector('simple'::regconfig, coalesce(email, '')) || to_tsvector('simple'::regconfig, coalesce(replace(email, '@', ' '), '')) || to_tsvector('simple'::regconfig, coalesce(phone, '')) || to_tsvector('simple'::regconfig, coalesce(regexp_replace(phone, '[^0-9]', '', 'g'), '')) || to_tsvector('simple'::regconfig, coalesce(scam_description, '')) || to_tsvector('simple'::regconfig, coalesce(address, ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "whistleblowing_reports" ADD COLUMN "triage" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "whistleblowing_reports" ADD COLUMN "case_id" integer;--> statement-breakpoint
ALTER TABLE "whistleblowing_reports" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "whistleblowing_reports" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce(first_name, '')) || to_tsvector('simple'::regconfig, coalesce(last_name, '')) || to_tsvector('simple'::regconfig, coalesce(email, '')) || to_tsvector('simple'::regconfig, coalesce(replace(email, '@', ' '), '')) || to_tsvector('simple'::regconfig, coalesce(phone, '')) || to_tsvector('simple'::regconfig, coalesce(regexp_replace(phone, '[^0-9]', '', 'g'), '')) || to_tsvector('simple'::regconfig, coalesce(scam_name, '')) || to_tsvector('simple'::regconfig, coalesce(scam_url, '')) || to_tsvector('simple'::regconfig, coalesce(wallet_address, '')) || to_tsvector('simple'::regconfig, coalesce(transaction_ids, ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_notes" ADD CONSTRAINT "case_notes_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_notes" ADD CONSTRAINT "case_notes_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_status_changes" ADD CONSTRAINT "case_status_changes_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_status_changes" ADD CONSTRAINT "case_status_changes_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_manager_id_staff_members_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_enrolments" ADD CONSTRAINT "staff_enrolments_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_passkeys" ADD CONSTRAINT "staff_passkeys_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_pending_sign_ins" ADD CONSTRAINT "staff_pending_sign_ins_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_pending_sign_ins" ADD CONSTRAINT "staff_pending_sign_ins_enrolment_id_staff_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."staff_enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_staff_idx" ON "audit_log" USING btree ("staff_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_client_idx" ON "audit_log" USING btree ("client_email_hash","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "case_notes_case_idx" ON "case_notes" USING btree ("case_id","at");--> statement-breakpoint
CREATE INDEX "case_status_changes_case_idx" ON "case_status_changes" USING btree ("case_id","at");--> statement-breakpoint
CREATE INDEX "cases_manager_idx" ON "cases" USING btree ("manager_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cases_client_idx" ON "cases" USING btree ("client_email");--> statement-breakpoint
CREATE INDEX "cases_status_idx" ON "cases" USING btree ("status");--> statement-breakpoint
CREATE INDEX "staff_enrolments_staff_idx" ON "staff_enrolments" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "staff_passkeys_staff_idx" ON "staff_passkeys" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_idx" ON "staff_sessions" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "staff_sign_in_code_failures_email_idx" ON "staff_sign_in_code_failures" USING btree ("email","failed_at");--> statement-breakpoint
CREATE INDEX "staff_sign_in_code_sends_email_idx" ON "staff_sign_in_code_sends" USING btree ("email","sent_at");--> statement-breakpoint
CREATE INDEX "staff_sign_in_code_sends_ip_idx" ON "staff_sign_in_code_sends" USING btree ("ip_hash","sent_at");--> statement-breakpoint
ALTER TABLE "affiliate_applications" ADD CONSTRAINT "affiliate_applications_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whistleblowing_reports" ADD CONSTRAINT "whistleblowing_reports_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affiliate_applications_inbox_idx" ON "affiliate_applications" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "affiliate_applications_email_idx" ON "affiliate_applications" USING btree ("email");--> statement-breakpoint
CREATE INDEX "affiliate_applications_case_idx" ON "affiliate_applications" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "affiliate_applications_search_idx" ON "affiliate_applications" USING gin ("search");--> statement-breakpoint
CREATE INDEX "service_requests_inbox_idx" ON "service_requests" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "service_requests_case_idx" ON "service_requests" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "service_requests_search_idx" ON "service_requests" USING gin ("search");--> statement-breakpoint
CREATE INDEX "whistleblowing_reports_inbox_idx" ON "whistleblowing_reports" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "whistleblowing_reports_email_idx" ON "whistleblowing_reports" USING btree ("email");--> statement-breakpoint
CREATE INDEX "whistleblowing_reports_case_idx" ON "whistleblowing_reports" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "whistleblowing_reports_search_idx" ON "whistleblowing_reports" USING gin ("search");