import type { FourEyesPolicy, PendingChange } from '@1xpay/contract';
import type { Actor, Deps, RequestMeta } from '../common/context.ts';
import { assertRole } from '../common/roles.ts';
import { writeFourEyesIn } from './change-kinds.ts';
import { readFourEyesIn } from './four-eyes-policy.ts';
import { proposeChangeIn } from './propose-change.ts';

/**
 * The master turns the four-eyes policy on or off, audited. Turning it on applies at once; turning it off while it
 * is on is itself a change a second admin approves (decision 046): the master alone cannot lift it. Changes already
 * waiting stay as they are: they are still approved or rejected one by one.
 */
export async function setFourEyes(
  deps: Deps,
  actor: Actor,
  input: { enabled: boolean },
  meta: RequestMeta,
): Promise<{ applied: FourEyesPolicy } | { pending: PendingChange }> {
  assertRole(actor, 'master');
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const before = await readFourEyesIn(tx, true);
    if (before.enabled && !input.enabled) {
      const proposed = { enabled: false };
      return {
        pending: await proposeChangeIn(tx, actor, { kind: 'fourEyes', subject: null, proposed }, meta, now),
      };
    }
    await writeFourEyesIn(tx, actor, input.enabled, meta, now);
    return { applied: { enabled: input.enabled, updatedAt: now.getTime() } };
  });
}
