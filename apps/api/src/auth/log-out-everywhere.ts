import { recordAudit } from '../common/audit.ts';
import type { Actor, Deps, RequestMeta } from '../common/context.ts';
import { endAllSessions } from '../common/sessions.ts';

/** Signs a user out of every device: all their sessions end, this one included, with an audit entry. */
export async function logOutEverywhere(deps: Deps, actor: Actor, meta: RequestMeta): Promise<void> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    await endAllSessions(tx, actor.user.id, now);
    await recordAudit(tx, {
      actor,
      meta,
      action: 'user.logout-all',
      target: `user:${actor.user.id}`,
      before: null,
      after: null,
      at: now,
    });
  });
}
