-- Failed password checks are counted per account and client address together (client = the
-- address), and per account across all addresses (client = ''): existing rows become the latter.
ALTER TABLE "sign_in_failures" ADD COLUMN "client" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_failures" DROP CONSTRAINT "sign_in_failures_pkey";--> statement-breakpoint
ALTER TABLE "sign_in_failures" ADD CONSTRAINT "sign_in_failures_email_client_pk" PRIMARY KEY("email","client");
