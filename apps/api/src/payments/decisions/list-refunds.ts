import type { RefundStatus } from '@1xpay/domain';
import { and, eq, getTableColumns } from 'drizzle-orm';
import type { Actor, Deps } from '../../common/context.ts';
import { microsOf, oldestFirst, oldestFirstPage } from '../../common/keyset-pages.ts';
import { assertRole } from '../../common/roles.ts';
import { refunds } from '../../db/schema.ts';
import { toRefund } from './blocked-decision.ts';

/**
 * The refunds of collected payments that ended without delivery, oldest first, a page at a time, optionally of one
 * status (master admin only): `failed` ones were refused or out of reach at every try and need a person, who
 * retries them or records them paid outside the system (decisions 020 and 042).
 */
export async function listRefunds(
  deps: Deps,
  actor: Actor,
  query: { limit: number; after?: string | undefined; status?: RefundStatus | undefined },
) {
  assertRole(actor, 'master');
  const keyset = oldestFirst(refunds.createdAt, refunds.reference, 'text', query.after);
  const rows = await deps.db
    .select({ ...getTableColumns(refunds), micros: microsOf(refunds.createdAt) })
    .from(refunds)
    .where(and(query.status === undefined ? undefined : eq(refunds.status, query.status), keyset.where))
    .orderBy(...keyset.orderBy)
    .limit(query.limit + 1);
  const { page, next } = oldestFirstPage(rows, query.limit, (row) => `${row.micros}_${row.reference}`);
  return { data: page.map(toRefund), next };
}
