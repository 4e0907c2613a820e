CREATE TABLE "eid_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"browser_key_hash" text NOT NULL,
	"same_device" boolean NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"hint_code" text,
	"secrets_sealed" text NOT NULL,
	"personal_number_encrypted" text,
	"personal_number_hash" text,
	"identified_name" text,
	"language" text DEFAULT 'sv' NOT NULL,
	"ip_address" text,
	"started_at" timestamp with time zone NOT NULL,
	"last_collected_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "eid_orders_purpose_check" CHECK ("eid_orders"."purpose" in ('sign_in', 'register')),
	CONSTRAINT "eid_orders_status_check" CHECK ("eid_orders"."status" in ('pending', 'complete', 'failed', 'consumed'))
);
--> statement-breakpoint
DROP INDEX "profiles_personal_number_hash_unique";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "personal_number_bound_at" timestamp with time zone;--> statement-breakpoint
-- Accounts made through BankID so far hold the number their identification gave (decision 087).
UPDATE "profiles" SET "personal_number_bound_at" = "identity_verified_at" WHERE "identity_verification_method" = 'bankid' AND "personal_number_hash" IS NOT NULL AND "identity_verified_at" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "eid_orders_provider_ref_unique" ON "eid_orders" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "eid_orders_expires_at_idx" ON "eid_orders" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "profiles_personal_number_hash_idx" ON "profiles" USING btree ("personal_number_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_personal_number_hash_unique" ON "profiles" USING btree ("personal_number_hash") WHERE "profiles"."personal_number_bound_at" is not null;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_personal_number_bound_check" CHECK ("profiles"."personal_number_bound_at" is null or "profiles"."personal_number_hash" is not null);