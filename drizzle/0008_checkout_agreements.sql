ALTER TABLE "orders" ADD COLUMN "cash_on_delivery_fee" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "commission" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "agreements" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "agreements_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "agreement_key" text;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "agreement_locale" text;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "commission_fee" numeric(5, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "store" ADD COLUMN "legal_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "store" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "store" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "store" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "store" ADD COLUMN "mersis_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "store" ADD COLUMN "tax_office" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "store" ADD COLUMN "tax_number" text DEFAULT '' NOT NULL;