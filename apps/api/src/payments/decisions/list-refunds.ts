import { and, asc, eq } from 'drizzle-orm';
import type { Actor, Deps } from '../../common/context.ts';
import { afterCursor, pageOf } from '../../common/keyset-page.ts';
import { assertRole } from '../../common/roles.ts';
import { refunds } from '../../db/schema.ts';
import { toRefund } from './blocked-decision.ts';

/**
 * The refunds of reversed payments, oldest first, a page at a time, optionally of one status (master admin only):
 * `failed` ones were refused for good by the processor and need a person (decision 020).
 */
export async function listRefunds(
  deps: Deps,
  actor: Actor,
  query: { limit: number; after?: string | undefined; status?: 'pending' | 'sent' | 'failed' | undefined },
) {
  assertRole(actor, 'master');
  const rows = await deps.db
    .select()
    .from(refunds)
    .where(
      and(
        query.status === undefined ? undefined : eq(refunds.status, query.status),
        afterCursor(refunds.createdAt, refunds.reference, query.after),
      ),
    )
    .orderBy(asc(refunds.createdAt), asc(refunds.reference))
    .limit(query.limit + 1);
  const { page, next } = pageOf(rows, query.limit, (row) => [row.createdAt, row.reference]);
  return { data: page.map(toRefund), next };
}
