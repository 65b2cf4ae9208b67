CREATE TABLE "link_assents" (
	"link_id" uuid PRIMARY KEY NOT NULL,
	"answer" text NOT NULL,
	"reason" text,
	"answered_at" timestamp with time zone NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"review_reason" text,
	"safeguarding" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guardian_links" ADD COLUMN "access_level" text DEFAULT 'full' NOT NULL;--> statement-breakpoint
ALTER TABLE "guardian_links" ADD COLUMN "confidential_reason" text;--> statement-breakpoint
ALTER TABLE "guardian_links" ADD COLUMN "confidential_by" uuid;--> statement-breakpoint
ALTER TABLE "guardian_links" ADD COLUMN "confidential_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guardian_links" ADD COLUMN "review_on" date;--> statement-breakpoint
ALTER TABLE "guardian_links" ADD COLUMN "review_reminded_for" date;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "assent_age" smallint DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "limited_parts" jsonb DEFAULT '["calendar"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "link_review_months" smallint DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "link_assents" ADD CONSTRAINT "link_assents_link_id_guardian_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."guardian_links"("id") ON DELETE cascade ON UPDATE no action;