import { and, asc, eq } from 'drizzle-orm';
import type { Actor, Deps } from '../../common/context.ts';
import { afterCursor, pageOf } from '../../common/keyset-page.ts';
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
  const rows = await deps.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.status, 'failed'), afterCursor(jobs.finishedAt, jobs.id, query.after)))
    .orderBy(asc(jobs.finishedAt), asc(jobs.id))
    .limit(query.limit + 1);
  const { page, next } = pageOf(rows, query.limit, (job) => [job.finishedAt ?? job.runAt, String(job.id)]);
  return { data: page.map(toJob), next };
}
