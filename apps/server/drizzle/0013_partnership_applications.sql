-- Partnership applications (docs/decisions/038): the store's postal code and city, the applicant's
-- language for the decision mails, one pending application per organisation number, and the
-- admins' notification of a new application.
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "business_package_requests" ADD COLUMN "store_postal_code" text;--> statement-breakpoint
ALTER TABLE "business_package_requests" ADD COLUMN "store_city" text;--> statement-breakpoint
ALTER TABLE "business_package_requests" ADD COLUMN "language" text DEFAULT 'sv' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "business_package_requests_pending_org_unique" ON "business_package_requests" USING btree ("organization_number") WHERE "business_package_requests"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('bike_registered', 'message_received', 'receipt_created', 'receipt_accepted', 'receipt_declined', 'transfer_completed', 'recovery_report', 'recovery_reward', 'id_verification_reviewed', 'points_credited', 'store_request_received'));--> statement-breakpoint
ALTER TABLE "business_package_requests" ADD CONSTRAINT "business_package_requests_language_check" CHECK ("business_package_requests"."language" in ('sv', 'en'));