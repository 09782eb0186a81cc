-- Issue 31 (decision 044): the money rule, watched in production. Once money is collected, the transaction ends
-- delivered or refunded. The reconciliation job (maintenance.money-rule, every MONEY_RULE_CHECK_MINUTES) writes here
-- each ended transaction that breaks it: collected, neither delivered nor refunded, past a grace period. A refund
-- still within its retry window is no break; a refund the processor refused for good is one, for the master admin
-- (`refund_failed`). The table holds the last check's findings only: a transaction put right leaves it at the next
-- check; `found_at` is when a break was first seen, kept while it lasts.
CREATE TABLE "money_rule_breaks" (
	"reference" text PRIMARY KEY NOT NULL REFERENCES "transactions"("reference") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"collected" bigint NOT NULL,
	"delivered" bigint NOT NULL,
	"refunded" bigint NOT NULL,
	"currency" text NOT NULL,
	"found_at" timestamp with time zone NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "money_rule_breaks_kind_check"
		CHECK ("kind" in ('not_refunded','refund_stuck','refund_failed','paid_after_end'))
);
--> statement-breakpoint
CREATE INDEX "money_rule_breaks_found_idx" ON "money_rule_breaks" ("found_at","reference");
