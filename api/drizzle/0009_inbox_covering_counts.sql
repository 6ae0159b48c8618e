DROP INDEX "affiliate_applications_triage_idx";--> statement-breakpoint
DROP INDEX "service_requests_triage_idx";--> statement-breakpoint
DROP INDEX "whistleblowing_reports_triage_idx";--> statement-breakpoint
CREATE INDEX "affiliate_applications_triage_idx" ON "affiliate_applications" USING btree ("triage","opened_at","created_at","case_id");--> statement-breakpoint
CREATE INDEX "service_requests_triage_idx" ON "service_requests" USING btree ("triage","opened_at","scam_type","confirmed_at","created_at","case_id");--> statement-breakpoint
CREATE INDEX "whistleblowing_reports_triage_idx" ON "whistleblowing_reports" USING btree ("triage","opened_at","created_at","case_id");