import type { UserAuthenticationStatus } from '@1xpay/domain';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../common/audit.ts';
import type { Actor, Deps, RequestMeta } from '../common/context.ts';
import { sendDecisionNotice } from '../common/identity-notices.ts';
import { assertRole } from '../common/roles.ts';
import { users } from '../db/schema.ts';
import { AppError, forbidden, notFound } from '../errors.ts';

/**
 * POST /admin/users/:uuid/suspend and /resume: an agent of the customer's country (or the master) stops a customer's
 * payments with a reason the customer reads (`transactionSuspended`: they still sign in, see their history and their
 * documents' review), or lets them pay again (back to the status they had). As locking: only the master acts on an
 * admin, nobody on the master or on themselves. One transaction with the audit entry and the customer's notice.
 */
export async function setPaymentsSuspended(
  deps: Deps,
  actor: Actor,
  input: { userId: string; suspend: boolean; reason: string },
  meta: RequestMeta,
) {
  assertRole(actor, 'admin');
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [target] = await tx.select().from(users).where(eq(users.id, input.userId)).for('update');
    if (target === undefined) throw notFound('userNotFound');
    if (!actor.user.isMaster && !(actor.grant?.countries ?? []).includes(target.country))
      throw notFound('userNotFound');
    if (target.id === actor.user.id) throw new AppError('forbidden', 'cannotSuspendSelf');
    if (target.isMaster) throw forbidden();
    if (target.isAdmin && !actor.user.isMaster) throw new AppError('forbidden', 'cannotSuspendAdmin');
    const status = target.authenticationStatus as UserAuthenticationStatus;
    let change: Partial<typeof users.$inferInsert>;
    if (input.suspend) {
      if (status === 'blocked' || status === 'transactionSuspended')
        throw new AppError('conflict', 'cannotSuspend', { params: { status } });
      change = {
        authenticationStatus: 'transactionSuspended',
        statusBeforeSuspension: status,
        statusReason: input.reason,
      };
    } else {
      if (status !== 'transactionSuspended') throw new AppError('conflict', 'notSuspended');
      change = {
        authenticationStatus: target.statusBeforeSuspension ?? 'active',
        statusBeforeSuspension: null,
        statusReason: null,
      };
    }
    const [updated] = await tx.update(users).set(change).where(eq(users.id, target.id)).returning();
    if (updated === undefined) throw notFound('userNotFound');
    await recordAudit(tx, {
      actor,
      meta,
      action: input.suspend ? 'user.suspend' : 'user.resume',
      target: `user:${target.id}`,
      before: { userAuthenticationStatus: target.authenticationStatus },
      after: { userAuthenticationStatus: updated.authenticationStatus, reason: input.reason },
      at: now,
    });
    await sendDecisionNotice(
      tx,
      {
        userId: target.id,
        decision: input.suspend ? 'suspended' : 'resumed',
        reason: input.suspend ? input.reason : null,
      },
      now,
    );
    return {
      userUuid: updated.id,
      userAuthenticationStatus: updated.authenticationStatus as UserAuthenticationStatus,
      statusReason: updated.statusReason,
    };
  });
}
