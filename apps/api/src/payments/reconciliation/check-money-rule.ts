import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Deps } from '../../common/context.ts';
import type { Db } from '../../db/client.ts';
import { jobs, moneyRuleBreaks } from '../../db/schema.ts';
import { enqueue } from '../../jobs/queue.ts';

export const MONEY_RULE_JOB = 'maintenance.money-rule';

/** An ended transaction is looked at only this long after its last move: its refund has had time to open. */
export const MONEY_RULE_GRACE_MS = 30 * 60_000;

/**
 * A refund still pending this long after it opened is stuck: its retries (with backoff, about an hour) are over,
 * yet it was neither sent nor failed. Younger, it is on its way, not a break.
 */
export const REFUND_RETRY_WINDOW_MS = 2 * 3_600_000;

type Found = {
  reference: string;
  kind: 'not_refunded' | 'refund_stuck' | 'refund_failed' | 'paid_after_end';
  collected: string;
  delivered: string;
  refunded: string;
  currency: string;
};

/**
 * The ended transactions that break the money rule at `now` (decision 044), read from the ledger and the refunds:
 * collected (the ledger's `collection`, or reported paid by the processor after the payment ended: `paid after
 * expiry`), ended more than MONEY_RULE_GRACE_MS ago, and collected ≠ delivered + refunded, where delivered is the
 * amount and fees of a `delivery` entry and refunded a refund `sent` or `paid_outside`. What is missing:
 * - `paid_after_end`: paid at the processor after the payment ended, and nothing books or refunds it;
 * - `not_refunded`: collected, not delivered, and no refund was opened (or one of another amount);
 * - `refund_stuck`: a refund pending past REFUND_RETRY_WINDOW_MS;
 * - `refund_failed`: the processor refused the refund for good: the master admin pays it by hand.
 * A refund pending within its window is not a break.
 */
export async function findMoneyRuleBreaks(db: Db, now: Date): Promise<Found[]> {
  const endedBefore = new Date(now.getTime() - MONEY_RULE_GRACE_MS);
  const refundsOpenedBefore = new Date(now.getTime() - REFUND_RETRY_WINDOW_MS);
  // Both drivers (node-postgres, PGlite) answer a raw statement with its `rows`.
  const result = (await db.execute(sql`
    with money as (
      select t.reference, t.currency,
             -- A withdrawal collects what the betting partner pays: its amount, the fees taken from it (decision 062).
             case when t.type = 'withdrawal' then t.amount else t.amount + t.fees end as paid,
             exists (select 1 from ledger_entries e where e.reference = t.reference and e.kind = 'collection') as booked,
             t.paid_after_expiry_at is not null as paid_after_end,
             exists (select 1 from ledger_entries e where e.reference = t.reference and e.kind = 'delivery') as delivered,
             r.status as refund_status, r.amount as refund_amount, r.created_at as refund_opened
        from transactions t
        left join refunds r on r.reference = t.reference
       where t.finished and t.updated_at <= ${endedBefore}
         and (t.paid_after_expiry_at is not null
              or exists (select 1 from ledger_entries e where e.reference = t.reference and e.kind = 'collection'))
    ), judged as (
      select reference, currency, paid,
             case when delivered then paid else 0 end as delivered_amount,
             case when refund_status in ('sent', 'paid_outside') then refund_amount else 0 end as refunded_amount,
             case
               when refund_status = 'failed' then 'refund_failed'
               when refund_status = 'pending' and refund_opened <= ${refundsOpenedBefore} then 'refund_stuck'
               when refund_status = 'pending' then null
               when not booked and refund_status is null then 'paid_after_end'
               else 'not_refunded'
             end as kind
        from money
    )
    select reference, kind, paid::text as collected, delivered_amount::text as delivered,
           refunded_amount::text as refunded, currency
      from judged
     where kind is not null and paid <> delivered_amount + refunded_amount
     order by reference`)) as unknown as { rows: Found[] };
  return result.rows;
}

/**
 * Queues the next check `MONEY_RULE_CHECK_MINUTES` after `now`, unless one is queued already: one check at a time,
 * however many processes run (the sweeper's way, collection/sweep-payments.ts).
 */
export async function scheduleMoneyRuleCheck(db: Db, runAt: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${MONEY_RULE_JOB}, 0))`);
    const [queued] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.kind, MONEY_RULE_JOB), eq(jobs.status, 'queued')))
      .limit(1);
    if (queued === undefined) await enqueue(tx, MONEY_RULE_JOB, {}, runAt);
  });
}

/**
 * The reconciliation (maintenance.money-rule): finds the breaks of the money rule and records them in
 * `money_rule_breaks` (the dashboard's list and the `money_rule_breaks` gauge read it), in one database transaction:
 * the breaks no longer found leave, new ones enter with `foundAt` now, lasting ones keep theirs. Then queues the next
 * check. Returns the breaks found.
 */
export async function checkMoneyRule(deps: Deps): Promise<Found[]> {
  const now = deps.clock();
  const found = await findMoneyRuleBreaks(deps.db, now);
  await deps.db.transaction(async (tx) => {
    const references = found.map((row) => row.reference);
    await tx
      .delete(moneyRuleBreaks)
      .where(references.length === 0 ? undefined : notInArray(moneyRuleBreaks.reference, references));
    if (found.length > 0)
      await tx
        .insert(moneyRuleBreaks)
        .values(
          found.map((row) => ({
            reference: row.reference,
            kind: row.kind,
            collected: BigInt(row.collected),
            delivered: BigInt(row.delivered),
            refunded: BigInt(row.refunded),
            currency: row.currency,
            foundAt: now,
            checkedAt: now,
          })),
        )
        .onConflictDoUpdate({
          target: moneyRuleBreaks.reference,
          set: {
            kind: sql`excluded.kind`,
            collected: sql`excluded.collected`,
            delivered: sql`excluded.delivered`,
            refunded: sql`excluded.refunded`,
            checkedAt: sql`excluded.checked_at`,
          },
        });
  });
  await scheduleMoneyRuleCheck(deps.db, new Date(now.getTime() + deps.config.moneyRuleCheckMs));
  return found;
}
