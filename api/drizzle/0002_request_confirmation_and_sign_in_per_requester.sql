CREATE TABLE "sign_in_code_failures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sign_in_code_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"failed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "whistleblowing_evidence" ALTER COLUMN "content" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "affiliate_applications" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "confirmation_token_hash" text;--> statement-breakpoint
-- Requests stored before confirmation existed stay as their clients already see them.
UPDATE "service_requests" SET "confirmed_at" = "created_at";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Live sign-in codes last 10 minutes: the ones of the old one-code-per-address shape are dropped, and clients ask again.
DELETE FROM "sign_in_codes";--> statement-breakpoint
ALTER TABLE "sign_in_codes" DROP CONSTRAINT "sign_in_codes_pkey";--> statement-breakpoint
ALTER TABLE "sign_in_codes" ADD COLUMN "requester_hash" text NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_codes" ADD CONSTRAINT "sign_in_codes_email_requester_hash_pk" PRIMARY KEY("email","requester_hash");--> statement-breakpoint
ALTER TABLE "whistleblowing_evidence" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "whistleblowing_evidence" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "whistleblowing_reports" ADD COLUMN "request_hash" text;--> statement-breakpoint
CREATE INDEX "sign_in_code_failures_email_idx" ON "sign_in_code_failures" USING btree ("email","failed_at");--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_confirmationTokenHash_unique" UNIQUE("confirmation_token_hash");