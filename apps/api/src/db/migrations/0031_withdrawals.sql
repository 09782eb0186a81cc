-- Issue 35: withdrawals from the betting account (decision 062). The withdrawal code the customer got from the
-- betting site is kept sealed (TOTP_ENCRYPTION_KEY, AES-256-GCM) only until the partner answered, then erased; its
-- last four characters stay for the customer, the agent and the dashboard, with the partner's own reference for the
-- withdrawal it confirmed.
ALTER TABLE "transactions" ADD COLUMN "withdrawal_code" text;
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "withdrawal_code_hint" text;
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "partner_reference" text;
--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_withdrawal_code_check" CHECK ("type" = 'withdrawal' OR ("withdrawal_code" IS NULL AND "withdrawal_code_hint" IS NULL));
--> statement-breakpoint
-- What the partner owes for the withdrawals it confirmed (`partner_receivable:<partner>`) is an asset: debit-normal,
-- like the processors' clearing accounts (packages/domain/src/ledger.ts normalSide). No such posting exists yet, so
-- the balances already kept stay right.
CREATE OR REPLACE FUNCTION ledger_balances_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM ledger_balances
    WHERE (account, currency) IN (SELECT account, currency FROM new_postings)
    ORDER BY account, currency
    FOR UPDATE;
  UPDATE ledger_balances SET balance = ledger_balances.balance + moved.delta
    FROM (
      SELECT account, currency,
        sum(CASE WHEN starts_with(account, 'processor_clearing:') OR starts_with(account, 'partner_receivable:')
                 THEN amount ELSE -amount END) AS delta
      FROM new_postings
      GROUP BY account, currency
    ) AS moved
    WHERE ledger_balances.account = moved.account AND ledger_balances.currency = moved.currency;
  INSERT INTO ledger_balances (account, currency, balance)
    SELECT account, currency,
      sum(CASE WHEN starts_with(account, 'processor_clearing:') OR starts_with(account, 'partner_receivable:')
               THEN amount ELSE -amount END)
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
