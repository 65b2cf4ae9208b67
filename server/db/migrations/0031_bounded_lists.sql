-- Trigram matching for the people searches' "contains" (ships with PostgreSQL; PGlite loads it from its contrib).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "questionnaire_responses_page_idx" ON "questionnaire_responses" USING btree ("questionnaire_id","assigned_at","id");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (("first_name" || ' ' || "surname" || ' ' || coalesce("email", '') || ' ' || coalesce("full_name", '') || ' ' || coalesce("patient_number", '') || ' ' || coalesce("app_code", '')) gin_trgm_ops);