import { inBlockedGroup, USER_AUTHENTICATION_STATUSES, type UserAuthenticationStatus } from '@1xpay/domain';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { hashApiKey, newApiKey } from '../adapters/tokens.ts';
import type { Executor } from '../db/client.ts';
import { preparedPerDatabase } from '../db/prepared.ts';
import { adminGrants, sessions, users } from '../db/schema.ts';
import type { Actor, RequestMeta, UserRow } from './context.ts';
import type { NotifiedCache } from './notified-cache.ts';

/** §9: 60 minutes, refreshed on use; 10 days with remember-me, in the customer app only (decision 047). */
export const SESSION_MINUTES = 60;
export const REMEMBER_ME_MINUTES = 60 * 24 * 10;
/** A session's expiry is pushed back at most once a minute, to spare the database a write per request. */
const REFRESH_GRANULARITY_MS = 60_000;

export type SessionKind = 'customer' | 'dashboard';

/**
 * §4.4's blocked group (`blocked`, `transactionSuspended`, `waitForInfoCompletion`): they hold no admin power
 * (decision 019): an agent's powers move other people's money and change accounts. (A customer waiting for the review
 * of their documents still pays, at level 1: `canMoveMoney`.)
 */
export const BLOCKED_STATUSES: readonly string[] = USER_AUTHENTICATION_STATUSES.filter(inBlockedGroup);

/** An admin (agent or master) outside the blocked group: the only users a dashboard session gives powers to. */
export function holdsAdminPowers(user: Pick<UserRow, 'isAdmin' | 'authenticationStatus'>): boolean {
  return user.isAdmin && !inBlockedGroup(user.authenticationStatus as UserAuthenticationStatus);
}

export function sessionLifetimeMs(rememberMe: boolean): number {
  return (rememberMe ? REMEMBER_ME_MINUTES : SESSION_MINUTES) * 60_000;
}

export type NewSession = { apiKey: string; expiresAt: Date; rememberMe: boolean };

/** Opens a session; `replacing` (the key the client presented, if any) is ended in the same transaction. */
export async function openSession(
  tx: Executor,
  input: {
    userId: string;
    kind: SessionKind;
    rememberMe: boolean;
    now: Date;
    meta: RequestMeta;
    replacing: string | undefined;
  },
): Promise<NewSession> {
  if (input.replacing !== undefined) {
    await tx
      .update(sessions)
      .set({ endedAt: input.now })
      .where(and(eq(sessions.tokenHash, hashApiKey(input.replacing)), isNull(sessions.endedAt)));
  }
  const apiKey = newApiKey();
  const expiresAt = new Date(input.now.getTime() + sessionLifetimeMs(input.rememberMe));
  await tx.insert(sessions).values({
    userId: input.userId,
    tokenHash: hashApiKey(apiKey),
    kind: input.kind,
    rememberMe: input.rememberMe,
    createdAt: input.now,
    expiresAt,
    ip: input.meta.ip,
    userAgent: input.meta.userAgent?.slice(0, 512) ?? null,
  });
  return { apiKey, expiresAt, rememberMe: input.rememberMe };
}

export async function endSession(tx: Executor, apiKey: string, now: Date): Promise<void> {
  await tx
    .update(sessions)
    .set({ endedAt: now })
    .where(and(eq(sessions.tokenHash, hashApiKey(apiKey)), isNull(sessions.endedAt)));
}

/**
 * Ends every session of a user (of one kind, if given); answers how many of them still let someone in (expired ones
 * are ended too, but were no longer sessions anyone held).
 */
export async function endAllSessions(
  tx: Executor,
  userId: string,
  now: Date,
  kind?: SessionKind,
): Promise<number> {
  const scope =
    kind === undefined
      ? eq(sessions.userId, userId)
      : and(eq(sessions.userId, userId), eq(sessions.kind, kind));
  const ended = await tx
    .update(sessions)
    .set({ endedAt: now })
    .where(and(scope, isNull(sessions.endedAt)))
    .returning({ expiresAt: sessions.expiresAt });
  return ended.filter((session) => session.expiresAt > now).length;
}

