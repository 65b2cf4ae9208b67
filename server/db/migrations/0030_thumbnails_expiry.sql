CREATE TABLE "upload_activity" (
	"upload_id" text PRIMARY KEY NOT NULL,
	"last_bytes_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "upload_activity_last_bytes_idx" ON "upload_activity" USING btree ("last_bytes_at");