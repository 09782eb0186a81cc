import type { PendingChange, PendingChangeKind } from '@1xpay/contract';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../common/audit.ts';
import type { Actor, Deps, RequestMeta } from '../common/context.ts';
import { type PaidOutside, recordRefundPaidOutside } from '../common/refunds.ts';
import { assertRole } from '../common/roles.ts';
import { pendingChanges, settings } from '../db/schema.ts';
import { AppError, notFound } from '../errors.ts';
import { sameDocument } from './document-diff.ts';
import { readFourEyesIn } from './four-eyes-policy.ts';
import { liveDocumentIn, lockPending, pendingChangeIn } from './pending-change-wire.ts';
import { readSettingsIn } from './read-settings.ts';
import { saveSettingsIn } from './save-settings.ts';

/**
 * A second admin approves a waiting change: the document is replaced and the change marked approved, with both
 * audit entries, in one transaction. Refused (403) to the admin who proposed it, and (409) once the live document
 * differs from the one the proposal was based on: an approval never overwrites a newer change unseen.
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
    if (row.proposedBy === actor.user.id) throw new AppError('forbidden', 'cannotApproveOwnChange');
    if (row.kind === 'refundOutside') {
      // A refund paid outside the system (decision 042): recorded as the master proposed it, if it still failed.
      if (!sameDocument(await liveDocumentIn(tx, row), row.basedOn))
        throw new AppError('conflict', 'changeStale');
      const proposed = row.proposed as PaidOutside & { reference: string };
      await recordRefundPaidOutside(tx, actor, proposed.reference, proposed, meta, now);
    } else {
      const kind = row.kind as PendingChangeKind;
      // The live document's row, locked before it is compared: no save slips in between.
      await tx.select({ key: settings.key }).from(settings).where(eq(settings.key, kind)).for('update');
      if (!sameDocument(await readSettingsIn(tx, kind), row.basedOn))
        throw new AppError('conflict', 'changeStale');
      await saveSettingsIn(tx, actor, kind, row.proposed, meta, now);
    }
    const [approved] = await tx
      .update(pendingChanges)
      .set({ state: 'approved', decidedBy: actor.user.id, decidedAt: now })
      .where(eq(pendingChanges.id, id))
      .returning();
    if (approved === undefined) throw notFound('changeNotFound');
    await recordAudit(tx, {
      actor,
      meta,
      action: row.kind === 'refundOutside' ? 'refund.paidOutside.approve' : `settings.${row.kind}.approve`,
      target: `pendingChange:${id}`,
      before: { state: 'pending', proposedBy: row.proposedBy },
      after: { state: 'approved' },
      at: now,
    });
    return pendingChangeIn(tx, approved);
  });
}
