CREATE TABLE "profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"role" text DEFAULT 'customer' NOT NULL,
	"full_name" text NOT NULL,
	"personal_number_encrypted" text,
	"personal_number_hash" text,
	"avatar_url" text,
	"phone" text,
	"menu_preferences" text[],
	"top_menu_preferences" text[],
	"browser_notifications_enabled" boolean DEFAULT false NOT NULL,
	"bike_registration_notifications" boolean DEFAULT true NOT NULL,
	"message_notifications" boolean DEFAULT true NOT NULL,
	"language" text DEFAULT 'sv' NOT NULL,
	"identity_verified_at" timestamp with time zone,
	"identity_verification_method" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_role_check" CHECK ("profiles"."role" in ('customer', 'store', 'admin')),
	CONSTRAINT "profiles_language_check" CHECK ("profiles"."language" in ('sv', 'en')),
	CONSTRAINT "profiles_identity_verification_method_check" CHECK ("profiles"."identity_verification_method" in ('bankid', 'id_document')),
	CONSTRAINT "profiles_personal_number_pair_check" CHECK (("profiles"."personal_number_encrypted" is null) = ("profiles"."personal_number_hash" is null)),
	CONSTRAINT "profiles_full_name_check" CHECK (char_length(btrim("profiles"."full_name")) >= 1)
);
--> statement-breakpoint
CREATE TABLE "user_consent" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"consent_type" text NOT NULL,
	"consent_given" boolean NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_consent_consent_type_check" CHECK ("user_consent"."consent_type" in ('necessary', 'analytics', 'marketing', 'functional'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_lower_check" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_user_id" uuid,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"succeeded" boolean DEFAULT false NOT NULL,
	"ip_address" text
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"refresh_token_hash" text NOT NULL,
	"family_id" uuid NOT NULL,
	"staff_code_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"absolute_expires_at" timestamp with time zone NOT NULL,
	"user_agent" text,
	"ip_address" text,
	CONSTRAINT "sessions_expiry_check" CHECK ("sessions"."expires_at" <= "sessions"."absolute_expires_at")
);
--> statement-breakpoint
CREATE TABLE "bike_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bike_id" uuid NOT NULL,
	"from_user_id" uuid NOT NULL,
	"to_user_id" uuid NOT NULL,
	"message" text NOT NULL,
	"message_type" text DEFAULT 'general' NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bike_messages_message_type_check" CHECK ("bike_messages"."message_type" in ('general', 'stolen_report', 'ownership_inquiry')),
	CONSTRAINT "bike_messages_message_check" CHECK (char_length(btrim("bike_messages"."message")) > 0)
);
--> statement-breakpoint
CREATE TABLE "bike_recovery_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bike_id" uuid NOT NULL,
	"finder_id" uuid,
	"location_found" text NOT NULL,
	"description" text,
	"contact_info" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"resolved_at" timestamp with time zone,
	"reward_points" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bike_recovery_reports_status_check" CHECK ("bike_recovery_reports"."status" in ('pending', 'confirmed', 'dismissed')),
	CONSTRAINT "bike_recovery_reports_reward_points_check" CHECK ("bike_recovery_reports"."reward_points" is null or "bike_recovery_reports"."reward_points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bike_sales" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bike_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"sale_price" integer NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "bike_sales_sale_price_check" CHECK ("bike_sales"."sale_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bikes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"frame_number" text NOT NULL,
	"frame_key" text GENERATED ALWAYS AS (translate(frame_number, 'abcdefghijklmnopqrstuvwxyzåäö', 'ABCDEFGHIJKLMNOPQRSTUVWXYZÅÄÖ')) STORED NOT NULL,
	"frame_normalized" text GENERATED ALWAYS AS (ltrim(translate(translate(frame_number, 'abcdefghijklmnopqrstuvwxyzåäö', 'ABCDEFGHIJKLMNOPQRSTUVWXYZÅÄÖ'), 'OILSZB', '011528'), '0')) STORED NOT NULL,
	"bike_name" text,
	"brand" text,
	"model" text,
	"color" text,
	"bike_type" text,
	"description" text,
	"battery_serial_number" text,
	"receipt_file_id" uuid,
	"bike_photo_file_id" uuid,
	"city" text,
	"status" text,
	"stolen_status" text,
	"stolen_date" date,
	"stolen_location_details" text,
	"police_report_number" text,
	"battery_stolen_status" text,
	"recovered_at" timestamp with time zone,
	"public_bike_name" boolean DEFAULT true NOT NULL,
	"public_brand" boolean DEFAULT true NOT NULL,
	"public_model" boolean DEFAULT true NOT NULL,
	"public_color" boolean DEFAULT true NOT NULL,
	"public_description" boolean DEFAULT true NOT NULL,
	"public_bike_photo" boolean DEFAULT true NOT NULL,
	"registered_by_store_id" uuid,
	"registered_by_staff_code_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "bikes_frame_number_check" CHECK ("bikes"."frame_number" ~ '^[0-9A-Za-zÅÄÖåäö]{6,20}$'),
	CONSTRAINT "bikes_bike_type_check" CHECK ("bikes"."bike_type" in ('herr', 'dam', 'barn', 'gravel', 'mtb', 'bmx', 'landsväg', 'lådcykel', 'hybrid', 'elcykel')),
	CONSTRAINT "bikes_status_check" CHECK ("bikes"."status" in ('for_sale')),
	CONSTRAINT "bikes_stolen_status_check" CHECK ("bikes"."stolen_status" in ('stolen')),
	CONSTRAINT "bikes_battery_stolen_status_check" CHECK ("bikes"."battery_stolen_status" in ('stolen')),
	CONSTRAINT "bikes_stolen_not_for_sale_check" CHECK (not ("bikes"."stolen_status" = 'stolen' and "bikes"."status" = 'for_sale'))
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bucket" text NOT NULL,
	"owner_user_id" uuid,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_bucket_check" CHECK ("files"."bucket" in ('receipts', 'bike-photos', 'id-documents')),
	CONSTRAINT "files_size_bytes_check" CHECK ("files"."size_bytes" > 0)
);
--> statement-breakpoint
CREATE TABLE "id_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "id_verifications_status_check" CHECK ("id_verifications"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "mailbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"outbox_id" uuid,
	"to" text NOT NULL,
	"from" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('bike_registered', 'message_received', 'receipt_created', 'receipt_accepted', 'receipt_declined', 'transfer_completed', 'recovery_report', 'recovery_reward', 'id_verification_reviewed', 'points_credited'))
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text DEFAULT 'email' NOT NULL,
	"to" text NOT NULL,
	"template" text NOT NULL,
	"subject" text,
	"language" text DEFAULT 'sv' NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_kind_check" CHECK ("outbox"."kind" in ('email')),
	CONSTRAINT "outbox_language_check" CHECK ("outbox"."language" in ('sv', 'en')),
	CONSTRAINT "outbox_attempts_check" CHECK ("outbox"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ownership_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bike_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"registration_type" text,
	"owner_user_id" uuid,
	"owner_name" text NOT NULL,
	"store_id" uuid,
	"purchase_price" integer,
	"receipt_number" text,
	"warranty_end_date" date,
	"receipt_file_id" uuid,
	"receipt_id" uuid,
	"transfer_id" uuid,
	"event_date" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ownership_events_event_type_check" CHECK ("ownership_events"."event_type" in ('registration', 'purchase', 'transfer')),
	CONSTRAINT "ownership_events_registration_type_check" CHECK ("ownership_events"."registration_type" in ('self', 'store')),
	CONSTRAINT "ownership_events_registration_type_pair_check" CHECK (("ownership_events"."event_type" = 'registration') = ("ownership_events"."registration_type" is not null)),
	CONSTRAINT "ownership_events_purchase_price_check" CHECK ("ownership_events"."purchase_price" is null or "ownership_events"."purchase_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ownership_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bike_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"price" integer,
	"purchase_date" date,
	"receipt_number" text NOT NULL,
	"warranty_end_date" date,
	"receipt_file_id" uuid,
	"seller_accepted_at" timestamp with time zone,
	"buyer_accepted_at" timestamp with time zone,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ownership_receipts_status_check" CHECK ("ownership_receipts"."status" in ('pending', 'completed', 'declined', 'cancelled')),
	CONSTRAINT "ownership_receipts_price_check" CHECK ("ownership_receipts"."price" is null or "ownership_receipts"."price" >= 0),
	CONSTRAINT "ownership_receipts_parties_check" CHECK ("ownership_receipts"."buyer_id" <> "ownership_receipts"."seller_id"),
	CONSTRAINT "ownership_receipts_completed_check" CHECK ("ownership_receipts"."status" <> 'completed' or ("ownership_receipts"."seller_accepted_at" is not null and "ownership_receipts"."buyer_accepted_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "ownership_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bike_id" uuid NOT NULL,
	"from_user_id" uuid NOT NULL,
	"to_user_id" uuid NOT NULL,
	"receipt_id" uuid,
	"status" text DEFAULT 'requested' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ownership_transfers_status_check" CHECK ("ownership_transfers"."status" in ('requested', 'completed', 'declined', 'cancelled')),
	CONSTRAINT "ownership_transfers_parties_check" CHECK ("ownership_transfers"."from_user_id" <> "ownership_transfers"."to_user_id")
);
--> statement-breakpoint
CREATE TABLE "campaign_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"payment_id" uuid,
	"points_granted" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"max_redemptions" integer,
	"bonus_points" integer,
	"percent_off" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_code_check" CHECK ("campaigns"."code" ~ '^[A-Z0-9]{3,32}$'),
	CONSTRAINT "campaigns_window_check" CHECK ("campaigns"."ends_at" > "campaigns"."starts_at"),
	CONSTRAINT "campaigns_max_redemptions_check" CHECK ("campaigns"."max_redemptions" is null or "campaigns"."max_redemptions" >= 1),
	CONSTRAINT "campaigns_benefit_check" CHECK (("campaigns"."bonus_points" is not null and "campaigns"."bonus_points" > 0 and "campaigns"."percent_off" is null)
        or ("campaigns"."percent_off" is not null and "campaigns"."percent_off" between 1 and 100 and "campaigns"."bonus_points" is null))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"package" text NOT NULL,
	"points" integer NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"campaign_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_package_check" CHECK ("payments"."package" in ('points_100', 'points_300', 'points_1000')),
	CONSTRAINT "payments_currency_check" CHECK ("payments"."currency" in ('SEK', 'USD')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'succeeded', 'failed', 'cancelled')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" >= 0 and "payments"."points" > 0)
);
--> statement-breakpoint
CREATE TABLE "points_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"balance_after" integer NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_ledger_reason_check" CHECK ("points_ledger"."reason" in ('purchase', 'campaign_bonus', 'bike_registration', 'qr_order', 'ownership_transfer', 'recovery_reward', 'store_package', 'admin_adjustment')),
	CONSTRAINT "points_ledger_amount_check" CHECK ("points_ledger"."amount" <> 0),
	CONSTRAINT "points_ledger_balance_after_check" CHECK ("points_ledger"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_balances" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"points_balance" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_balances_points_balance_check" CHECK ("user_balances"."points_balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "qr_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"points_spent" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"shipping_name" text,
	"shipping_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"printed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	CONSTRAINT "qr_orders_status_check" CHECK ("qr_orders"."status" in ('pending', 'printed', 'sent', 'cancelled')),
	CONSTRAINT "qr_orders_quantity_check" CHECK ("qr_orders"."quantity" between 1 and 100),
	CONSTRAINT "qr_orders_points_spent_check" CHECK ("qr_orders"."points_spent" >= 0)
);
--> statement-breakpoint
CREATE TABLE "qr_stickers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"bike_id" uuid,
	"order_id" uuid,
	"linked_at" timestamp with time zone,
	"printed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qr_stickers_code_check" CHECK ("qr_stickers"."code" ~ '^[A-Z0-9]{6,20}$')
);
--> statement-breakpoint
CREATE TABLE "business_package_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_name" text NOT NULL,
	"organization_number" text NOT NULL,
	"store_address" text NOT NULL,
	"contact_phone" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_person" text NOT NULL,
	"additional_info" text,
	"bike_count" integer DEFAULT 10 NOT NULL,
	"request_type" text DEFAULT 'store_partnership' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"submitted_by" uuid,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"rejection_reason" text,
	"store_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_package_requests_bike_count_check" CHECK ("business_package_requests"."bike_count" >= 1),
	CONSTRAINT "business_package_requests_request_type_check" CHECK ("business_package_requests"."request_type" in ('store_partnership', 'business_package')),
	CONSTRAINT "business_package_requests_status_check" CHECK ("business_package_requests"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "business_package_requests_organization_number_check" CHECK ("business_package_requests"."organization_number" ~ '^[0-9]{10}$')
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_number" text NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"postal_code" text,
	"city" text,
	"status" text DEFAULT 'aktiv' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_organization_number_check" CHECK ("companies"."organization_number" ~ '^[0-9]{10}$'),
	CONSTRAINT "companies_status_check" CHECK ("companies"."status" in ('aktiv', 'inaktiv', 'avregistrerad', 'likvidation', 'konkurs'))
);
--> statement-breakpoint
CREATE TABLE "store_staff_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"label" text,
	"active" boolean DEFAULT true NOT NULL,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"chain" text,
	"location_id" text,
	"address" text,
	"postal_code" text,
	"city" text,
	"phone" text,
	"organization_number" text NOT NULL,
	"contact_info" text,
	"account_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stores_organization_number_check" CHECK ("stores"."organization_number" ~ '^[0-9]{10}$')
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_consent" ADD CONSTRAINT "user_consent_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_staff_code_id_store_staff_codes_id_fk" FOREIGN KEY ("staff_code_id") REFERENCES "public"."store_staff_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bike_messages" ADD CONSTRAINT "bike_messages_bike_id_bikes_id_fk" FOREIGN KEY ("bike_id") REFERENCES "public"."bikes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bike_messages" ADD CONSTRAINT "bike_messages_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bike_messages" ADD CONSTRAINT "bike_messages_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bike_recovery_reports" ADD CONSTRAINT "bike_recovery_reports_bike_id_bikes_id_fk" FOREIGN KEY ("bike_id") REFERENCES "public"."bikes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bike_recovery_reports" ADD CONSTRAINT "bike_recovery_reports_finder_id_users_id_fk" FOREIGN KEY ("finder_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bike_sales" ADD CONSTRAINT "bike_sales_bike_id_bikes_id_fk" FOREIGN KEY ("bike_id") REFERENCES "public"."bikes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bike_sales" ADD CONSTRAINT "bike_sales_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bikes" ADD CONSTRAINT "bikes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bikes" ADD CONSTRAINT "bikes_receipt_file_id_files_id_fk" FOREIGN KEY ("receipt_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bikes" ADD CONSTRAINT "bikes_bike_photo_file_id_files_id_fk" FOREIGN KEY ("bike_photo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bikes" ADD CONSTRAINT "bikes_registered_by_store_id_stores_id_fk" FOREIGN KEY ("registered_by_store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bikes" ADD CONSTRAINT "bikes_registered_by_staff_code_id_store_staff_codes_id_fk" FOREIGN KEY ("registered_by_staff_code_id") REFERENCES "public"."store_staff_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "id_verifications" ADD CONSTRAINT "id_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "id_verifications" ADD CONSTRAINT "id_verifications_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "id_verifications" ADD CONSTRAINT "id_verifications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox" ADD CONSTRAINT "mailbox_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ownership_events" ADD CONSTRAINT "ownership_events_bike_id_bikes_id_fk" FOREIGN KEY ("bike_id") REFERENCES "public"."bikes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ownership_events" ADD CONSTRAINT "ownership_events_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ownership_events" ADD CONSTRAINT "ownership_events_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ownership_events" ADD CONSTRAINT "ownership_events_receipt_file_id_files_id_fk" FOREIGN KEY ("receipt_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ownership_events" ADD CONSTRAINT "ownership_events_receipt_id_ownership_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."ownership_receipts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ownership_events" ADD CONSTRAINT "ownership_events_transfer_id_ownership_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ownership_transfers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ownership_receipts" ADD CONSTRAINT "ownership_receipts_bike_id_bikes_id_fk" FOREIGN KEY ("bike_id") REFERENCES "public"."bikes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ownership_receipts" ADD CONSTRAINT "ownership_receipts_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ownership_receipts" ADD CONSTRAINT "ownership_receipts_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ownership_receipts" ADD CONSTRAINT "ownership_receipts_receipt_file_id_files_id_fk" FOREIGN KEY ("receipt_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ownership_transfers" ADD CONSTRAINT "ownership_transfers_bike_id_bikes_id_fk" FOREIGN KEY ("bike_id") REFERENCES "public"."bikes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ownership_transfers" ADD CONSTRAINT "ownership_transfers_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ownership_transfers" ADD CONSTRAINT "ownership_transfers_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ownership_transfers" ADD CONSTRAINT "ownership_transfers_receipt_id_ownership_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."ownership_receipts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_redemptions" ADD CONSTRAINT "campaign_redemptions_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_redemptions" ADD CONSTRAINT "campaign_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_redemptions" ADD CONSTRAINT "campaign_redemptions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_balances" ADD CONSTRAINT "user_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_orders" ADD CONSTRAINT "qr_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_stickers" ADD CONSTRAINT "qr_stickers_bike_id_bikes_id_fk" FOREIGN KEY ("bike_id") REFERENCES "public"."bikes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_stickers" ADD CONSTRAINT "qr_stickers_order_id_qr_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."qr_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_package_requests" ADD CONSTRAINT "business_package_requests_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_package_requests" ADD CONSTRAINT "business_package_requests_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_package_requests" ADD CONSTRAINT "business_package_requests_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_staff_codes" ADD CONSTRAINT "store_staff_codes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_account_user_id_users_id_fk" FOREIGN KEY ("account_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_personal_number_hash_unique" ON "profiles" USING btree ("personal_number_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_phone_unique" ON "profiles" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "profiles_role_idx" ON "profiles" USING btree ("role");--> statement-breakpoint
CREATE UNIQUE INDEX "user_consent_user_id_consent_type_unique" ON "user_consent" USING btree ("user_id","consent_type");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "audit_log_actor_user_id_idx" ON "audit_log" USING btree ("actor_user_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_key_attempted_at_idx" ON "login_attempts" USING btree ("key","attempted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_token_hash_unique" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_id_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_refresh_token_hash_unique" ON "sessions" USING btree ("refresh_token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_family_id_idx" ON "sessions" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "sessions_staff_code_id_idx" ON "sessions" USING btree ("staff_code_id");--> statement-breakpoint
CREATE INDEX "bike_messages_to_user_id_idx" ON "bike_messages" USING btree ("to_user_id","created_at");--> statement-breakpoint
CREATE INDEX "bike_messages_from_user_id_idx" ON "bike_messages" USING btree ("from_user_id");--> statement-breakpoint
CREATE INDEX "bike_messages_bike_id_idx" ON "bike_messages" USING btree ("bike_id");--> statement-breakpoint
CREATE INDEX "bike_recovery_reports_bike_id_idx" ON "bike_recovery_reports" USING btree ("bike_id","status");--> statement-breakpoint
CREATE INDEX "bike_recovery_reports_finder_id_idx" ON "bike_recovery_reports" USING btree ("finder_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bike_sales_one_active_per_bike" ON "bike_sales" USING btree ("bike_id") WHERE "bike_sales"."is_active";--> statement-breakpoint
CREATE INDEX "bike_sales_bike_id_idx" ON "bike_sales" USING btree ("bike_id");--> statement-breakpoint
CREATE INDEX "bike_sales_seller_id_idx" ON "bike_sales" USING btree ("seller_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bikes_frame_key_live_unique" ON "bikes" USING btree ("frame_key") WHERE "bikes"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "bikes_frame_key_trgm_idx" ON "bikes" USING gin ("frame_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bikes_frame_normalized_trgm_idx" ON "bikes" USING gin ("frame_normalized" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bikes_owner_id_idx" ON "bikes" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "bikes_registered_by_store_id_idx" ON "bikes" USING btree ("registered_by_store_id");--> statement-breakpoint
CREATE INDEX "bikes_registered_by_staff_code_id_idx" ON "bikes" USING btree ("registered_by_staff_code_id");--> statement-breakpoint
CREATE INDEX "bikes_receipt_file_id_idx" ON "bikes" USING btree ("receipt_file_id");--> statement-breakpoint
CREATE INDEX "bikes_bike_photo_file_id_idx" ON "bikes" USING btree ("bike_photo_file_id");--> statement-breakpoint
CREATE INDEX "bikes_stolen_idx" ON "bikes" USING btree ("stolen_date") WHERE "bikes"."stolen_status" = 'stolen' and "bikes"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "bikes_for_sale_idx" ON "bikes" USING btree ("created_at") WHERE "bikes"."status" = 'for_sale' and "bikes"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "files_storage_key_unique" ON "files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "files_owner_user_id_idx" ON "files" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "id_verifications_user_id_idx" ON "id_verifications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "id_verifications_file_id_idx" ON "id_verifications" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "id_verifications_reviewed_by_idx" ON "id_verifications" USING btree ("reviewed_by");--> statement-breakpoint
CREATE INDEX "id_verifications_status_idx" ON "id_verifications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "mailbox_to_idx" ON "mailbox" USING btree ("to","created_at");--> statement-breakpoint
CREATE INDEX "mailbox_outbox_id_idx" ON "mailbox" USING btree ("outbox_id");--> statement-breakpoint
CREATE INDEX "notifications_user_id_created_at_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "ownership_events_bike_id_event_date_idx" ON "ownership_events" USING btree ("bike_id","event_date");--> statement-breakpoint
CREATE INDEX "ownership_events_owner_user_id_idx" ON "ownership_events" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "ownership_events_store_id_idx" ON "ownership_events" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "ownership_events_receipt_file_id_idx" ON "ownership_events" USING btree ("receipt_file_id");--> statement-breakpoint
CREATE INDEX "ownership_events_receipt_id_idx" ON "ownership_events" USING btree ("receipt_id");--> statement-breakpoint
CREATE INDEX "ownership_events_transfer_id_idx" ON "ownership_events" USING btree ("transfer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ownership_receipts_receipt_number_unique" ON "ownership_receipts" USING btree ("receipt_number");--> statement-breakpoint
CREATE INDEX "ownership_receipts_bike_id_idx" ON "ownership_receipts" USING btree ("bike_id");--> statement-breakpoint
CREATE INDEX "ownership_receipts_buyer_id_idx" ON "ownership_receipts" USING btree ("buyer_id","status");--> statement-breakpoint
CREATE INDEX "ownership_receipts_seller_id_idx" ON "ownership_receipts" USING btree ("seller_id","status");--> statement-breakpoint
CREATE INDEX "ownership_receipts_receipt_file_id_idx" ON "ownership_receipts" USING btree ("receipt_file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ownership_transfers_one_open_per_bike" ON "ownership_transfers" USING btree ("bike_id") WHERE "ownership_transfers"."status" = 'requested';--> statement-breakpoint
CREATE INDEX "ownership_transfers_from_user_id_idx" ON "ownership_transfers" USING btree ("from_user_id");--> statement-breakpoint
CREATE INDEX "ownership_transfers_to_user_id_idx" ON "ownership_transfers" USING btree ("to_user_id");--> statement-breakpoint
CREATE INDEX "ownership_transfers_receipt_id_idx" ON "ownership_transfers" USING btree ("receipt_id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_redemptions_campaign_id_user_id_unique" ON "campaign_redemptions" USING btree ("campaign_id","user_id");--> statement-breakpoint
CREATE INDEX "campaign_redemptions_user_id_idx" ON "campaign_redemptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "campaign_redemptions_payment_id_idx" ON "campaign_redemptions" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_code_unique" ON "campaigns" USING btree ("code");--> statement-breakpoint
CREATE INDEX "campaigns_created_by_idx" ON "campaigns" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_payment_id_unique" ON "payments" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE INDEX "payments_user_id_idx" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_campaign_id_idx" ON "payments" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "points_ledger_user_id_created_at_idx" ON "points_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_user_reason_reference_unique" ON "points_ledger" USING btree ("user_id","reason","reference") WHERE "points_ledger"."reference" is not null and "points_ledger"."amount" > 0;--> statement-breakpoint
CREATE INDEX "qr_orders_user_id_idx" ON "qr_orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "qr_orders_status_idx" ON "qr_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "qr_stickers_code_unique" ON "qr_stickers" USING btree ("code");--> statement-breakpoint
CREATE INDEX "qr_stickers_bike_id_idx" ON "qr_stickers" USING btree ("bike_id");--> statement-breakpoint
CREATE INDEX "qr_stickers_order_id_idx" ON "qr_stickers" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "business_package_requests_status_idx" ON "business_package_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "business_package_requests_submitted_by_idx" ON "business_package_requests" USING btree ("submitted_by");--> statement-breakpoint
CREATE INDEX "business_package_requests_reviewed_by_idx" ON "business_package_requests" USING btree ("reviewed_by");--> statement-breakpoint
CREATE INDEX "business_package_requests_store_id_idx" ON "business_package_requests" USING btree ("store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_organization_number_unique" ON "companies" USING btree ("organization_number");--> statement-breakpoint
CREATE UNIQUE INDEX "store_staff_codes_store_id_code_hash_unique" ON "store_staff_codes" USING btree ("store_id","code_hash");--> statement-breakpoint
CREATE INDEX "store_staff_codes_store_id_idx" ON "store_staff_codes" USING btree ("store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stores_organization_number_unique" ON "stores" USING btree ("organization_number");--> statement-breakpoint
CREATE UNIQUE INDEX "stores_account_user_id_unique" ON "stores" USING btree ("account_user_id");