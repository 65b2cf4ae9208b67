CREATE TABLE "questionnaire_answer_texts" (
	"response_id" uuid NOT NULL,
	"questionnaire_id" uuid NOT NULL,
	"link_id" text NOT NULL,
	"kind" text NOT NULL,
	"answered_at" timestamp with time zone,
	"assigned_at" timestamp with time zone NOT NULL,
	"item_ord" integer NOT NULL,
	"value_ord" integer NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "questionnaire_answer_texts_response_id_item_ord_value_ord_kind_pk" PRIMARY KEY("response_id","item_ord","value_ord","kind")
);
--> statement-breakpoint
DROP INDEX "questionnaire_responses_answered_idx";--> statement-breakpoint
CREATE INDEX "questionnaire_answer_texts_newest_idx" ON "questionnaire_answer_texts" USING btree ("questionnaire_id","link_id","kind","answered_at" DESC NULLS LAST,"assigned_at","response_id","item_ord","value_ord");