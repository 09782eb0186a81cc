import type { PendingChange, PendingChangeKind } from '@1xpay/contract';
import { uncoveredTouches } from '@1xpay/domain';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../common/audit.ts';
import type { Actor, Deps, RequestMeta } from '../common/context.ts';
import { assertRole } from '../common/roles.ts';
import type { Executor } from '../db/client.ts';
import { adminGrants, pendingChanges } from '../db/schema.ts';
import { AppError, notFound } from '../errors.ts';
import { changeKind } from './change-kinds.ts';
import { sameDocument } from './document-diff.ts';
import { readFourEyesIn } from './four-eyes-policy.ts';
import { lockPending, type PendingChangeRow, pendingChangeIn } from './pending-change-wire.ts';

/**
 * Whether the actor may approve this change (decision 046): the master always may (their powers cover everything;
 * they never approve their own); an agent's grant must have gained nothing for the cooling period (a grant made
 * or widened yesterday does not approve today) and must cover every country and operation type the change touches.
 */
async function assertMayApprove(tx: Executor, deps: Deps, actor: Actor, row: PendingChangeRow, now: Date) {
  if (row.proposedBy === actor.user.id) throw new AppError('forbidden', 'cannotApproveOwnChange');
  if (actor.user.isMaster) return;
  const [grant] = await tx.select().from(adminGrants).where(eq(adminGrants.adminId, actor.user.id));
  const coolingMs = deps.config.fourEyesCoolingMs;
  const hours = Math.round(coolingMs / 3_600_000);
  if (grant === undefined || now.getTime() - grant.widenedAt.getTime() < coolingMs)
    throw new AppError('forbidden', 'approverGrantTooRecent', { params: { hours } });
  const touches = changeKind(row.kind as PendingChangeKind).touches(row.basedOn, row.proposed);
  if (uncoveredTouches(grant, touches).length > 0) throw new AppError('forbidden', 'approverGrantTooNarrow');
}

/**
 * A second admin approves a waiting change: it is applied and marked approved, with the audit entries, in one
 * transaction. Refused (403) to the admin who proposed it and to an approver whose grant is too recent or too
 * narrow, and (409) once the live state differs from the one the proposal was based on: an approval never
 * overwrites a newer change unseen.
 */
export async function approveChange(
  deps: Deps,
  actor: Actor,
  id: string,
  meta: RequestMeta,
): Promise<PendingChange> {
  assertRole(actor, 'admin');
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    // The policy's row first, as every four-eyes write takes it: a direct save (policy off) and this decision
    // run one after the other, and the locks are always taken in the same order.
    await readFourEyesIn(tx, true);
    const row = await lockPending(tx, id);
    await assertMayApprove(tx, deps, actor, row, now);
    const kind = changeKind(row.kind as PendingChangeKind);
    if (!sameDocument(await kind.live(tx, row.subject, true), row.basedOn))
      throw new AppError('conflict', 'changeStale');
    await kind.apply(tx, actor, { subject: row.subject, proposed: row.proposed }, meta, now);
    const [approved] = await tx
      .update(pendingChanges)
      .set({ state: 'approved', decidedBy: actor.user.id, decidedAt: now })
      .where(eq(pendingChanges.id, id))
      .returning();
    if (approved === undefined) throw notFound('changeNotFound');
    await recordAudit(tx, {
      actor,
      meta,
      action: `${kind.audit}.approve`,
      target: `pendingChange:${id}`,
      before: { state: 'pending', proposedBy: row.proposedBy },
      after: { state: 'approved' },
      at: now,
    });
    return pendingChangeIn(tx, approved);
  });
}
