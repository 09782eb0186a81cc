import type { TotpResetBody } from '@1xpay/contract';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../common/audit.ts';
import type { Actor, Deps, RequestMeta } from '../common/context.ts';
import { assertRole } from '../common/roles.ts';
import { endAllSessions } from '../common/sessions.ts';
import { adminRecoveryCodes, adminTotp, users } from '../db/schema.ts';
import { AppError, notFound } from '../errors.ts';
import { hasTotp } from './totp.ts';

/**
 * The master's way out for an admin who lost their authenticator and their recovery codes (decision 027): their
 * secret and recovery codes are deleted and every session of theirs ends, in one transaction with its audit entry
 * (the reason given, who and when). They then sign in with their password alone, or enrol again first if the master
 * requires two-factor sign-in of every admin. The master's own second factor is turned off from the security screen
 * (a code proves it is them); anyone but an admin with two-factor on is refused.
 */
export async function resetAdminTotp(
  deps: Deps,
  actor: Actor,
  uuid: string,
  input: TotpResetBody,
  meta: RequestMeta,
): Promise<{ ended: number }> {
  assertRole(actor, 'master');
  if (uuid === actor.user.id) throw new AppError('forbidden', 'cannotResetOwnTotp');
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [target] = await tx.select().from(users).where(eq(users.id, uuid)).for('update').limit(1);
    if (target === undefined) throw notFound('userNotFound');
    if (!target.isAdmin || !(await hasTotp(tx, target.id))) throw new AppError('conflict', 'totpNotEnabled');
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, target.id));
    await tx.delete(adminTotp).where(eq(adminTotp.userId, target.id));
    const open = await endAllSessions(tx, target.id, now);
    await recordAudit(tx, {
      actor,
      meta,
      action: 'totp.reset',
      target: `user:${target.id}`,
      before: { totp: true, openSessions: open },
      after: { totp: false, openSessions: 0, reason: input.reason },
      at: now,
    });
    return { ended: open };
  });
}
