import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap } from '../bootstrap.ts';
import type { Deps, UserRow } from '../common/context.ts';
import { ConfigError, parseConfig } from '../config.ts';
import { operations, users } from '../db/schema.ts';
import { createOperation, createTransaction, customer, TEST_PASSWORD } from '../testing/fixtures.ts';
import { storedUser } from '../testing/records.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../testing/test-app.ts';

/** Deps on the same database and upload folder, with another environment: a restart with a new config. */
function restartedWith(s: TestApp, env: Record<string, string>): Deps {
  return {
    ...s.deps,
    config: parseConfig({
      PUBLIC_URL: TEST_ORIGIN,
      UPLOAD_DIR: s.deps.config.uploadDir,
      LOG_LEVEL: 'silent',
      ...env,
    }),
  };
}

async function masters(deps: Deps) {
  return deps.db.select().from(users).where(eq(users.isMaster, true));
}

describe('bootstrap: master admin from MASTER_ADMIN_EMAIL and MASTER_ADMIN_PASSWORD', () => {
  let s: TestApp;
  beforeAll(async () => {
    s = await createTestApp({
      SEED_DEMO: '0',
      MASTER_ADMIN_EMAIL: 'Chef@Example.BJ',
      MASTER_ADMIN_PASSWORD: 'un mot de passe maître',
    });
  });
  afterAll(() => s.close());

  it('creates exactly one master admin, who signs in to the dashboard with that email and password', async () => {
    const outcome = await bootstrap(s.database, s.deps);
    expect(outcome).toEqual({
      master: { created: true, email: 'chef@example.bj', generatedPassword: undefined },
      demo: undefined,
    });
    const found = await masters(s.deps);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      email: 'chef@example.bj',
      isAdmin: true,
      isMaster: true,
      authenticationStatus: 'active',
    });
    expect(found[0]?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await s.deps.db.$count(users)).toBe(1);

    const login = await s.visitor.post('/api/dashboard/login', {
      email: 'chef@example.bj',
      password: 'un mot de passe maître',
    });
    expect(login.status).toBe(200);
    expect(login.body).toEqual({ apiKey: expect.any(String) });
    // The session is the master's: master-only calls answer.
    const audit = await s.as(login.body.apiKey).get('/api/audit');
    expect(audit.status).toBe(200);

    const wrong = await s.visitor.post('/api/dashboard/login', {
      email: 'chef@example.bj',
      password: 'pas le bon mot de passe',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({
      error: 'bad_credentials',
      message: "Identifiants incorrects ou compte sans droits d'administration.",
    });
  });

  it('does nothing on a second start: same master, no password reported', async () => {
    const [before] = await masters(s.deps);
    const outcome = await bootstrap(s.database, s.deps);
    expect(outcome).toEqual({ master: { created: false, email: 'chef@example.bj' }, demo: undefined });
    const after = await masters(s.deps);
    expect(after).toEqual([before]);
    expect(await s.deps.db.$count(users)).toBe(1);
  });
});

describe('bootstrap: generated master password', () => {
  let s: TestApp;
  beforeAll(async () => {
    s = await createTestApp({ SEED_DEMO: '0' });
  });
  afterAll(() => s.close());

  it('generates a password, reports it once, and it opens the dashboard', async () => {
    const first = await bootstrap(s.database, s.deps);
    expect(first.master).toEqual({
      created: true,
      email: 'admin@1xpay.local',
      generatedPassword: expect.any(String),
    });
    const password = first.master.created ? first.master.generatedPassword : undefined;
    expect(password?.length).toBeGreaterThanOrEqual(16);
    expect(await masters(s.deps)).toHaveLength(1);

    const credentials = { email: 'admin@1xpay.local', password: password ?? '' };
    const login = await s.visitor.post('/api/dashboard/login', credentials);
    expect(login.status).toBe(200);
    expect(login.body).toEqual({ apiKey: expect.any(String) });

    const second = await bootstrap(s.database, s.deps);
    expect(second).toEqual({ master: { created: false, email: 'admin@1xpay.local' }, demo: undefined });
    expect(second.master).not.toHaveProperty('generatedPassword');
    expect(await masters(s.deps)).toHaveLength(1);
    // The password reported on the first start still works: the second start did not change it.
    expect((await s.visitor.post('/api/dashboard/login', credentials)).status).toBe(200);
  });
});

