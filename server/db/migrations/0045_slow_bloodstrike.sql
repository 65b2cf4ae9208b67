CREATE TABLE "batch_progress" (
	"name" text PRIMARY KEY NOT NULL,
	"after" text,
	"batches" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
