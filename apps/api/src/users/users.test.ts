import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../common/context.ts';
import { adminGrants, auditLog, sessions, users } from '../db/schema.ts';
import { FORBIDDEN, MASTER_ONLY, NO_SESSION } from '../testing/expected-errors.ts';
import { agent, createUser, customer, master, type Signed, signIn } from '../testing/fixtures.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let boss: Signed;
beforeAll(async () => {
  t = await createTestApp();
  boss = await master(t.deps);
});
afterAll(() => t.close());

type Headers = Record<string, string>;

const CANNOT_CHANGE_MASTER = {
  error: 'forbidden',
  message: "Les droits de l'administrateur principal ne se modifient pas ici.",
};

function rawUser(
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

function listUsers(headers: Headers = {}) {
  return t.app.inject({ method: 'GET', url: '/1xpay/api/users', headers });
}

function lock(headers: Headers, authorizationKey: string, lockUser: boolean, remoteAddress?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/1xpay/api/lockOrAllowUser',
    headers,
    payload: { authorizationKey, lockUser },
    ...(remoteAddress === undefined ? {} : { remoteAddress }),
  });
}

function grantCall(
  path: 'addAdmin' | 'revokeAdmin',
  headers: Headers,
  payload: Record<string, unknown>,
  remoteAddress?: string,
) {
  return t.app.inject({
    method: 'POST',
    url: `/1xpay/admin/${path}`,
    headers,
    payload,
    ...(remoteAddress === undefined ? {} : { remoteAddress }),
  });
}

async function me(apiKey: string) {
  return t.app.inject({
    method: 'GET',
    url: '/1xpay/api/me',
    headers: { authorization: `Bearer ${apiKey}` },
  });
}

