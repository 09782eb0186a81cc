import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap } from '../bootstrap.ts';
import { jobs, loginAttempts, phoneCodes, registrationAttempts } from '../db/schema.ts';
import { createUser } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { LIMITS } from './login-throttle.ts';
import { PURGE_ATTEMPTS_JOB, purgeSignInAttempts } from './purge-sign-in-attempts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: '0' });
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('purgeSignInAttempts', () => {
  it('deletes only what no throttle rule counts any more, and reschedules itself in an hour', async () => {
    const user = await createUser(t.deps);
    const at = (ageMs: number) => new Date(t.clock.now().getTime() - ageMs);
    const attempt = (loginKey: string, succeeded: boolean, ageMs: number) => ({
      loginKey,
      userId: user.id,
      ip: '203.0.113.7',
      succeeded,
      at: at(ageMs),
    });
    await t.deps.db.insert(loginAttempts).values([
      attempt('failed-old', false, HOUR + DAY + 1000),
      attempt('failed-recent', false, HOUR + DAY - 1000),
      // A success makes its address trusted for 30 days: kept that long.
      attempt('succeeded-40-days', true, LIMITS.trustWindowMs + DAY + 1000),
      attempt('succeeded-10-days', true, 10 * DAY),
    ]);
    await t.deps.db.insert(registrationAttempts).values([
      { ip: '203.0.113.8', at: at(HOUR + DAY + 1000) },
      { ip: '203.0.113.8', at: at(30 * 60_000) },
    ]);

    const code = (id: string, expiredAgoMs: number) => ({
      id,
      purpose: 'recover' as const,
      phoneNumber: '+2290197000777',
      userId: null,
      codeHash: 'ab',
      ip: '203.0.113.9',
      createdAt: at(expiredAgoMs + 600_000),
      expiresAt: at(expiredAgoMs),
    });
    // A code is deleted a day after it expired, not before.
    await t.deps.db
      .insert(phoneCodes)
      .values([
        code('00000000-0000-4000-8000-0000000000c1', DAY + 1000),
        code('00000000-0000-4000-8000-0000000000c2', DAY - 1000),
      ]);

    expect(await purgeSignInAttempts(t.deps)).toEqual({ logins: 2, registrations: 1, codes: 1 });
    const codes = await t.deps.db.select({ id: phoneCodes.id }).from(phoneCodes);
    expect(codes.map((row) => row.id)).toEqual(['00000000-0000-4000-8000-0000000000c2']);
    const logins = await t.deps.db
      .select({ loginKey: loginAttempts.loginKey })
      .from(loginAttempts)
      .where(eq(loginAttempts.userId, user.id));
    expect(logins.map((row) => row.loginKey).sort()).toEqual(['failed-recent', 'succeeded-10-days']);
    const registrations = await t.deps.db
      .select({ ip: registrationAttempts.ip })
      .from(registrationAttempts)
      .where(eq(registrationAttempts.ip, '203.0.113.8'));
    expect(registrations).toHaveLength(1);
    const next = await t.deps.db.select().from(jobs).where(eq(jobs.kind, PURGE_ATTEMPTS_JOB));
    expect(next.map((job) => job.runAt.getTime())).toContain(t.clock.now().getTime() + HOUR);
  });

  it('is scheduled once at start, however many times the server starts', async () => {
    await t.deps.db.delete(jobs).where(eq(jobs.kind, PURGE_ATTEMPTS_JOB));
    for (let start = 0; start < 3; start += 1) await bootstrap(t.database, t.deps);
    const queued = await t.deps.db.select().from(jobs).where(eq(jobs.kind, PURGE_ATTEMPTS_JOB));
    expect(queued).toHaveLength(1);
  });
});
