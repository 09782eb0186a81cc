import type { PendingChange, PendingChangeKind } from '@1xpay/contract';
import { desc, eq } from 'drizzle-orm';
import type { Actor, Deps } from '../common/context.ts';
import { assertRole } from '../common/roles.ts';
import { pendingChanges, users } from '../db/schema.ts';
import { changeKind } from './change-kinds.ts';
import { nameOf, subjectNameIn, toPendingChange } from './pending-change-wire.ts';

/** How many changes a list shows at most: the latest ones (a pending list is short, one change per subject). */
const LIMIT = 100;

/** The changes in one state, newest first, each with its diff (any admin holding powers: who may approve). */
export async function listPendingChanges(
  deps: Deps,
  actor: Actor,
  query: { state: PendingChange['state'] },
): Promise<PendingChange[]> {
  assertRole(actor, 'admin');
  const rows = await deps.db
    .select({ change: pendingChanges, firstName: users.firstName, lastName: users.lastName })
    .from(pendingChanges)
    .innerJoin(users, eq(users.id, pendingChanges.proposedBy))
    .where(eq(pendingChanges.state, query.state))
    .orderBy(desc(pendingChanges.proposedAt), desc(pendingChanges.id))
    .limit(LIMIT);
  // The live state of each kind and subject, read once: what says whether a change is still approvable.
  const live = new Map<string, { state: unknown; subjectName: string | null }>();
  const result: PendingChange[] = [];
  for (const { change, ...proposer } of rows) {
    const key = `${change.kind}:${change.subject ?? ''}`;
    let known = live.get(key);
    if (known === undefined) {
      known = {
        state: await changeKind(change.kind as PendingChangeKind).live(deps.db, change.subject, false),
        subjectName: await subjectNameIn(deps.db, change.subject),
      };
      live.set(key, known);
    }
    result.push(
      toPendingChange(
        change,
        { proposedByName: nameOf(proposer), subjectName: known.subjectName },
        known.state,
      ),
    );
  }
  return result;
}
