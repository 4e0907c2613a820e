-- /store-bikes and /store-analytics (docs/decisions/040): a store's registrations and its account's
-- stock, newest first, each from its own index; the list's "registered by the store or owned by
-- it" is a BitmapOr of the two, the analytics' date range a range scan of the first.
CREATE INDEX "bikes_registered_by_store_recent_idx" ON "bikes" USING btree ("registered_by_store_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "bikes"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "bikes_owner_recent_idx" ON "bikes" USING btree ("owner_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "bikes"."deleted_at" is null;
