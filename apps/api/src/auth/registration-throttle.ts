import { and, count, eq, gt, min } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { registrationAttempts } from '../db/schema.ts';
import { lockThrottle, tooMany } from './login-throttle.ts';

/**
 * Registration throttling per IP, in the database like the sign-in throttle, so every server process counts the
 * same (decision 019). Every registration that passed validation counts, taken or refused as a duplicate: each
 * costs an argon2 hash or tells whether an email or a number has an account. Generous on purpose: mobile operators
 * put many subscribers behind one address.
 */
export const REGISTRATION_LIMITS = { perIp: 100, windowMs: 60 * 60_000 };

/**
 * Counts this registration against its IP, or throws a 429 AppError (with Retry-After) when the IP already asked
 * for REGISTRATION_LIMITS.perIp in the window. Serialised per IP, so the count is exact under concurrency; call it
 * in a transaction that commits before the password is hashed.
 */
export async function countRegistration(tx: Executor, ip: string, now: Date): Promise<void> {
  await lockThrottle(tx, `register:${ip}`);
  const [row] = await tx
    .select({ n: count(), oldest: min(registrationAttempts.at) })
    .from(registrationAttempts)
    .where(
      and(
        eq(registrationAttempts.ip, ip),
        gt(registrationAttempts.at, new Date(now.getTime() - REGISTRATION_LIMITS.windowMs)),
      ),
    );
  if ((row?.n ?? 0) >= REGISTRATION_LIMITS.perIp)
    throw tooMany(row?.oldest ?? null, REGISTRATION_LIMITS.windowMs, now, 'tooManyRegistrations');
  await tx.insert(registrationAttempts).values({ ip, at: now });
}
