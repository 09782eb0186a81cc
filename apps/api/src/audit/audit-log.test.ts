import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditedExport } from '../common/audited-export.ts';
import { auditLog } from '../db/schema.ts';
import { MASTER_ONLY, NO_SESSION } from '../testing/expected-errors.ts';
import { agent, customer, master, type Signed } from '../testing/fixtures.ts';
import { parseCsv } from '../testing/parse-csv.ts';
import { auditCount } from '../testing/records.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { errorOf } from '../testing/test-client.ts';

let t: TestApp;
let boss: Signed;
beforeAll(async () => {
  t = await createTestApp();
  boss = await master(t.deps);
});
afterAll(() => t.close());

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

/** An action the audit log records: the master admin locks a new customer. */
async function lockSomeone() {
  const { user } = await customer(t.deps);
  await t.as(boss).post('/api/lockOrAllowUser', { authorizationKey: user.authorizationKey, lockUser: true });
  return user;
}

describe('GET /1xpay/api/audit', () => {
  it('pages through every entry, newest first, none missing or repeated', async () => {
    // Entries enough for the walk to cross several pages.
    for (let i = 0; i < 8; i += 1) {
      t.clock.advance(1000);
      await lockSomeone();
    }
    const all = await t.deps.db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id));
    expect(all.length).toBeGreaterThan(7);

    const seen: string[] = [];
    let before: string | undefined;
    let pages = 0;
    do {
      const response = await t.as(boss).get('/api/audit', { query: { limit: 3, before } });
      expect(response.status).toBe(200);
      const page = response.body;
      expect(page.data.length).toBeLessThanOrEqual(3);
      if (page.nextBefore !== null) {
        expect(page.data).toHaveLength(3);
        expect(page.nextBefore).toBe(page.data[2]?.id);
      }
      seen.push(...page.data.map((entry) => entry.id));
      before = page.nextBefore ?? undefined;
      pages += 1;
    } while (before !== undefined && pages < 1000);
    // The list looks one entry ahead, so it never ends on an empty page.
    expect(pages).toBe(Math.ceil(all.length / 3));
    expect(seen).toEqual(all.map((row) => row.id.toString()));
    expect(new Set(seen).size).toBe(seen.length);

    const first = await t.as(boss).get('/api/audit');
    expect(first.body.data).toHaveLength(Math.min(50, all.length));
    expect(first.body.data[0]?.id).toBe(all[0]?.id.toString());
    const times = first.body.data.map((entry) => entry.at);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await t.as(boss).get('/api/audit', { query: { limit: 200 } })).status).toBe(200);
  });

  it('names the user an entry is about (target user:<uuid>), and no one for any other target', async () => {
    t.clock.advance(1000);
    const locked = await lockSomeone();
    await t.deps.db.insert(auditLog).values([
      // A target shaped like a user's but naming no one, and one that is not a user's at all.
      {
        actorId: boss.user.id,
        action: 'user.lock',
        target: 'user:00000000-0000-4000-8000-000000000000',
        at: t.clock.now(),
      },
      {
        actorId: null,
        action: 'transaction.cancel',
        target: 'transaction:1XP-261125-0001AB',
        at: t.clock.now(),
      },
    ]);
    const response = await t.as(boss).get('/api/audit', { query: { limit: 3 } });
    expect(response.status).toBe(200);
    const [other, nobody, named] = response.body.data;
    expect(named).toMatchObject({
      target: `user:${locked.id}`,
      targetName: `${locked.firstName} ${locked.lastName}`,
      actorName: `${boss.user.firstName} ${boss.user.lastName}`,
    });
    expect(nobody).toMatchObject({
      targetName: null,
      actorName: `${boss.user.firstName} ${boss.user.lastName}`,
    });
    expect(other).toMatchObject({
      target: 'transaction:1XP-261125-0001AB',
      targetName: null,
      actorName: null,
    });
  });

  it('refuses a limit over 200 or not a number, and a bad cursor', async () => {
    for (const query of [{ limit: '201' }, { limit: 'abc' }, { limit: '0' }, { before: 'abc' }]) {
      const response = await t.as(boss).get('/api/audit', { query });
      const named = JSON.stringify(query);
      expect(response.status, named).toBe(400);
      expect(errorOf(response).error, named).toBe('validation_failed');
      expect(errorOf(response).fields?.[0]?.field, named).toBe('limit' in query ? 'limit' : 'before');
    }
  });

  it('is for the master admin only', async () => {
    for (const who of [await agent(t.deps), await customer(t.deps)]) {
      const response = await t.as(who).get('/api/audit');
      expect(response.status).toBe(403);
      expect(response.body).toEqual(MASTER_ONLY);
    }
    const visitor = await t.visitor.get('/api/audit');
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual(NO_SESSION);
  });

  it('cannot be changed or emptied in the database', async () => {
    const user = await lockSomeone();
    const count = await auditCount(t);
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
    expect(await auditCount(t)).toBe(count);
    const [entry] = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `user:${user.id}`))
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({ action: 'user.lock', ip: '127.0.0.1' });
  });
});

