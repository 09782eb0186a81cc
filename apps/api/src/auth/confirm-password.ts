import { recordAudit } from '../common/audit.ts';
import type { Actor, Deps, RequestMeta } from '../common/context.ts';
import { AppError } from '../errors.ts';
import {
  assertLoginAllowed,
  lockThrottle,
  markLoginSucceeded,
  recordLoginAttempt,
} from './login-throttle.ts';

/**
 * The signed-in user types their password again before a change a stolen session must not make (decision 047:
 * turning two-factor on or off). Checked like a sign-in, counted under the account's sign-in throttle (429 past
 * its limits, so a stolen session guesses no faster than the sign-in page allows), argon2 outside any transaction
 * (decision 019). A wrong password is a 403 with a French message, audited, and nothing changes.
 */
export async function confirmPassword(
  deps: Deps,
  actor: Actor,
  password: string,
  meta: RequestMeta,
): Promise<void> {
  const now = deps.clock();
  const user = actor.user;
  const attempt = { loginKey: user.email, userId: user.id, ip: meta.ip, now };
  const attemptId = await deps.db.transaction(async (tx) => {
    await lockThrottle(tx, `login:${user.email}`);
    await assertLoginAllowed(tx, attempt);
    return recordLoginAttempt(tx, attempt);
  });
  if (!(await deps.passwords.verify(user.passwordHash, password))) {
    await recordAudit(deps.db, {
      actor,
      meta,
      action: 'user.password.refused',
      target: `user:${user.id}`,
      before: null,
      after: null,
      at: now,
    });
    throw new AppError('forbidden', 'wrongPassword');
  }
  await markLoginSucceeded(deps.db, attemptId);
}
