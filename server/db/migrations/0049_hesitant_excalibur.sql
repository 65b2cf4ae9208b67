DROP INDEX "app_content_days_user_idx";--> statement-breakpoint
CREATE INDEX "app_content_days_user_idx" ON "app_content_days" USING btree ("organisation_id","user_id","state","code","day","seconds");