/** The newest audit entry, read as the master admin reads it. */
async function latestAudit() {
  const response = await t.app.inject({
    method: 'GET',
    url: '/1xpay/api/audit?limit=1',
    headers: boss.bearer,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data[0];
}

async function auditCount(): Promise<number> {
  const [row] = await t.deps.db.select({ count: sql<number>`count(*)::int` }).from(auditLog);
  return row?.count ?? 0;
}

/** The database's own message when it refuses a query (drizzle wraps it as the cause). */
async function refusal(query: PromiseLike<unknown>): Promise<string> {
  try {
    await query;
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    return cause instanceof Error ? cause.message : String(error);
  }
  return 'accepted';
}

async function stored(user: UserRow): Promise<UserRow> {
  const [row] = await t.deps.db.select().from(users).where(eq(users.id, user.id));
  if (row === undefined) throw new Error(`user ${user.id} vanished`);
  return row;
}

describe('GET /1xpay/api/users', () => {
  it('gives the master admin every user as a raw user of spec §3, newest registration first', async () => {
    const now = t.clock.now().getTime();
    const older = await createUser(t.deps, { country: 'SN', registeredAt: new Date(now - 3 * 86_400_000) });
    const newest = await createUser(t.deps, {
      country: 'TG',
      registeredAt: new Date(now + 1000),
      accountId1xBet: null,
      authenticationStatus: 'transactionSuspended',
    });
    const middle = await createUser(t.deps, { country: 'CI', registeredAt: new Date(now - 86_400_000) });

    const response = await listUsers(boss.bearer);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body)).toEqual(['data']);
    const list: { userUuid: string; registeredAt: number }[] = body.data;

    const everyone = await t.deps.db.select({ id: users.id }).from(users);
    expect(list.map((user) => user.userUuid).sort()).toEqual(everyone.map((user) => user.id).sort());
    expect(list.map((user) => user.userUuid)).toContain(boss.user.id);
    for (let i = 1; i < list.length; i += 1) {
      expect(list[i - 1]?.registeredAt).toBeGreaterThanOrEqual(
        list[i]?.registeredAt ?? Number.POSITIVE_INFINITY,
      );
    }
    const position = (user: UserRow) => list.findIndex((entry) => entry.userUuid === user.id);
    expect(position(newest)).toBe(0);
    expect(position(newest)).toBeLessThan(position(middle));
    expect(position(middle)).toBeLessThan(position(older));

    // Exactly the RawUser fields: no password hash, no country, no master flag.
    expect(list[0]).toStrictEqual(rawUser(newest));
    expect(list[0]).toStrictEqual({
      authorizationKey: newest.authorizationKey,
      userUuid: newest.id,
      firstName: 'Awa',
      lastName: newest.lastName,
      phoneNumber: newest.phoneNumber,
      email: newest.email,
      accountId1xBet: null,
      registeredAt: now + 1000,
      isAdmin: false,
      userAuthenticationStatus: 'transactionSuspended',
    });
    expect(list[position(boss.user)]).toStrictEqual(rawUser(boss.user, { isAdmin: true }));
  });

  it('gives a regular admin only the users of their granted countries', async () => {
    const now = t.clock.now().getTime();
    const admin = await agent(
      t.deps,
      { countries: ['GA', 'ML'], allowedOperationsTypes: ['deposit'] },
      { country: 'BF' },
    );
    const mlOld = await createUser(t.deps, { country: 'ML', registeredAt: new Date(now - 5 * 86_400_000) });
    const ga = await createUser(t.deps, { country: 'GA', registeredAt: new Date(now - 2 * 86_400_000) });
    const mlNew = await createUser(t.deps, { country: 'ML', registeredAt: new Date(now - 60_000) });
    await createUser(t.deps, { country: 'BF', registeredAt: new Date(now - 30_000) });

    const response = await listUsers(admin.bearer);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toStrictEqual({ data: [rawUser(mlNew), rawUser(ga), rawUser(mlOld)] });
  });

  it('refuses a customer with 403 and a visitor with 401', async () => {
    const { bearer } = await customer(t.deps);
    const refused = await listUsers(bearer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(FORBIDDEN);
    const visitor = await listUsers();
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual(NO_SESSION);
  });

  it('does not take an authorizationKey for a credential', async () => {
    const admin = await agent(t.deps);
    const key = admin.user.authorizationKey;
    expect((await listUsers({ authorization: `Bearer ${key}` })).statusCode).toBe(401);
    const byCookie = await t.app.inject({ method: 'GET', url: '/1xpay/api/users', cookies: { apiKey: key } });
    expect(byCookie.statusCode).toBe(401);
    expect(byCookie.json()).toEqual(NO_SESSION);
    const masterKey = boss.user.authorizationKey;
    expect((await me(masterKey)).statusCode).toBe(401);
    expect(
      (await lock({ authorization: `Bearer ${masterKey}` }, admin.user.authorizationKey, true)).statusCode,
    ).toBe(401);
    expect((await stored(admin.user)).authenticationStatus).toBe('active');
  });
});

describe('POST /1xpay/api/lockOrAllowUser', () => {
  it('blocks the user, ends all their sessions and records who did it from where', async () => {
    const target = await customer(t.deps, { authenticationStatus: 'active' });
    const second = await signIn(t.deps, target.user, 'customer', true);
    const other = await customer(t.deps);

    const response = await lock(boss.bearer, target.user.authorizationKey, true, '203.0.113.9');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toStrictEqual({
      data: rawUser(target.user, { userAuthenticationStatus: 'blocked' }),
    });
    expect((await stored(target.user)).authenticationStatus).toBe('blocked');

    expect((await me(target.apiKey)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    expect((await me(other.apiKey)).statusCode).toBe(200);
    const open = await t.deps.db.select().from(sessions).where(eq(sessions.userId, target.user.id));
    expect(open.map((session) => session.endedAt?.getTime())).toEqual([
      t.clock.now().getTime(),
      t.clock.now().getTime(),
    ]);

    expect(await latestAudit()).toStrictEqual({
      id: expect.any(String),
      actorId: boss.user.id,
      action: 'user.lock',
      target: `user:${target.user.id}`,
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
    const response = await lock(boss.bearer, admin.user.authorizationKey, true);
    expect(response.statusCode).toBe(200);
    expect((await listUsers(admin.bearer)).statusCode).toBe(401);
  });

  it('restores the status the user had before the lock', async () => {
    for (const status of ['active', 'transactionSuspended', 'waitForInfoCompletion', 'pending'] as const) {
      const { user } = await customer(t.deps, { authenticationStatus: status });
      expect(
        (await lock(boss.bearer, user.authorizationKey, true)).json().data.userAuthenticationStatus,
      ).toBe('blocked');
      t.clock.advance(1000);
      const allowed = await lock(boss.bearer, user.authorizationKey, false, '198.51.100.4');
      expect(allowed.statusCode).toBe(200);
      expect(allowed.json()).toStrictEqual({ data: rawUser(user, { userAuthenticationStatus: status }) });
      expect((await stored(user)).authenticationStatus).toBe(status);
      expect(await latestAudit()).toStrictEqual({
        id: expect.any(String),
        actorId: boss.user.id,
        action: 'user.allow',
        target: `user:${user.id}`,
        before: { userAuthenticationStatus: 'blocked' },
        after: { userAuthenticationStatus: status },
        ip: '198.51.100.4',
        at: t.clock.now().getTime(),
      });
    }
  });

  it('does not bring back the sessions the lock ended', async () => {
    const target = await customer(t.deps, { authenticationStatus: 'active' });
    await lock(boss.bearer, target.user.authorizationKey, true);
    await lock(boss.bearer, target.user.authorizationKey, false);
    expect((await me(target.apiKey)).statusCode).toBe(401);
  });

  it('is harmless when done twice: the status before the first lock still comes back', async () => {
    const { user } = await customer(t.deps, { authenticationStatus: 'transactionSuspended' });
    const before = await auditCount();
    expect((await lock(boss.bearer, user.authorizationKey, true)).statusCode).toBe(200);
    const again = await lock(boss.bearer, user.authorizationKey, true);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.userAuthenticationStatus).toBe('blocked');
    expect(await auditCount()).toBe(before + 2);
    expect(await latestAudit()).toMatchObject({
      action: 'user.lock',
      before: { userAuthenticationStatus: 'blocked' },
      after: { userAuthenticationStatus: 'blocked' },
    });
    const allowed = await lock(boss.bearer, user.authorizationKey, false);
    expect(allowed.json().data.userAuthenticationStatus).toBe('transactionSuspended');
    // Allowing a user who is not locked changes nothing.
    const twice = await lock(boss.bearer, user.authorizationKey, false);
    expect(twice.statusCode).toBe(200);
    expect(twice.json().data.userAuthenticationStatus).toBe('transactionSuspended');
    expect((await stored(user)).authenticationStatus).toBe('transactionSuspended');
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
      const response = await lock(boss.bearer, target.user.authorizationKey, true);
      expect(response.statusCode).toBe(500);
    } finally {
      await t.deps.db.execute(sql.raw('DROP TRIGGER test_refuse_audit ON audit_log'));
      await t.deps.db.execute(sql.raw('DROP FUNCTION test_refuse_audit()'));
    }
    expect((await stored(target.user)).authenticationStatus).toBe('active');
    expect((await me(target.apiKey)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown key', async () => {
    const response = await lock(boss.bearer, 'cle-inconnue', true);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found', message: 'Utilisateur introuvable.' });
  });

  it('lets a regular admin act on users of their countries only', async () => {
    const admin = await agent(
      t.deps,
      { countries: ['TG'], allowedOperationsTypes: ['deposit'] },
      { country: 'TG' },
    );
    const outside = await customer(t.deps, { country: 'SN', authenticationStatus: 'accepted' });
    const before = await auditCount();
    const refused = await lock(admin.bearer, outside.user.authorizationKey, true);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(FORBIDDEN);
    expect((await stored(outside.user)).authenticationStatus).toBe('accepted');
    expect((await me(outside.apiKey)).statusCode).toBe(200);
    expect(await auditCount()).toBe(before);

    const inside = await customer(t.deps, { country: 'TG', authenticationStatus: 'accepted' });
    const locked = await lock(admin.bearer, inside.user.authorizationKey, true);
    expect(locked.statusCode).toBe(200);
    expect(locked.json().data.userAuthenticationStatus).toBe('blocked');
    expect(await latestAudit()).toMatchObject({
      action: 'user.lock',
      actorId: admin.user.id,
      ip: '127.0.0.1',
    });
  });

  it('lets nobody lock themselves', async () => {
    const self = await lock(boss.bearer, boss.user.authorizationKey, true);
    expect(self.statusCode).toBe(403);
    expect(self.json()).toEqual({
      error: 'forbidden',
      message: 'Vous ne pouvez pas bloquer votre propre compte.',
    });
    // A regular admin whose own country is one of theirs, and one whose country is not.
    for (const country of ['CI', 'BF']) {
      const admin = await agent(
        t.deps,
        { countries: ['CI'], allowedOperationsTypes: ['deposit'] },
        { country },
      );
      const response = await lock(admin.bearer, admin.user.authorizationKey, true);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: 'forbidden',
        message: 'Vous ne pouvez pas bloquer votre propre compte.',
      });
      expect((await stored(admin.user)).authenticationStatus).toBe('active');
      expect((await listUsers(admin.bearer)).statusCode).toBe(200);
    }
    expect((await stored(boss.user)).authenticationStatus).toBe('active');
    expect((await me(boss.apiKey)).statusCode).toBe(200);
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
        const response = await lock(admin.bearer, boss.user.authorizationKey, lockUser);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({
          error: 'forbidden',
          message: "Le compte de l'administrateur principal ne peut pas être bloqué.",
        });
      }
    } finally {
      await t.deps.db.update(users).set({ country: boss.user.country }).where(eq(users.id, boss.user.id));
    }
    expect((await stored(boss.user)).authenticationStatus).toBe('active');
    expect((await me(boss.apiKey)).statusCode).toBe(200);
  });

  it('lets only the master admin lock another admin', async () => {
    const admin = await agent(t.deps, { countries: ['BJ'], allowedOperationsTypes: ['deposit'] });
    const colleague = await agent(
      t.deps,
      { countries: ['BJ'], allowedOperationsTypes: ['withdrawal'] },
      { country: 'BJ' },
    );
    const refused = await lock(admin.bearer, colleague.user.authorizationKey, true);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: 'forbidden',
      message: "Seul l'administrateur principal peut bloquer un administrateur.",
    });
    expect((await stored(colleague.user)).authenticationStatus).toBe('active');
    expect((await me(colleague.apiKey)).statusCode).toBe(200);
    const locked = await lock(boss.bearer, colleague.user.authorizationKey, true);
    expect(locked.statusCode).toBe(200);
    expect((await me(colleague.apiKey)).statusCode).toBe(401);
  });

  it('refuses customers with 403, visitors with 401, and a cookie from another origin', async () => {
    const victim = await customer(t.deps, { authenticationStatus: 'accepted' });
    const { bearer } = await customer(t.deps);
    const refused = await lock(bearer, victim.user.authorizationKey, true);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(FORBIDDEN);
    const visitor = await lock({}, victim.user.authorizationKey, true);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual(NO_SESSION);
    const payload = { authorizationKey: victim.user.authorizationKey, lockUser: true };
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/1xpay/api/lockOrAllowUser',
      cookies: { apiKey: boss.apiKey },
      headers: { origin: 'https://evil.example' },
      payload,
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({
      error: 'forbidden',
      message: 'Requête refusée : origine non autorisée.',
    });
    expect((await stored(victim.user)).authenticationStatus).toBe('accepted');
    const sameOrigin = await t.app.inject({
      method: 'POST',
      url: '/1xpay/api/lockOrAllowUser',
      cookies: { apiKey: boss.apiKey },
      headers: { origin: TEST_ORIGIN },
      payload,
    });
    expect(sameOrigin.statusCode).toBe(200);
    expect((await stored(victim.user)).authenticationStatus).toBe('blocked');
  });

  it('names a missing or malformed field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/1xpay/api/lockOrAllowUser',
      headers: boss.bearer,
      payload: { authorizationKey: 'x', lockUser: 'oui' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('validation_failed');
    expect(response.json().fields.map((field: { field: string }) => field.field)).toEqual(['lockUser']);
  });
});

