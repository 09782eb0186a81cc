import { eq } from 'drizzle-orm';
import { recordAudit } from '../common/audit.ts';
import type { Actor, Deps, RequestMeta } from '../common/context.ts';
import { assertRole } from '../common/roles.ts';
import { adminRecoveryCodes, adminTotp } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { confirmPassword } from './confirm-password.ts';
import { hasTotp, isTotpRequired, spendSecondFactor, withCodeThrottle } from './totp.ts';

/**
 * Turns the admin's two-factor sign-in off, proved by the password again (decision 047) and a code of the
 * authenticator or a recovery code (both throttled like passwords); refused while the master requires it of every
 * admin. The secret and recovery codes are deleted.
 */
export async function disableTotp(
  deps: Deps,
  actor: Actor,
  input: { password: string; code: string },
  meta: RequestMeta,
): Promise<{ ok: true }> {
  assertRole(actor, 'admin');
  const userId = actor.user.id;
  if (!(await hasTotp(deps.db, userId))) throw new AppError('conflict', 'totpNotEnabled');
  if (await isTotpRequired(deps.db)) throw new AppError('forbidden', 'totpRequiredCannotDisable');
  await confirmPassword(deps, actor, input.password, meta);
  const now = deps.clock();
  return withCodeThrottle(deps, userId, meta, async (tx) => {
    if ((await spendSecondFactor(tx, deps.config.totpEncryptionKey, userId, input.code, now)) === undefined)
      return undefined;
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId));
    await tx.delete(adminTotp).where(eq(adminTotp.userId, userId));
    await recordAudit(tx, {
      actor,
      meta,
      action: 'totp.disable',
      target: `user:${userId}`,
      before: { totp: true },
      after: { totp: false },
      at: now,
    });
    return { ok: true as const };
  });
}
