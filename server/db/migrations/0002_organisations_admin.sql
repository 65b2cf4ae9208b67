CREATE TABLE "content_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisation_content_items" (
	"organisation_id" uuid NOT NULL,
	"content_item_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_packs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"seats" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organisation_content_items" ADD CONSTRAINT "organisation_content_items_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_content_items" ADD CONSTRAINT "organisation_content_items_content_item_id_content_items_id_fk" FOREIGN KEY ("content_item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_packs" ADD CONSTRAINT "subscription_packs_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_items_code_key" ON "content_items" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "organisation_content_items_key" ON "organisation_content_items" USING btree ("organisation_id","content_item_id");--> statement-breakpoint
CREATE INDEX "subscription_packs_organisation_idx" ON "subscription_packs" USING btree ("organisation_id","starts_at");