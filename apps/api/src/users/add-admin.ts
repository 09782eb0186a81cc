import type { GrantBody } from '@1xpay/contract';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../common/audit.ts';
import type { Actor, Deps, RequestMeta } from '../common/context.ts';
import { assertRole } from '../common/roles.ts';
import { adminGrants, users } from '../db/schema.ts';
import { grantView, lockGrantee } from './grants.ts';

/** Grants admin rights, or widens them: the countries and types given are added to those the admin had. */
export async function addAdmin(deps: Deps, actor: Actor, input: GrantBody, meta: RequestMeta) {
  assertRole(actor, 'master');
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const { user, grant } = await lockGrantee(tx, input.adminId);
    const before = grantView(user, user.isAdmin ? grant : null);
    const countries = [...new Set([...before.countries, ...input.countries])].sort();
    const allowedOperationsTypes = [
      ...new Set([...before.allowedOperationsTypes, ...input.allowedOperationsTypes]),
    ].sort();
    await tx
      .insert(adminGrants)
      .values({ adminId: user.id, countries, allowedOperationsTypes, updatedAt: now })
      .onConflictDoUpdate({
        target: adminGrants.adminId,
        set: { countries, allowedOperationsTypes, updatedAt: now },
      });
    if (!user.isAdmin) await tx.update(users).set({ isAdmin: true }).where(eq(users.id, user.id));
    const after = grantView({ id: user.id, isAdmin: true }, { countries, allowedOperationsTypes });
    await recordAudit(tx, {
      actor,
      meta,
      action: 'admin.add',
      target: `user:${user.id}`,
      before,
      after,
      at: now,
    });
    return after;
  });
}
