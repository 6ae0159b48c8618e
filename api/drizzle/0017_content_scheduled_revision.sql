ALTER TABLE "content_items" ADD COLUMN "scheduled_revision" integer;--> statement-breakpoint
-- Items scheduled before this column: the schedule froze the revision it wrote.
UPDATE "content_items" SET "scheduled_revision" = (SELECT max(r."number") FROM "content_revisions" r WHERE r."content_id" = "content_items"."id" AND r."action" = 'scheduled') WHERE "scheduled_for" IS NOT NULL;
