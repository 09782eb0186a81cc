import { and, asc, eq } from 'drizzle-orm';
import type { Actor, Deps } from '../common/context.ts';
import { assertRole } from '../common/roles.ts';
import { adminGrants, users } from '../db/schema.ts';
import { grantView } from './grants.ts';

/** Every regular admin's rights, for the dashboard's admin-rights screen (master admin only; the master has all). */
export async function listGrants(deps: Deps, actor: Actor) {
  assertRole(actor, 'master');
  const rows = await deps.db
    .select({ user: users, grant: adminGrants })
    .from(users)
    .leftJoin(adminGrants, eq(adminGrants.adminId, users.id))
    .where(and(eq(users.isAdmin, true), eq(users.isMaster, false)))
    .orderBy(asc(users.lastName), asc(users.firstName));
  return rows.map(({ user, grant }) => grantView(user, grant));
}
