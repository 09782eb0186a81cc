import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../common/audit.ts';
import type { Actor, Deps, RequestMeta } from '../common/context.ts';
import { assertRole } from '../common/roles.ts';
import { endAllSessions } from '../common/sessions.ts';
import { users } from '../db/schema.ts';
import { AppError, notFound } from '../errors.ts';
import { usersInSight } from './users-scope.ts';

/**
 * Ends every open session of a user (customer app and dashboard), with its audit entry, in one transaction: the
 * user's next call answers 401. Whoever may lock the user may do it: the master for anyone but themself; an agent
 * for the customers of their countries. A user the agent cannot see is "not found", as in the list.
 */
export async function endUserSessions(deps: Deps, actor: Actor, uuid: string, meta: RequestMeta) {
  assertRole(actor, 'admin');
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [target] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, uuid), usersInSight(actor)))
      .for('update')
      .limit(1);
    if (target === undefined) throw notFound('userNotFound');
    if (target.id === actor.user.id) throw new AppError('forbidden', 'cannotEndOwnSessions');
    if (target.isMaster) throw new AppError('forbidden', 'cannotEndMasterSessions');
    if (target.isAdmin && !actor.user.isMaster) throw new AppError('forbidden', 'cannotEndAdminSessions');
    const open = await endAllSessions(tx, target.id, now);
    await recordAudit(tx, {
      actor,
      meta,
      action: 'user.sessions.end',
      target: `user:${target.id}`,
      before: { openSessions: open },
      after: { openSessions: 0 },
      at: now,
    });
    return { ended: open };
  });
}
