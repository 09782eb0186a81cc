-- The dashboard at 100,000 users and 1,000,000 transactions (decision 030).
-- The users list walks users newest first with the id as tie-break (users/list-users-page.ts): an index in that very
-- order answers a page without sorting every user (the old index had no id, so PostgreSQL sorted them all).
DROP INDEX IF EXISTS "users_registered_at_idx";
--> statement-breakpoint
CREATE INDEX "users_registered_at_id_idx" ON "users" USING btree ("registered_at" DESC, "id" DESC);
--> statement-breakpoint
-- The users search looks for the text anywhere in name, phone, e-mail and betting account id with ILIKE '%…%': one
-- trigram index over the four together finds the few matching users instead of reading every one (four indexes,
-- one a column, were costed above a sequential scan by the planner and left unused). pg_trgm is a trusted
-- extension (no superuser needed); PGlite loads it where its client is created (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (("first_name" || ' ' || "last_name" || ' ' || "phone_number" || ' ' || "email" || ' ' || coalesce("account_id_1xbet", '')) gin_trgm_ops);
--> statement-breakpoint
-- The overview counts the payments created in a range of days (payments/get-overview.ts): migration 0012's
-- transactions_created_idx (created_at DESC, reference DESC) serves that range, read in either direction.
-- The overview's operations waiting per agent: only the pending ones, by agent.
CREATE INDEX "operations_pending_idx" ON "operations" USING btree ("admin_id", "created_at") WHERE "operation_status" = 'pending';
