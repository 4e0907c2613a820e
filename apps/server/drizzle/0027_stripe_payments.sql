CREATE SEQUENCE "public"."payment_receipt_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "payment_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"points_due" integer NOT NULL,
	"points_taken_back" integer NOT NULL,
	"points_outstanding" integer NOT NULL,
	"event_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_flags_kind_check" CHECK ("payment_flags"."kind" in ('refund', 'dispute')),
	CONSTRAINT "payment_flags_points_check" CHECK ("payment_flags"."points_taken_back" >= 0 and "payment_flags"."points_outstanding" >= 0 and "payment_flags"."points_due" = "payment_flags"."points_taken_back" + "payment_flags"."points_outstanding")
);
--> statement-breakpoint
CREATE TABLE "payment_provider_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"payment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
ALTER TABLE "points_ledger" DROP CONSTRAINT "points_ledger_reason_check";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_transaction_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt_number" integer;--> statement-breakpoint
ALTER TABLE "payment_flags" ADD CONSTRAINT "payment_flags_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_flags" ADD CONSTRAINT "payment_flags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_provider_events" ADD CONSTRAINT "payment_provider_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_flags_payment_id_idx" ON "payment_flags" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_flags_user_id_idx" ON "payment_flags" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payment_flags_created_at_idx" ON "payment_flags" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_provider_events_provider_event_id_unique" ON "payment_provider_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "payment_provider_events_payment_id_idx" ON "payment_provider_events" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_transaction_id_unique" ON "payments" USING btree ("provider","provider_transaction_id") WHERE "payments"."provider_transaction_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_receipt_number_unique" ON "payments" USING btree ("receipt_number");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'succeeded', 'failed', 'cancelled', 'refunded', 'disputed'));--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_reason_check" CHECK ("points_ledger"."reason" in ('purchase', 'campaign_bonus', 'bike_registration', 'qr_order', 'ownership_transfer', 'recovery_reward', 'store_package', 'admin_adjustment', 'purchase_reversal'));--> statement-breakpoint
-- Payments paid before receipts existed get numbers in the order they were paid, and the series goes on after them.
UPDATE "payments" SET "receipt_number" = "numbered"."n" FROM (
	SELECT "id", row_number() OVER (ORDER BY "completed_at", "id") AS "n" FROM "payments" WHERE "completed_at" IS NOT NULL
) AS "numbered" WHERE "payments"."id" = "numbered"."id";--> statement-breakpoint
SELECT setval('payment_receipt_numbers', coalesce((SELECT max("receipt_number") FROM "payments"), 0) + 1, false);
