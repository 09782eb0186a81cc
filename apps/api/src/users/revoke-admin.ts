import { eq } from 'drizzle-orm';
import { recordAudit } from '../common/audit.ts';
import type { Actor, Deps, RequestMeta } from '../common/context.ts';
import { assertRole } from '../common/roles.ts';
import { endAllSessions } from '../common/sessions.ts';
import { adminGrants, users } from '../db/schema.ts';
import { reassignPendingOperations } from '../operations/index.ts';
import { grantView, lockGrantee } from './grants.ts';

/**
 * Takes rights away: the countries and the types given are removed from the admin's grant. An admin left with no
 * country or no type is no longer an admin, and their dashboard sessions end. Their pending operations the grant no
 * longer covers go to another eligible agent (else the master), in the same transaction.
 */
export async function revokeAdmin(
  deps: Deps,
  actor: Actor,
  input: { adminId: string; countries: string[]; allowedOperationsTypes: string[] },
  meta: RequestMeta,
) {
  assertRole(actor, 'master');
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const { user, grant } = await lockGrantee(tx, input.adminId);
    const before = grantView(user, user.isAdmin ? grant : null);
    const countries = before.countries.filter((country) => !input.countries.includes(country));
    const allowedOperationsTypes = before.allowedOperationsTypes.filter(
      (type) => !input.allowedOperationsTypes.includes(type),
    );
    const stillAdmin = user.isAdmin && countries.length > 0 && allowedOperationsTypes.length > 0;
    if (stillAdmin) {
      await tx
        .update(adminGrants)
        .set({ countries, allowedOperationsTypes, updatedAt: now })
        .where(eq(adminGrants.adminId, user.id));
    } else {
      await tx.delete(adminGrants).where(eq(adminGrants.adminId, user.id));
      await tx.update(users).set({ isAdmin: false }).where(eq(users.id, user.id));
      await endAllSessions(tx, user.id, now, 'dashboard');
    }
    const after = grantView(
      { id: user.id, isAdmin: stillAdmin },
      stillAdmin ? { countries, allowedOperationsTypes } : null,
    );
    await recordAudit(tx, {
      actor,
      meta,
      action: 'admin.revoke',
      target: `user:${user.id}`,
      before,
      after,
      at: now,
    });
    await reassignPendingOperations(tx, { adminId: user.id, actor, meta, now });
    return after;
  });
}
