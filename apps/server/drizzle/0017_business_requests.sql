CREATE TABLE "business_request_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"author_user_id" uuid,
	"body" text NOT NULL,
	"status_to" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_request_notes_body_check" CHECK (length("business_request_notes"."body") between 1 and 2000),
	CONSTRAINT "business_request_notes_status_to_check" CHECK ("business_request_notes"."status_to" is null or "business_request_notes"."status_to" in ('new', 'contacted', 'done', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "business_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_name" text NOT NULL,
	"organization_number" text NOT NULL,
	"company_kind" text NOT NULL,
	"wants" text NOT NULL,
	"sticker_quantity" integer,
	"points_quantity" integer,
	"contact_person" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text NOT NULL,
	"message" text,
	"language" text DEFAULT 'sv' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"submitted_by" uuid,
	"status_changed_by" uuid,
	"status_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_requests_status_check" CHECK ("business_requests"."status" in ('new', 'contacted', 'done', 'rejected')),
	CONSTRAINT "business_requests_company_kind_check" CHECK ("business_requests"."company_kind" in ('employer', 'housing_cooperative', 'fleet', 'insurer', 'other')),
	CONSTRAINT "business_requests_wants_check" CHECK ("business_requests"."wants" in ('stickers', 'points', 'both')),
	CONSTRAINT "business_requests_language_check" CHECK ("business_requests"."language" in ('sv', 'en')),
	CONSTRAINT "business_requests_organization_number_check" CHECK ("business_requests"."organization_number" ~ '^[0-9]{10}$'),
	CONSTRAINT "business_requests_quantities_check" CHECK (("business_requests"."sticker_quantity" is not null and "business_requests"."sticker_quantity" >= 1) = ("business_requests"."wants" in ('stickers', 'both'))
        and ("business_requests"."points_quantity" is not null and "business_requests"."points_quantity" >= 1) = ("business_requests"."wants" in ('points', 'both')))
);
--> statement-breakpoint
ALTER TABLE "business_package_requests" DROP CONSTRAINT "business_package_requests_request_type_check";--> statement-breakpoint
ALTER TABLE "business_request_notes" ADD CONSTRAINT "business_request_notes_request_id_business_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."business_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_request_notes" ADD CONSTRAINT "business_request_notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_requests" ADD CONSTRAINT "business_requests_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_requests" ADD CONSTRAINT "business_requests_status_changed_by_users_id_fk" FOREIGN KEY ("status_changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_request_notes_request_id_idx" ON "business_request_notes" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "business_request_notes_author_user_id_idx" ON "business_request_notes" USING btree ("author_user_id");--> statement-breakpoint
CREATE INDEX "business_requests_status_created_at_idx" ON "business_requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "business_requests_submitted_by_idx" ON "business_requests" USING btree ("submitted_by");--> statement-breakpoint
CREATE INDEX "business_requests_status_changed_by_idx" ON "business_requests" USING btree ("status_changed_by");--> statement-breakpoint
-- Companies' bulk requests move out of business_package_requests (decision 044): any row of the old
-- 'business_package' type becomes a business request (stickers, its bike count as the quantity).
INSERT INTO "business_requests" ("id", "company_name", "organization_number", "company_kind", "wants", "sticker_quantity", "contact_person", "contact_email", "contact_phone", "message", "language", "status", "submitted_by", "status_changed_by", "status_changed_at", "created_at", "updated_at")
SELECT "id", "company_name", "organization_number", 'other', 'stickers', "bike_count", "contact_person", "contact_email", "contact_phone", "additional_info", "language",
  CASE "status" WHEN 'pending' THEN 'new' WHEN 'approved' THEN 'done' ELSE 'rejected' END,
  "submitted_by", "reviewed_by", "reviewed_at", "created_at", "updated_at"
FROM "business_package_requests" WHERE "request_type" = 'business_package';--> statement-breakpoint
DELETE FROM "business_package_requests" WHERE "request_type" = 'business_package';--> statement-breakpoint
ALTER TABLE "business_package_requests" ADD CONSTRAINT "business_package_requests_request_type_check" CHECK ("business_package_requests"."request_type" in ('store_partnership'));