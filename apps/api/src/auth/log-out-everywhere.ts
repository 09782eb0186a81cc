import { eq } from 'drizzle-orm';
import { recordAudit } from '../common/audit.ts';
import type { Actor, Deps, RequestMeta } from '../common/context.ts';
import { endAllSessions } from '../common/sessions.ts';
import { pushSubscriptions } from '../db/schema.ts';

/**
 * Signs a user out of every device: all their sessions end, this one included, and every device's push
 * subscription of theirs is forgotten (decision 047: a shared phone stops receiving their payment notices), with an
 * audit entry. A subscription is tied to no session, so the device asking cannot be told apart and keeps none: it
 * subscribes again once signed in and notifications are turned on.
 */
export async function logOutEverywhere(deps: Deps, actor: Actor, meta: RequestMeta): Promise<void> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    await endAllSessions(tx, actor.user.id, now);
    const forgotten = await tx
      .delete(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, actor.user.id))
      .returning({ id: pushSubscriptions.id });
    await recordAudit(tx, {
      actor,
      meta,
      action: 'user.logout-all',
      target: `user:${actor.user.id}`,
      before: null,
      after: { pushSubscriptionsRemoved: forgotten.length },
      at: now,
    });
  });
}