/** Ends every session of a user but the one presented with `keptApiKey` (a password change keeps its own). */
export async function endOtherSessions(
  tx: Executor,
  userId: string,
  keptApiKey: string,
  now: Date,
): Promise<void> {
  await tx
    .update(sessions)
    .set({ endedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.endedAt),
        ne(sessions.tokenHash, hashApiKey(keptApiKey)),
      ),
    );
}

export type Authenticated = { actor: Actor; rememberMe: boolean; refreshed: boolean };

/**
 * The session lookup (the session, its user and their grant), as a prepared statement built once per database:
 * building its SQL on every request was a third of `GET /api/me`'s time (decision 033).
 */
const sessionLookup = preparedPerDatabase((db) =>
  db
    .select({ session: sessions, user: users, grant: adminGrants })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(adminGrants, eq(adminGrants.adminId, users.id))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.endedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('session_lookup'),
);

/** What the session lookup answers: the session, its user and their grant (null but for admins with one). */
export type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionLookup>['execute']>>[number];

async function lookUpSession(
  db: Executor,
  keyHash: string,
  now: Date,
  cache: NotifiedCache<SessionRow> | undefined,
): Promise<SessionRow | undefined> {
  const cached = cache?.get(keyHash);
  if (cached !== undefined && cached.session.expiresAt > now) return cached;
  const generation = cache?.generation ?? 0;
  const [row] = await sessionLookup(db).execute({ tokenHash: keyHash, now: now.toISOString() });
  if (row === undefined) return undefined;
  // Shared by the requests that find it in the cache: nobody may change it.
  Object.freeze(row.session);
  Object.freeze(row.user);
  if (row.grant !== null) Object.freeze(row.grant);
  cache?.set(keyHash, row.user.id, Object.freeze(row), generation);
  return row;
}

/**
 * The actor behind an apiKey, or undefined when the key is unknown, ended or expired. A valid session's expiry
 * slides to now + its lifetime (§9: refreshed on each load). With a `cache`, a session looked up before is taken
 * from it (common/notified-cache.ts says why that is safe).
 */
export async function authenticate(
  db: Executor,
  apiKey: string,
  now: Date,
  cache?: NotifiedCache<SessionRow>,
): Promise<Authenticated | undefined> {
  const row = await lookUpSession(db, hashApiKey(apiKey), now, cache);
  if (row === undefined) return undefined;
  let expiresAt = row.session.expiresAt;
  // A dashboard session is never remembered (decision 047): one opened with remember-me before is no longer
  // pushed back by 10 days; it ends at its expiry, or slides by the hour once within it.
  const rememberMe = row.session.rememberMe && row.session.kind !== 'dashboard';
  const slid = new Date(now.getTime() + sessionLifetimeMs(rememberMe));
  const refreshed = slid.getTime() - expiresAt.getTime() >= REFRESH_GRANULARITY_MS;
  if (refreshed) {
    await db.update(sessions).set({ expiresAt: slid }).where(eq(sessions.id, row.session.id));
    expiresAt = slid;
  }
  // Admin powers come only with a dashboard session (in the customer app, an admin is a customer like any other),
  // and never to a user in the blocked group, whatever session they hold.
  const powers = row.session.kind === 'dashboard' && holdsAdminPowers(row.user);
  const user = powers ? row.user : { ...row.user, isAdmin: false, isMaster: false };
  const grant =
    user.isAdmin && row.grant !== null
      ? { countries: row.grant.countries, allowedOperationsTypes: row.grant.allowedOperationsTypes }
      : null;
  return {
    actor: { user, sessionId: row.session.id, sessionExpiresAt: expiresAt, grant },
    rememberMe,
    refreshed,
  };
}
