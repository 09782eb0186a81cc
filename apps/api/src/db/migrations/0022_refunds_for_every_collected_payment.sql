-- Issue 31 (decision 042): once money is collected, the transaction ends delivered or refunded. A reversal now
-- credits `refunds_due` (owed back, not yet moved); the processor's sent refund books `refund` (Dr refunds_due,
-- Cr processor_clearing), a refund the master admin records as paid outside the system books `refund_outside`
-- (Dr refunds_due, Cr refunds_paid_outside). Both new accounts are credit-normal: ledger_balances_apply (migration
-- 0009) already treats every account but processor_clearing:* so, and their balances never go below zero.
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind_check";
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_check"
	CHECK ("ledger_entries"."kind" in ('collection','delivery','reversal','refund','refund_outside'));
--> statement-breakpoint
-- Every refund, not only a master's reversal: `attempts` counts the tries the processor refused or could not be
-- reached (retried with backoff, then `failed`); `paid_outside`: the master admin recorded it paid by hand, with
-- why and the outside reference (e.g. the mobile-money transaction id).
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_status_check";
--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_status_check"
	CHECK ("refunds"."status" in ('pending','sent','failed','paid_outside'));
--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "outside_reference" text;
--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "outside_reason" text;
--> statement-breakpoint
-- A refund paid outside the system waits for a second admin while four-eyes is on (decision 028).
ALTER TABLE "pending_changes" DROP CONSTRAINT "pending_changes_kind_check";
--> statement-breakpoint
ALTER TABLE "pending_changes" ADD CONSTRAINT "pending_changes_kind_check"
	CHECK ("kind" IN ('fees', 'rates', 'operators', 'refundOutside'));