describe('GET /1xpay/api/audit filtered, and GET /1xpay/api/audit/export.csv', () => {
  it('filters by author (uuid or name), action (exact or prefix), target text and time; the export holds every selected entry', async () => {
    const beninAgent = await agent(t.deps, { countries: ['BJ'], allowedOperationsTypes: ['deposit'] });
    t.clock.advance(60_000);
    const from = t.clock.now().getTime();
    // 210 locks by the master (more than one export page of 200), then 2 by the agent, one unlock.
    const locked = [];
    for (let i = 0; i < 210; i += 1) locked.push(await lockSomeone());
    const byAgent = [];
    for (let i = 0; i < 2; i += 1) {
      const { user } = await customer(t.deps, { country: 'BJ' });
      await t
        .as(beninAgent)
        .post('/api/lockOrAllowUser', { authorizationKey: user.authorizationKey, lockUser: true });
      byAgent.push(user);
    }
    const first = locked[0];
    if (first === undefined) throw new Error('nothing locked');
    t.clock.advance(1000);
    await t
      .as(boss)
      .post('/api/lockOrAllowUser', { authorizationKey: first.authorizationKey, lockUser: false });
    t.clock.advance(1);
    const to = t.clock.now().getTime();
    t.clock.advance(60_000);
    await lockSomeone();

    const page = async (query: Record<string, string | number>) => {
      const response = await t.as(boss).get('/api/audit', { query: { limit: 200, ...query } });
      expect(response.status, JSON.stringify(query)).toBe(200);
      return response.body;
    };
    const agentName = `${beninAgent.user.firstName} ${beninAgent.user.lastName}`;
    const agentsOwn = await page({ actor: beninAgent.user.id });
    expect(agentsOwn.data.map((entry) => entry.target)).toEqual(
      byAgent.map((user) => `user:${user.id}`).reverse(),
    );
    expect(agentsOwn.data[0]).toMatchObject({ actorName: agentName, action: 'user.lock', ip: '127.0.0.1' });
    expect((await page({ actor: beninAgent.user.lastName.toUpperCase() })).data).toHaveLength(2);
    expect((await page({ actor: beninAgent.user.email })).data).toHaveLength(2);
    expect((await page({ actor: 'personne-de-ce-nom' })).data).toEqual([]);

    const unlocks = await page({ action: 'user.allow' });
    expect(unlocks.data.map((entry) => entry.target)).toEqual([`user:${first.id}`]);
    expect(unlocks.data[0]).toMatchObject({
      actorName: `${boss.user.firstName} ${boss.user.lastName}`,
      before: { userAuthenticationStatus: 'blocked' },
      after: { userAuthenticationStatus: 'accepted' },
    });
    // "user." is a prefix (every user action); "user" alone is an exact action, which none is.
    const userActions = await page({ action: 'user.', from, to });
    expect(userActions.data).toHaveLength(200);
    expect(userActions.nextBefore).not.toBeNull();
    expect((await page({ action: 'user', from, to })).data).toEqual([]);
    expect(
      (await page({ target: first.id.slice(0, 13).toUpperCase() })).data.map((entry) => entry.action),
    ).toEqual(['user.allow', 'user.lock']);

    // The window [from, to): the 210 + 2 locks and the unlock, not the lock after it nor those before.
    const exported = await t.as(boss).get('/api/audit/export.csv', { query: { from, to } });
    expect(exported.status).toBe(200);
    expect(exported.headers['content-disposition']).toBe('attachment; filename="journal-audit.csv"');
    const rows = parseCsv(exported.text);
    expect(rows).toHaveLength(213);
    const ids = rows.map((row) => BigInt(row.id ?? '0'));
    expect(ids).toEqual([...ids].sort((a, b) => (a > b ? -1 : 1)));
    expect(rows[0]).toMatchObject({
      auteur: `${boss.user.firstName} ${boss.user.lastName}`,
      'auteur (uuid)': boss.user.id,
      ip: '127.0.0.1',
      action: 'user.allow',
      cible: `user:${first.id}`,
      avant: '{"userAuthenticationStatus":"blocked"}',
      après: '{"userAuthenticationStatus":"accepted"}',
    });
    // ISO 8601 in UTC to the millisecond, the column says so (decision 040).
    expect(
      rows.every((row) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(row['le (UTC)'] ?? '')),
    ).toBe(true);
    const times = rows.map((row) => Date.parse(row['le (UTC)'] ?? ''));
    expect(times.every((time) => time >= from && time < to)).toBe(true);
    const agentsExport = parseCsv(
      (await t.as(boss).get('/api/audit/export.csv', { query: { actor: beninAgent.user.id } })).text,
    );
    expect(agentsExport.map((row) => row.cible)).toEqual(byAgent.map((user) => `user:${user.id}`).reverse());
  });

  it('refuses bad filters, and the export is the master’s only', async () => {
    for (const query of [
      { from: 'hier' },
      { to: '-1' },
      { to: '5648179930333184' },
      { action: 'x'.repeat(61) },
      { target: '' },
    ]) {
      const response = await t.as(boss).get('/api/audit', { query });
      expect(response.status, JSON.stringify(query)).toBe(400);
      expect((await t.as(boss).get('/api/audit/export.csv', { query })).status, JSON.stringify(query)).toBe(
        400,
      );
    }
    // An end before its start selects nothing: refused at `to`, the export before any byte.
    for (const path of ['/api/audit', '/api/audit/export.csv'] as const) {
      const backwards = await t.as(boss).get(path, { query: { from: '1764000000000', to: '1763000000000' } });
      expect([path, backwards.status, errorOf(backwards).fields?.[0]?.field]).toEqual([path, 400, 'to']);
    }
    const refused = await t.as(await agent(t.deps)).get('/api/audit/export.csv');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(MASTER_ONLY);
  });
});