describe('bootstrap: MASTER_ADMIN_EMAIL changed on a later start', () => {
  let s: TestApp;
  beforeAll(async () => {
    s = await createTestApp({
      SEED_DEMO: '0',
      MASTER_ADMIN_EMAIL: 'ancien@example.bj',
      MASTER_ADMIN_PASSWORD: 'ancien mot de passe',
    });
    await bootstrap(s.database, s.deps);
  });
  afterAll(() => s.close());

  it('refuses to start when the email names an existing account and no password is given', async () => {
    const [oldMaster] = await masters(s.deps);
    const owner = await customer(s.deps, { email: 'client@example.bj' });
    const start = bootstrap(
      s.database,
      restartedWith(s, { SEED_DEMO: '0', MASTER_ADMIN_EMAIL: 'Client@Example.BJ' }),
    );
    await expect(start).rejects.toThrow(ConfigError);
    await expect(start).rejects.toThrow(/MASTER_ADMIN_EMAIL.*client@example\.bj.*MASTER_ADMIN_PASSWORD/);
    // Nothing changed: the same master, the account still a customer with its own password and session.
    expect((await masters(s.deps)).map((user) => user.id)).toEqual([oldMaster?.id]);
    expect(await storedUser(s, owner.user)).toMatchObject({ isAdmin: false, isMaster: false });
    expect((await s.as(owner).get('/api/me')).body).toMatchObject({ isAdmin: false, isMaster: false });
    const asAdmin = await s.visitor.post('/api/dashboard/login', {
      email: 'client@example.bj',
      password: TEST_PASSWORD,
    });
    expect(asAdmin.status).toBe(401);
  });

  it('makes an existing account the master only with MASTER_ADMIN_PASSWORD: its password reset, its sessions ended', async () => {
    const [oldMaster] = await masters(s.deps);
    const oldSession = (
      await s.visitor.post('/api/dashboard/login', {
        email: 'ancien@example.bj',
        password: 'ancien mot de passe',
      })
    ).body.apiKey;
    // The old master holds a pending operation (nobody else was eligible), which must not stay with them.
    const payer = await customer(s.deps, { country: 'BJ' });
    const pending = await createTransaction(s.deps, payer.user, { statusCode: 231 });
    await createOperation(s.deps, pending.reference, oldMaster?.id ?? '');
    // Whoever registered this email chose its password and holds sessions.
    const chosen = await customer(s.deps, { email: 'nouveau@example.bj', authenticationStatus: 'pending' });
    const ownersPassword = { email: 'nouveau@example.bj', password: TEST_PASSWORD };
    expect((await s.visitor.post('/api/dashboard/login', ownersPassword)).status).toBe(401);

    const outcome = await bootstrap(
      s.database,
      restartedWith(s, {
        SEED_DEMO: '0',
        MASTER_ADMIN_EMAIL: 'Nouveau@Example.BJ',
        MASTER_ADMIN_PASSWORD: 'le mot de passe de l’exploitant',
      }),
    );
    expect(outcome).toEqual({ master: { created: false, email: 'nouveau@example.bj' }, demo: undefined });
    const found = await masters(s.deps);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      id: chosen.user.id,
      isAdmin: true,
      isMaster: true,
      authenticationStatus: 'active',
    });

    // The owner's password and sessions no longer open anything; the operator's password opens the dashboard.
    expect((await s.as(chosen).get('/api/me')).status).toBe(401);
    expect((await s.visitor.post('/api/dashboard/login', ownersPassword)).status).toBe(401);
    expect(
      (await s.visitor.post('/api/auth/login', { login: 'nouveau@example.bj', password: TEST_PASSWORD }))
        .status,
    ).toBe(401);
    const login = await s.visitor.post('/api/dashboard/login', {
      email: 'nouveau@example.bj',
      password: 'le mot de passe de l’exploitant',
    });
    expect(login.status).toBe(200);
    const asNew = await s.as(login.body.apiKey).get('/api/audit');
    expect(asNew.status).toBe(200);
    expect(asNew.body.data[0]).toMatchObject({
      actorId: null,
      action: 'admin.master',
      target: `user:${chosen.user.id}`,
      before: { masterId: oldMaster?.id },
      after: { masterId: chosen.user.id, promoted: true },
      ip: null,
    });

    // The old master lost the role and their sessions, and their pending operation went to the new master.
    expect(await storedUser(s, oldMaster as UserRow)).toMatchObject({ isAdmin: false, isMaster: false });
    expect((await s.as(oldSession).get('/api/audit')).status).toBe(401);
    const [operation] = await s.deps.db
      .select()
      .from(operations)
      .where(eq(operations.transactionReference, pending.reference));
    expect(operation?.adminId).toBe(chosen.user.id);
  });

  it('creates a new master for an unknown email, demoting the current one', async () => {
    const [previous] = await masters(s.deps);
    const usersBefore = await s.deps.db.$count(users);
    const outcome = await bootstrap(
      s.database,
      restartedWith(s, {
        SEED_DEMO: '0',
        MASTER_ADMIN_EMAIL: 'troisieme@example.bj',
        MASTER_ADMIN_PASSWORD: 'troisième mot de passe',
      }),
    );
    expect(outcome.master).toEqual({
      created: true,
      email: 'troisieme@example.bj',
      generatedPassword: undefined,
    });
    const found = await masters(s.deps);
    expect(found.map((user) => user.email)).toEqual(['troisieme@example.bj']);
    expect(await s.deps.db.$count(users)).toBe(usersBefore + 1);
    expect(await storedUser(s, previous as UserRow)).toMatchObject({ isAdmin: false, isMaster: false });
    const login = await s.visitor.post('/api/dashboard/login', {
      email: 'troisieme@example.bj',
      password: 'troisième mot de passe',
    });
    expect(login.status).toBe(200);
  });
});
