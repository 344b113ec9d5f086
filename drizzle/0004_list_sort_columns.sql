ALTER TABLE "products" ADD COLUMN "sort_price" bigint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "has_variants" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "products_list_price_idx" ON "products" USING btree ("sort_price") WHERE "products"."is_active" and "products"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "products_list_name_idx" ON "products" USING btree ("name_sort" COLLATE "C","id") WHERE "products"."is_active" and "products"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "products_list_category_idx" ON "products" USING btree ("category_id","sort_price") WHERE "products"."is_active" and "products"."parent_id" is null;