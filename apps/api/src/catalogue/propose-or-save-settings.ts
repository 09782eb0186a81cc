import type { PendingChange, PendingChangeKind } from '@1xpay/contract';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../common/audit.ts';
import type { Actor, Deps, RequestMeta } from '../common/context.ts';
import { assertRole } from '../common/roles.ts';
import { pendingChanges } from '../db/schema.ts';
import { readFourEyesIn } from './four-eyes-policy.ts';
import { pendingChangeIn } from './pending-change-wire.ts';
import { readSettingsIn } from './read-settings.ts';
import { saveSettingsIn } from './save-settings.ts';

export type SaveOutcome<T> = { applied: T } | { pending: PendingChange };

/**
 * §7's write of the fees, the rates or the operators (master admin only). With the four-eyes policy off (the
 * default) it replaces the document at once, exactly as saveSettings does; with it on, the document waits as a
 * pending change, with the live document it is based on, until a second admin approves it. A newer proposal of the
 * same document supersedes the one waiting: only the latest intent is ever approved.
 */
export async function proposeOrSaveSettings<T>(
  deps: Deps,
  actor: Actor,
  kind: PendingChangeKind,
  value: T,
  meta: RequestMeta,
): Promise<SaveOutcome<T>> {
  assertRole(actor, 'master');
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const policy = await readFourEyesIn(tx, true);
    if (!policy.enabled) return { applied: await saveSettingsIn(tx, actor, kind, value, meta, now) };
    const superseded = await tx
      .update(pendingChanges)
      .set({ state: 'superseded', decidedAt: now })
      .where(and(eq(pendingChanges.kind, kind), eq(pendingChanges.state, 'pending')))
      .returning({ id: pendingChanges.id });
    const basedOn = await readSettingsIn(tx, kind);
    const [row] = await tx
      .insert(pendingChanges)
      .values({ kind, proposed: value, basedOn, proposedBy: actor.user.id, proposedAt: now })
      .returning();
    if (row === undefined) throw new Error('pending change insert returned nothing');
    await recordAudit(tx, {
      actor,
      meta,
      action: `settings.${kind}.propose`,
      target: `pendingChange:${row.id}`,
      before: basedOn,
      after: { proposed: value, superseded: superseded.map(({ id }) => id) },
      at: now,
    });
    return { pending: await pendingChangeIn(tx, row) };
  });
}
