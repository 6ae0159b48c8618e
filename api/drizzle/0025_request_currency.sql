ALTER TABLE "service_requests" ADD COLUMN "scam_currency" text DEFAULT 'USD' NOT NULL;
