CREATE TABLE "questionnaire_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"questionnaire_id" uuid,
	"title" text NOT NULL,
	"assigned_by" uuid,
	"subject_patient_id" uuid,
	"user_ids" uuid[] NOT NULL,
	"repeat" jsonb,
	"remind" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"stopped_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "questionnaire_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assignment_id" uuid NOT NULL,
	"response_id" uuid,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"occurrence" integer NOT NULL,
	"ordinal" integer NOT NULL,
	"outbox_id" uuid,
	"failure" text,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "questionnaire_responses_pending_key";--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD COLUMN "assignment_id" uuid;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD COLUMN "superseded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "questionnaire_assignments" ADD CONSTRAINT "questionnaire_assignments_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_assignments" ADD CONSTRAINT "questionnaire_assignments_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_assignments" ADD CONSTRAINT "questionnaire_assignments_subject_patient_id_users_id_fk" FOREIGN KEY ("subject_patient_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_sends" ADD CONSTRAINT "questionnaire_sends_assignment_id_questionnaire_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."questionnaire_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_sends" ADD CONSTRAINT "questionnaire_sends_response_id_questionnaire_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."questionnaire_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_sends" ADD CONSTRAINT "questionnaire_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questionnaire_assignments_questionnaire_idx" ON "questionnaire_assignments" USING btree ("questionnaire_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_sends_key" ON "questionnaire_sends" USING btree ("assignment_id","user_id","occurrence","kind","ordinal");--> statement-breakpoint
CREATE INDEX "questionnaire_sends_response_idx" ON "questionnaire_sends" USING btree ("response_id");--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_assignment_id_questionnaire_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."questionnaire_assignments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questionnaire_responses_assignment_idx" ON "questionnaire_responses" USING btree ("assignment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_responses_pending_key" ON "questionnaire_responses" USING btree ("questionnaire_id","user_id",coalesce("subject_patient_id", '00000000-0000-0000-0000-000000000000'::uuid)) WHERE "questionnaire_responses"."status" = 'pending' and "questionnaire_responses"."superseded_at" is null;