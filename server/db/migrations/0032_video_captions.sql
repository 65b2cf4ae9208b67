CREATE TABLE "video_captions" (
	"video_id" uuid NOT NULL,
	"language" text NOT NULL,
	"vtt" text NOT NULL,
	"cue_count" integer NOT NULL,
	"host_track_id" text,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_captions_video_id_language_pk" PRIMARY KEY("video_id","language")
);
--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "require_captions" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "video_captions" ADD CONSTRAINT "video_captions_video_id_organisation_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."organisation_videos"("id") ON DELETE cascade ON UPDATE no action;