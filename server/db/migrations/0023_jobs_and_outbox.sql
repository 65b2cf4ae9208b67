CREATE TABLE "scheduled_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"reason" text NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "organisation_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "state" text DEFAULT 'queued' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "last_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "job_id" uuid;--> statement-breakpoint
CREATE INDEX "scheduled_failures_organisation_idx" ON "scheduled_failures" USING btree ("organisation_id","failed_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_organisation_idx" ON "mail_outbox" USING btree ("organisation_id","created_at");--> statement-breakpoint
UPDATE "mail_outbox" SET "state" = 'sent', "attempts" = 1, "last_attempt_at" = "sent_at" WHERE "sent_at" IS NOT NULL;--> statement-breakpoint
UPDATE "mail_outbox" SET "state" = 'failed', "attempts" = 1 WHERE "sent_at" IS NULL AND "error" IS NOT NULL;
