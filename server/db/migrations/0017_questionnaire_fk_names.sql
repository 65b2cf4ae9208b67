-- Migration 0013 declared its foreign keys inline, so PostgreSQL named them <table>_<column>_fkey; drizzle-kit
-- names them <table>_<column>_<target>_id_fk. Renamed so the schema snapshot (meta/0017_snapshot.json) and
-- the database agree, and a generated migration that alters one finds it.
ALTER TABLE "questionnaire_flags" RENAME CONSTRAINT "questionnaire_flags_organisation_id_fkey" TO "questionnaire_flags_organisation_id_organisations_id_fk";
--> statement-breakpoint
ALTER TABLE "questionnaire_flags" RENAME CONSTRAINT "questionnaire_flags_questionnaire_id_fkey" TO "questionnaire_flags_questionnaire_id_questionnaires_id_fk";
--> statement-breakpoint
ALTER TABLE "questionnaire_flags" RENAME CONSTRAINT "questionnaire_flags_response_id_fkey" TO "questionnaire_flags_response_id_questionnaire_responses_id_fk";
--> statement-breakpoint
ALTER TABLE "questionnaire_flags" RENAME CONSTRAINT "questionnaire_flags_user_id_fkey" TO "questionnaire_flags_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "questionnaire_responses" RENAME CONSTRAINT "questionnaire_responses_organisation_id_fkey" TO "questionnaire_responses_organisation_id_organisations_id_fk";
--> statement-breakpoint
ALTER TABLE "questionnaire_responses" RENAME CONSTRAINT "questionnaire_responses_questionnaire_id_fkey" TO "questionnaire_responses_questionnaire_id_questionnaires_id_fk";
--> statement-breakpoint
ALTER TABLE "questionnaire_responses" RENAME CONSTRAINT "questionnaire_responses_user_id_fkey" TO "questionnaire_responses_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "questionnaire_responses" RENAME CONSTRAINT "questionnaire_responses_version_id_fkey" TO "questionnaire_responses_version_id_questionnaire_versions_id_fk";
--> statement-breakpoint
ALTER TABLE "questionnaire_versions" RENAME CONSTRAINT "questionnaire_versions_questionnaire_id_fkey" TO "questionnaire_versions_questionnaire_id_questionnaires_id_fk";
--> statement-breakpoint
ALTER TABLE "questionnaires" RENAME CONSTRAINT "questionnaires_organisation_id_fkey" TO "questionnaires_organisation_id_organisations_id_fk";
