-- A catalog import (src/server/catalog-import) writes thousands of products and units in batches and
-- sets products.sort_price and has_variants itself, once per product; the row triggers of 0005 would
-- rewrite the product row once per unit and per child instead. Inside the import's transaction
-- (set_config('shop.catalog_import', 'on', true)) they step aside; every other writer keeps them.
CREATE OR REPLACE FUNCTION shop_units_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('shop.catalog_import', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM shop_refresh_sort_price(OLD.product_id); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.product_id <> OLD.product_id) THEN
    PERFORM shop_refresh_sort_price(NEW.product_id);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('shop.catalog_import', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' AND OLD.parent_id IS NOT NULL THEN PERFORM shop_refresh_has_variants(OLD.parent_id); END IF;
  IF TG_OP <> 'DELETE' AND NEW.parent_id IS NOT NULL THEN PERFORM shop_refresh_has_variants(NEW.parent_id); END IF;
  IF TG_OP = 'UPDATE' AND NEW.currency_code <> OLD.currency_code THEN PERFORM shop_refresh_sort_price(NEW.id); END IF;
  RETURN NULL;
END;
$$;
