import type { MoneyRuleBreakKind } from '@1xpay/contract';
import { and, asc, count, eq, max } from 'drizzle-orm';
import type { Actor, Deps } from '../../common/context.ts';
import { assertRole } from '../../common/roles.ts';
import { toSafeNumber } from '../../common/wire.ts';
import { jobs, moneyRuleBreaks, transactions } from '../../db/schema.ts';
import { MONEY_RULE_JOB } from './check-money-rule.ts';

/** The list shows this many breaks at most, oldest first; `total` says how many there are. */
const SHOWN = 200;

/**
 * The transactions breaking the money rule, as the last reconciliation found them (master admin only): what is
 * missing, the amounts, and when the last check ended (null before the first).
 */
export async function listMoneyRuleBreaks(deps: Deps, actor: Actor) {
  assertRole(actor, 'master');
  const rows = await deps.db
    .select({ found: moneyRuleBreaks, type: transactions.type, statusCode: transactions.statusCode })
    .from(moneyRuleBreaks)
    .innerJoin(transactions, eq(transactions.reference, moneyRuleBreaks.reference))
    .orderBy(asc(moneyRuleBreaks.foundAt), asc(moneyRuleBreaks.reference))
    .limit(SHOWN);
  const [counted] = await deps.db.select({ n: count() }).from(moneyRuleBreaks);
  const [last] = await deps.db
    .select({ at: max(jobs.finishedAt) })
    .from(jobs)
    .where(and(eq(jobs.kind, MONEY_RULE_JOB), eq(jobs.status, 'done')));
  return {
    data: rows.map(({ found, type, statusCode }) => ({
      transactionReference: found.reference,
      kind: found.kind as MoneyRuleBreakKind,
      type,
      statusCode,
      currency: found.currency,
      collected: toSafeNumber(found.collected),
      delivered: toSafeNumber(found.delivered),
      refunded: toSafeNumber(found.refunded),
      foundAt: found.foundAt.getTime(),
    })),
    total: counted?.n ?? 0,
    checkedAt: last?.at?.getTime() ?? null,
  };
}
