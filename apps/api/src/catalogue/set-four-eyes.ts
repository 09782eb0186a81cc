import type { FourEyesPolicy } from '@1xpay/contract';
import { recordAudit } from '../common/audit.ts';
import type { Actor, Deps, RequestMeta } from '../common/context.ts';
import { assertRole } from '../common/roles.ts';
import { settings } from '../db/schema.ts';
import { FOUR_EYES_KEY, readFourEyesIn } from './four-eyes-policy.ts';

/**
 * The master turns the four-eyes policy on or off, audited. Changes already waiting stay as they are: they are
 * still approved or rejected one by one (an approval is refused once the live document has moved on).
 */
export async function setFourEyes(
  deps: Deps,
  actor: Actor,
  input: { enabled: boolean },
  meta: RequestMeta,
): Promise<FourEyesPolicy> {
  assertRole(actor, 'master');
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const before = await readFourEyesIn(tx, true);
    const value = { enabled: input.enabled };
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
    return { enabled: input.enabled, updatedAt: now.getTime() };
  });
}
