CREATE TABLE "terms_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"version" text NOT NULL,
	"texts" jsonb NOT NULL,
	"published_by" uuid,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_signings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	"terms_version_id" uuid NOT NULL,
	"language" text NOT NULL,
	"text_sha256" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"user_id" uuid,
	"token_hash" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"category" text,
	"text" text,
	"received_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "terms_versions" ADD CONSTRAINT "terms_versions_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_versions" ADD CONSTRAINT "terms_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_signings" ADD CONSTRAINT "document_signings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_signings" ADD CONSTRAINT "document_signings_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_signings" ADD CONSTRAINT "document_signings_terms_version_id_terms_versions_id_fk" FOREIGN KEY ("terms_version_id") REFERENCES "public"."terms_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_feedback" ADD CONSTRAINT "registration_feedback_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_feedback" ADD CONSTRAINT "registration_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "terms_versions_organisation_version_key" ON "terms_versions" USING btree ("organisation_id","version");--> statement-breakpoint
CREATE INDEX "terms_versions_organisation_idx" ON "terms_versions" USING btree ("organisation_id","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "document_signings_user_version_key" ON "document_signings" USING btree ("user_id","terms_version_id");--> statement-breakpoint
CREATE INDEX "document_signings_organisation_idx" ON "document_signings" USING btree ("organisation_id","signed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "registration_feedback_token_hash_key" ON "registration_feedback" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "registration_feedback_organisation_idx" ON "registration_feedback" USING btree ("organisation_id","received_at");
