import type { PendingChange, PendingChangeKind } from '@1xpay/contract';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { pendingChanges, users } from '../db/schema.ts';
import { AppError, notFound } from '../errors.ts';
import { changeKind } from './change-kinds.ts';
import { diffDocuments, sameDocument } from './document-diff.ts';

export type PendingChangeRow = typeof pendingChanges.$inferSelect;

/** A change as the API shows it: its diff against the state it was based on, and whether that is still live. */
export function toPendingChange(
  row: PendingChangeRow,
  names: { proposedByName: string; subjectName: string | null },
  live: unknown,
): PendingChange {
  return {
    id: row.id,
    kind: row.kind as PendingChange['kind'],
    state: row.state as PendingChange['state'],
    subject: row.subject,
    subjectName: names.subjectName,
    proposed: row.proposed,
    basedOn: row.basedOn,
    diff: diffDocuments(row.basedOn, row.proposed),
    stale: row.state === 'pending' && !sameDocument(live, row.basedOn),
    proposedBy: row.proposedBy,
    proposedByName: names.proposedByName,
    proposedAt: row.proposedAt.getTime(),
    decidedBy: row.decidedBy,
    decidedAt: row.decidedAt?.getTime() ?? null,
    reason: row.reason,
  };
}

/** The name of the user a subject names (the admin whose rights change), else null. */
export async function subjectNameIn(tx: Executor, subject: string | null): Promise<string | null> {
  if (subject === null) return null;
  const [user] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(sql`${users.id}::text = ${subject}`)
    .limit(1);
  return user === undefined ? null : nameOf(user);
}

/** One change read back for the answer, inside the caller's transaction. */
export async function pendingChangeIn(tx: Executor, row: PendingChangeRow): Promise<PendingChange> {
  const [proposer] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, row.proposedBy))
    .limit(1);
  const live = await changeKind(row.kind as PendingChangeKind).live(tx, row.subject, false);
  return toPendingChange(
    row,
    { proposedByName: nameOf(proposer), subjectName: await subjectNameIn(tx, row.subject) },
    live,
  );
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
