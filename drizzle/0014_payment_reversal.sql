DROP INDEX "payment_attempts_live_cart_idx";--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "reversal" text;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "reversal_started_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_live_cart_idx" ON "payment_attempts" USING btree ("cart_id","cart_revision") WHERE kind = 'order' and status in ('pending', 'challenge', 'confirming', 'authorized', 'approved', 'reversing');