import { desc, eq } from 'drizzle-orm';
import type { Actor, Deps } from '../common/context.ts';
import { toHistoryItem } from '../common/wire.ts';
import { transactions } from '../db/schema.ts';
import { AppError } from '../errors.ts';

/** The caller's own transactions, newest first; none is a 404 (§7). */
export async function listHistory(deps: Deps, actor: Actor) {
  const rows = await deps.db
    .select()
    .from(transactions)
    .where(eq(transactions.senderId, actor.user.id))
    .orderBy(desc(transactions.createdAt), desc(transactions.reference));
  if (rows.length === 0) throw new AppError('not_found', 'historyEmpty');
  return rows.map(toHistoryItem);
}
