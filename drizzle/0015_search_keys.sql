DROP INDEX "products_search_idx";--> statement-breakpoint
ALTER TABLE "products" drop column "search_text";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(name || ' ' || code || ' ' || coalesce(model_name, ''), 'ABCDEFGHIJKLMNOPQRSTUVWXYZÇçĞğİIıÖöŞşÜüÂâÎîÛû', 'abcdefghijklmnopqrstuvwxyzccggiiioossuuaaiiuu')) STORED;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(name, 'ABCDEFGHIJKLMNOPQRSTUVWXYZÇçĞğİIıÖöŞşÜüÂâÎîÛû', 'abcdefghijklmnopqrstuvwxyzccggiiioossuuaaiiuu')) STORED;--> statement-breakpoint
ALTER TABLE "equivalent_codes" ADD COLUMN "search_code" text GENERATED ALWAYS AS (translate(code, 'ABCDEFGHIJKLMNOPQRSTUVWXYZÇçĞğİIıÖöŞşÜüÂâÎîÛû', 'abcdefghijklmnopqrstuvwxyzccggiiioossuuaaiiuu')) STORED;--> statement-breakpoint
CREATE INDEX "equivalent_codes_search_idx" ON "equivalent_codes" USING gin ("search_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_units_barcode_idx" ON "product_units" USING btree ("barcode");--> statement-breakpoint
CREATE INDEX "products_search_text_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_code_search_idx" ON "products" USING gin (translate(code, 'ABCDEFGHIJKLMNOPQRSTUVWXYZÇçĞğİIıÖöŞşÜüÂâÎîÛû', 'abcdefghijklmnopqrstuvwxyzccggiiioossuuaaiiuu') gin_trgm_ops);