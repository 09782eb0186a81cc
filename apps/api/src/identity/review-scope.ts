import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Actor } from '../common/context.ts';
import type { Executor } from '../db/client.ts';
import { identitySubmissions, users } from '../db/schema.ts';
import { notFound } from '../errors.ts';

/**
 * The sendings an admin may review: the master's, any; an agent's, those of customers of their granted countries.
 * Nobody reviews their own.
 */
export function reviewableBy(actor: Actor): SQL | undefined {
  return actor.user.isMaster ? undefined : inArray(users.country, actor.grant?.countries ?? []);
}

/** A sending and its customer, as the admin may see them (404 otherwise, as for an unknown one); locked with `lock`. */
export async function submissionInSight(tx: Executor, actor: Actor, id: string, lock = false) {
  const query = tx
    .select({ submission: identitySubmissions, user: users })
    .from(identitySubmissions)
    .innerJoin(users, eq(users.id, identitySubmissions.userId))
    .where(and(eq(identitySubmissions.id, id), reviewableBy(actor)));
  const [row] = lock ? await query.for('update') : await query;
  if (row === undefined || row.user.id === actor.user.id) throw notFound('submissionNotFound');
  return row;
}
