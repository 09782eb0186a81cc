import { and, eq, getTableColumns } from 'drizzle-orm';
import type { Actor, Deps } from '../../common/context.ts';
import { microsOf, oldestFirst, oldestFirstPage } from '../../common/keyset-pages.ts';
import { assertRole } from '../../common/roles.ts';
import { jobs } from '../../db/schema.ts';
import { toJob } from './dead-jobs.ts';

/**
 * The jobs that failed for good ("dead": out of tries, or past their payment's deadline), the oldest first, a page
 * at a time (master admin only): what each was for, how often it was tried, its last error, when it died.
 */
export async function listDeadJobs(
  deps: Deps,
  actor: Actor,
  query: { limit: number; after?: string | undefined },
) {
  assertRole(actor, 'master');
  const keyset = oldestFirst(jobs.finishedAt, jobs.id, 'bigint', query.after);
  const rows = await deps.db
    .select({ ...getTableColumns(jobs), micros: microsOf(jobs.finishedAt) })
    .from(jobs)
    .where(and(eq(jobs.status, 'failed'), keyset.where))
    .orderBy(...keyset.orderBy)
    .limit(query.limit + 1);
  const { page, next } = oldestFirstPage(rows, query.limit, (job) => `${job.micros}_${job.id}`);
  return { data: page.map(toJob), next };
}
