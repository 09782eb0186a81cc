import type { PendingChange, PendingChangeKind } from '@1xpay/contract';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../common/audit.ts';
import type { Actor, Deps, RequestMeta } from '../common/context.ts';
import { assertRole } from '../common/roles.ts';
import { pendingChanges } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import { changeKind } from './change-kinds.ts';
import { readFourEyesIn } from './four-eyes-policy.ts';
import { lockPending, pendingChangeIn } from './pending-change-wire.ts';

/** Any admin who may approve, the proposer included (who withdraws it), rejects a waiting change with a reason. */
export async function rejectChange(
  deps: Deps,
  actor: Actor,
  id: string,
  input: { reason: string },
  meta: RequestMeta,
): Promise<PendingChange> {
  assertRole(actor, 'admin');
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    // The policy's row first, as every four-eyes write takes it: a direct save (policy off) and this decision
    // run one after the other, and the locks are always taken in the same order.
    await readFourEyesIn(tx, true);
    const row = await lockPending(tx, id);
    const [rejected] = await tx
      .update(pendingChanges)
      .set({ state: 'rejected', decidedBy: actor.user.id, decidedAt: now, reason: input.reason })
      .where(eq(pendingChanges.id, id))
      .returning();
    if (rejected === undefined) throw notFound('changeNotFound');
    await recordAudit(tx, {
      actor,
      meta,
      action: `${changeKind(row.kind as PendingChangeKind).audit}.reject`,
      target: `pendingChange:${id}`,
      before: { state: 'pending', proposedBy: row.proposedBy },
      after: { state: 'rejected', reason: input.reason },
      at: now,
    });
    return pendingChangeIn(tx, rejected);
  });
}
