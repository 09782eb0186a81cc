import type { ChangePasswordBody } from '@1xpay/contract';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../common/audit.ts';
import type { Actor, Deps, RequestMeta } from '../common/context.ts';
import { endOtherSessions } from '../common/sessions.ts';
import { users } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import {
  assertLoginAllowed,
  lockThrottle,
  markLoginSucceeded,
  recordLoginAttempt,
} from './login-throttle.ts';

/**
 * A signed-in user changes their password. The current password is checked like a sign-in (counted under the
 * account's sign-in throttle, so a stolen session cannot guess it faster than the sign-in page allows), argon2 runs
 * outside any database transaction (decision 019), and the change ends every other session of the account (the
 * one making the change stays open), with an audit entry, in one transaction. A wrong current password is a 403.
 */
export async function changePassword(
  deps: Deps,
  actor: Actor,
  input: ChangePasswordBody,
  keptApiKey: string,
  meta: RequestMeta,
): Promise<void> {
  const now = deps.clock();
  const user = actor.user;
  const attemptId = await deps.db.transaction(async (tx) => {
    await lockThrottle(tx, `login:${user.email}`);
    const attempt = { loginKey: user.email, userId: user.id, ip: meta.ip, now };
    await assertLoginAllowed(tx, attempt);
    return recordLoginAttempt(tx, attempt);
  });
  if (!(await deps.passwords.verify(user.passwordHash, input.currentPassword))) {
    throw new AppError('forbidden', 'wrongCurrentPassword');
  }
  const newHash = await deps.passwords.hash(input.newPassword);
  const changed = await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
    // Changed meanwhile (another session changed it first): this proof no longer holds.
    if (current === undefined || current.passwordHash !== user.passwordHash) return false;
    await tx.update(users).set({ passwordHash: newHash }).where(eq(users.id, user.id));
    await markLoginSucceeded(tx, attemptId);
    await endOtherSessions(tx, user.id, keptApiKey, now);
    await recordAudit(tx, {
      actor,
      meta,
      action: 'user.password',
      target: `user:${user.id}`,
      before: null,
      after: null,
      at: now,
    });
    return true;
  });
  if (!changed) throw new AppError('forbidden', 'wrongCurrentPassword');
}
