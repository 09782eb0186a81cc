import type { PendingChange, PendingChangeKind } from '@1xpay/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { recordAudit } from '../common/audit.ts';
import type { Actor, RequestMeta } from '../common/context.ts';
import type { Executor } from '../db/client.ts';
import { pendingChanges } from '../db/schema.ts';
import { changeKind } from './change-kinds.ts';
import { pendingChangeIn } from './pending-change-wire.ts';

/**
 * Any kind of change waits for a second admin (the policy on, its row locked by the caller): the live state it is
 * based on is kept with it, and a newer proposal for the same kind and subject supersedes the one waiting, so only
 * the latest intent is ever approved. Audited as `<kind's prefix>.propose`.
 */
export async function proposeChangeIn(
  tx: Executor,
  actor: Actor,
  change: { kind: PendingChangeKind; subject: string | null; proposed: unknown },
  meta: RequestMeta,
  now: Date,
): Promise<PendingChange> {
  const { kind, subject, proposed } = change;
  const handler = changeKind(kind);
  const superseded = await tx
    .update(pendingChanges)
    .set({ state: 'superseded', decidedAt: now })
    .where(
      and(
        eq(pendingChanges.kind, kind),
        eq(pendingChanges.state, 'pending'),
        subject === null ? isNull(pendingChanges.subject) : eq(pendingChanges.subject, subject),
      ),
    )
    .returning({ id: pendingChanges.id });
  const basedOn = await handler.live(tx, subject, false);
  const [row] = await tx
    .insert(pendingChanges)
    .values({ kind, subject, proposed, basedOn, proposedBy: actor.user.id, proposedAt: now })
    .returning();
  if (row === undefined) throw new Error('pending change insert returned nothing');
  await recordAudit(tx, {
    actor,
    meta,
    action: `${handler.audit}.propose`,
    target: `pendingChange:${row.id}`,
    before: basedOn,
    after: { proposed, superseded: superseded.map(({ id }) => id) },
    at: now,
  });
  return pendingChangeIn(tx, row);
}

/**
 * What is waiting for the kind and subject, if anything: a proposal made in several calls (the dashboard sets an
 * admin's rights by adding, then taking away) builds on it, and supersedes it.
 */
export async function waitingProposalIn(
  tx: Executor,
  kind: PendingChangeKind,
  subject: string,
): Promise<unknown | undefined> {
  const [row] = await tx
    .select({ proposed: pendingChanges.proposed })
    .from(pendingChanges)
    .where(
      and(
        eq(pendingChanges.kind, kind),
        eq(pendingChanges.state, 'pending'),
        eq(pendingChanges.subject, subject),
      ),
    )
    .limit(1);
  return row?.proposed;
}
