CREATE TABLE "issue_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"page" text NOT NULL,
	"language" text NOT NULL,
	"app_version" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"screenshot_type" text,
	"screenshot" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "issue_reports" ADD CONSTRAINT "issue_reports_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "issue_reports" ADD CONSTRAINT "issue_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "issue_reports_organisation_idx" ON "issue_reports" USING btree ("organisation_id","created_at");
--> statement-breakpoint
CREATE INDEX "issue_reports_reporter_idx" ON "issue_reports" USING btree ("reporter_id","created_at");
