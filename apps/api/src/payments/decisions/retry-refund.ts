import { eq } from 'drizzle-orm';
import { recordAudit } from '../../common/audit.ts';
import type { Actor, Deps, RequestMeta } from '../../common/context.ts';
import { lockFailedRefund, REFUND_JOB } from '../../common/refunds.ts';
import { assertRole } from '../../common/roles.ts';
import { refunds } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { enqueue } from '../../jobs/queue.ts';
import { toRefund } from './blocked-decision.ts';

/**
 * The master admin sends a failed refund again (decision 042): back to `pending` with its tries counted from zero,
 * and its job queued now, in one database transaction, audited (`refund.retry`). Only a `failed` refund: another is
 * a 409 (a double click finds it pending).
 */
export async function retryRefund(
  deps: Deps,
  actor: Actor,
  reference: string,
  input: { reason: string },
  meta: RequestMeta,
) {
  assertRole(actor, 'master');
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const failed = await lockFailedRefund(tx, reference);
    const [retried] = await tx
      .update(refunds)
      .set({ status: 'pending', attempts: 0, updatedAt: now })
      .where(eq(refunds.reference, reference))
      .returning();
    if (retried === undefined) throw notFound('refundNotFound');
    await enqueue(tx, REFUND_JOB, { reference }, now);
    await recordAudit(tx, {
      actor,
      meta,
      action: 'refund.retry',
      target: `refund:${reference}`,
      before: { status: failed.status, attempts: failed.attempts, failure: failed.failure },
      after: { status: retried.status, reason: input.reason },
      at: now,
    });
    return toRefund(retried);
  });
}
