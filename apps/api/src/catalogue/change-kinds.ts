import type { PendingChangeKind } from '@1xpay/contract';
import {
  TOUCHES_EVERYTHING,
  type Touch,
  touchesOfFees,
  touchesOfOperators,
  touchesOfRates,
} from '@1xpay/domain';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../common/audit.ts';
import type { Actor, RequestMeta } from '../common/context.ts';
import type { Executor } from '../db/client.ts';
import { settings } from '../db/schema.ts';
import { FOUR_EYES_KEY, readFourEyesIn } from './four-eyes-policy.ts';
import { readSettingsIn } from './read-settings.ts';
import { saveSettingsIn } from './save-settings.ts';

/**
 * What four-eyes needs to know of each kind of change (decisions 028 and 046): the mechanism (propose, list,
 * approve, reject) is the same for all; each kind says what the live state is, how an approved change applies,
 * and which countries and operation types it touches (what an approver's grant must cover).
 */
export type ChangeKind = {
  /** The live state the change is compared with, in the caller's transaction; locked for the approval. */
  live(tx: Executor, subject: string | null, lock: boolean): Promise<unknown>;
  /** Applies the approved change, with its own audit entries, in the approval's transaction. */
  apply(
    tx: Executor,
    actor: Actor,
    change: { subject: string | null; proposed: unknown },
    meta: RequestMeta,
    now: Date,
  ): Promise<void>;
  /** The countries and operation types the change touches (`*`: every service country). */
  touches(basedOn: unknown, proposed: unknown): readonly Touch[];
  /** The audit actions' prefix: `settings.fees` records settings.fees.propose, .approve and .reject. */
  audit: string;
};

/** A master-edited document of the catalogue (fees, rates, operators and limits). */
function documentKind(
  key: 'fees' | 'rates' | 'operators',
  touches: (before: unknown, after: unknown) => Touch[],
): ChangeKind {
  return {
    async live(tx, _subject, lock) {
      // The live document's row, locked before it is compared: no save slips in between.
      if (lock)
        await tx.select({ key: settings.key }).from(settings).where(eq(settings.key, key)).for('update');
      return readSettingsIn(tx, key);
    },
    async apply(tx, actor, change, meta, now) {
      await saveSettingsIn(tx, actor, key, change.proposed, meta, now);
    },
    touches,
    audit: `settings.${key}`,
  };
}

/** Writes the policy's row, audited; the caller holds its lock (readFourEyesIn(tx, true)). */
export async function writeFourEyesIn(
  tx: Executor,
  actor: Actor,
  enabled: boolean,
  meta: RequestMeta,
  now: Date,
): Promise<void> {
  const before = await readFourEyesIn(tx);
  const value = { enabled };
  await tx
    .insert(settings)
    .values({ key: FOUR_EYES_KEY, value, updatedAt: now, updatedBy: actor.user.id })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now, updatedBy: actor.user.id } });
  await recordAudit(tx, {
    actor,
    meta,
    action: 'settings.fourEyes.save',
    target: `settings:${FOUR_EYES_KEY}`,
    before: { enabled: before.enabled },
    after: value,
    at: now,
  });
}

const kinds = new Map<PendingChangeKind, ChangeKind>([
  ['fees', documentKind('fees', touchesOfFees)],
  ['rates', documentKind('rates', touchesOfRates)],
  ['operators', documentKind('operators', touchesOfOperators)],
  [
    'fourEyes',
    {
      // The policy's row is locked first by every four-eyes write, the approval included.
      live: async (tx) => ({ enabled: (await readFourEyesIn(tx)).enabled }),
      apply: (tx, actor, change, meta, now) =>
        writeFourEyesIn(tx, actor, (change.proposed as { enabled: boolean }).enabled, meta, now),
      // Turning the policy off lets every later change through: only a grant covering everything approves it.
      touches: () => TOUCHES_EVERYTHING,
      audit: 'settings.fourEyes',
    },
  ],
]);

/**
 * Another business area's kind of change (the admins' rights, from users/), registered when its module loads:
 * the catalogue never imports those areas.
 */
export function registerChangeKind(kind: PendingChangeKind, handler: ChangeKind): void {
  kinds.set(kind, handler);
}

export function changeKind(kind: PendingChangeKind): ChangeKind {
  const handler = kinds.get(kind);
  if (handler === undefined) throw new Error(`no four-eyes handler for ${kind}`);
  return handler;
}
