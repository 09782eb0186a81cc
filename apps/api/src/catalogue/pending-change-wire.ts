import type { PendingChange, PendingChangeKind } from '@1xpay/contract';
import { eq } from 'drizzle-orm';
import { refundStateIn } from '../common/refunds.ts';
import type { Executor } from '../db/client.ts';
import { pendingChanges, users } from '../db/schema.ts';
import { AppError, notFound } from '../errors.ts';
import { diffDocuments, sameDocument } from './document-diff.ts';
import { readSettingsIn } from './read-settings.ts';

export type PendingChangeRow = typeof pendingChanges.$inferSelect;

/** A change as the API shows it: its diff against the document it was based on, and whether that is still live. */
export function toPendingChange(row: PendingChangeRow, proposedByName: string, live: unknown): PendingChange {
  return {
    id: row.id,
    kind: row.kind as PendingChange['kind'],
    state: row.state as PendingChange['state'],
    proposed: row.proposed,
    basedOn: row.basedOn,
    diff: diffDocuments(row.basedOn, row.proposed),
    stale: row.state === 'pending' && !sameDocument(live, row.basedOn),
    proposedBy: row.proposedBy,
    proposedByName,
    proposedAt: row.proposedAt.getTime(),
    decidedBy: row.decidedBy,
    decidedAt: row.decidedAt?.getTime() ?? null,
    reason: row.reason,
  };
}

/** One change read back for the answer, inside the caller's transaction. */
export async function pendingChangeIn(tx: Executor, row: PendingChangeRow): Promise<PendingChange> {
  const [proposer] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, row.proposedBy))
    .limit(1);
  return toPendingChange(row, nameOf(proposer), await liveDocumentIn(tx, row));
}

/**
 * What a change is compared with to know whether it is stale: the live settings document, or for a refund paid
 * outside (decision 042) the refund's state, which a retry or another decision meanwhile changes.
 */
export async function liveDocumentIn(tx: Executor, row: Pick<PendingChangeRow, 'kind' | 'proposed'>) {
  if (row.kind === 'refundOutside')
    return refundStateIn(tx, String((row.proposed as { reference?: unknown }).reference));
  return readSettingsIn(tx, row.kind as PendingChangeKind);
}

export function nameOf(user: { firstName: string; lastName: string } | undefined): string {
  return user === undefined ? '' : `${user.firstName} ${user.lastName}`.trim();
}

/** The change, locked for its decision: 404 when unknown, 409 when no longer pending. */
export async function lockPending(tx: Executor, id: string): Promise<PendingChangeRow> {
  const [row] = await tx.select().from(pendingChanges).where(eq(pendingChanges.id, id)).for('update');
  if (row === undefined) throw notFound('changeNotFound');
  if (row.state !== 'pending') throw new AppError('conflict', 'changeNotPending');
  return row;
}
