import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { FORBIDDEN } from '../testing/expected-errors.ts';
import {
  agent,
  createOperation,
  createTransaction,
  createUser,
  customer,
  master,
  type Signed,
} from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// The dashboard's server-side users list and statistics (issue 13), each test on its own database.

let t: TestApp;
let boss: Signed;
beforeAll(async () => {
  t = await createTestApp();
  boss = await master(t.deps);
});
afterAll(() => t.close());

type Page = {
  data: {
    userUuid: string;
    registeredAt: number;
    country: string;
    transactionCounters: Record<string, number>;
  }[];
  next: string | null;
  previous: string | null;
};

/** Every page of the list for `query`, `limit` at a time. */
async function allPages(as: Signed, query: Record<string, string>, limit: number) {
  const seen: Page['data'] = [];
  let before: string | undefined;
  for (let pages = 0; pages < 100; pages += 1) {
    const response = await t
      .as(as)
      .get('/admin/users', { query: { ...query, limit: String(limit), ...(before ? { before } : {}) } });
    expect(response.status).toBe(200);
    const page = response.body as Page;
    expect(page.data.length).toBeLessThanOrEqual(limit);
    seen.push(...page.data);
    if (page.next === null) return seen;
    before = page.next;
  }
  throw new Error('no end to the pages');
}

describe('GET /1xpay/admin/users', () => {
  it('pages through every user newest first, none twice, none missed, even within one millisecond', async () => {
    const at = new Date(t.clock.now().getTime() + 60_000);
    // Five users registered at the same instant, three more within one millisecond (the database keeps
    // microseconds), and others around them.
    for (let i = 0; i < 5; i += 1) await createUser(t.deps, { registeredAt: at });
    for (const micros of [100, 200, 300])
      await createUser(t.deps, {
        registeredAt:
          sql`${at.toISOString()}::timestamptz + ${micros} * interval '1 microsecond'` as unknown as Date,
      });
    await createUser(t.deps, { registeredAt: new Date(at.getTime() + 1) });
    await createUser(t.deps, { registeredAt: new Date(at.getTime() - 1) });
    const everyone = await t.deps.db.select({ id: users.id }).from(users);
    for (const limit of [1, 2, 3, 50]) {
      const seen = await allPages(boss, {}, limit);
      expect(seen.map((user) => user.userUuid).sort()).toEqual(everyone.map((user) => user.id).sort());
      for (let i = 1; i < seen.length; i += 1)
        expect(seen[i - 1]?.registeredAt).toBeGreaterThanOrEqual(seen[i]?.registeredAt ?? 0);
    }
  });

  it('reads the list back up from any page with `after`: the same pages, in the same order, to the top', async () => {
    for (let i = 0; i < 5; i += 1)
      await createUser(t.deps, { country: 'CI', registeredAt: new Date(Date.UTC(2020, 0, 1)) });
    const down: Page[] = [];
    let before: string | undefined;
    do {
      const response = await t.as(boss).get('/admin/users', {
        query: { country: 'CI', limit: '2', ...(before === undefined ? {} : { before }) },
      });
      const page = response.body as Page;
      down.push(page);
      before = page.next ?? undefined;
    } while (before !== undefined);
    expect(down.length).toBeGreaterThanOrEqual(3);
    expect(down[0]?.previous).toBeNull();
    // From the last page, each `previous` gives the page above it, with the cursors it had read down.
    const up: Page[] = [down.at(-1) as Page];
    for (let after = down.at(-1)?.previous; after != null; after = up[0]?.previous) {
      const response = await t.as(boss).get('/admin/users', { query: { country: 'CI', limit: '2', after } });
      expect(response.status).toBe(200);
      up.unshift(response.body as Page);
    }
    expect(up.map((page) => page.data.map((user) => user.userUuid))).toEqual(
      down.map((page) => page.data.map((user) => user.userUuid)),
    );
    expect(up.slice(0, -1).map((page) => page.next)).toEqual(down.slice(0, -1).map((page) => page.next));
    expect(up[0]?.previous).toBeNull();
  });

  it('searches name, phone (spaces or not), e-mail and betting account id, without case, wildcards literal', async () => {
    const target = await createUser(t.deps, {
      firstName: 'Mariama',
      lastName: 'Sow_Ndiaye',
      phoneNumber: '+221771234567',
      country: 'SN',
      email: 'mariama.sow@example.sn',
      accountId1xBet: '998877665',
    });
    for (const q of ['mariama sow', 'MARIAMA', '77 123 45', 'Mariama.Sow@', '8877665', 'sow_']) {
      const found = await allPages(boss, { q }, 50);
      expect([q, found.map((user) => user.userUuid)]).toEqual([q, [target.id]]);
    }
    expect(await allPages(boss, { q: '%' }, 50)).toEqual([]);
  });

  it('filters by §4 group and by country, and tells each user’s country', async () => {
    const blocked = await createUser(t.deps, { authenticationStatus: 'transactionSuspended', country: 'ML' });
    const accepted = await createUser(t.deps, { authenticationStatus: 'active', country: 'ML' });
    const mali = await allPages(boss, { country: 'ML' }, 50);
    expect(mali.map((user) => user.userUuid).sort()).toEqual([blocked.id, accepted.id].sort());
    expect(mali.every((user) => user.country === 'ML')).toBe(true);
    const maliBlocked = await allPages(boss, { country: 'ML', group: 'blocked' }, 50);
    expect(maliBlocked.map((user) => user.userUuid)).toEqual([blocked.id]);
  });

  it('counts each user’s transactions by §4 class, an operation in error counting as failed', async () => {
    const payer = await createUser(t.deps, { lastName: 'Compteur', country: 'BF' });
    await createTransaction(t.deps, payer, { statusCode: 200, finished: true });
    await createTransaction(t.deps, payer, { statusCode: 204 });
    await createTransaction(t.deps, payer, { statusCode: 235 });
    await createTransaction(t.deps, payer, { statusCode: 461, finished: true });
    const delivered = await createTransaction(t.deps, payer, { statusCode: 231 });
    await createOperation(t.deps, delivered.reference, boss.user.id, {
      operationStatus: 'error',
      failureMessage: 'x',
    });
    const [row] = await allPages(boss, { q: 'Compteur' }, 50);
    expect(row).toMatchObject({
      userUuid: payer.id,
      transactionCounters: { total: 5, successful: 1, pending: 1, failed: 2, blocked: 1 },
    });
    const [nobody] = await allPages(boss, { q: 'Diallo' }, 1);
    expect(nobody).toHaveProperty('transactionCounters.total');
  });

  it('shows an agent only the users of their countries', async () => {
    const togolese = await createUser(t.deps, { country: 'TG' });
    const togo = await agent(
      t.deps,
      { countries: ['TG'], allowedOperationsTypes: ['deposit'] },
      { country: 'BJ' },
    );
    const seen = await allPages(togo, {}, 50);
    expect(seen.map((user) => user.userUuid)).toContain(togolese.id);
    expect(seen.every((user) => user.country === 'TG')).toBe(true);
  });

  it('refuses a customer, and a cursor, limit or group it cannot read, with 400', async () => {
    const someone = await customer(t.deps);
    expect(await t.as(someone).get('/admin/users')).toMatchObject({ status: 403, body: FORBIDDEN });
    // Queries the typed client would not let through, sent as a client of another kind would.
    const refused: Record<string, string>[] = [
      { before: 'demain' },
      { limit: '0' },
      { limit: '201' },
      { group: 'active' },
      { after: 'hier' },
    ];
    for (const query of refused) {
      const response = await t.as(boss).get('/admin/users', { query: query as { before?: string } });
      expect([query, response.status]).toEqual([query, 400]);
    }
    const cursor = (await t.as(boss).get('/admin/users', { query: { limit: '1' } })).body as Page;
    const both = await t.as(boss).get('/admin/users', {
      query: { before: cursor.next ?? '', after: cursor.next ?? '' },
      headers: { 'accept-language': 'fr' },
    });
    expect(both).toMatchObject({ status: 400 });
    expect(JSON.stringify(both.body)).toContain('ne peut pas accompagner before');
  });
});

