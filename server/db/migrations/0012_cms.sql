-- Hospital information (issue 14): pages with a draft and a published version, their history,
-- the information home's settings and uploaded images.
CREATE TABLE "cms_pages" (
	"organisation_id" uuid NOT NULL,
	"page_number" integer NOT NULL,
	"position" integer NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"draft" jsonb NOT NULL,
	"draft_cover_image" text,
	"published" jsonb,
	"published_cover_image" text,
	"published_at" timestamp with time zone,
	"scheduled_publish_at" timestamp with time zone,
	"scheduled_unpublish_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cms_pages_organisation_id_page_number_pk" PRIMARY KEY("organisation_id","page_number")
);
--> statement-breakpoint
CREATE TABLE "cms_page_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"page_number" integer NOT NULL,
	"kind" text NOT NULL,
	"content" jsonb NOT NULL,
	"cover_image" text,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_settings" (
	"organisation_id" uuid PRIMARY KEY NOT NULL,
	"contact" jsonb NOT NULL,
	"visiting_hours" jsonb NOT NULL,
	"next_page_number" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"hash" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cms_pages" ADD CONSTRAINT "cms_pages_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_page_versions" ADD CONSTRAINT "cms_page_versions_organisation_id_page_number_cms_pages_organisation_id_page_number_fk" FOREIGN KEY ("organisation_id","page_number") REFERENCES "public"."cms_pages"("organisation_id","page_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_page_versions" ADD CONSTRAINT "cms_page_versions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_settings" ADD CONSTRAINT "cms_settings_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_images" ADD CONSTRAINT "cms_images_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cms_pages_publish_due_idx" ON "cms_pages" USING btree ("scheduled_publish_at");--> statement-breakpoint
CREATE INDEX "cms_pages_unpublish_due_idx" ON "cms_pages" USING btree ("scheduled_unpublish_at");--> statement-breakpoint
CREATE INDEX "cms_page_versions_page_idx" ON "cms_page_versions" USING btree ("organisation_id","page_number","created_at");--> statement-breakpoint
CREATE INDEX "cms_images_organisation_idx" ON "cms_images" USING btree ("organisation_id");
