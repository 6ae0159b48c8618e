ALTER TABLE "content_images" ADD COLUMN "alt" text DEFAULT '' NOT NULL;
