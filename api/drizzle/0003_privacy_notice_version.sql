ALTER TABLE "affiliate_applications" ADD COLUMN "notice_version" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "notice_version" text;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "notice_version" text;--> statement-breakpoint
ALTER TABLE "whistleblowing_reports" ADD COLUMN "notice_version" text;