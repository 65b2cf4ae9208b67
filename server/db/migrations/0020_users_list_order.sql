DROP INDEX "users_organisation_idx";--> statement-breakpoint
CREATE INDEX "users_organisation_idx" ON "users" USING btree ("organisation_id","type","created_at" DESC NULLS LAST,"id");