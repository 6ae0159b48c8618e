CREATE INDEX "affiliate_applications_triage_idx" ON "affiliate_applications" USING btree ("triage","opened_at");--> statement-breakpoint
CREATE INDEX "service_requests_triage_idx" ON "service_requests" USING btree ("triage","opened_at");--> statement-breakpoint
CREATE INDEX "whistleblowing_reports_triage_idx" ON "whistleblowing_reports" USING btree ("triage","opened_at");