describe('POST /1xpay/admin/addAdmin', () => {
  it('makes a customer an admin, with countries upper-cased and sorted, and records it', async () => {
    const target = await customer(t.deps, { country: 'TG' });
    const response = await grantCall(
      'addAdmin',
      boss.bearer,
      {
        adminId: target.user.id,
        countries: ['tg', 'BJ', ' ci'],
        allowedOperationsTypes: ['withdrawal', 'deposit'],
      },
      '192.0.2.7',
    );
    expect(response.statusCode).toBe(200);
    const grant = {
      adminId: target.user.id,
      isAdmin: true,
      countries: ['BJ', 'CI', 'TG'],
      allowedOperationsTypes: ['deposit', 'withdrawal'],
    };
    expect(response.json()).toStrictEqual({ data: grant });
    expect((await stored(target.user)).isAdmin).toBe(true);
    const [row] = await t.deps.db.select().from(adminGrants).where(eq(adminGrants.adminId, target.user.id));
    expect(row).toMatchObject({
      countries: grant.countries,
      allowedOperationsTypes: grant.allowedOperationsTypes,
    });
    expect(await latestAudit()).toStrictEqual({
      id: expect.any(String),
      actorId: boss.user.id,
      action: 'admin.add',
      target: `user:${target.user.id}`,
      before: { adminId: target.user.id, isAdmin: false, countries: [], allowedOperationsTypes: [] },
      after: grant,
      ip: '192.0.2.7',
      at: t.clock.now().getTime(),
    });
    // The new admin, once signed in to the dashboard, sees the users of their countries.
    const dashboard = await signIn(t.deps, await stored(target.user), 'dashboard');
    const list = await listUsers({ authorization: `Bearer ${dashboard}` });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((user: { userUuid: string }) => user.userUuid)).toContain(target.user.id);
  });

  it('adds to the countries and types an admin had', async () => {
    const admin = await agent(t.deps, { countries: ['TG'], allowedOperationsTypes: ['transfer'] });
    const response = await grantCall('addAdmin', boss.bearer, {
      adminId: admin.user.id,
      countries: ['bj', 'BJ'],
      allowedOperationsTypes: ['deposit'],
    });
    expect(response.statusCode).toBe(200);
    const after = {
      adminId: admin.user.id,
      isAdmin: true,
      countries: ['BJ', 'TG'],
      allowedOperationsTypes: ['deposit', 'transfer'],
    };
    expect(response.json()).toStrictEqual({ data: after });
    expect(await latestAudit()).toMatchObject({
      action: 'admin.add',
      before: {
        adminId: admin.user.id,
        isAdmin: true,
        countries: ['TG'],
        allowedOperationsTypes: ['transfer'],
      },
      after,
    });
    // The widened grant applies at once to the admin's existing session.
    const meNow = await me(admin.apiKey);
    expect(meNow.json().grant).toEqual({
      countries: ['BJ', 'TG'],
      allowedOperationsTypes: ['deposit', 'transfer'],
    });
  });

  it('names an unknown country or type', async () => {
    const { user } = await customer(t.deps);
    const badCountry = await grantCall('addAdmin', boss.bearer, {
      adminId: user.id,
      countries: ['XX'],
      allowedOperationsTypes: ['deposit'],
    });
    expect(badCountry.statusCode).toBe(400);
    expect(badCountry.json()).toEqual({
      error: 'validation_failed',
      message: 'Le champ « countries.0 » doit être un code pays ISO à deux lettres (BJ, CI, SN…).',
      fields: [
        {
          field: 'countries.0',
          message: 'Le champ « countries.0 » doit être un code pays ISO à deux lettres (BJ, CI, SN…).',
        },
      ],
    });
    const badType = await grantCall('addAdmin', boss.bearer, {
      adminId: user.id,
      countries: ['BJ'],
      allowedOperationsTypes: ['deposit', 'refund'],
    });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().fields.map((field: { field: string }) => field.field)).toEqual([
      'allowedOperationsTypes.1',
    ]);
    const empty = await grantCall('addAdmin', boss.bearer, {
      adminId: user.id,
      countries: [],
      allowedOperationsTypes: ['deposit'],
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.map((field: { field: string }) => field.field)).toEqual(['countries']);
    expect((await stored(user)).isAdmin).toBe(false);
  });

  it('answers 404 for an unknown adminId, 403 for the master admin', async () => {
    const unknown = await grantCall('addAdmin', boss.bearer, {
      adminId: '00000000-0000-4000-8000-000000000000',
      countries: ['BJ'],
      allowedOperationsTypes: ['deposit'],
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'not_found', message: 'Administrateur introuvable.' });
    const before = await auditCount();
    const masterRights = await grantCall('addAdmin', boss.bearer, {
      adminId: boss.user.id,
      countries: ['BJ'],
      allowedOperationsTypes: ['deposit'],
    });
    expect(masterRights.statusCode).toBe(403);
    expect(masterRights.json()).toEqual(CANNOT_CHANGE_MASTER);
    const grants = await t.deps.db.select().from(adminGrants).where(eq(adminGrants.adminId, boss.user.id));
    expect(grants).toEqual([]);
    expect(await auditCount()).toBe(before);
  });

  it('is for the master admin only', async () => {
    const admin = await agent(t.deps, { countries: ['BJ', 'TG'], allowedOperationsTypes: ['deposit'] });
    const target = await customer(t.deps, { country: 'BJ' });
    const payload = { adminId: target.user.id, countries: ['BJ'], allowedOperationsTypes: ['deposit'] };
    const byAdmin = await grantCall('addAdmin', admin.bearer, payload);
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json()).toEqual(MASTER_ONLY);
    const self = await grantCall('addAdmin', admin.bearer, {
      ...payload,
      adminId: admin.user.id,
      countries: ['SN'],
    });
    expect(self.statusCode).toBe(403);
    expect(self.json()).toEqual(MASTER_ONLY);
    const byCustomer = await grantCall('addAdmin', target.bearer, payload);
    expect(byCustomer.statusCode).toBe(403);
    expect(byCustomer.json()).toEqual(MASTER_ONLY);
    const visitor = await grantCall('addAdmin', {}, payload);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual(NO_SESSION);
    expect((await stored(target.user)).isAdmin).toBe(false);
    expect((await me(admin.apiKey)).json().grant).toEqual({
      countries: ['BJ', 'TG'],
      allowedOperationsTypes: ['deposit'],
    });
  });
});

