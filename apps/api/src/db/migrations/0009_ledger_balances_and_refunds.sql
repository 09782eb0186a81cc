-- Ledger balances kept by the database itself, from the postings as they are written: each account's balance on
-- its normal side (processor clearing accounts are assets, debit-normal; every other account is credit-normal:
-- packages/domain/src/ledger.ts normalSide), and never below zero (mayGoNegative). A statement whose postings would
-- take a balance below zero fails on the CHECK, and the whole move that wrote it with it (decision 020).
CREATE TABLE "ledger_balances" (
	"account" text NOT NULL,
	"currency" text NOT NULL,
	"balance" bigint NOT NULL,
	CONSTRAINT "ledger_balances_account_currency_pk" PRIMARY KEY("account","currency"),
	CONSTRAINT "ledger_balances_non_negative" CHECK ("ledger_balances"."balance" >= 0)
);
--> statement-breakpoint
INSERT INTO "ledger_balances" ("account", "currency", "balance")
	SELECT "account", "currency",
		sum(CASE WHEN starts_with("account", 'processor_clearing:') THEN "amount" ELSE -"amount" END)
	FROM "ledger_postings"
	GROUP BY "account", "currency";
--> statement-breakpoint
CREATE FUNCTION ledger_balances_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The balances this statement moves, locked in account order: concurrent moves that share accounts wait for one
  -- another instead of deadlocking.
  PERFORM 1 FROM ledger_balances
    WHERE (account, currency) IN (SELECT account, currency FROM new_postings)
    ORDER BY account, currency
    FOR UPDATE;
  -- An UPDATE, not an upsert: PostgreSQL checks an upsert's proposed row (the bare delta) before it finds the
  -- conflict, so a debit of an existing balance would fail the CHECK.
  UPDATE ledger_balances SET balance = ledger_balances.balance + moved.delta
    FROM (
      SELECT account, currency,
        sum(CASE WHEN starts_with(account, 'processor_clearing:') THEN amount ELSE -amount END) AS delta
      FROM new_postings
      GROUP BY account, currency
    ) AS moved
    WHERE ledger_balances.account = moved.account AND ledger_balances.currency = moved.currency;
  INSERT INTO ledger_balances (account, currency, balance)
    SELECT account, currency,
      sum(CASE WHEN starts_with(account, 'processor_clearing:') THEN amount ELSE -amount END)
    FROM new_postings
    WHERE NOT EXISTS (
      SELECT 1 FROM ledger_balances
      WHERE ledger_balances.account = new_postings.account AND ledger_balances.currency = new_postings.currency
    )
    GROUP BY account, currency
    ORDER BY account, currency
  ON CONFLICT (account, currency) DO UPDATE SET balance = ledger_balances.balance + excluded.balance;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_postings_balances AFTER INSERT ON ledger_postings
  REFERENCING NEW TABLE AS new_postings
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_balances_apply();
--> statement-breakpoint
-- Derived, never edited: only the postings' trigger (depth 1) writes a balance.
CREATE TRIGGER ledger_balances_derived_only BEFORE INSERT OR UPDATE OR DELETE ON ledger_balances
  FOR EACH ROW WHEN (pg_trigger_depth() < 1) EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_balances_no_truncate BEFORE TRUNCATE ON ledger_balances
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
-- The refund of a blocked payment the master admin reversed: amount and fees back to the number that paid, through
-- the processor, by the transaction.refund job.
CREATE TABLE "refunds" (
	"reference" text PRIMARY KEY NOT NULL,
	"processor" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"phone" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"processor_reference" text,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('pending','sent','failed')),
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_reference_transactions_reference_fk" FOREIGN KEY ("reference") REFERENCES "public"."transactions"("reference") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_status_created_idx" ON "refunds" USING btree ("status","created_at","reference");--> statement-breakpoint
CREATE INDEX "transactions_blocked_idx" ON "transactions" USING btree ("updated_at","reference") WHERE "transactions"."status_code" = 235;
