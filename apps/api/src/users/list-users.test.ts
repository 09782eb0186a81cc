import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../common/context.ts';
import { users } from '../db/schema.ts';
import { FORBIDDEN, NO_SESSION } from '../testing/expected-errors.ts';
import { agent, createUser, customer, master, type Signed } from '../testing/fixtures.ts';
import { rawUser, storedUser } from '../testing/records.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { USERS_BATCH } from './list-users.ts';

let t: TestApp;
let boss: Signed;
beforeAll(async () => {
  t = await createTestApp();
  boss = await master(t.deps);
});
afterAll(() => t.close());

describe('GET /1xpay/api/users', () => {
  it('writes the whole list batch after batch: every user once, in order, across the batches’ seams', async () => {
    const now = t.clock.now().getTime();
    // More than two batches, several of them registered at the same instant (the order then falls to the id).
    const many = Array.from({ length: USERS_BATCH * 2 + 5 }, (_, i) => ({
      authorizationKey: `uak_batch_${i}`,
      firstName: 'Lot',
      lastName: `Numéro ${i}`,
      phoneNumber: `+2290195${String(i).padStart(6, '0')}`,
      country: 'BJ',
      email: `lot.${i}@example.bj`,
      passwordHash: 'x',
      registeredAt: new Date(now - 10 * 86_400_000 - Math.floor(i / 3) * 1000),
    }));
    await t.deps.db.insert(users).values(many);
    const response = await t.as(boss).get('/api/users');
    expect(response.status).toBe(200);
    const ids = response.body.data.map((user) => user.userUuid);
    const everyone = await t.deps.db.select({ id: users.id }).from(users);
    expect(ids).toHaveLength(everyone.length);
    expect(new Set(ids).size).toBe(ids.length);
    const stored = await t.deps.db.select({ id: users.id, at: users.registeredAt }).from(users);
    const expected = stored
      .sort((a, b) => b.at.getTime() - a.at.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
      .map((user) => user.id);
    expect(ids).toEqual(expected);
  });

  it('gives the master admin every user as a raw user of §3, newest registration first', async () => {
    const now = t.clock.now().getTime();
    const older = await createUser(t.deps, { country: 'SN', registeredAt: new Date(now - 3 * 86_400_000) });
    const newest = await createUser(t.deps, {
      country: 'TG',
      registeredAt: new Date(now + 1000),
      accountId1xBet: null,
      authenticationStatus: 'transactionSuspended',
    });
    const middle = await createUser(t.deps, { country: 'CI', registeredAt: new Date(now - 86_400_000) });

    const response = await t.as(boss).get('/api/users');
    expect(response.status).toBe(200);
    expect(Object.keys(response.body)).toEqual(['data']);
    const list = response.body.data;

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

    const response = await t.as(admin).get('/api/users');
    expect(response.status).toBe(200);
    expect(response.body).toStrictEqual({ data: [rawUser(mlNew), rawUser(ga), rawUser(mlOld)] });
  });

  it('refuses a customer with 403 and a visitor with 401', async () => {
    const refused = await t.as(await customer(t.deps)).get('/api/users');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(FORBIDDEN);
    const visitor = await t.visitor.get('/api/users');
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual(NO_SESSION);
  });

  it('does not take an authorizationKey for a credential', async () => {
    const admin = await agent(t.deps);
    const key = admin.user.authorizationKey;
    expect((await t.as(key).get('/api/users')).status).toBe(401);
    const byCookie = await t.as(key, { via: 'cookie' }).get('/api/users');
    expect(byCookie.status).toBe(401);
    expect(byCookie.body).toEqual(NO_SESSION);
    const masterKey = boss.user.authorizationKey;
    expect((await t.as(masterKey).get('/api/me')).status).toBe(401);
    const lock = await t
      .as(masterKey)
      .post('/api/lockOrAllowUser', { authorizationKey: admin.user.authorizationKey, lockUser: true });
    expect(lock.status).toBe(401);
    expect((await storedUser(t, admin.user)).authenticationStatus).toBe(admin.user.authenticationStatus);
  });
});