describe('GET /1xpay/admin/users/stats', () => {
  it('counts §3’s groups over the users an admin may see', async () => {
    const stats = async (as: Signed) =>
      (await t.as(as).get('/admin/users/stats')).body as Record<string, number>;
    const before = await stats(boss);
    for (const status of [
      'pending',
      'accepted',
      'active',
      'blocked',
      'transactionSuspended',
      'waitForInfoCompletion',
    ])
      await createUser(t.deps, { authenticationStatus: status, country: 'GA' });
    const gabon = await agent(
      t.deps,
      { countries: ['GA'], allowedOperationsTypes: ['deposit'] },
      { country: 'SN' },
    );
    const after = await stats(boss);
    // Six users and one agent (active, its number verified: an admin) more.
    expect(
      Object.fromEntries(Object.keys(after).map((key) => [key, (after[key] ?? 0) - (before[key] ?? 0)])),
    ).toEqual({
      total: 7,
      admins: 1,
      blocked: 3,
      pending: 1,
      accepted: 3,
    });
    const everyone = await t.deps.db.select({ id: users.id }).from(users);
    expect(after.total).toBe(everyone.length);
    // The agent (registered in Senegal) sees the six Gabonese users only.
    expect(await stats(gabon)).toEqual({ total: 6, admins: 0, blocked: 3, pending: 1, accepted: 2 });
  });
});
