CREATE TABLE "catalog_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Each process keeps the gone products (src/server/catalog/gone-products.ts) and polls for changes
-- made by others (another process, hand-written SQL). Reading the products for that cost 0.7 s every
-- 10 s per process at 200,000 products on PostgreSQL; the counter is one row. Statement triggers: a
-- batch of 25,000 rows moves it once. A stock update (quantity, prices) does not move it. The row
-- is written in the changing transaction, so a poll sees the new value only with the change; the
-- value comes from a sequence, so it never repeats, even after the tables are emptied (the seed).
CREATE SEQUENCE catalog_version_seq;--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_catalog_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_version (id, version) VALUES (1, nextval('catalog_version_seq'))
    ON CONFLICT (id) DO UPDATE SET version = excluded.version;
  RETURN NULL;
END;
$$;--> statement-breakpoint
INSERT INTO catalog_version (id, version) VALUES (1, nextval('catalog_version_seq'));--> statement-breakpoint
CREATE TRIGGER shop_products_catalog_version AFTER INSERT OR DELETE OR TRUNCATE
  OR UPDATE OF is_active, parent_id, category_id ON products
  FOR EACH STATEMENT EXECUTE FUNCTION shop_catalog_version_bump();--> statement-breakpoint
CREATE TRIGGER shop_categories_catalog_version AFTER INSERT OR DELETE OR TRUNCATE
  OR UPDATE OF url, parent_id ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION shop_catalog_version_bump();
