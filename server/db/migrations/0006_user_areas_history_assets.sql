CREATE TABLE "organisation_assets" (
	"organisation_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisation_assets_organisation_id_kind_pk" PRIMARY KEY("organisation_id","kind")
);
--> statement-breakpoint
CREATE TABLE "user_organisation_areas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"area_id" uuid NOT NULL,
	"content_item_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"from_status" smallint,
	"to_status" smallint NOT NULL,
	"actor_id" uuid,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organisation_assets" ADD CONSTRAINT "organisation_assets_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_organisation_areas" ADD CONSTRAINT "user_organisation_areas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_organisation_areas" ADD CONSTRAINT "user_organisation_areas_area_id_organisation_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."organisation_areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_status_changes" ADD CONSTRAINT "user_status_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_organisation_areas_key" ON "user_organisation_areas" USING btree ("user_id","area_id");--> statement-breakpoint
CREATE INDEX "user_organisation_areas_area_idx" ON "user_organisation_areas" USING btree ("area_id","user_id");--> statement-breakpoint
CREATE INDEX "user_status_changes_user_idx" ON "user_status_changes" USING btree ("user_id","at");--> statement-breakpoint
CREATE FUNCTION "record_user_status_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.status IS DISTINCT FROM OLD.status THEN
    INSERT INTO "user_status_changes" ("user_id", "from_status", "to_status", "actor_id", "reason", "at")
    VALUES (
      NEW.id,
      CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD.status END,
      NEW.status,
      nullif(current_setting('lantern.actor_id', true), '')::uuid,
      nullif(current_setting('lantern.reason', true), ''),
      clock_timestamp()
    );
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_status_history" AFTER INSERT OR UPDATE OF "status" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "record_user_status_change"();
--> statement-breakpoint
INSERT INTO "user_status_changes" ("user_id", "from_status", "to_status", "at")
  SELECT "id", NULL, "status", "created_at" FROM "users";
