-- Issue 35: the overview counts money in and out of the processors per UTC day and currency from the ledger
-- (payments/reports/get-overview.ts): the entries of the range by their time, and each entry's postings to a
-- processor's clearing account read from the index alone (entry, currency and amount in it). Measured on PostgreSQL
-- 15 at 1,900,000 entries and 4,800,000 postings: 30 days 1,312 ms without these indexes, 330 ms with them; 366 days
-- 1,592 ms, then 997 ms.
CREATE INDEX "ledger_entries_at_idx" ON "ledger_entries" USING btree ("at");
--> statement-breakpoint
CREATE INDEX "ledger_postings_clearing_idx" ON "ledger_postings" USING btree ("entry_id") INCLUDE ("currency", "amount")
  WHERE "account" LIKE 'processor\_clearing:%';
