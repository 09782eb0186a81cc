import type { RawUser } from '@1xpay/domain';
import { and } from 'drizzle-orm';
import type { Actor, Deps } from '../common/context.ts';
import { everyPage } from '../common/every-row.ts';
import { microsOf } from '../common/keyset-pages.ts';
import { assertRole } from '../common/roles.ts';
import { toRawUser } from '../common/wire.ts';
import { users } from '../db/schema.ts';
import { cursorOf, usersNewestFirst } from './list-users-page.ts';
import { usersInSight } from './users-scope.ts';

/** Users read from the database at a time. */
export const USERS_BATCH = 1_000;

/**
 * Users newest first (§9): the master admin sees all; a regular admin those of their granted countries. Read a
 * thousand at a time (keyset, the order of GET /admin/users), so that the whole list (§7 answers it in one
 * response) is written out as it is read, in flat memory, whatever the number of users.
 */
export function listUsers(deps: Deps, actor: Actor): AsyncGenerator<readonly RawUser[]> {
  assertRole(actor, 'admin');
  return everyPage(async (cursor: string | undefined) => {
    const keyset = usersNewestFirst({ before: cursor });
    const rows = await deps.db
      .select({ user: users, micros: microsOf(users.registeredAt) })
      .from(users)
      .where(and(usersInSight(actor), keyset.where))
      .orderBy(...keyset.orderBy)
      .limit(USERS_BATCH);
    const last = rows.at(-1);
    return {
      rows: rows.map(({ user }) => toRawUser(user)),
      next: rows.length === USERS_BATCH && last !== undefined ? cursorOf(last) : null,
    };
  });
}
