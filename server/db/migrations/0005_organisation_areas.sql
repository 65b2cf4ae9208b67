CREATE TABLE "organisation_area_content_items" (
	"area_id" uuid NOT NULL,
	"content_item_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisation_areas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organisation_area_content_items" ADD CONSTRAINT "organisation_area_content_items_area_id_organisation_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."organisation_areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_area_content_items" ADD CONSTRAINT "organisation_area_content_items_content_item_id_content_items_id_fk" FOREIGN KEY ("content_item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_areas" ADD CONSTRAINT "organisation_areas_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "organisation_area_content_items_key" ON "organisation_area_content_items" USING btree ("area_id","content_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organisation_areas_name_key" ON "organisation_areas" USING btree ("organisation_id",lower("name"));