CREATE TABLE "app_sign_in_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "guardian_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"guardian_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"relationship" text DEFAULT 'parent' NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"revoked_by" uuid,
	"revoked_at" timestamp with time zone,
	"revoke_reason" text
);
--> statement-breakpoint
CREATE TABLE "issue_report_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"author_id" uuid,
	"author_role" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- A child that a guardian named on their own row becomes a patient record of its own (the same
-- app code), linked to that guardian; the guardian's row keeps no child.
INSERT INTO "users" ("id", "type", "status", "first_name", "organisation_id", "child_app_code")
SELECT md5('lantern-child:' || "id"::text)::uuid, 3, 7, coalesce("child_first_name", ''), "organisation_id", '~' || "child_app_code"
FROM "users" WHERE "type" = 2 AND "child_app_code" IS NOT NULL AND "organisation_id" IS NOT NULL;--> statement-breakpoint
INSERT INTO "guardian_links" ("organisation_id", "guardian_id", "patient_id", "relationship", "status", "source", "created_by", "approved_by", "approved_at")
SELECT "organisation_id", "id", md5('lantern-child:' || "id"::text)::uuid, 'parent', 'active', 'family', "id", "id", now()
FROM "users" WHERE "type" = 2 AND "child_app_code" IS NOT NULL AND "organisation_id" IS NOT NULL;--> statement-breakpoint
UPDATE "users" SET "child_app_code" = NULL WHERE "type" <> 3;--> statement-breakpoint
UPDATE "users" SET "child_app_code" = substr("child_app_code", 2) WHERE "child_app_code" LIKE '~%';--> statement-breakpoint
-- A patient's first name was kept as its child name when an admin created it.
UPDATE "users" SET "first_name" = "child_first_name" WHERE "type" = 3 AND "first_name" = '' AND coalesce("child_first_name", '') <> '';--> statement-breakpoint
ALTER TABLE "users" RENAME COLUMN "child_app_code" TO "app_code";--> statement-breakpoint
DROP INDEX "users_child_app_code_key";--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "family_link_approval" text DEFAULT 'admin' NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "guardian_limit_age" smallint DEFAULT 16 NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "family_languages" jsonb DEFAULT '["en","ar","es"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD COLUMN "subject_patient_id" uuid;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD COLUMN "draft_saved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "app_sign_in_codes" ADD CONSTRAINT "app_sign_in_codes_link_id_guardian_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."guardian_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_sign_in_codes" ADD CONSTRAINT "app_sign_in_codes_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_sign_in_codes" ADD CONSTRAINT "app_sign_in_codes_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_links" ADD CONSTRAINT "guardian_links_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_links" ADD CONSTRAINT "guardian_links_guardian_id_users_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_links" ADD CONSTRAINT "guardian_links_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_report_replies" ADD CONSTRAINT "issue_report_replies_report_id_issue_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."issue_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_report_replies" ADD CONSTRAINT "issue_report_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "app_sign_in_codes_hash_key" ON "app_sign_in_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "app_sign_in_codes_live_key" ON "app_sign_in_codes" USING btree ("link_id") WHERE "app_sign_in_codes"."used_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "guardian_links_live_key" ON "guardian_links" USING btree ("guardian_id","patient_id") WHERE "guardian_links"."status" <> 'revoked';--> statement-breakpoint
CREATE INDEX "guardian_links_patient_idx" ON "guardian_links" USING btree ("patient_id","status");--> statement-breakpoint
CREATE INDEX "guardian_links_organisation_idx" ON "guardian_links" USING btree ("organisation_id","status","created_at");--> statement-breakpoint
CREATE INDEX "issue_report_replies_report_idx" ON "issue_report_replies" USING btree ("report_id","created_at");--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_subject_patient_id_users_id_fk" FOREIGN KEY ("subject_patient_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_app_code_key" ON "users" USING btree ("organisation_id","app_code") WHERE "users"."app_code" is not null;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "child_first_name";