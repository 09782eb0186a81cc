-- Each transaction's receipt carries a link to a public page that confirms it is genuine: the link names the
-- transaction by this token (122 random bits), never by its reference, so nobody can list receipts by guessing.
-- Existing transactions get theirs now; new ones by default.
ALTER TABLE "transactions" ADD COLUMN "receipt_token" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_receipt_token_idx" ON "transactions" USING btree ("receipt_token");
