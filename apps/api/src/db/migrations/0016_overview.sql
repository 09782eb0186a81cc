-- The dashboard at 100,000 users and 1,000,000 transactions (decision 030).
-- The users list searches name, phone, e-mail and betting account id with ILIKE '%…%' (users/list-users-page.ts):
-- trigram indexes let PostgreSQL find the few matching users instead of reading every one. pg_trgm is a trusted
-- extension (no superuser needed); PGlite loads it where its client is created (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "users_phone_trgm_idx" ON "users" USING gin ("phone_number" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "users_account_trgm_idx" ON "users" USING gin ("account_id_1xbet" gin_trgm_ops);
--> statement-breakpoint
-- The overview counts the payments created in a range of days (payments/get-overview.ts).
CREATE INDEX "transactions_created_idx" ON "transactions" USING btree ("created_at");
--> statement-breakpoint
-- The overview's operations waiting per agent: only the pending ones, by agent.
CREATE INDEX "operations_pending_idx" ON "operations" USING btree ("admin_id", "created_at") WHERE "operation_status" = 'pending';
