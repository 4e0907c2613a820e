-- Search with filters (docs/decisions/058-filtered-search.md): a live bike's search tags, one per
-- visible brand, model and colour value, its city, its type, and its city with its type, folded as
-- search folds text. A GIN index over them answers "bikes carrying any of these brands and any of
-- these cities ..." by intersecting posting lists.
CREATE FUNCTION bike_search_tags(brand text, model text, color text, city text, bike_type text, public_brand boolean, public_model boolean, public_color boolean)
RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_remove(ARRAY[
    CASE WHEN public_brand AND coalesce(brand, '') <> '' THEN 'brand:' || lower(translate(brand, 'ÅÄÖÆØÉÈÜ', 'åäöæøéèü')) END,
    CASE WHEN public_model AND coalesce(model, '') <> '' THEN 'model:' || lower(translate(model, 'ÅÄÖÆØÉÈÜ', 'åäöæøéèü')) END,
    CASE WHEN public_color AND coalesce(color, '') <> '' THEN 'color:' || lower(translate(color, 'ÅÄÖÆØÉÈÜ', 'åäöæøéèü')) END,
    CASE WHEN coalesce(city, '') <> '' THEN 'city:' || lower(translate(city, 'ÅÄÖÆØÉÈÜ', 'åäöæøéèü')) END,
    CASE WHEN bike_type IS NOT NULL THEN 'type:' || bike_type END,
    CASE WHEN coalesce(city, '') <> '' AND bike_type IS NOT NULL THEN 'city_type:' || lower(translate(city, 'ÅÄÖÆØÉÈÜ', 'åäöæøéèü')) || '|' || bike_type END
  ], NULL)
$$;--> statement-breakpoint
-- The city filter matches cities containing its text: bike_search_terms now also keeps every city
-- of live bikes with its number of bikes, so the filter becomes a handful of city tags; and every
-- type, and every city with a type, with its number of bikes, so a filtered search can tell common
-- matches from rare ones and give a city's or a type's total without counting.
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
    IF NEW.stolen_status = 'stolen' THEN PERFORM bike_search_terms_add('stolen', '', 1); END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER bikes_count_search_terms ON bikes;--> statement-breakpoint
CREATE TRIGGER bikes_count_search_terms AFTER INSERT OR DELETE OR UPDATE OF brand, model, color, city, bike_type, public_brand, public_model, public_color, stolen_status, deleted_at ON bikes FOR EACH ROW EXECUTE FUNCTION bikes_count_search_terms();--> statement-breakpoint
INSERT INTO bike_search_terms (field, value, bike_count)
  SELECT 'city', lower(translate(city, 'ÅÄÖÆØÉÈÜ', 'åäöæøéèü')), count(*) FROM bikes WHERE deleted_at IS NULL AND coalesce(city, '') <> '' GROUP BY 2
  UNION ALL
  SELECT 'type', bike_type, count(*) FROM bikes WHERE deleted_at IS NULL AND bike_type IS NOT NULL GROUP BY 2
  UNION ALL
  SELECT 'city_type', lower(translate(city, 'ÅÄÖÆØÉÈÜ', 'åäöæøéèü')) || '|' || bike_type, count(*) FROM bikes WHERE deleted_at IS NULL AND coalesce(city, '') <> '' AND bike_type IS NOT NULL GROUP BY 2;--> statement-breakpoint
CREATE INDEX "bikes_search_tags_idx" ON "bikes" USING gin (bike_search_tags("brand", "model", "color", "city", "bike_type", "public_brand", "public_model", "public_color")) WHERE "bikes"."deleted_at" is null;