CREATE TABLE "bike_search_places" (
	"field" text NOT NULL,
	"value" text NOT NULL,
	"city" text NOT NULL,
	"bike_type" text NOT NULL,
	"bike_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bike_search_places_pkey" PRIMARY KEY("field","value","city","bike_type")
);--> statement-breakpoint
-- Text with a city or a type (docs/decisions/060-prepared-and-covering-search.md): every visible
-- brand, model and colour value of live bikes by city and type, with its number of bikes, kept by
-- the search-terms trigger in the same transaction, so a search knows how many bikes match a word
-- in a city of a type before reading any.
CREATE FUNCTION bike_search_places_add(place_field text, place_value text, place_city text, place_type text, delta integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO bike_search_places AS places (field, value, city, bike_type, bike_count)
  VALUES (place_field, place_value, place_city, place_type, delta)
  ON CONFLICT (field, value, city, bike_type) DO UPDATE SET bike_count = places.bike_count + excluded.bike_count
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bikes_count_search_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.deleted_at IS NULL THEN
    IF OLD.public_brand AND coalesce(OLD.brand, '') <> '' THEN
      PERFORM bike_search_terms_add('brand', lower(translate(OLD.brand, 'ÅÄÖÆØÉÈÜ', 'åäöæøéèü')), -1);
    END IF;
    IF OLD.public_model AND coalesce(OLD.model, '') <> '' THEN
      PERFORM bike_search_terms_add('model', lower(translate(OLD.model, 'ÅÄÖÆØÉÈÜ', 'åäöæøéèü')), -1);
    END IF;
    IF OLD.public_color AND coalesce(OLD.color, '') <> '' THEN
      PERFORM bike_search_terms_add('color', lower(translate(OLD.color, 'ÅÄÖÆØÉÈÜ', 'åäöæøéèü')), -1);
    END IF;
    IF coalesce(OLD.city, '') <> '' THEN
      PERFORM bike_search_terms_add('city', lower(translate(OLD.city, 'ÅÄÖÆØÉÈÜ', 'åäöæøéèü')), -1);
    END IF;
    IF OLD.bike_type IS NOT NULL THEN PERFORM bike_search_terms_add('type', OLD.bike_type, -1); END IF;
    IF coalesce(OLD.city, '') <> '' AND OLD.bike_type IS NOT NULL THEN
      PERFORM bike_search_terms_add('city_type', lower(translate(OLD.city, 'ÅÄÖÆØÉÈÜ', 'åäöæøéèü')) || '|' || OLD.bike_type, -1);
    END IF;
    IF OLD.public_brand AND coalesce(OLD.brand, '') <> '' THEN
      PERFORM bike_search_places_add('brand', lower(translate(OLD.brand, 'ÅÄÖÆØÉÈÜ', 'åäöæøéèü')), coalesce(lower(translate(OLD.city, 'ÅÄÖÆØÉÈÜ', 'åäöæøéèü')), ''), coalesce(OLD.bike_type, ''), -1);
    END IF;
    IF OLD.public_model AND coalesce(OLD.model, '') <> '' THEN
      PERFORM bike_search_places_add('model', lower(translate(OLD.model, 'ÅÄÖÆØÉÈÜ', 'åäöæøéèü')), coalesce(lower(translate(OLD.city, 'ÅÄÖÆØÉÈÜ', 'åäöæøéèü')), ''), coalesce(OLD.bike_type, ''), -1);
    END IF;
    IF OLD.public_color AND coalesce(OLD.color, '') <> '' THEN
      PERFORM bike_search_places_add('color', lower(translate(OLD.color, 'ÅÄÖÆØÉÈÜ', 'åäöæøéèü')), coalesce(lower(translate(OLD.city, 'ÅÄÖÆØÉÈÜ', 'åäöæøéèü')), ''), coalesce(OLD.bike_type, ''), -1);
    END IF;
    IF OLD.stolen_status = 'stolen' THEN PERFORM bike_search_terms_add('stolen', '', -1); END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.deleted_at IS NULL THEN
    IF NEW.public_brand AND coalesce(NEW.brand, '') <> '' THEN
      PERFORM bike_search_terms_add('brand', lower(translate(NEW.brand, 'ÅÄÖÆØÉÈÜ', 'åäöæøéèü')), 1);
    END IF;
    IF NEW.public_model AND coalesce(NEW.model, '') <> '' THEN
      PERFORM bike_search_terms_add('model', lower(translate(NEW.model, 'ÅÄÖÆØÉÈÜ', 'åäöæøéèü')), 1);
    END IF;
    IF NEW.public_color AND coalesce(NEW.color, '') <> '' THEN
      PERFORM bike_search_terms_add('color', lower(translate(NEW.color, 'ÅÄÖÆØÉÈÜ', 'åäöæøéèü')), 1);
    END IF;
    IF coalesce(NEW.city, '') <> '' THEN
      PERFORM bike_search_terms_add('city', lower(translate(NEW.city, 'ÅÄÖÆØÉÈÜ', 'åäöæøéèü')), 1);
    END IF;
    IF NEW.bike_type IS NOT NULL THEN PERFORM bike_search_terms_add('type', NEW.bike_type, 1); END IF;
    IF coalesce(NEW.city, '') <> '' AND NEW.bike_type IS NOT NULL THEN
      PERFORM bike_search_terms_add('city_type', lower(translate(NEW.city, 'ÅÄÖÆØÉÈÜ', 'åäöæøéèü')) || '|' || NEW.bike_type, 1);
    END IF;
    IF NEW.public_brand AND coalesce(NEW.brand, '') <> '' THEN
      PERFORM bike_search_places_add('brand', lower(translate(NEW.brand, 'ÅÄÖÆØÉÈÜ', 'åäöæøéèü')), coalesce(lower(translate(NEW.city, 'ÅÄÖÆØÉÈÜ', 'åäöæøéèü')), ''), coalesce(NEW.bike_type, ''), 1);
    END IF;
    IF NEW.public_model AND coalesce(NEW.model, '') <> '' THEN
      PERFORM bike_search_places_add('model', lower(translate(NEW.model, 'ÅÄÖÆØÉÈÜ', 'åäöæøéèü')), coalesce(lower(translate(NEW.city, 'ÅÄÖÆØÉÈÜ', 'åäöæøéèü')), ''), coalesce(NEW.bike_type, ''), 1);
    END IF;
    IF NEW.public_color AND coalesce(NEW.color, '') <> '' THEN
      PERFORM bike_search_places_add('color', lower(translate(NEW.color, 'ÅÄÖÆØÉÈÜ', 'åäöæøéèü')), coalesce(lower(translate(NEW.city, 'ÅÄÖÆØÉÈÜ', 'åäöæøéèü')), ''), coalesce(NEW.bike_type, ''), 1);
    END IF;
    IF NEW.stolen_status = 'stolen' THEN PERFORM bike_search_terms_add('stolen', '', 1); END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
INSERT INTO bike_search_places (field, value, city, bike_type, bike_count)
  SELECT 'brand', lower(translate(brand, 'ÅÄÖÆØÉÈÜ', 'åäöæøéèü')), coalesce(lower(translate(city, 'ÅÄÖÆØÉÈÜ', 'åäöæøéèü')), ''), coalesce(bike_type, ''), count(*) FROM bikes
    WHERE deleted_at IS NULL AND public_brand AND coalesce(brand, '') <> '' GROUP BY 2, 3, 4
  UNION ALL
  SELECT 'model', lower(translate(model, 'ÅÄÖÆØÉÈÜ', 'åäöæøéèü')), coalesce(lower(translate(city, 'ÅÄÖÆØÉÈÜ', 'åäöæøéèü')), ''), coalesce(bike_type, ''), count(*) FROM bikes
    WHERE deleted_at IS NULL AND public_model AND coalesce(model, '') <> '' GROUP BY 2, 3, 4
  UNION ALL
  SELECT 'color', lower(translate(color, 'ÅÄÖÆØÉÈÜ', 'åäöæøéèü')), coalesce(lower(translate(city, 'ÅÄÖÆØÉÈÜ', 'åäöæøéèü')), ''), coalesce(bike_type, ''), count(*) FROM bikes
    WHERE deleted_at IS NULL AND public_color AND coalesce(color, '') <> '' GROUP BY 2, 3, 4;--> statement-breakpoint
-- Covering recent indexes (docs/decisions/060-prepared-and-covering-search.md): each field's
-- newest-first index also carries the columns a filtered search checks on every bike it reads
-- (the three text fields, their visibility, city and type), so those checks are answered from the
-- index alone (an index-only scan) instead of reading each bike's row. The field itself is
-- included too: PostgreSQL reads an expression's columns from the index only when they are in it.
-- Same names and keys as before (apps/server/src/db/schema/bikes.ts; drizzle cannot write INCLUDE).
DROP INDEX "bikes_brand_recent_idx";--> statement-breakpoint
CREATE INDEX "bikes_brand_recent_idx" ON "bikes" USING btree (lower(translate(brand, 'ÅÄÖÆØÉÈÜ', 'åäöæøéèü')),"created_at" DESC NULLS LAST,"id") INCLUDE ("brand", "model", "color", "city", "bike_type", "public_brand", "public_model", "public_color") WHERE deleted_at is null and public_brand;--> statement-breakpoint
DROP INDEX "bikes_model_recent_idx";--> statement-breakpoint
CREATE INDEX "bikes_model_recent_idx" ON "bikes" USING btree (lower(translate(model, 'ÅÄÖÆØÉÈÜ', 'åäöæøéèü')),"created_at" DESC NULLS LAST,"id") INCLUDE ("brand", "model", "color", "city", "bike_type", "public_brand", "public_model", "public_color") WHERE deleted_at is null and public_model;--> statement-breakpoint
DROP INDEX "bikes_color_recent_idx";--> statement-breakpoint
CREATE INDEX "bikes_color_recent_idx" ON "bikes" USING btree (lower(translate(color, 'ÅÄÖÆØÉÈÜ', 'åäöæøéèü')),"created_at" DESC NULLS LAST,"id") INCLUDE ("brand", "model", "color", "city", "bike_type", "public_brand", "public_model", "public_color") WHERE deleted_at is null and public_color;
