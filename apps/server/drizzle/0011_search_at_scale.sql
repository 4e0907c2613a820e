-- Search at a million bikes (docs/decisions/028-search-at-scale.md).
-- "Close" frame numbers: a normalised frame number and each of its one-character deletions,
-- hashed (first 32 bits of MD5, as services/search/frame-variants.ts computes them). Two frame
-- numbers one edit apart share a variant, so a GIN index on these finds them with a few probes.
CREATE OR REPLACE FUNCTION frame_variant_hashes(value text) RETURNS integer[] LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT array_agg(DISTINCT ('x' || left(md5(variant), 8))::bit(32)::integer)
  FROM (
    SELECT value AS variant
    UNION ALL
    SELECT overlay(value PLACING '' FROM position FOR 1) FROM generate_series(1, length(value)) AS position
  ) AS variants
$$;--> statement-breakpoint
CREATE TABLE "bike_search_terms" (
	"field" text NOT NULL,
	"value" text NOT NULL,
	"bike_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bike_search_terms_pkey" PRIMARY KEY("field","value")
);
--> statement-breakpoint
CREATE INDEX "bike_search_terms_value_trgm_idx" ON "bike_search_terms" USING gin ("value" gin_trgm_ops);--> statement-breakpoint
-- Text search: every visible brand, model and colour value of live bikes with its number of bikes,
-- and the number of live stolen bikes, kept in step by a trigger in the same transaction.
CREATE FUNCTION bike_search_terms_add(term_field text, term_value text, delta integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO bike_search_terms AS terms (field, value, bike_count) VALUES (term_field, term_value, delta)
  ON CONFLICT (field, value) DO UPDATE SET bike_count = terms.bike_count + excluded.bike_count
$$;--> statement-breakpoint
CREATE FUNCTION bikes_count_search_terms() RETURNS trigger LANGUAGE plpgsql AS $$
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
    IF NEW.stolen_status = 'stolen' THEN PERFORM bike_search_terms_add('stolen', '', 1); END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER bikes_count_search_terms AFTER INSERT OR DELETE OR UPDATE OF brand, model, color, public_brand, public_model, public_color, stolen_status, deleted_at ON bikes FOR EACH ROW EXECUTE FUNCTION bikes_count_search_terms();--> statement-breakpoint
INSERT INTO bike_search_terms (field, value, bike_count)
  SELECT 'brand', lower(translate(brand, 'ÅÄÖÆØÉÈÜ', 'åäöæøéèü')), count(*) FROM bikes WHERE deleted_at IS NULL AND public_brand AND coalesce(brand, '') <> '' GROUP BY 2
  UNION ALL
  SELECT 'model', lower(translate(model, 'ÅÄÖÆØÉÈÜ', 'åäöæøéèü')), count(*) FROM bikes WHERE deleted_at IS NULL AND public_model AND coalesce(model, '') <> '' GROUP BY 2
  UNION ALL
  SELECT 'color', lower(translate(color, 'ÅÄÖÆØÉÈÜ', 'åäöæøéèü')), count(*) FROM bikes WHERE deleted_at IS NULL AND public_color AND coalesce(color, '') <> '' GROUP BY 2
  UNION ALL
  SELECT 'stolen', '', count(*) FROM bikes WHERE deleted_at IS NULL AND stolen_status = 'stolen';--> statement-breakpoint
CREATE INDEX "bikes_frame_variants_idx" ON "bikes" USING gin (frame_variant_hashes("frame_normalized")) WHERE "bikes"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "bikes_brand_recent_idx" ON "bikes" USING btree (lower(translate(brand, 'ÅÄÖÆØÉÈÜ', 'åäöæøéèü')),"created_at" DESC NULLS LAST,"id") WHERE deleted_at is null and public_brand;--> statement-breakpoint
CREATE INDEX "bikes_model_recent_idx" ON "bikes" USING btree (lower(translate(model, 'ÅÄÖÆØÉÈÜ', 'åäöæøéèü')),"created_at" DESC NULLS LAST,"id") WHERE deleted_at is null and public_model;--> statement-breakpoint
CREATE INDEX "bikes_color_recent_idx" ON "bikes" USING btree (lower(translate(color, 'ÅÄÖÆØÉÈÜ', 'åäöæøéèü')),"created_at" DESC NULLS LAST,"id") WHERE deleted_at is null and public_color;--> statement-breakpoint
DROP INDEX "bike_sales_active_created_at_idx";--> statement-breakpoint
CREATE INDEX "bike_sales_active_newest_idx" ON "bike_sales" USING btree ("created_at" DESC NULLS LAST,"bike_id" DESC NULLS LAST) WHERE "bike_sales"."is_active";
