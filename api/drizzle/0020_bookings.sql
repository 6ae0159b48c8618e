CREATE TABLE "consultant_availability" (
	"staff_id" integer PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"weekly_hours" jsonb NOT NULL,
	"exceptions" jsonb NOT NULL,
	"length_minutes" integer DEFAULT 30 NOT NULL,
	"buffer_before_minutes" integer DEFAULT 0 NOT NULL,
	"buffer_after_minutes" integer DEFAULT 0 NOT NULL,
	"min_notice_minutes" integer DEFAULT 240 NOT NULL,
	"horizon_days" integer DEFAULT 21 NOT NULL,
	"daily_cap" integer,
	"bookable" boolean DEFAULT true NOT NULL,
	"feed_token_hash" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "consultant_availability_feedTokenHash_unique" UNIQUE("feed_token_hash")
);
--> statement-breakpoint
CREATE TABLE "consultation_bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consultation_bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"consultant_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"blocked_from" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL,
	"channel" text NOT NULL,
	"phone" text,
	"meeting_url" text,
	"client_time_zone" text,
	"uid" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"cancelled_by" text,
	"manage_token_hash" text NOT NULL,
	"reminded_day_before_at" timestamp with time zone,
	"reminded_hour_before_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "consultation_bookings_uid_unique" UNIQUE("uid"),
	CONSTRAINT "consultation_bookings_manageTokenHash_unique" UNIQUE("manage_token_hash")
);
--> statement-breakpoint
CREATE TABLE "request_booking_tokens" (
	"request_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_booking_tokens_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "consultant_availability" ADD CONSTRAINT "consultant_availability_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD CONSTRAINT "consultation_bookings_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD CONSTRAINT "consultation_bookings_consultant_id_staff_members_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_booking_tokens" ADD CONSTRAINT "request_booking_tokens_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultation_bookings_consultant_idx" ON "consultation_bookings" USING btree ("consultant_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "consultation_bookings_one_booked_per_request_idx" ON "consultation_bookings" USING btree ("request_id") WHERE "consultation_bookings"."status" = 'booked';--> statement-breakpoint
CREATE INDEX "consultation_bookings_upcoming_idx" ON "consultation_bookings" USING btree ("starts_at") WHERE "consultation_bookings"."status" = 'booked';--> statement-breakpoint
-- Two of one consultant's bookings (not cancelled) never overlap, buffers included. Built-in GiST range operators
-- only (the consultant as a one-value int4range), so neither PostgreSQL nor PGlite needs the btree_gist extension.
ALTER TABLE "consultation_bookings" ADD CONSTRAINT "consultation_bookings_no_overlap" EXCLUDE USING gist (int4range("consultant_id", "consultant_id", '[]') WITH &&, tstzrange("blocked_from", "blocked_until") WITH &&) WHERE ("status" <> 'cancelled');
