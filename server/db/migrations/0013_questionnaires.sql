-- Questionnaires (issue 15): each edit of an active questionnaire is a new version, and every response keeps the version it was asked.
CREATE TABLE "questionnaires" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL REFERENCES "organisations"("id") ON DELETE cascade,
	"status" smallint DEFAULT 0 NOT NULL,
	"current_version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "questionnaires_organisation_idx" ON "questionnaires" USING btree ("organisation_id","created_at");
--> statement-breakpoint
CREATE TABLE "questionnaire_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"questionnaire_id" uuid NOT NULL REFERENCES "questionnaires"("id") ON DELETE cascade,
	"version" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_versions_key" ON "questionnaire_versions" USING btree ("questionnaire_id","version");
--> statement-breakpoint
CREATE TABLE "questionnaire_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"questionnaire_id" uuid NOT NULL REFERENCES "questionnaires"("id") ON DELETE cascade,
	"version_id" uuid NOT NULL REFERENCES "questionnaire_versions"("id") ON DELETE cascade,
	"organisation_id" uuid NOT NULL REFERENCES "organisations"("id") ON DELETE cascade,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"status" text DEFAULT 'pending' NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"score" double precision,
	"assigned_by" uuid,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_by" uuid,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "questionnaire_responses_questionnaire_idx" ON "questionnaire_responses" USING btree ("questionnaire_id","user_id");
--> statement-breakpoint
CREATE INDEX "questionnaire_responses_user_idx" ON "questionnaire_responses" USING btree ("user_id","status");
--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_responses_pending_key" ON "questionnaire_responses" USING btree ("questionnaire_id","user_id") WHERE "status" = 'pending';
--> statement-breakpoint
CREATE TABLE "questionnaire_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL REFERENCES "organisations"("id") ON DELETE cascade,
	"questionnaire_id" uuid NOT NULL REFERENCES "questionnaires"("id") ON DELETE cascade,
	"response_id" uuid NOT NULL REFERENCES "questionnaire_responses"("id") ON DELETE cascade,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"rule" jsonb NOT NULL,
	"score" double precision,
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" uuid,
	"note" text
);
--> statement-breakpoint
CREATE INDEX "questionnaire_flags_organisation_idx" ON "questionnaire_flags" USING btree ("organisation_id","acknowledged_at","raised_at");
