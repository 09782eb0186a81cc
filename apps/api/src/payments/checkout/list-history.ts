import { desc, eq, sql } from 'drizzle-orm';
import type { Actor, Deps } from '../../common/context.ts';
import { toHistoryItem } from '../../common/wire.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { transactions } from '../../db/schema.ts';

const historyOf = preparedPerDatabase((db) =>
  db
    .select()
    .from(transactions)
    .where(eq(transactions.senderId, sql.placeholder('senderId')))
    .orderBy(desc(transactions.createdAt), desc(transactions.reference))
    .prepare('history'),
);

/** The caller's own transactions, newest first (none: an empty list; §7's GET /history answers that 404). */
export async function listHistory(deps: Deps, actor: Actor) {
  const rows = await historyOf(deps.db).execute({ senderId: actor.user.id });
  return rows.map(toHistoryItem);
}
