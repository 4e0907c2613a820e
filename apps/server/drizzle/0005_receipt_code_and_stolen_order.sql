DROP INDEX "bikes_stolen_idx";--> statement-breakpoint
ALTER TABLE "ownership_receipts" ADD COLUMN "verification_code" text DEFAULT upper(substr(md5(gen_random_uuid()::text), 1, 12)) NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ownership_receipts_verification_code_unique" ON "ownership_receipts" USING btree ("verification_code");--> statement-breakpoint
CREATE INDEX "bikes_stolen_idx" ON "bikes" USING btree ("stolen_date" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id") WHERE "bikes"."stolen_status" = 'stolen' and "bikes"."deleted_at" is null;