import { normalSide } from '@1xpay/domain';
import { asc, sql } from 'drizzle-orm';
import type { Actor, Deps } from '../../common/context.ts';
import { assertRole } from '../../common/roles.ts';
import { toSafeNumber } from '../../common/wire.ts';
import { ledgerPostings } from '../../db/schema.ts';

/** Balances per account and currency, derived from the postings, on each account's normal side (master only). */
export async function listLedgerBalances(deps: Deps, actor: Actor) {
  assertRole(actor, 'master');
  const rows = await deps.db
    .select({
      account: ledgerPostings.account,
      currency: ledgerPostings.currency,
      sum: sql<string>`sum(${ledgerPostings.amount})::text`,
    })
    .from(ledgerPostings)
    .groupBy(ledgerPostings.account, ledgerPostings.currency)
    .orderBy(asc(ledgerPostings.account), asc(ledgerPostings.currency));
  return rows.map((row) => {
    const raw = BigInt(row.sum);
    return {
      account: row.account,
      currency: row.currency,
      balance: toSafeNumber(normalSide(row.account) === 'debit' ? raw : -raw),
    };
  });
}
