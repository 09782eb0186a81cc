import { authenticationGroup, type UserAuthenticationStatus, type UserStats } from '@1xpay/domain';
import { sql } from 'drizzle-orm';
import type { Actor, Deps } from '../common/context.ts';
import { assertRole } from '../common/roles.ts';
import { users } from '../db/schema.ts';
import { usersInSight } from './users-scope.ts';

/** §3's user statistics over the users an admin may see, counted by the database (one row per status). */
export async function getUserStats(deps: Deps, actor: Actor): Promise<UserStats> {
  assertRole(actor, 'admin');
  const rows = await deps.db
    .select({
      status: users.authenticationStatus,
      isAdmin: users.isAdmin,
      count: sql<number>`count(*)::int`,
    })
    .from(users)
    .where(usersInSight(actor))
    .groupBy(users.authenticationStatus, users.isAdmin);
  const stats: UserStats = { total: 0, admins: 0, blocked: 0, pending: 0, accepted: 0 };
  for (const row of rows) {
    stats.total += row.count;
    if (row.isAdmin) stats.admins += row.count;
    stats[authenticationGroup(row.status as UserAuthenticationStatus)] += row.count;
  }
  return stats;
}
