CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"topic" text NOT NULL,
	"message" text NOT NULL,
	"language" text DEFAULT 'sv' NOT NULL,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_messages_topic_check" CHECK ("contact_messages"."topic" in ('general', 'account', 'bike', 'store', 'privacy')),
	CONSTRAINT "contact_messages_language_check" CHECK ("contact_messages"."language" in ('sv', 'en')),
	CONSTRAINT "contact_messages_message_check" CHECK (char_length(btrim("contact_messages"."message")) > 0)
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_user_id_idx" ON "contact_messages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "bike_sales_active_created_at_idx" ON "bike_sales" USING btree ("created_at") WHERE "bike_sales"."is_active";--> statement-breakpoint
CREATE INDEX "bikes_frame_normalized_idx" ON "bikes" USING btree ("frame_normalized") WHERE "bikes"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "bikes_brand_trgm_idx" ON "bikes" USING gin (lower(translate(brand, 'ÅÄÖÆØÉÈÜ', 'åäöæøéèü')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bikes_model_trgm_idx" ON "bikes" USING gin (lower(translate(model, 'ÅÄÖÆØÉÈÜ', 'åäöæøéèü')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bikes_color_trgm_idx" ON "bikes" USING gin (lower(translate(color, 'ÅÄÖÆØÉÈÜ', 'åäöæøéèü')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bikes_city_trgm_idx" ON "bikes" USING gin (lower(translate(city, 'ÅÄÖÆØÉÈÜ', 'åäöæøéèü')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bikes_bike_type_idx" ON "bikes" USING btree ("bike_type","created_at") WHERE "bikes"."deleted_at" is null;