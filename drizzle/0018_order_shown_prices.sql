ALTER TABLE "order_items" ADD COLUMN "shown_unit_price" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "unit_prices_with_kdv" boolean;