-- The admin back office (docs/decisions/041): stores.suspended_at (a suspended store cannot sign in
-- and leaves /partners) and the indexes the dashboard's counts per window read.
ALTER TABLE "stores" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_action_created_at_idx" ON "audit_log" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "bike_recovery_reports_pending_idx" ON "bike_recovery_reports" USING btree ("created_at") WHERE "bike_recovery_reports"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "bikes_created_at_idx" ON "bikes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bikes_recovered_at_idx" ON "bikes" USING btree ("recovered_at") WHERE "bikes"."recovered_at" is not null;--> statement-breakpoint
CREATE INDEX "payments_succeeded_completed_at_idx" ON "payments" USING btree ("completed_at") WHERE "payments"."status" = 'succeeded';