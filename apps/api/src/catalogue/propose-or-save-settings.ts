import type { PendingChange } from '@1xpay/contract';
import type { Actor, Deps, RequestMeta } from '../common/context.ts';
import { assertRole } from '../common/roles.ts';
import { readFourEyesIn } from './four-eyes-policy.ts';
import { proposeChangeIn } from './propose-change.ts';
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
  kind: 'fees' | 'rates' | 'operators',
  value: T,
  meta: RequestMeta,
): Promise<SaveOutcome<T>> {
  assertRole(actor, 'master');
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const policy = await readFourEyesIn(tx, true);
    if (!policy.enabled) return { applied: await saveSettingsIn(tx, actor, kind, value, meta, now) };
    return { pending: await proposeChangeIn(tx, actor, { kind, subject: null, proposed: value }, meta, now) };
  });
}
