CREATE TABLE "payment_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"cart_id" integer NOT NULL,
	"cart_revision" integer NOT NULL,
	"plan_id" integer DEFAULT 0 NOT NULL,
	"installment" smallint DEFAULT 1 NOT NULL,
	"amount" bigint NOT NULL,
	"try_total" bigint NOT NULL,
	"currency" text NOT NULL,
	"bin" text NOT NULL,
	"last4" text NOT NULL,
	"status" text NOT NULL,
	"challenge_id" text,
	"transaction_id" text,
	"description" text DEFAULT '' NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_attempts_customer_idx" ON "payment_attempts" USING btree ("customer_id","created_at");