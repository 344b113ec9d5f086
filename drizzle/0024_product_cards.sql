ALTER TABLE "products" ADD COLUMN "card_unit_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "card_unit_code" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "card_price" bigint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "card_list_price" bigint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "card_image" text;--> statement-breakpoint
-- The card columns of the products with these ids, from their default unit and first image; only
-- the rows whose card differs are written (an import of an unchanged file writes none).
CREATE OR REPLACE FUNCTION shop_refresh_cards(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p SET card_unit_id = c.unit_id, card_unit_code = c.unit_code, card_price = c.price,
    card_list_price = c.list_price, card_image = c.image
  FROM (
    SELECT x.id, u.id AS unit_id, u.unit_code, u.price, u.list_price,
      (SELECT i.file FROM product_images i WHERE i.product_id = x.id ORDER BY i.position LIMIT 1) AS image
    FROM (SELECT DISTINCT unnest(ids) AS id) x
    LEFT JOIN product_units u ON u.product_id = x.id AND u.is_default
  ) c
  WHERE p.id = c.id
    AND (p.card_unit_id, p.card_unit_code, p.card_price, p.card_list_price, p.card_image)
      IS DISTINCT FROM (c.unit_id, c.unit_code, c.price, c.list_price, c.image);
$$;--> statement-breakpoint
-- Statement triggers on the units and images (a batch of 25,000 rows refreshes its products in one
-- statement). A catalog import and a stock file set the cards themselves (migration 0020's setting).
-- Transition tables allow one event per trigger, hence three functions shared by both tables.
CREATE OR REPLACE FUNCTION shop_cards_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('shop.catalog_import', true) = 'on' THEN RETURN NULL; END IF;
  PERFORM shop_refresh_cards(ARRAY(SELECT product_id FROM new_rows));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_cards_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('shop.catalog_import', true) = 'on' THEN RETURN NULL; END IF;
  PERFORM shop_refresh_cards(ARRAY(SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_cards_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('shop.catalog_import', true) = 'on' THEN RETURN NULL; END IF;
  PERFORM shop_refresh_cards(ARRAY(SELECT product_id FROM old_rows));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER shop_units_cards_inserted AFTER INSERT ON product_units
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_cards_inserted();--> statement-breakpoint
CREATE TRIGGER shop_units_cards_updated AFTER UPDATE ON product_units
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_cards_updated();--> statement-breakpoint
CREATE TRIGGER shop_units_cards_deleted AFTER DELETE ON product_units
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_cards_deleted();--> statement-breakpoint
CREATE TRIGGER shop_images_cards_inserted AFTER INSERT ON product_images
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_cards_inserted();--> statement-breakpoint
CREATE TRIGGER shop_images_cards_updated AFTER UPDATE ON product_images
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_cards_updated();--> statement-breakpoint
CREATE TRIGGER shop_images_cards_deleted AFTER DELETE ON product_images
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_cards_deleted();--> statement-breakpoint
-- Existing rows, once.
UPDATE products p SET card_unit_id = u.id, card_unit_code = u.unit_code, card_price = u.price,
  card_list_price = u.list_price
  FROM product_units u WHERE u.product_id = p.id AND u.is_default;--> statement-breakpoint
UPDATE products p SET card_image = i.file
  FROM (SELECT DISTINCT ON (product_id) product_id, file FROM product_images ORDER BY product_id, position) i
  WHERE i.product_id = p.id;
