CREATE TABLE "organisation_area_videos" (
	"area_id" uuid NOT NULL,
	"video_id" uuid NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisation_area_videos_area_id_video_id_pk" PRIMARY KEY("area_id","video_id")
);
--> statement-breakpoint
CREATE TABLE "organisation_videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"title" text NOT NULL,
	"status" text DEFAULT 'uploading' NOT NULL,
	"host" text NOT NULL,
	"host_video_id" text,
	"size" integer NOT NULL,
	"filetype" text NOT NULL,
	"thumbnail_url" text,
	"published" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_thumbnails" (
	"video_id" uuid PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organisation_area_videos" ADD CONSTRAINT "organisation_area_videos_area_id_organisation_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."organisation_areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_area_videos" ADD CONSTRAINT "organisation_area_videos_video_id_organisation_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."organisation_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_videos" ADD CONSTRAINT "organisation_videos_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_thumbnails" ADD CONSTRAINT "video_thumbnails_video_id_organisation_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."organisation_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organisation_area_videos_video_idx" ON "organisation_area_videos" USING btree ("video_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organisation_videos_title_key" ON "organisation_videos" USING btree ("organisation_id",lower("title"));--> statement-breakpoint
CREATE INDEX "organisation_videos_organisation_idx" ON "organisation_videos" USING btree ("organisation_id","created_at");