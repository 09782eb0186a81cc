import { recordAudit } from '../../common/audit.ts';
import type { Actor, Deps, RequestMeta } from '../../common/context.ts';
import { assertRole } from '../../common/roles.ts';
import { moveTransaction } from '../../common/transitions.ts';
import { lockBlocked, toDecision } from './blocked-decision.ts';
import { startDelivery } from './start-delivery.ts';

/**
 * The master admin releases a payment blocked by verification: 235 → 231 and delivery starts as after a passed
 * verification (an operation assigned to an agent). The collected money stays in transit (no new ledger entry).
 * Who decided and why is in the audit log, in the same database transaction.
 */
export async function releaseTransaction(
  deps: Deps,
  actor: Actor,
  reference: string,
  input: { reason: string },
  meta: RequestMeta,
) {
  assertRole(actor, 'master');
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const blocked = await lockBlocked(tx, reference);
    const moved = await moveTransaction(tx, { reference, to: 231, source: 'agent', now });
    await startDelivery(tx, deps, moved, now);
    await recordAudit(tx, {
      actor,
      meta,
      action: 'transaction.release',
      target: `transaction:${reference}`,
      before: { statusCode: blocked.statusCode, message: blocked.message },
      after: { statusCode: moved.statusCode, reason: input.reason },
      at: now,
    });
    return toDecision(moved, null);
  });
}
