-- The dashboard's transactions search (payments/search-transactions.ts): newest first over every transaction, or
-- within a country, or for a payer's number, and a reference's beginning (LIKE 'X%' needs text_pattern_ops
-- whatever the collation). Operations remember when their admin took them in hand (operations/claim-operation.ts).
CREATE INDEX "transactions_created_idx" ON "transactions" USING btree ("created_at" DESC, "reference" DESC);
--> statement-breakpoint
CREATE INDEX "transactions_country_created_idx" ON "transactions" USING btree ("country", "created_at" DESC);
--> statement-breakpoint
CREATE INDEX "transactions_payer_created_idx" ON "transactions" USING btree ("payer_phone", "created_at" DESC);
--> statement-breakpoint
CREATE INDEX "transactions_reference_pattern_idx" ON "transactions" USING btree ("reference" text_pattern_ops);
--> statement-breakpoint
ALTER TABLE "operations" ADD COLUMN "claimed_at" timestamp with time zone;
