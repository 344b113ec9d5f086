-- Keeps products.sort_price (the default unit's price in TRY kuruş) and products.has_variants in step
-- with their sources, for every writer: the seed, the API, an import, a hand-written UPDATE.
CREATE OR REPLACE FUNCTION shop_refresh_sort_price(pid integer) RETURNS void LANGUAGE sql AS $$
  UPDATE products p SET sort_price = (
    SELECT round(u.price * c.exchange_rate)::bigint
    FROM product_units u JOIN currencies c ON c.code = p.currency_code
    WHERE u.product_id = p.id AND u.is_default
    LIMIT 1)
  WHERE p.id = pid;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_units_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM shop_refresh_sort_price(OLD.product_id); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.product_id <> OLD.product_id) THEN
    PERFORM shop_refresh_sort_price(NEW.product_id);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER shop_units_sort_price AFTER INSERT OR UPDATE OR DELETE ON product_units
  FOR EACH ROW EXECUTE FUNCTION shop_units_changed();--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_rate_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET sort_price = round(u.price * NEW.exchange_rate)::bigint
  FROM product_units u
  WHERE u.product_id = p.id AND u.is_default AND p.currency_code = NEW.code;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER shop_currencies_sort_price AFTER UPDATE OF exchange_rate ON currencies
  FOR EACH ROW EXECUTE FUNCTION shop_rate_changed();--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_refresh_has_variants(pid integer) RETURNS void LANGUAGE sql AS $$
  UPDATE products SET has_variants = EXISTS (SELECT 1 FROM products c WHERE c.parent_id = pid) WHERE id = pid;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.parent_id IS NOT NULL THEN PERFORM shop_refresh_has_variants(OLD.parent_id); END IF;
  IF TG_OP <> 'DELETE' AND NEW.parent_id IS NOT NULL THEN PERFORM shop_refresh_has_variants(NEW.parent_id); END IF;
  IF TG_OP = 'UPDATE' AND NEW.currency_code <> OLD.currency_code THEN PERFORM shop_refresh_sort_price(NEW.id); END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER shop_products_variants AFTER INSERT OR DELETE OR UPDATE OF parent_id, currency_code ON products
  FOR EACH ROW EXECUTE FUNCTION shop_products_changed();--> statement-breakpoint
-- Existing rows, once.
UPDATE products p SET sort_price = round(u.price * c.exchange_rate)::bigint
  FROM product_units u, currencies c
  WHERE u.product_id = p.id AND u.is_default AND c.code = p.currency_code;--> statement-breakpoint
UPDATE products p SET has_variants = true WHERE EXISTS (SELECT 1 FROM products c WHERE c.parent_id = p.id);
