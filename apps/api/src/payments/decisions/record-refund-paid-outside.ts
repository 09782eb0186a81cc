import { and, eq, sql } from 'drizzle-orm';
import { readFourEyesIn } from '../../catalogue/index.ts';
import { recordAudit } from '../../common/audit.ts';
import type { Actor, Deps, RequestMeta } from '../../common/context.ts';
import {
  lockFailedRefund,
  type PaidOutside,
  recordRefundPaidOutside,
  refundStateIn,
} from '../../common/refunds.ts';
import { assertRole } from '../../common/roles.ts';
import { pendingChanges } from '../../db/schema.ts';
import { toRefund } from './blocked-decision.ts';

/**
 * The master admin records a failed refund as paid outside the system (by hand: the processor's dashboard, a
 * mobile-money transfer), with why and the outside reference (decision 042). Four-eyes off: done at once
 * (common/refunds.ts recordRefundPaidOutside: `paid_outside`, the ledger's `refund_outside`, audited). On: it waits
 * as a pending change of kind `refundOutside`, based on the refund's state, until a second admin approves it
 * (POST /admin/pendingChanges/{id}/approve); a newer proposal for the same refund supersedes the one waiting.
 * Only a `failed` refund: another is a 409.
 */
export async function recordRefundPaidOutsideOrPropose(
  deps: Deps,
  actor: Actor,
  reference: string,
  input: PaidOutside,
  meta: RequestMeta,
) {
  assertRole(actor, 'master');
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    // The policy's row first, locked, as every four-eyes write takes it: a toggle and this proposal never cross.
    if (!(await readFourEyesIn(tx, true)).enabled) {
      const paid = await recordRefundPaidOutside(tx, actor, reference, input, meta, now);
      return { refund: toRefund(paid), pendingChangeId: null };
    }
    const refund = await lockFailedRefund(tx, reference);
    const superseded = await tx
      .update(pendingChanges)
      .set({ state: 'superseded', decidedAt: now })
      .where(
        and(
          eq(pendingChanges.kind, 'refundOutside'),
          eq(pendingChanges.state, 'pending'),
          sql`${pendingChanges.proposed}->>'reference' = ${reference}`,
        ),
      )
      .returning({ id: pendingChanges.id });
    const proposed = { reference, ...input };
    const [change] = await tx
      .insert(pendingChanges)
      .values({
        kind: 'refundOutside',
        proposed,
        basedOn: await refundStateIn(tx, reference),
        proposedBy: actor.user.id,
        proposedAt: now,
      })
      .returning({ id: pendingChanges.id });
    if (change === undefined) throw new Error('pending change insert returned nothing');
    await recordAudit(tx, {
      actor,
      meta,
      action: 'refund.paidOutside.propose',
      target: `pendingChange:${change.id}`,
      before: { status: refund.status },
      after: { proposed, superseded: superseded.map(({ id }) => id) },
      at: now,
    });
    return { refund: toRefund(refund), pendingChangeId: change.id };
  });
}
