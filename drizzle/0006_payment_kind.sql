ALTER TABLE "payment_attempts" ALTER COLUMN "cart_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ALTER COLUMN "cart_revision" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "kind" text DEFAULT 'order' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "debt_settled" bigint;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "debt_currency" text;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_kind_check" CHECK ("payment_attempts"."kind" in ('order', 'pay'));--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_order_cart_check" CHECK ("payment_attempts"."kind" <> 'order' or ("payment_attempts"."cart_id" is not null and "payment_attempts"."cart_revision" is not null));