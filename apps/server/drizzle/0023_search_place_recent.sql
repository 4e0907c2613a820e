-- Text with a city (decision 061): the newest bikes with a visible brand, model or colour in a city,
-- read in page order from one range of an index per value and city. The type, and the columns the
-- key expressions read, are included so the type is checked from the index alone (drizzle cannot
-- write INCLUDE; apps/server/src/db/schema/bikes.ts has the same names and keys).
CREATE INDEX "bikes_brand_place_recent_idx" ON "bikes" USING btree (lower(translate(brand, 'ÅÄÖÆØÉÈÜ', 'åäöæøéèü')),lower(translate(city, 'ÅÄÖÆØÉÈÜ', 'åäöæøéèü')),"created_at" DESC NULLS LAST,"id") INCLUDE ("bike_type", "brand", "city") WHERE deleted_at is null and public_brand;--> statement-breakpoint
CREATE INDEX "bikes_model_place_recent_idx" ON "bikes" USING btree (lower(translate(model, 'ÅÄÖÆØÉÈÜ', 'åäöæøéèü')),lower(translate(city, 'ÅÄÖÆØÉÈÜ', 'åäöæøéèü')),"created_at" DESC NULLS LAST,"id") INCLUDE ("bike_type", "model", "city") WHERE deleted_at is null and public_model;--> statement-breakpoint
CREATE INDEX "bikes_color_place_recent_idx" ON "bikes" USING btree (lower(translate(color, 'ÅÄÖÆØÉÈÜ', 'åäöæøéèü')),lower(translate(city, 'ÅÄÖÆØÉÈÜ', 'åäöæøéèü')),"created_at" DESC NULLS LAST,"id") INCLUDE ("bike_type", "color", "city") WHERE deleted_at is null and public_color;
