import { and, count, eq, gt, min, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { loginAttempts } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { MessageKey } from '../http/messages.ts';

/**
 * Sign-in throttling, kept in the database so every server process sees the same counts.
 * - per IP: at most IP_FAILURES failures in IP_WINDOW, whatever the accounts;
 * - per account and IP: at most PAIR_FAILURES in PAIR_WINDOW;
 * - per account: at most ACCOUNT_FAILURES in ACCOUNT_WINDOW (issue: 100 an hour), except from an IP that signed
 *   in to that account successfully in the last TRUST_WINDOW: a stranger cannot lock the owner out.
 */
export const LIMITS = {
  ipFailures: 300,
  ipWindowMs: 60 * 60_000,
  pairFailures: 10,
  pairWindowMs: 15 * 60_000,
  accountFailures: 100,
  accountWindowMs: 60 * 60_000,
  trustWindowMs: 30 * 24 * 60 * 60_000,
};

type Attempt = { loginKey: string; userId: string | null; ip: string; now: Date };

/**
 * Serialises, until the end of the transaction, the attempts that share a throttle key (`login:<login>`,
 * `register:<ip>`), so that each one counts those before it: counts and limits are exact under concurrency.
 */
export async function lockThrottle(tx: Executor, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

async function failures(tx: Executor, where: ReturnType<typeof and>, since: Date) {
  const [row] = await tx
    .select({ n: count(), oldest: min(loginAttempts.at) })
    .from(loginAttempts)
    .where(and(where, eq(loginAttempts.succeeded, false), gt(loginAttempts.at, since)));
  return { n: row?.n ?? 0, oldest: row?.oldest ?? null };
}

/** The 429 to answer while the oldest counted event is still in its window: Retry-After says when it leaves. */
export function tooMany(
  oldest: Date | null,
  windowMs: number,
  now: Date,
  messageKey: MessageKey = 'tooManyAttempts',
): AppError {
  const until = (oldest ?? now).getTime() + windowMs;
  const retryAfterSeconds = Math.max(1, Math.ceil((until - now.getTime()) / 1000));
  return new AppError('too_many_requests', messageKey, {
    retryAfterSeconds,
    params: { minutes: Math.ceil(retryAfterSeconds / 60) },
  });
}

/** Throws a 429 AppError (with Retry-After) when this attempt must not even be checked. */
export async function assertLoginAllowed(tx: Executor, attempt: Attempt): Promise<void> {
  const { now } = attempt;
  const byIp = await failures(
    tx,
    eq(loginAttempts.ip, attempt.ip),
    new Date(now.getTime() - LIMITS.ipWindowMs),
  );
  if (byIp.n >= LIMITS.ipFailures) throw tooMany(byIp.oldest, LIMITS.ipWindowMs, now);

  const pair = await failures(
    tx,
    and(eq(loginAttempts.loginKey, attempt.loginKey), eq(loginAttempts.ip, attempt.ip)),
    new Date(now.getTime() - LIMITS.pairWindowMs),
  );
  if (pair.n >= LIMITS.pairFailures) throw tooMany(pair.oldest, LIMITS.pairWindowMs, now);

  const account = await failures(
    tx,
    eq(loginAttempts.loginKey, attempt.loginKey),
    new Date(now.getTime() - LIMITS.accountWindowMs),
  );
  if (account.n < LIMITS.accountFailures) return;
  if (attempt.userId !== null) {
    const [trusted] = await tx
      .select({ n: count() })
      .from(loginAttempts)
      .where(
        and(
          eq(loginAttempts.userId, attempt.userId),
          eq(loginAttempts.ip, attempt.ip),
          eq(loginAttempts.succeeded, true),
          gt(loginAttempts.at, new Date(now.getTime() - LIMITS.trustWindowMs)),
        ),
      );
    if ((trusted?.n ?? 0) > 0) return;
  }
  throw tooMany(account.oldest, LIMITS.accountWindowMs, now);
}

/**
 * Records an attempt as a failure, before its password is checked: it counts against the limits while argon2 runs
 * outside the transaction, and stays a failure unless the sign-in succeeds (markLoginSucceeded). Returns its id.
 */
export async function recordLoginAttempt(tx: Executor, attempt: Attempt): Promise<bigint> {
  const [row] = await tx
    .insert(loginAttempts)
    .values({
      loginKey: attempt.loginKey,
      userId: attempt.userId,
      ip: attempt.ip,
      succeeded: false,
      at: attempt.now,
    })
    .returning({ id: loginAttempts.id });
  if (row === undefined) throw new Error('login attempt insert returned nothing');
  return row.id;
}

export async function markLoginSucceeded(tx: Executor, attemptId: bigint): Promise<void> {
  await tx.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.id, attemptId));
}

/** Deletes an attempt that turned out to be neither a failure nor a success (a right password, a code still due). */
export async function forgetLoginAttempt(tx: Executor, attemptId: bigint): Promise<void> {
  await tx.delete(loginAttempts).where(eq(loginAttempts.id, attemptId));
}
