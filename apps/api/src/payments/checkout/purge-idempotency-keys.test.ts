import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap } from '../../bootstrap.ts';
import { idempotencyKeys, jobs } from '../../db/schema.ts';
import { createUser } from '../../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { IDEMPOTENCY_RETENTION_MS, PURGE_JOB, purgeIdempotencyKeys } from './purge-idempotency-keys.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: '0' });
});
afterAll(() => t.close());

describe('purgeIdempotencyKeys', () => {
  it('deletes finished keys past 48 hours, keeps younger ones and those in flight, and reschedules itself', async () => {
    const user = await createUser(t.deps);
    const at = (ageMs: number) => new Date(t.clock.now().getTime() - ageMs);
    await t.deps.db.insert(idempotencyKeys).values([
      {
        userId: user.id,
        key: 'old',
        fingerprint: 'f',
        state: 'done',
        createdAt: at(IDEMPOTENCY_RETENTION_MS + 1000),
      },
      { userId: user.id, key: 'day', fingerprint: 'f', state: 'done', createdAt: at(24 * 3_600_000) },
      {
        userId: user.id,
        key: 'young',
        fingerprint: 'f',
        state: 'done',
        createdAt: at(IDEMPOTENCY_RETENTION_MS - 1000),
      },
      { userId: user.id, key: 'stuck', fingerprint: 'f', state: 'in_flight', createdAt: at(72 * 3_600_000) },
    ]);
    expect(await purgeIdempotencyKeys(t.deps)).toBe(1);
    const left = await t.deps.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, user.id));
    expect(left.map((row) => row.key).sort()).toEqual(['day', 'stuck', 'young']);
    const next = await t.deps.db.select().from(jobs).where(eq(jobs.kind, PURGE_JOB));
    expect(next.map((job) => job.runAt.getTime())).toContain(t.clock.now().getTime() + 3_600_000);
  });

  it('is scheduled once at start, however many times the server starts', async () => {
    await t.deps.db.delete(jobs).where(eq(jobs.kind, PURGE_JOB));
    for (let start = 0; start < 3; start += 1) await bootstrap(t.database, t.deps);
    const queued = await t.deps.db.select().from(jobs).where(eq(jobs.kind, PURGE_JOB));
    expect(queued).toHaveLength(1);
  });
});
