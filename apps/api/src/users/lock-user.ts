import { eq } from 'drizzle-orm';
import { recordAudit } from '../common/audit.ts';
import type { Actor, Deps, RequestMeta } from '../common/context.ts';
import { assertRole } from '../common/roles.ts';
import { endAllSessions } from '../common/sessions.ts';
import { toRawUser } from '../common/wire.ts';
import { users } from '../db/schema.ts';
import { AppError, forbidden, notFound } from '../errors.ts';
import { reassignPendingOperations } from '../operations/index.ts';

/**
 * lockOrAllowUser: locking blocks the user, ends all their sessions and hands their pending operations (an agent's)
 * to another eligible agent or the master, in one transaction; allowing restores the status they had before. The
 * master admin acts on anyone else; a regular admin on users of their countries.
 */
export async function lockUser(
  deps: Deps,
  actor: Actor,
  input: { authorizationKey: string; lockUser: boolean },
  meta: RequestMeta,
) {
  assertRole(actor, 'admin');
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [target] = await tx
      .select()
      .from(users)
      .where(eq(users.authorizationKey, input.authorizationKey))
      .for('update')
      .limit(1);
    if (target === undefined) throw notFound('userNotFound');
    // Self and master first: an agent whose own country is outside their grant still hears why.
    if (target.id === actor.user.id) throw new AppError('forbidden', 'cannotLockSelf');
    if (target.isMaster) throw new AppError('forbidden', 'cannotLockMaster');
    // Agents lock customers; locking an admin (which ends their dashboard sessions) is the master's call.
    if (target.isAdmin && !actor.user.isMaster) throw new AppError('forbidden', 'cannotLockAdmin');
    if (!actor.user.isMaster && !(actor.grant?.countries ?? []).includes(target.country)) throw forbidden();

    const alreadyLocked = target.authenticationStatus === 'blocked';
    const change = input.lockUser
      ? alreadyLocked
        ? {}
        : { authenticationStatus: 'blocked', statusBeforeLock: target.authenticationStatus }
      : alreadyLocked
        ? { authenticationStatus: target.statusBeforeLock ?? 'accepted', statusBeforeLock: null }
        : {};
    const [updated] =
      Object.keys(change).length === 0
        ? [target]
        : await tx.update(users).set(change).where(eq(users.id, target.id)).returning();
    if (updated === undefined) throw notFound('userNotFound');
    if (input.lockUser) await endAllSessions(tx, target.id, now);
    await recordAudit(tx, {
      actor,
      meta,
      action: input.lockUser ? 'user.lock' : 'user.allow',
      target: `user:${target.id}`,
      before: { userAuthenticationStatus: target.authenticationStatus },
      after: { userAuthenticationStatus: updated.authenticationStatus },
      at: now,
    });
    // A locked agent acts no more: their pending operations go to someone who may do them.
    if (input.lockUser) await reassignPendingOperations(tx, { adminId: target.id, actor, meta, now });
    return toRawUser(updated);
  });
}
