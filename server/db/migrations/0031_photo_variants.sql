ALTER TABLE "vessel_photos" ADD COLUMN "variants" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Photos stored before variants existed get theirs from the job queue (server/modules/vessels/photo-backfill.ts):
-- one job a photo, queued with the column, so every such photo is done once, by whichever instance claims it.
INSERT INTO "jobs" ("kind", "payload") SELECT 'vessels.photo-variants', jsonb_build_object('photoId', "id") FROM "vessel_photos";