describe('POST /1xpay/admin/revokeAdmin', () => {
  it('takes away the countries and types listed, either list may be empty', async () => {
    const admin = await agent(t.deps, {
      countries: ['BJ', 'SN', 'TG'],
      allowedOperationsTypes: ['deposit', 'transfer', 'withdrawal'],
    });
    const first = await grantCall(
      'revokeAdmin',
      boss.bearer,
      { adminId: admin.user.id, countries: ['tg'], allowedOperationsTypes: [] },
      '192.0.2.8',
    );
    expect(first.statusCode).toBe(200);
    const middle = {
      adminId: admin.user.id,
      isAdmin: true,
      countries: ['BJ', 'SN'],
      allowedOperationsTypes: ['deposit', 'transfer', 'withdrawal'],
    };
    expect(first.json()).toStrictEqual({ data: middle });
    expect(await latestAudit()).toStrictEqual({
      id: expect.any(String),
      actorId: boss.user.id,
      action: 'admin.revoke',
      target: `user:${admin.user.id}`,
      before: {
        adminId: admin.user.id,
        isAdmin: true,
        countries: ['BJ', 'SN', 'TG'],
        allowedOperationsTypes: ['deposit', 'transfer', 'withdrawal'],
      },
      after: middle,
      ip: '192.0.2.8',
      at: t.clock.now().getTime(),
    });

    const second = await grantCall('revokeAdmin', boss.bearer, {
      adminId: admin.user.id,
      countries: [],
      allowedOperationsTypes: ['withdrawal', 'transfer'],
    });
    expect(second.json()).toStrictEqual({
      data: {
        adminId: admin.user.id,
        isAdmin: true,
        countries: ['BJ', 'SN'],
        allowedOperationsTypes: ['deposit'],
      },
    });
    // Still an admin: their dashboard session goes on, with the narrower grant.
    const meNow = await me(admin.apiKey);
    expect(meNow.statusCode).toBe(200);
    expect(meNow.json()).toMatchObject({
      isAdmin: true,
      grant: { countries: ['BJ', 'SN'], allowedOperationsTypes: ['deposit'] },
    });
  });

  it('demotes an admin left without a country: dashboard sessions end, customer sessions stay', async () => {
    const admin = await agent(t.deps, { countries: ['BJ', 'TG'], allowedOperationsTypes: ['deposit'] });
    const customerKey = await signIn(t.deps, admin.user, 'customer');
    const response = await grantCall('revokeAdmin', boss.bearer, {
      adminId: admin.user.id,
      countries: ['TG', 'BJ'],
      allowedOperationsTypes: [],
    });
    expect(response.statusCode).toBe(200);
    const after = { adminId: admin.user.id, isAdmin: false, countries: [], allowedOperationsTypes: [] };
    expect(response.json()).toStrictEqual({ data: after });
    expect(await latestAudit()).toMatchObject({
      action: 'admin.revoke',
      actorId: boss.user.id,
      before: {
        adminId: admin.user.id,
        isAdmin: true,
        countries: ['BJ', 'TG'],
        allowedOperationsTypes: ['deposit'],
      },
      after,
    });
    expect((await stored(admin.user)).isAdmin).toBe(false);

    const dashboard = await me(admin.apiKey);
    expect(dashboard.statusCode).toBe(401);
    expect(dashboard.json()).toEqual(NO_SESSION);
    const asCustomer = await me(customerKey);
    expect(asCustomer.statusCode).toBe(200);
    expect(asCustomer.json()).toMatchObject({ isAdmin: false, grant: null });
    const list = await listUsers({ authorization: `Bearer ${customerKey}` });
    expect(list.statusCode).toBe(403);
    expect(list.json()).toEqual(FORBIDDEN);

    // Made admin again, they start from nothing.
    const again = await grantCall('addAdmin', boss.bearer, {
      adminId: admin.user.id,
      countries: ['SN'],
      allowedOperationsTypes: ['transfer'],
    });
    expect(again.json()).toStrictEqual({
      data: {
        adminId: admin.user.id,
        isAdmin: true,
        countries: ['SN'],
        allowedOperationsTypes: ['transfer'],
      },
    });
  });

  it('demotes an admin left without a type', async () => {
    const admin = await agent(t.deps, {
      countries: ['BJ'],
      allowedOperationsTypes: ['deposit', 'withdrawal'],
    });
    const response = await grantCall('revokeAdmin', boss.bearer, {
      adminId: admin.user.id,
      countries: [],
      allowedOperationsTypes: ['deposit', 'withdrawal'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toStrictEqual({
      data: { adminId: admin.user.id, isAdmin: false, countries: [], allowedOperationsTypes: [] },
    });
    expect((await stored(admin.user)).isAdmin).toBe(false);
    expect((await me(admin.apiKey)).statusCode).toBe(401);
    const grants = await t.deps.db.select().from(adminGrants).where(eq(adminGrants.adminId, admin.user.id));
    expect(grants).toEqual([]);
  });

  it('answers 404 for an unknown adminId, 403 for the master, 400 for an unknown country', async () => {
    const unknown = await grantCall('revokeAdmin', boss.bearer, {
      adminId: '00000000-0000-4000-8000-000000000000',
      countries: ['BJ'],
      allowedOperationsTypes: [],
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'not_found', message: 'Administrateur introuvable.' });
    const masterRights = await grantCall('revokeAdmin', boss.bearer, {
      adminId: boss.user.id,
      countries: [],
      allowedOperationsTypes: ['deposit'],
    });
    expect(masterRights.statusCode).toBe(403);
    expect(masterRights.json()).toEqual(CANNOT_CHANGE_MASTER);
    expect((await stored(boss.user)).isAdmin).toBe(true);
    expect((await me(boss.apiKey)).statusCode).toBe(200);
    const admin = await agent(t.deps);
    const bad = await grantCall('revokeAdmin', boss.bearer, {
      adminId: admin.user.id,
      countries: ['BJ', 'QQ'],
      allowedOperationsTypes: [],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.map((field: { field: string }) => field.field)).toEqual(['countries.1']);
    expect((await me(admin.apiKey)).json().grant).toEqual({
      countries: ['BJ'],
      allowedOperationsTypes: ['deposit'],
    });
  });

  it('is for the master admin only', async () => {
    const admin = await agent(t.deps, { countries: ['BJ'], allowedOperationsTypes: ['deposit'] });
    const other = await agent(t.deps, { countries: ['BJ'], allowedOperationsTypes: ['deposit'] });
    const payload = { adminId: other.user.id, countries: ['BJ'], allowedOperationsTypes: [] };
    const byAdmin = await grantCall('revokeAdmin', admin.bearer, payload);
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json()).toEqual(MASTER_ONLY);
    const { bearer } = await customer(t.deps);
    const byCustomer = await grantCall('revokeAdmin', bearer, payload);
    expect(byCustomer.statusCode).toBe(403);
    expect(byCustomer.json()).toEqual(MASTER_ONLY);
    expect((await grantCall('revokeAdmin', {}, payload)).statusCode).toBe(401);
    expect((await stored(other.user)).isAdmin).toBe(true);
    expect((await me(other.apiKey)).statusCode).toBe(200);
  });
});

describe('GET /1xpay/admin/grants', () => {
  it('lists the grant of every admin to the master admin', async () => {
    const one = await agent(t.deps, { countries: ['CI', 'SN'], allowedOperationsTypes: ['transfer'] });
    const two = await agent(t.deps, { countries: ['TG'], allowedOperationsTypes: ['deposit', 'withdrawal'] });
    const plain = await customer(t.deps);
    const response = await t.app.inject({ method: 'GET', url: '/1xpay/admin/grants', headers: boss.bearer });
    expect(response.statusCode).toBe(200);
    const list: { adminId: string }[] = response.json().data;
    const admins = await t.deps.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.isAdmin, true), eq(users.isMaster, false)));
    expect(list.map((grant) => grant.adminId).sort()).toEqual(admins.map((admin) => admin.id).sort());
    expect(list.map((grant) => grant.adminId)).not.toContain(boss.user.id);
    expect(list).toContainEqual({
      adminId: one.user.id,
      isAdmin: true,
      countries: ['CI', 'SN'],
      allowedOperationsTypes: ['transfer'],
    });
    expect(list).toContainEqual({
      adminId: two.user.id,
      isAdmin: true,
      countries: ['TG'],
      allowedOperationsTypes: ['deposit', 'withdrawal'],
    });
    expect(list.map((grant) => grant.adminId)).not.toContain(plain.user.id);
  });

  it('is refused to a regular admin, a customer and a visitor', async () => {
    const admin = await agent(t.deps);
    const { bearer } = await customer(t.deps);
    for (const headers of [admin.bearer, bearer]) {
      const response = await t.app.inject({ method: 'GET', url: '/1xpay/admin/grants', headers });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(MASTER_ONLY);
    }
    const visitor = await t.app.inject({ method: 'GET', url: '/1xpay/admin/grants' });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('GET /1xpay/api/audit', () => {
  function audit(query: string, headers: Headers = boss.bearer) {
    return t.app.inject({ method: 'GET', url: `/1xpay/api/audit${query}`, headers });
  }

  it('pages through every entry, newest first, none missing or repeated', async () => {
    // A few more entries, so that the walk crosses several pages.
    for (let i = 0; i < 4; i += 1) {
      const { user } = await customer(t.deps);
      t.clock.advance(1000);
      await lock(boss.bearer, user.authorizationKey, true);
    }
    const all = await t.deps.db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id));
    expect(all.length).toBeGreaterThan(7);

    const seen: string[] = [];
    let before: string | null = null;
    let pages = 0;
    do {
      const response = await audit(`?limit=3${before === null ? '' : `&before=${before}`}`);
      expect(response.statusCode).toBe(200);
      const page: { data: { id: string; at: number }[]; nextBefore: string | null } = response.json();
      expect(page.data.length).toBeLessThanOrEqual(3);
      if (page.nextBefore !== null) {
        expect(page.data).toHaveLength(3);
        expect(page.nextBefore).toBe(page.data[2]?.id);
      }
      seen.push(...page.data.map((entry) => entry.id));
      before = page.nextBefore;
      pages += 1;
    } while (before !== null && pages < 1000);
    // The list looks one entry ahead, so it never ends on an empty page.
    expect(pages).toBe(Math.ceil(all.length / 3));
    expect(seen).toEqual(all.map((row) => row.id.toString()));
    expect(new Set(seen).size).toBe(seen.length);

    const first = await audit('');
    expect(first.json().data).toHaveLength(Math.min(50, all.length));
    expect(first.json().data[0].id).toBe(all[0]?.id.toString());
    const times: number[] = first.json().data.map((entry: { at: number }) => entry.at);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await audit('?limit=200')).statusCode).toBe(200);
  });

  it('refuses a limit over 200 or not a number, and a bad cursor', async () => {
    for (const query of ['?limit=201', '?limit=abc', '?limit=0', '?before=abc']) {
      const response = await audit(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error, query).toBe('validation_failed');
      expect(response.json().fields[0].field, query).toBe(query.startsWith('?limit') ? 'limit' : 'before');
    }
  });

  it('is for the master admin only', async () => {
    const admin = await agent(t.deps);
    const { bearer } = await customer(t.deps);
    for (const headers of [admin.bearer, bearer]) {
      const response = await audit('', headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(MASTER_ONLY);
    }
    const visitor = await audit('', {});
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual(NO_SESSION);
  });

  it('cannot be changed or emptied in the database', async () => {
    const { user } = await customer(t.deps);
    await lock(boss.bearer, user.authorizationKey, true);
    const count = await auditCount();
    expect(count).toBeGreaterThan(0);
    expect(await refusal(t.deps.db.update(auditLog).set({ action: 'rien' }))).toBe(
      'audit_log is append-only (UPDATE refused)',
    );
    expect(
      await refusal(
        t.deps.db
          .update(auditLog)
          .set({ ip: null })
          .where(eq(auditLog.target, `user:${user.id}`)),
      ),
    ).toBe('audit_log is append-only (UPDATE refused)');
    expect(await refusal(t.deps.db.delete(auditLog))).toBe('audit_log is append-only (DELETE refused)');
    expect(await refusal(t.deps.db.delete(auditLog).where(eq(auditLog.target, `user:${user.id}`)))).toBe(
      'audit_log is append-only (DELETE refused)',
    );
    expect(await refusal(t.deps.db.execute(sql.raw('TRUNCATE audit_log')))).toBe(
      'audit_log is append-only (TRUNCATE refused)',
    );
    expect(await auditCount()).toBe(count);
    const [entry] = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `user:${user.id}`))
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({ action: 'user.lock', ip: '127.0.0.1' });
  });
});
