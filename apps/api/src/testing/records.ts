import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { UserRow } from '../common/context.ts';
import { auditLog, users } from '../db/schema.ts';
import type { Signed } from './fixtures.ts';
import type { TestApp } from './test-app.ts';

// What the tests of the dashboard's actions read back: a user as stored and as the API lists it, the audit log.

/**
 * A user as GET /api/users lists it (§3's RawUser), written out here rather than taken from the server's
 * mapping, so a change of the wire shape fails the tests.
 */
export function rawUser(
  user: UserRow,
  changes: Partial<{ isAdmin: boolean; userAuthenticationStatus: string }> = {},
) {
  return {
    authorizationKey: user.authorizationKey,
    userUuid: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNumber: user.phoneNumber,
    email: user.email,
    accountId1xBet: user.accountId1xBet,
    registeredAt: user.registeredAt.getTime(),
    isAdmin: user.isAdmin,
    userAuthenticationStatus: user.authenticationStatus,
    ...changes,
  };
}

/** The user's row as it is now in the database. */
export async function storedUser(t: TestApp, user: UserRow): Promise<UserRow> {
  const [row] = await t.deps.db.select().from(users).where(eq(users.id, user.id));
  if (row === undefined) throw new Error(`user ${user.id} vanished`);
  return row;
}

/** The newest audit entry, read as the master admin reads it. */
export async function latestAudit(t: TestApp, boss: Signed) {
  const reply = await t.as(boss).get('/api/audit', { query: { limit: 1 } });
  expect(reply.status).toBe(200);
  return reply.body.data[0];
}

export async function auditCount(t: TestApp): Promise<number> {
  const [row] = await t.deps.db.select({ count: sql<number>`count(*)::int` }).from(auditLog);
  return row?.count ?? 0;
}
