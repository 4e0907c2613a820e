CREATE TABLE "finder_rewards" (
	"bike_id" uuid NOT NULL,
	"finder_id" uuid NOT NULL,
	"report_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "finder_rewards_pkey" PRIMARY KEY("bike_id","finder_id")
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "bike_recovery_reports" ADD COLUMN "reward_withheld" text;--> statement-breakpoint
ALTER TABLE "bike_recovery_reports" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "bike_recovery_reports" ADD COLUMN "shared_network" boolean;--> statement-breakpoint
ALTER TABLE "bikes" ADD COLUMN "stolen_reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "finder_rewards" ADD CONSTRAINT "finder_rewards_bike_id_bikes_id_fk" FOREIGN KEY ("bike_id") REFERENCES "public"."bikes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finder_rewards" ADD CONSTRAINT "finder_rewards_finder_id_users_id_fk" FOREIGN KEY ("finder_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finder_rewards" ADD CONSTRAINT "finder_rewards_report_id_bike_recovery_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."bike_recovery_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "finder_rewards_report_id_unique" ON "finder_rewards" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "finder_rewards_finder_id_idx" ON "finder_rewards" USING btree ("finder_id");--> statement-breakpoint
ALTER TABLE "bike_recovery_reports" ADD CONSTRAINT "bike_recovery_reports_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bike_recovery_reports_owner_id_idx" ON "bike_recovery_reports" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "bike_recovery_reports_confirmed_idx" ON "bike_recovery_reports" USING btree ("resolved_at") WHERE "bike_recovery_reports"."status" = 'confirmed';--> statement-breakpoint
ALTER TABLE "bike_recovery_reports" ADD CONSTRAINT "bike_recovery_reports_reward_withheld_check" CHECK ("bike_recovery_reports"."reward_withheld" in ('theft_too_recent', 'already_rewarded'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('bike_registered', 'message_received', 'receipt_created', 'receipt_accepted', 'receipt_declined', 'transfer_completed', 'recovery_report', 'recovery_reward', 'recovery_reward_withheld_recent', 'recovery_reward_withheld_repeat', 'id_verification_reviewed', 'points_credited', 'store_request_received'));--> statement-breakpoint
-- Decision 095, by hand: what the new columns and table would hold had they always existed.
-- A theft reported before now: when its report was written in the audit log, else the stolen day.
UPDATE "bikes" b SET "stolen_reported_at" = coalesce(
  (SELECT max(a."created_at") FROM "audit_log" a
    WHERE a."target_type" = 'bike' AND a."target_id" = b."id"::text AND a."action" = 'bike.report_stolen'),
  b."stolen_date"::timestamp AT TIME ZONE 'Europe/Stockholm')
WHERE b."stolen_date" IS NOT NULL;--> statement-breakpoint
-- The owner who confirmed a report: the confirmation's actor, else the bike's owner now.
UPDATE "bike_recovery_reports" r SET "owner_id" = coalesce(
  (SELECT a."actor_user_id" FROM "audit_log" a
    WHERE a."target_type" = 'bike' AND a."target_id" = r."bike_id"::text
      AND a."action" = 'bike.recovery_confirmed' AND a."details"->>'reportId' = r."id"::text
    LIMIT 1),
  (SELECT b."owner_id" FROM "bikes" b WHERE b."id" = r."bike_id"))
WHERE r."status" = 'confirmed';--> statement-breakpoint
-- Rewards already paid: the first per bike and finder is the one (any later ones stay as paid).
INSERT INTO "finder_rewards" ("bike_id", "finder_id", "report_id", "created_at")
SELECT DISTINCT ON (r."bike_id", r."finder_id") r."bike_id", r."finder_id", r."id", coalesce(r."resolved_at", r."created_at")
FROM "bike_recovery_reports" r
WHERE r."status" = 'confirmed' AND r."reward_points" > 0 AND r."finder_id" IS NOT NULL
ORDER BY r."bike_id", r."finder_id", r."resolved_at", r."id";
