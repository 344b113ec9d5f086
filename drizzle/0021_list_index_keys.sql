-- A category list's page is read from one index per sub-category holding the list's whole order
-- (sort key, name in byte order, id), merged without sorting the category: any page number costs
-- reading that many index entries (src/server/catalog/category-page.ts). The price and stock
-- indexes gain the name and id; the brand sort gets its own. The full name index served no query
-- that the partial list index does not, and every index is one more write per stock update.
DROP INDEX "products_name_sort_idx";--> statement-breakpoint
DROP INDEX "products_list_category_idx";--> statement-breakpoint
DROP INDEX "products_list_category_quantity_idx";--> statement-breakpoint
CREATE INDEX "products_list_category_price_idx" ON "products" USING btree ("category_id","sort_price","name_sort" COLLATE "C","id") WHERE "products"."is_active" and "products"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "products_list_category_stock_idx" ON "products" USING btree ("category_id","quantity","name_sort" COLLATE "C","id") WHERE "products"."is_active" and "products"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "products_list_category_brand_idx" ON "products" USING btree ("category_id","brand_id","name_sort" COLLATE "C","id") WHERE "products"."is_active" and "products"."parent_id" is null;