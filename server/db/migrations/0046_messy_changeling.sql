CREATE TABLE "prepared_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"requester_id" uuid NOT NULL,
	"questionnaire_id" uuid NOT NULL,
	"format" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"rows_written" integer DEFAULT 0 NOT NULL,
	"rows_expected" integer DEFAULT 0 NOT NULL,
	"file_name" text,
	"size" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "prepared_exports" ADD CONSTRAINT "prepared_exports_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepared_exports" ADD CONSTRAINT "prepared_exports_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepared_exports" ADD CONSTRAINT "prepared_exports_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prepared_exports_requester_idx" ON "prepared_exports" USING btree ("requester_id","created_at");--> statement-breakpoint
CREATE INDEX "prepared_exports_expires_idx" ON "prepared_exports" USING btree ("expires_at");