import { unchecked } from '@1xpay/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../common/context.ts';
import { sessions, users } from '../db/schema.ts';
import { FORBIDDEN, FOREIGN_ORIGIN, NO_SESSION } from '../testing/expected-errors.ts';
import { agent, customer, master, type Signed, signIn } from '../testing/fixtures.ts';
import { auditCount, latestAudit, rawUser, storedUser } from '../testing/records.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../testing/test-app.ts';
import { errorOf } from '../testing/test-client.ts';

let t: TestApp;
let boss: Signed;
beforeAll(async () => {
  t = await createTestApp();
  boss = await master(t.deps);
});
afterAll(() => t.close());

/** The bodies of POST /api/lockOrAllowUser that lock `user`, or allow them back. */
const locking = (user: UserRow) => ({ authorizationKey: user.authorizationKey, lockUser: true });
const allowing = (user: UserRow) => ({ authorizationKey: user.authorizationKey, lockUser: false });

const CANNOT_LOCK_ONESELF = {
  error: 'forbidden',
  message: 'Vous ne pouvez pas bloquer votre propre compte.',
};

describe('POST /1xpay/api/lockOrAllowUser', () => {
  it('blocks the user, ends all their sessions and records who did it from where', async () => {
    const target = await customer(t.deps, { authenticationStatus: 'active' });
    const second = await signIn(t.deps, target.user, 'customer', true);
    const other = await customer(t.deps);

    const response = await t
      .as(boss, { remoteAddress: '203.0.113.9' })
      .post('/api/lockOrAllowUser', locking(target.user));
    expect(response.status).toBe(200);
    expect(response.body).toStrictEqual({
      data: rawUser(target.user, { userAuthenticationStatus: 'blocked' }),
    });
    expect((await storedUser(t, target.user)).authenticationStatus).toBe('blocked');

    expect((await t.as(target).get('/api/me')).status).toBe(401);
    expect((await t.as(second).get('/api/me')).status).toBe(401);
    expect((await t.as(other).get('/api/me')).status).toBe(200);
    const open = await t.deps.db.select().from(sessions).where(eq(sessions.userId, target.user.id));
    expect(open.map((session) => session.endedAt?.getTime())).toEqual([
      t.clock.now().getTime(),
      t.clock.now().getTime(),
    ]);

    expect(await latestAudit(t, boss)).toStrictEqual({
      id: expect.any(String),
      actorId: boss.user.id,
      actorName: `${boss.user.firstName} ${boss.user.lastName}`,
      action: 'user.lock',
      target: `user:${target.user.id}`,
      targetName: `${target.user.firstName} ${target.user.lastName}`,
      before: { userAuthenticationStatus: 'active' },
      after: { userAuthenticationStatus: 'blocked' },
      ip: '203.0.113.9',
      at: t.clock.now().getTime(),
    });
  });

  it('ends an admin’s dashboard sessions too', async () => {
    const admin = await agent(
      t.deps,
      { countries: ['TG'], allowedOperationsTypes: ['deposit'] },
      { country: 'TG' },
    );
    const response = await t.as(boss).post('/api/lockOrAllowUser', locking(admin.user));
    expect(response.status).toBe(200);
    expect((await t.as(admin).get('/api/users')).status).toBe(401);
  });

  it('restores the status the user had before the lock', async () => {
    for (const status of ['active', 'transactionSuspended', 'waitForInfoCompletion', 'pending'] as const) {
      const { user } = await customer(t.deps, { authenticationStatus: status });
      const locked = await t.as(boss).post('/api/lockOrAllowUser', locking(user));
      expect(locked.body.data.userAuthenticationStatus).toBe('blocked');
      t.clock.advance(1000);
      const allowed = await t
        .as(boss, { remoteAddress: '198.51.100.4' })
        .post('/api/lockOrAllowUser', allowing(user));
      expect(allowed.status).toBe(200);
      expect(allowed.body).toStrictEqual({ data: rawUser(user, { userAuthenticationStatus: status }) });
      expect((await storedUser(t, user)).authenticationStatus).toBe(status);
      expect(await latestAudit(t, boss)).toStrictEqual({
        id: expect.any(String),
        actorId: boss.user.id,
        actorName: `${boss.user.firstName} ${boss.user.lastName}`,
        action: 'user.allow',
        target: `user:${user.id}`,
        targetName: `${user.firstName} ${user.lastName}`,
        before: { userAuthenticationStatus: 'blocked' },
        after: { userAuthenticationStatus: status },
        ip: '198.51.100.4',
        at: t.clock.now().getTime(),
      });
    }
  });

  it('does not bring back the sessions the lock ended', async () => {
    const target = await customer(t.deps, { authenticationStatus: 'active' });
    await t.as(boss).post('/api/lockOrAllowUser', locking(target.user));
    await t.as(boss).post('/api/lockOrAllowUser', allowing(target.user));
    expect((await t.as(target).get('/api/me')).status).toBe(401);
  });

  it('is harmless when done twice: the status before the first lock still comes back', async () => {
    const { user } = await customer(t.deps, { authenticationStatus: 'transactionSuspended' });
    const before = await auditCount(t);
    expect((await t.as(boss).post('/api/lockOrAllowUser', locking(user))).status).toBe(200);
    const again = await t.as(boss).post('/api/lockOrAllowUser', locking(user));
    expect(again.status).toBe(200);
    expect(again.body.data.userAuthenticationStatus).toBe('blocked');
    expect(await auditCount(t)).toBe(before + 2);
    expect(await latestAudit(t, boss)).toMatchObject({
      action: 'user.lock',
      before: { userAuthenticationStatus: 'blocked' },
      after: { userAuthenticationStatus: 'blocked' },
    });
    const allowed = await t.as(boss).post('/api/lockOrAllowUser', allowing(user));
    expect(allowed.body.data.userAuthenticationStatus).toBe('transactionSuspended');
    // Allowing a user who is not locked changes nothing.
    const twice = await t.as(boss).post('/api/lockOrAllowUser', allowing(user));
    expect(twice.status).toBe(200);
    expect(twice.body.data.userAuthenticationStatus).toBe('transactionSuspended');
    expect((await storedUser(t, user)).authenticationStatus).toBe('transactionSuspended');
  });

  it('changes nothing when the audit entry cannot be written: one transaction', async () => {
    const target = await customer(t.deps, { authenticationStatus: 'active' });
    await t.deps.db.execute(
      sql.raw(`CREATE FUNCTION test_refuse_audit() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW.target = 'user:${target.user.id}' THEN RAISE EXCEPTION 'refused for the test'; END IF;
          RETURN NEW;
        END;
      $$`),
    );
    await t.deps.db.execute(
      sql.raw(
        'CREATE TRIGGER test_refuse_audit BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION test_refuse_audit()',
      ),
    );
    try {
      const response = await t.as(boss).post('/api/lockOrAllowUser', locking(target.user));
      expect(response.status).toBe(500);
    } finally {
      await t.deps.db.execute(sql.raw('DROP TRIGGER test_refuse_audit ON audit_log'));
      await t.deps.db.execute(sql.raw('DROP FUNCTION test_refuse_audit()'));
    }
    expect((await storedUser(t, target.user)).authenticationStatus).toBe('active');
    expect((await t.as(target).get('/api/me')).status).toBe(200);
  });

  it('answers 404 for an unknown key', async () => {
    const response = await t
      .as(boss)
      .post('/api/lockOrAllowUser', { authorizationKey: 'cle-inconnue', lockUser: true });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'not_found', message: 'Utilisateur introuvable.' });
  });

  it('lets a regular admin act on users of their countries only', async () => {
    const admin = await agent(
      t.deps,
      { countries: ['TG'], allowedOperationsTypes: ['deposit'] },
      { country: 'TG' },
    );
    const outside = await customer(t.deps, { country: 'SN', authenticationStatus: 'accepted' });
    const before = await auditCount(t);
    const refused = await t.as(admin).post('/api/lockOrAllowUser', locking(outside.user));
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(FORBIDDEN);
    expect((await storedUser(t, outside.user)).authenticationStatus).toBe('accepted');
    expect((await t.as(outside).get('/api/me')).status).toBe(200);
    expect(await auditCount(t)).toBe(before);

    const inside = await customer(t.deps, { country: 'TG', authenticationStatus: 'accepted' });
    const locked = await t.as(admin).post('/api/lockOrAllowUser', locking(inside.user));
    expect(locked.status).toBe(200);
    expect(locked.body.data.userAuthenticationStatus).toBe('blocked');
    expect(await latestAudit(t, boss)).toMatchObject({
      action: 'user.lock',
      actorId: admin.user.id,
      ip: '127.0.0.1',
    });
  });

  it('lets nobody lock themselves', async () => {
    const self = await t.as(boss).post('/api/lockOrAllowUser', locking(boss.user));
    expect(self.status).toBe(403);
    expect(self.body).toEqual(CANNOT_LOCK_ONESELF);
    // A regular admin whose own country is one of theirs, and one whose country is not.
    for (const country of ['CI', 'BF']) {
      const admin = await agent(
        t.deps,
        { countries: ['CI'], allowedOperationsTypes: ['deposit'] },
        { country },
      );
      const response = await t.as(admin).post('/api/lockOrAllowUser', locking(admin.user));
      expect(response.status).toBe(403);
      expect(response.body).toEqual(CANNOT_LOCK_ONESELF);
      expect((await storedUser(t, admin.user)).authenticationStatus).toBe(admin.user.authenticationStatus);
      expect((await t.as(admin).get('/api/users')).status).toBe(200);
    }
    expect((await storedUser(t, boss.user)).authenticationStatus).toBe('active');
    expect((await t.as(boss).get('/api/me')).status).toBe(200);
  });

  it('lets nobody lock the master admin, even an admin of the master’s country', async () => {
    const admin = await agent(
      t.deps,
      { countries: ['SN'], allowedOperationsTypes: ['deposit'] },
      { country: 'SN' },
    );
    await t.deps.db.update(users).set({ country: 'SN' }).where(eq(users.id, boss.user.id));
    try {
      for (const lockUser of [true, false]) {
        const response = await t
          .as(admin)
          .post('/api/lockOrAllowUser', { authorizationKey: boss.user.authorizationKey, lockUser });
        expect(response.status).toBe(403);
        expect(response.body).toEqual({
          error: 'forbidden',
          message: "Le compte de l'administrateur principal ne peut pas être bloqué.",
        });
      }
    } finally {
      await t.deps.db.update(users).set({ country: boss.user.country }).where(eq(users.id, boss.user.id));
    }
    expect((await storedUser(t, boss.user)).authenticationStatus).toBe('active');
    expect((await t.as(boss).get('/api/me')).status).toBe(200);
  });

  it('lets only the master admin lock another admin', async () => {
    const admin = await agent(t.deps, { countries: ['BJ'], allowedOperationsTypes: ['deposit'] });
    const colleague = await agent(
      t.deps,
      { countries: ['BJ'], allowedOperationsTypes: ['withdrawal'] },
      { country: 'BJ' },
    );
    const refused = await t.as(admin).post('/api/lockOrAllowUser', locking(colleague.user));
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      error: 'forbidden',
      message: "Seul l'administrateur principal peut bloquer un administrateur.",
    });
    expect((await storedUser(t, colleague.user)).authenticationStatus).toBe(
      colleague.user.authenticationStatus,
    );
    expect((await t.as(colleague).get('/api/me')).status).toBe(200);
    const locked = await t.as(boss).post('/api/lockOrAllowUser', locking(colleague.user));
    expect(locked.status).toBe(200);
    expect((await t.as(colleague).get('/api/me')).status).toBe(401);
  });

  it('refuses customers with 403, visitors with 401, and a cookie from another origin', async () => {
    const victim = await customer(t.deps, { authenticationStatus: 'accepted' });
    const refused = await t.as(await customer(t.deps)).post('/api/lockOrAllowUser', locking(victim.user));
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(FORBIDDEN);
    const visitor = await t.visitor.post('/api/lockOrAllowUser', locking(victim.user));
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual(NO_SESSION);
    const foreign = await t
      .as(boss, { via: 'cookie', headers: { origin: 'https://evil.example' } })
      .post('/api/lockOrAllowUser', locking(victim.user));
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual(FOREIGN_ORIGIN);
    expect((await storedUser(t, victim.user)).authenticationStatus).toBe('accepted');
    const sameOrigin = await t
      .as(boss, { via: 'cookie', headers: { origin: TEST_ORIGIN } })
      .post('/api/lockOrAllowUser', locking(victim.user));
    expect(sameOrigin.status).toBe(200);
    expect((await storedUser(t, victim.user)).authenticationStatus).toBe('blocked');
  });

  it('names a missing or malformed field', async () => {
    const response = await t
      .as(boss)
      .post('/api/lockOrAllowUser', unchecked({ authorizationKey: 'x', lockUser: 'oui' }));
    expect(response.status).toBe(400);
    expect(errorOf(response).error).toBe('validation_failed');
    expect(errorOf(response).fields?.map((field) => field.field)).toEqual(['lockUser']);
  });
});
