import { desc } from 'drizzle-orm';
import type { Actor, Deps } from '../common/context.ts';
import { assertRole } from '../common/roles.ts';
import { toRawUser } from '../common/wire.ts';
import { users } from '../db/schema.ts';
import { usersInSight } from './users-scope.ts';

/** Users newest first (§9): the master admin sees all; a regular admin those of their granted countries. */
export async function listUsers(deps: Deps, actor: Actor) {
  assertRole(actor, 'admin');
  const rows = await deps.db
    .select()
    .from(users)
    .where(usersInSight(actor))
    .orderBy(desc(users.registeredAt), desc(users.id));
  return rows.map(toRawUser);
}
