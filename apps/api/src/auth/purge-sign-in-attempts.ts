import { and, eq, lt } from 'drizzle-orm';
import type { Deps } from '../common/context.ts';
import { loginAttempts, phoneCodes, registrationAttempts } from '../db/schema.ts';
import { enqueueOnce } from '../jobs/queue.ts';
import { LIMITS } from './login-throttle.ts';
import { REGISTRATION_LIMITS } from './registration-throttle.ts';

export const PURGE_ATTEMPTS_JOB = 'maintenance.purge-sign-in-attempts';
const EVERY_MS = 3_600_000;
/** Kept a day longer than any rule looks back, so a purge never changes what a throttle decides. */
const MARGIN_MS = 24 * 3_600_000;

/**
 * Deletes the sign-in and registration attempts and the one-time codes no throttle rule can count any more (decisions
 * 005, 019, 056; a code a day after it expired, well past its hour of throttling): failed
 * sign-ins past the longest failure window, successful ones past the window in which they make an address trusted,
 * registrations past their window; then queues the next purge in an hour. Without it both tables grow with every
 * attempt for ever, and the throttle's counts with them.
 */
export async function purgeSignInAttempts(
  deps: Deps,
): Promise<{ logins: number; registrations: number; codes: number }> {
  const now = deps.clock().getTime();
  const failureWindow = Math.max(LIMITS.ipWindowMs, LIMITS.pairWindowMs, LIMITS.accountWindowMs);
  const before = (windowMs: number) => new Date(now - windowMs - MARGIN_MS);
  return deps.db.transaction(async (tx) => {
    const failed = await tx
      .delete(loginAttempts)
      .where(and(eq(loginAttempts.succeeded, false), lt(loginAttempts.at, before(failureWindow))))
      .returning({ id: loginAttempts.id });
    const succeeded = await tx
      .delete(loginAttempts)
      .where(and(eq(loginAttempts.succeeded, true), lt(loginAttempts.at, before(LIMITS.trustWindowMs))))
      .returning({ id: loginAttempts.id });
    const registrations = await tx
      .delete(registrationAttempts)
      .where(lt(registrationAttempts.at, before(REGISTRATION_LIMITS.windowMs)))
      .returning({ id: registrationAttempts.id });
    const codes = await tx
      .delete(phoneCodes)
      .where(lt(phoneCodes.expiresAt, new Date(now - MARGIN_MS)))
      .returning({ id: phoneCodes.id });
    await enqueueOnce(tx, PURGE_ATTEMPTS_JOB, new Date(now + EVERY_MS));
    return {
      logins: failed.length + succeeded.length,
      registrations: registrations.length,
      codes: codes.length,
    };
  });
}
