import type { RawUser } from '@1xpay/domain';
import { and, desc } from 'drizzle-orm';
import type { Actor, Deps } from '../common/context.ts';
import { assertRole } from '../common/roles.ts';
import { toRawUser } from '../common/wire.ts';
import { users } from '../db/schema.ts';
import { before, CURSOR_MICROS } from './list-users-page.ts';
import { usersInSight } from './users-scope.ts';

/** Users read from the database at a time. */
export const USERS_BATCH = 1_000;

/**
 * Users newest first (§9): the master admin sees all; a regular admin those of their granted countries. Read a
 * thousand at a time (keyset, the order of GET /admin/users), so that the whole list (§7 answers it in one
 * response) is written out as it is read, in flat memory, whatever the number of users.
 */
export async function* listUsers(deps: Deps, actor: Actor): AsyncGenerator<RawUser[]> {
  assertRole(actor, 'admin');
  let cursor: string | undefined;
  for (;;) {
    const rows = await deps.db
      .select({ user: users, micros: CURSOR_MICROS })
      .from(users)
      .where(and(usersInSight(actor), before(cursor)))
      .orderBy(desc(users.registeredAt), desc(users.id))
      .limit(USERS_BATCH);
    yield rows.map(({ user }) => toRawUser(user));
    const last = rows.at(-1);
    if (rows.length < USERS_BATCH || last === undefined) return;
    cursor = `${last.micros}_${last.user.id}`;
  }
}
