import { eq, or, type SQL, sql } from 'drizzle-orm';
import { operations, transactions } from '../db/schema.ts';
import type { Actor } from './context.ts';

/**
 * Which transactions an actor may see (SQL over transactions left-joined to operations): the master admin all of
 * them; anyone else their own, and a regular admin also those whose operation is assigned to them.
 */
export function visibleTransactions(actor: Actor): SQL {
  if (actor.user.isMaster) return sql`true`;
  const own = eq(transactions.senderId, actor.user.id);
  if (!actor.user.isAdmin) return own;
  return or(own, eq(operations.adminId, actor.user.id)) ?? own;
}
