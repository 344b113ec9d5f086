ALTER TABLE "payment_attempts" ADD COLUMN "payment_key" text;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "failure_key" text;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "challenge_phone" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_payment_key_idx" ON "payment_attempts" USING btree ("customer_id","payment_key");