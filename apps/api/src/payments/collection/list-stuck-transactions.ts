import { and, getTableColumns, inArray, lte, not, or, type SQL } from 'drizzle-orm';
import type { Actor, Deps } from '../../common/context.ts';
import { microsOf, oldestFirst, oldestFirstPage } from '../../common/keyset-pages.ts';
import { assertRole } from '../../common/roles.ts';
import { toHistoryItem } from '../../common/wire.ts';
import { transactions } from '../../db/schema.ts';
import { BEFORE_COLLECTION, liveJobsOf, noLiveJob, STAGE_LIMIT_MS, stageOf, VERIFICATION } from './stages.ts';

/**
 * SQL: the payment is one a person should look at (the stuck list's rule, also counted by the overview): unfinished
 * and past its stage's deadline or with no job to move it. (A payment paid at the processor after it ended unpaid
 * is no longer one: its refund starts at once, decision 042; GET /admin/refunds follows it.)
 */
export function isStuck(deps: Pick<Deps, 'clock' | 'config'>): SQL | undefined {
  const now = deps.clock();
  const before = (ms: number) => new Date(now.getTime() - ms);
  const { statusCode, createdAt, updatedAt, reference } = transactions;
  const waitingLonger = (codes: readonly number[], since: typeof createdAt | typeof updatedAt, ms: number) =>
    and(inArray(statusCode, [...codes]), lte(since, before(ms)));
  const unmoved = (codes: readonly number[]) => and(inArray(statusCode, [...codes]), noLiveJob(reference));
  return and(
    not(transactions.finished),
    or(
      waitingLonger(BEFORE_COLLECTION, createdAt, deps.config.paymentExpiryMs),
      waitingLonger(VERIFICATION, updatedAt, STAGE_LIMIT_MS.verification),
      waitingLonger([231], updatedAt, STAGE_LIMIT_MS.delivery),
      waitingLonger([235], updatedAt, STAGE_LIMIT_MS.blocked),
      unmoved([...BEFORE_COLLECTION, ...VERIFICATION]),
    ),
  );
}

/**
 * The payments a person should look at, oldest first, a page at a time (master admin only): unfinished and past
 * their stage's deadline (not paid within PAYMENT_EXPIRY_MINUTES, verification not done in 10 minutes, delivery or
 * a block waiting for a day), or unfinished with no job to move them.
 * Each with its stage, since when it waits there, its deadline and whether a job is still on it.
 */
export async function listStuckTransactions(
  deps: Deps,
  actor: Actor,
  query: { limit: number; after?: string | undefined },
) {
  assertRole(actor, 'master');
  const now = deps.clock();
  const keyset = oldestFirst(transactions.createdAt, transactions.reference, 'text', query.after);
  const rows = await deps.db
    .select({ ...getTableColumns(transactions), micros: microsOf(transactions.createdAt) })
    .from(transactions)
    .where(and(isStuck(deps), keyset.where))
    .orderBy(...keyset.orderBy)
    .limit(query.limit + 1);
  const { page, next } = oldestFirstPage(rows, query.limit, (row) => `${row.micros}_${row.reference}`);
  const live = await liveJobsOf(
    deps.db,
    page.map((row) => row.reference),
  );
  const data = page.flatMap((row) => {
    const at = stageOf(deps.config, row);
    if (at === undefined) return [];
    return [
      {
        ...toHistoryItem(row),
        statusCode: row.statusCode,
        message: row.message,
        finished: row.finished,
        stage: at.stage,
        since: at.since.getTime(),
        deadline: at.deadline.getTime(),
        waitingMs: Math.max(0, now.getTime() - at.since.getTime()),
        liveJob: live.has(row.reference),
      },
    ];
  });
  return { data, next };
}
