-- Every GIN index a search reads takes a new row's entries at once (docs/decisions/081): with
-- PostgreSQL's default (fastupdate on) they wait in a pending list that every search reads through
-- until a vacuum or analyze folds it in (autovacuum's analyze comes after some 100,000 changed rows
-- at 1,000,000 bikes) or it outgrows gin_pending_list_limit (4 MB). Changed in place, not rebuilt
-- (drizzle-kit would drop and create each, minutes at that size); the entries pending now are
-- folded in at once.
ALTER INDEX "bike_search_terms_value_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "bikes_frame_key_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "bikes_frame_normalized_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "bikes_brand_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "bikes_model_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "bikes_color_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "bikes_city_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "bikes_frame_variants_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "bikes_search_tags_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('"bike_search_terms_value_trgm_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"bikes_frame_key_trgm_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"bikes_frame_normalized_trgm_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"bikes_brand_trgm_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"bikes_model_trgm_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"bikes_color_trgm_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"bikes_city_trgm_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"bikes_frame_variants_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"bikes_search_tags_idx"'::regclass);
