DROP INDEX "app_content_days_user_idx";--> statement-breakpoint
CREATE INDEX "questionnaire_responses_rebuild_idx" ON "questionnaire_responses" USING btree ("questionnaire_id","id");--> statement-breakpoint
CREATE INDEX "app_content_spans_patient_idx" ON "app_content_spans" USING btree ("organisation_id","user_id");--> statement-breakpoint
CREATE INDEX "app_state_spans_patient_idx" ON "app_state_spans" USING btree ("organisation_id","user_id");--> statement-breakpoint
CREATE INDEX "app_content_days_user_idx" ON "app_content_days" USING btree ("organisation_id","user_id","state","code","day");