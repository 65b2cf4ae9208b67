CREATE TABLE "questionnaire_answer_counts" (
	"questionnaire_id" uuid NOT NULL,
	"link_id" text NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "questionnaire_answer_counts_questionnaire_id_link_id_kind_value_pk" PRIMARY KEY("questionnaire_id","link_id","kind","value")
);
--> statement-breakpoint
CREATE INDEX "questionnaire_responses_answered_idx" ON "questionnaire_responses" USING btree ("questionnaire_id","answered_at" DESC NULLS LAST,"assigned_at","id") WHERE "questionnaire_responses"."status" = 'completed';--> statement-breakpoint
CREATE INDEX "users_seats_idx" ON "users" USING btree ("organisation_id","status") WHERE "users"."type" in (2, 3);