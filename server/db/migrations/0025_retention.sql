CREATE TABLE "retention_settings" (
	"organisation_id" uuid PRIMARY KEY NOT NULL,
	"outbox_body_days" integer,
	"issue_screenshot_days" integer,
	"app_activity_days" integer,
	"ended_session_days" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "retention_settings" ADD CONSTRAINT "retention_settings_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;