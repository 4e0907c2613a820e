CREATE TABLE "frame_number_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bike_id" uuid NOT NULL,
	"similar_bike_id" uuid NOT NULL,
	"confirmed_by_user_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "frame_number_reviews_status_check" CHECK ("frame_number_reviews"."status" in ('pending', 'cleared', 'flagged')),
	CONSTRAINT "frame_number_reviews_other_bike_check" CHECK ("frame_number_reviews"."bike_id" <> "frame_number_reviews"."similar_bike_id")
);
--> statement-breakpoint
ALTER TABLE "frame_number_reviews" ADD CONSTRAINT "frame_number_reviews_bike_id_bikes_id_fk" FOREIGN KEY ("bike_id") REFERENCES "public"."bikes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frame_number_reviews" ADD CONSTRAINT "frame_number_reviews_similar_bike_id_bikes_id_fk" FOREIGN KEY ("similar_bike_id") REFERENCES "public"."bikes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frame_number_reviews" ADD CONSTRAINT "frame_number_reviews_confirmed_by_user_id_users_id_fk" FOREIGN KEY ("confirmed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frame_number_reviews" ADD CONSTRAINT "frame_number_reviews_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "frame_number_reviews_pair_unique" ON "frame_number_reviews" USING btree ("bike_id","similar_bike_id");--> statement-breakpoint
CREATE INDEX "frame_number_reviews_status_idx" ON "frame_number_reviews" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "frame_number_reviews_similar_bike_id_idx" ON "frame_number_reviews" USING btree ("similar_bike_id");--> statement-breakpoint
CREATE INDEX "frame_number_reviews_confirmed_by_user_id_idx" ON "frame_number_reviews" USING btree ("confirmed_by_user_id");--> statement-breakpoint
CREATE INDEX "frame_number_reviews_reviewed_by_idx" ON "frame_number_reviews" USING btree ("reviewed_by");