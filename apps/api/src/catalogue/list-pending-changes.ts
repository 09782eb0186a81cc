import { PENDING_CHANGE_KINDS, type PendingChange, type PendingChangeKind } from '@1xpay/contract';
import { desc, eq } from 'drizzle-orm';
import type { Actor, Deps } from '../common/context.ts';
import { assertRole } from '../common/roles.ts';
import { pendingChanges, users } from '../db/schema.ts';
import { liveDocumentIn, nameOf, toPendingChange } from './pending-change-wire.ts';
import { readSettings } from './read-settings.ts';

/** How many changes a list shows at most: the latest ones (a pending list is short, one change per document). */
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
  const live = new Map<PendingChangeKind, unknown>();
  for (const kind of PENDING_CHANGE_KINDS) live.set(kind, await readSettings(deps, kind));
  return Promise.all(
    rows.map(async ({ change, ...proposer }) =>
      toPendingChange(
        change,
        nameOf(proposer),
        change.kind === 'refundOutside'
          ? await liveDocumentIn(deps.db, change)
          : live.get(change.kind as PendingChangeKind),
      ),
    ),
  );
}
