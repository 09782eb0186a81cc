import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema.ts';
import { MASTER_ONLY, NO_SESSION } from '../testing/expected-errors.ts';
import { agent, customer, master, type Signed } from '../testing/fixtures.ts';
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