describe('every CSV export is an audit entry (decision 047)', () => {
  /** The latest entry of an action: who, and what the export says of itself. */
  async function lastOf(action: string) {
    const [entry] = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, action))
      .orderBy(desc(auditLog.id))
      .limit(1);
    return entry;
  }

  it('users, transactions and the audit log: who, which filter, how many rows, once complete', async () => {
    const benin = await agent(t.deps, { countries: ['BJ'], allowedOperationsTypes: ['deposit'] });
    const { user } = await customer(t.deps);
    const users = await t.as(benin).get('/admin/users/export.csv', { query: { q: user.lastName } });
    expect(users.status).toBe(200);
    const userRows = parseCsv(users.text).length;
    expect(userRows).toBeGreaterThan(0);
    expect(await lastOf('users.export')).toMatchObject({
      actorId: benin.user.id,
      target: null,
      after: { filter: { q: user.lastName }, rows: userRows, outcome: 'complete' },
    });

    const transactions = await t.as(boss).get('/admin/transactions/export.csv', { query: { country: 'GA' } });
    expect(transactions.status).toBe(200);
    expect(await lastOf('transactions.export')).toMatchObject({
      actorId: boss.user.id,
      after: { filter: { country: 'GA' }, rows: parseCsv(transactions.text).length, outcome: 'complete' },
    });

    const audit = await t.as(boss).get('/api/audit/export.csv', { query: { action: 'users.export' } });
    expect(audit.status).toBe(200);
    expect(await lastOf('audit.export')).toMatchObject({
      actorId: boss.user.id,
      after: {
        filter: { action: 'users.export' },
        rows: parseCsv(audit.text).length,
        outcome: 'complete',
      },
    });
  });

  it('a failed export says so, with the rows written before it failed', async () => {
    const actor = { user: boss.user, sessionId: '', sessionExpiresAt: new Date(), grant: null };
    async function* failing() {
      yield 1;
      yield 2;
      throw new Error('connexion perdue');
    }
    const rows = auditedExport(
      t.deps,
      actor,
      { ip: '192.0.2.9', userAgent: null },
      { action: 'users.export', filter: { q: 'panne' } },
      failing(),
    );
    const seen: number[] = [];
    await expect(
      (async () => {
        for await (const row of rows) seen.push(row);
      })(),
    ).rejects.toThrow('connexion perdue');
    expect(seen).toEqual([1, 2]);
    expect(await lastOf('users.export')).toMatchObject({
      ip: '192.0.2.9',
      after: { filter: { q: 'panne' }, rows: 2, outcome: 'failed' },
    });
  });
});
