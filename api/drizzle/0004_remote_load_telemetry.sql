CREATE TABLE "remote_loads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "remote_loads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"outcome" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"error_class" text,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "remote_loads_received_idx" ON "remote_loads" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "remote_loads_version_idx" ON "remote_loads" USING btree ("remote","version","received_at");