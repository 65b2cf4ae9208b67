CREATE TABLE "safeguarding_settings" (
	"organisation_id" uuid PRIMARY KEY NOT NULL,
	"contact_user_ids" uuid[] NOT NULL,
	"team_email" text,
	"acknowledge_hours" integer DEFAULT 4 NOT NULL,
	"emergency_number" text NOT NULL,
	"urgent_help" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "questionnaire_flags" ADD COLUMN "subject_patient_id" uuid;--> statement-breakpoint
ALTER TABLE "questionnaire_flags" ADD COLUMN "state" text DEFAULT 'raised' NOT NULL;--> statement-breakpoint
ALTER TABLE "questionnaire_flags" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "questionnaire_flags" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "questionnaire_flags" ADD COLUMN "resolved_by" uuid;--> statement-breakpoint
ALTER TABLE "questionnaire_flags" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "questionnaire_flags" ADD COLUMN "resolution_note" text;--> statement-breakpoint
ALTER TABLE "questionnaire_flags" ADD COLUMN "escalations" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "questionnaire_flags" ADD COLUMN "next_escalation_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "safeguarding_settings" ADD CONSTRAINT "safeguarding_settings_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_flags" ADD CONSTRAINT "questionnaire_flags_subject_patient_id_users_id_fk" FOREIGN KEY ("subject_patient_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questionnaire_flags_escalation_idx" ON "questionnaire_flags" USING btree ("next_escalation_at") WHERE "questionnaire_flags"."next_escalation_at" is not null;