CREATE TABLE "upload_activity" (
	"upload_id" text PRIMARY KEY NOT NULL,
	"last_bytes_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "upload_activity_last_bytes_idx" ON "upload_activity" USING btree ("last_bytes_at");--> statement-breakpoint
-- Uploads under way when this runs: their idle time counts from now (the upload is named by its video).
INSERT INTO "upload_activity" ("upload_id", "last_bytes_at")
SELECT "id"::text, now() FROM "organisation_videos" WHERE "status" = 'uploading' AND "host" = 'local';
