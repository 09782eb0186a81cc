import { setTimeout as sleep } from 'node:timers/promises';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PasswordHasher } from '../adapters/passwords.ts';
import { loginAttempts } from '../db/schema.ts';
import { agent, createUser, TEST_PASSWORD } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { LIMITS } from './login-throttle.ts';

let t: TestApp;
let real: PasswordHasher;
beforeAll(async () => {
  t = await createTestApp();
  real = t.deps.passwords;
  // The fixtures hash their password once per app: done here, so the probes below see only the calls under test.
  await createUser(t.deps);
});
afterAll(() => t.close());

/** What the probe saw each time a password was hashed or verified. */
let seen: unknown[] = [];
const NO_ANSWER = 'the database did not answer while the password was hashed';

/**
 * Asks the database, while argon2 would run, how many advisory locks this database holds. On PGlite (one
 * connection) the question waits for any open transaction, so it gets no answer if the hashing runs inside one; on
 * PostgreSQL it answers, and a login's throttle lock held across the hashing shows. The wait has a bound so that the
 * test fails on what it saw rather than hangs.
 */
async function probe(): Promise<void> {
  const giveUp = new AbortController();
  const answer = t.deps.db
    .execute(
      sql`select count(*)::int as n from pg_locks where locktype = 'advisory'
          and database = (select oid from pg_database where datname = current_database())`,
    )
    // node-postgres and PGlite both answer `{ rows }`.
    .then((result) => (result as { rows: { n: number }[] }).rows[0]?.n);
  seen.push(
    await Promise.race([
      answer.finally(() => giveUp.abort()),
      sleep(2_000, NO_ANSWER, { signal: giveUp.signal }).catch(() => NO_ANSWER),
    ]),
  );
}

beforeEach(() => {
  seen = [];
  t.deps.passwords = {
    hash: async (password) => {
      await probe();
      return real.hash(password);
    },
    verify: async (hash, password) => {
      await probe();
      return real.verify(hash, password);
    },
    verifyNothing: async (password) => {
      await probe();
      return real.verifyNothing(password);
    },
  };
});

describe('argon2 runs outside any database transaction', () => {
  it('while a customer signs in, rightly or wrongly, or with an unknown login', async () => {
    const user = await createUser(t.deps);
    const right = await t.visitor.post('/api/auth/login', { login: user.email, password: TEST_PASSWORD });
    expect(right.status).toBe(200);
    const wrong = await t.visitor.post('/api/auth/login', { login: user.email, password: 'pas le bon' });
    expect(wrong.status).toBe(401);
    const unknown = await t.visitor.post('/api/auth/login', { login: 'nul@example.bj', password: 'x' });
    expect(unknown.status).toBe(401);
    expect(seen).toEqual([0, 0, 0]);
  });

  it('while an admin signs in to the dashboard', async () => {
    const admin = await agent(t.deps);
    const response = await t.visitor.post('/api/dashboard/login', {
      email: admin.user.email,
      password: TEST_PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(seen).toEqual([0]);
  });

  it('while a customer registers', async () => {
    const response = await t.visitor.post('/api/auth/register', {
      firstName: 'Koffi',
      lastName: 'Mensah',
      phoneNumber: '+228 90 11 22 33',
      email: 'koffi.mensah@example.tg',
      password: 'un mot de passe long',
    });
    expect(response.status).toBe(201);
    expect(seen).toEqual([0]);
  });
});

describe('the sign-in throttle, with argon2 outside the transaction', () => {
  async function failuresOf(login: string) {
    const [row] = await t.deps.db
      .select({ n: count() })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.loginKey, login), eq(loginAttempts.succeeded, false)));
    return row?.n;
  }

  it(`counts ${LIMITS.accountFailures} parallel wrong guesses from as many addresses, then caps the account`, async () => {
    t.deps.passwords = real;
    const user = await createUser(t.deps);
    const guesses = await Promise.all(
      Array.from({ length: LIMITS.accountFailures }, (_, i) =>
        t
          .as(null, { remoteAddress: `203.0.113.${i + 1}` })
          .post('/api/auth/login', { login: user.email, password: `essai ${i}` }),
      ),
    );
    expect(guesses.map((guess) => guess.status)).toEqual(Array(LIMITS.accountFailures).fill(401));
    expect(await failuresOf(user.email)).toBe(LIMITS.accountFailures);
    const next = await t
      .as(null, { remoteAddress: '198.51.100.99' })
      .post('/api/auth/login', { login: user.email, password: TEST_PASSWORD });
    expect(next.status).toBe(429);
  });

  it(`lets ${LIMITS.pairFailures} of 100 parallel guesses from one address through, and refuses the rest`, async () => {
    t.deps.passwords = real;
    const user = await createUser(t.deps);
    const guesses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        t
          .as(null, { remoteAddress: '192.0.2.77' })
          .post('/api/auth/login', { login: user.email, password: `essai ${i}` }),
      ),
    );
    const statuses = guesses.map((guess) => guess.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LIMITS.pairFailures);
    expect(statuses.filter((status) => status === 429)).toHaveLength(100 - LIMITS.pairFailures);
    expect(await failuresOf(user.email)).toBe(LIMITS.pairFailures);
  });

  it('turns the attempt into a success only when the session opens', async () => {
    t.deps.passwords = real;
    const user = await createUser(t.deps);
    const response = await t.visitor.post('/api/auth/login', { login: user.email, password: TEST_PASSWORD });
    expect(response.status).toBe(200);
    const rows = await t.deps.db.select().from(loginAttempts).where(eq(loginAttempts.loginKey, user.email));
    expect(rows.map((row) => [row.userId, row.succeeded])).toEqual([[user.id, true]]);
  });
});
