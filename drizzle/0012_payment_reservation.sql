ALTER TABLE "payment_attempts" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "reversed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_live_cart_idx" ON "payment_attempts" USING btree ("cart_id","cart_revision") WHERE kind = 'order' and status in ('pending', 'challenge', 'confirming', 'authorized', 'approved');--> statement-breakpoint
CREATE INDEX "payment_attempts_order_idx" ON "payment_attempts" USING btree ("order_id");