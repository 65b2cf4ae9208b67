-- The patients' app API (app-api): calendar events (the calendar of issue 16 reads and writes them too),
-- and the activity the app records: its sessions, time in focus by state and code, and moods. Every
-- row the app sends carries the app's own id (client_id), unique per patient, so a retried post
-- finds the row it made instead of counting twice.
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"author_id" uuid,
	"author_type" smallint NOT NULL,
	"client_id" uuid,
	"title" text NOT NULL,
	"description" text,
	"kind" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"all_day" boolean DEFAULT false NOT NULL,
	"area_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_time_order" CHECK ("end_time" >= "start_time")
);
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_area_id_organisation_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."organisation_areas"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "events_organisation_idx" ON "events" USING btree ("organisation_id","start_time");
--> statement-breakpoint
CREATE INDEX "events_area_idx" ON "events" USING btree ("area_id","start_time");
--> statement-breakpoint
CREATE UNIQUE INDEX "events_client_key" ON "events" USING btree ("author_id","client_id") WHERE "client_id" is not null;
--> statement-breakpoint
CREATE TABLE "event_patients" (
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "event_patients_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "event_patients" ADD CONSTRAINT "event_patients_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "event_patients" ADD CONSTRAINT "event_patients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "event_patients_user_idx" ON "event_patients" USING btree ("user_id");
--> statement-breakpoint
CREATE TABLE "app_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"platform" text,
	"app_version" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_sessions_time_order" CHECK ("ended_at" IS NULL OR "ended_at" >= "started_at")
);
--> statement-breakpoint
ALTER TABLE "app_sessions" ADD CONSTRAINT "app_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "app_sessions" ADD CONSTRAINT "app_sessions_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "app_sessions_client_key" ON "app_sessions" USING btree ("user_id","client_id");
--> statement-breakpoint
CREATE INDEX "app_sessions_organisation_idx" ON "app_sessions" USING btree ("organisation_id","started_at");
--> statement-breakpoint
CREATE TABLE "app_focus_time" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"app_session_id" uuid,
	"state" text NOT NULL,
	"code" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"seconds" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_focus_time_seconds" CHECK ("seconds" > 0)
);
--> statement-breakpoint
ALTER TABLE "app_focus_time" ADD CONSTRAINT "app_focus_time_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "app_focus_time" ADD CONSTRAINT "app_focus_time_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "app_focus_time" ADD CONSTRAINT "app_focus_time_app_session_id_app_sessions_id_fk" FOREIGN KEY ("app_session_id") REFERENCES "public"."app_sessions"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "app_focus_time_client_key" ON "app_focus_time" USING btree ("user_id","client_id");
--> statement-breakpoint
CREATE INDEX "app_focus_time_organisation_idx" ON "app_focus_time" USING btree ("organisation_id","started_at");
--> statement-breakpoint
CREATE TABLE "app_moods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"mood" text NOT NULL,
	"event_id" uuid,
	"recorded_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_moods" ADD CONSTRAINT "app_moods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "app_moods" ADD CONSTRAINT "app_moods_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "app_moods" ADD CONSTRAINT "app_moods_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "app_moods_client_key" ON "app_moods" USING btree ("user_id","client_id");
--> statement-breakpoint
CREATE INDEX "app_moods_organisation_idx" ON "app_moods" USING btree ("organisation_id","recorded_at");
--> statement-breakpoint
CREATE INDEX "app_moods_event_idx" ON "app_moods" USING btree ("event_id");
