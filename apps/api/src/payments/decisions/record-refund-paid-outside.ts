import { type OperationType, TOUCHES_EVERYTHING, type Touch } from '@1xpay/domain';
import { proposeChangeIn, readFourEyesIn, registerChangeKind } from '../../catalogue/index.ts';
import type { Actor, Deps, RequestMeta } from '../../common/context.ts';
import {
  lockFailedRefund,
  type PaidOutside,
  recordRefundPaidOutside,
  refundStateIn,
} from '../../common/refunds.ts';
import { assertRole } from '../../common/roles.ts';
import { toRefund } from './blocked-decision.ts';

/**
 * The master admin records a failed refund as paid outside the system (by hand: the processor's dashboard, a
 * mobile-money transfer), with why and the outside reference (decision 042). Four-eyes off: done at once
 * (common/refunds.ts recordRefundPaidOutside: `paid_outside`, the ledger's `refund_outside`, audited). On: it waits
 * as a pending change of kind `refundOutside` whose subject is the transaction's reference, based on the refund's
 * state, until a second admin approves it (POST /admin/pendingChanges/{id}/approve); a newer proposal for the same
 * refund supersedes the one waiting. Only a `failed` refund: another is a 409.
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
    const change = await proposeChangeIn(
      tx,
      actor,
      { kind: 'refundOutside', subject: reference, proposed: { reference, ...input } },
      meta,
      now,
    );
    return { refund: toRefund(refund), pendingChangeId: change.id };
  });
}

// A refund paid outside as a four-eyes change: compared with the refund's state (a retry meanwhile makes it
// stale), recorded as proposed once approved; it touches its transaction's country and type.
registerChangeKind('refundOutside', {
  live: (tx, subject, lock) => refundStateIn(tx, subject ?? '', lock),
  async apply(tx, actor, change, meta, now) {
    const proposed = change.proposed as PaidOutside;
    const input = { reason: proposed.reason, outsideReference: proposed.outsideReference };
    await recordRefundPaidOutside(tx, actor, change.subject ?? '', input, meta, now);
  },
  touches: (basedOn): readonly Touch[] => {
    const state = basedOn as { country?: unknown; type?: unknown } | null;
    return state === null || typeof state.country !== 'string' || typeof state.type !== 'string'
      ? TOUCHES_EVERYTHING
      : [{ country: state.country, type: state.type as OperationType }];
  },
  audit: 'refund.paidOutside',
});
