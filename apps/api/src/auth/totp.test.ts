import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRecoveryCodes, adminTotp, sessions } from '../db/schema.ts';
import { agent, master, type Signed, TEST_PASSWORD } from '../testing/fixtures.ts';
import { latestAudit } from '../testing/records.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { errorOf } from '../testing/test-client.ts';
import { authenticatorOf, codeAt, enrolTotp } from '../testing/totp.ts';
import { LIMITS } from './login-throttle.ts';
import { hashRecoveryCode, openSecret, sealSecret } from './totp.ts';

let t: TestApp;
let boss: Signed;
beforeAll(async () => {
  t = await createTestApp();
  boss = await master(t.deps);
});
afterAll(() => t.close());

const OTP_REQUIRED = {
  error: 'otp_required',
  message: 'Code de vérification requis : saisissez le code de votre application d’authentification.',
};
const OTP_INVALID = { error: 'otp_invalid', message: 'Code de vérification incorrect ou déjà utilisé.' };
const NOT_AN_ADMIN = {
  error: 'bad_credentials',
  message: "Identifiants incorrects ou compte sans droits d'administration.",
};

let ips = 0;
/** A visitor from an address of its own: each test's failures count apart from the others'. */
function visitor() {
  ips += 1;
  return t.as(null, { remoteAddress: `198.51.100.${ips}` });
}

async function openSessions(admin: Signed): Promise<number> {
  const [row] = await t.deps.db
    .select({ n: count() })
    .from(sessions)
    .where(and(eq(sessions.userId, admin.user.id), isNull(sessions.endedAt)));
  return row?.n ?? 0;
}

describe('enrolment', () => {
  it('gives a SHA-1, 6-digit, 30-second secret, on only once a valid code confirms it', async () => {
    const admin = await agent(t.deps);
    const before = await t.as(admin).get('/api/dashboard/totp');
    expect(before.body).toStrictEqual({
      enabled: false,
      required: false,
      enrolmentRequired: false,
      recoveryCodesLeft: 0,
    });

    const started = await t.as(admin).post('/api/dashboard/totp/enrolment', { password: TEST_PASSWORD });
    expect(started.status).toBe(200);
    const authenticator = authenticatorOf(started.body.otpauthUri);
    expect(authenticator.algorithm).toBe('SHA1');
    expect(authenticator.digits).toBe(6);
    expect(authenticator.period).toBe(30);
    expect(authenticator.issuer).toBe('1xpay');
    expect(authenticator.label).toBe(admin.user.email);
    expect(authenticator.secret.base32).toBe(started.body.secret);
    expect(started.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    // Pending: not on yet, and the password alone still signs in.
    expect((await t.as(admin).get('/api/dashboard/totp')).body.enabled).toBe(false);
    const signIn = await visitor().post('/api/dashboard/login', {
      email: admin.user.email,
      password: TEST_PASSWORD,
    });
    expect(signIn.status).toBe(200);

    const wrong = await t
      .as(admin)
      .post('/api/dashboard/totp/confirm', { code: codeAt(t, authenticator, 120) });
    expect(wrong.status).toBe(401);
    expect(errorOf(wrong)).toStrictEqual(OTP_INVALID);
    expect((await t.as(admin).get('/api/dashboard/totp')).body.enabled).toBe(false);

    const confirmed = await t
      .as(admin)
      .post('/api/dashboard/totp/confirm', { code: codeAt(t, authenticator) });
    expect(confirmed.status).toBe(200);
    const codes = confirmed.body.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{5}-[A-HJKMNP-Z2-9]{5}$/);
    expect((await t.as(admin).get('/api/dashboard/totp')).body).toStrictEqual({
      enabled: true,
      required: false,
      enrolmentRequired: false,
      recoveryCodesLeft: 10,
    });

    // Only hashes are kept; the secret is never answered again.
    const stored = await t.deps.db
      .select()
      .from(adminRecoveryCodes)
      .where(eq(adminRecoveryCodes.userId, admin.user.id));
    expect(stored.map((row) => row.codeHash).sort()).toEqual(codes.map(hashRecoveryCode).sort());
    expect(stored.map((row) => row.codeHash)).not.toContain(codes[0]);
    const again = await t.as(admin).post('/api/dashboard/totp/enrolment', { password: TEST_PASSWORD });
    expect(again.status).toBe(409);
    expect(again.text).not.toContain(started.body.secret);
    const confirmedAgain = await t.as(admin).post('/api/dashboard/totp/confirm', {
      code: codeAt(t, authenticator, 30),
    });
    expect(confirmedAgain.status).toBe(409);

    const audit = await latestAudit(t, boss);
    expect(audit).toMatchObject({
      actorId: admin.user.id,
      action: 'totp.enable',
      target: `user:${admin.user.id}`,
      before: { totp: false },
      after: { totp: true },
    });
    expect(JSON.stringify(audit)).not.toContain(started.body.secret);
  });

  it('starts again with a new secret while not confirmed; the old one no longer confirms', async () => {
    const admin = await agent(t.deps);
    const first = await t.as(admin).post('/api/dashboard/totp/enrolment', { password: TEST_PASSWORD });
    const second = await t.as(admin).post('/api/dashboard/totp/enrolment', { password: TEST_PASSWORD });
    expect(second.body.secret).not.toBe(first.body.secret);
    const old = await t.as(admin).post('/api/dashboard/totp/confirm', {
      code: codeAt(t, authenticatorOf(first.body.otpauthUri)),
    });
    expect(old.status).toBe(401);
    const fresh = await t.as(admin).post('/api/dashboard/totp/confirm', {
      code: codeAt(t, authenticatorOf(second.body.otpauthUri)),
    });
    expect(fresh.status).toBe(200);
  });

  it('refuses a confirmation without an enrolment in progress (409)', async () => {
    const admin = await agent(t.deps);
    const reply = await t.as(admin).post('/api/dashboard/totp/confirm', { code: '123456' });
    expect(reply.status).toBe(409);
  });
});

describe('POST /api/dashboard/login with two-factor on', () => {
  it('asks for the code after a right password only, and opens no session before it', async () => {
    const admin = await agent(t.deps);
    const { authenticator } = await enrolTotp(t, admin);
    t.clock.advance(30_000);
    const sessionsBefore = await openSessions(admin);
    const from = visitor();

    const badPassword = await from.post('/api/dashboard/login', {
      email: admin.user.email,
      password: 'faux',
    });
    expect(badPassword.status).toBe(401);
    expect(errorOf(badPassword)).toStrictEqual(NOT_AN_ADMIN);
    // A wrong password with a right code is still a wrong password.
    const badPasswordWithCode = await from.post('/api/dashboard/login', {
      email: admin.user.email,
      password: 'faux',
      otp: codeAt(t, authenticator),
    });
    expect(errorOf(badPasswordWithCode)).toStrictEqual(NOT_AN_ADMIN);

    const noCode = await from.post('/api/dashboard/login', {
      email: admin.user.email,
      password: TEST_PASSWORD,
      rememberMe: true,
    });
    expect(noCode.status).toBe(401);
    expect(errorOf(noCode)).toStrictEqual(OTP_REQUIRED);
    expect(noCode.headers['set-cookie']).toBeUndefined();
    expect(await openSessions(admin)).toBe(sessionsBefore);

    const wrongCode = await from.post('/api/dashboard/login', {
      email: admin.user.email,
      password: TEST_PASSWORD,
      otp: codeAt(t, authenticator, 300),
    });
    expect(wrongCode.status).toBe(401);
    expect(errorOf(wrongCode)).toStrictEqual(OTP_INVALID);
    expect(await openSessions(admin)).toBe(sessionsBefore);

    const good = await from.post('/api/dashboard/login', {
      email: admin.user.email,
      password: TEST_PASSWORD,
      rememberMe: true,
      otp: codeAt(t, authenticator),
    });
    expect(good.status).toBe(200);
    expect((await t.as(good.body.apiKey).get('/api/users')).status).toBe(200);
    expect(await openSessions(admin)).toBe(sessionsBefore + 1);
  });

  it('never accepts the same code twice, nor an older one', async () => {
    const admin = await agent(t.deps);
    const { authenticator } = await enrolTotp(t, admin);
    t.clock.advance(30_000);
    const credentials = { email: admin.user.email, password: TEST_PASSWORD };
    const code = codeAt(t, authenticator);
    expect((await visitor().post('/api/dashboard/login', { ...credentials, otp: code })).status).toBe(200);
    t.clock.advance(5_000);
    const replayed = await visitor().post('/api/dashboard/login', { ...credentials, otp: code });
    expect(replayed.status).toBe(401);
    expect(errorOf(replayed)).toStrictEqual(OTP_INVALID);
    // The previous step is within the drift allowed, but older than the code already used.
    const older = await visitor().post('/api/dashboard/login', {
      ...credentials,
      otp: codeAt(t, authenticator, -30),
    });
    expect(older.status).toBe(401);
    t.clock.advance(30_000);
    expect(
      (await visitor().post('/api/dashboard/login', { ...credentials, otp: codeAt(t, authenticator) }))
        .status,
    ).toBe(200);
  });

  it('allows one step of clock drift either way, not two', async () => {
    const admin = await agent(t.deps);
    const { authenticator } = await enrolTotp(t, admin);
    const credentials = { email: admin.user.email, password: TEST_PASSWORD };
    t.clock.advance(120_000);
    const tooOld = await visitor().post('/api/dashboard/login', {
      ...credentials,
      otp: codeAt(t, authenticator, -60),
    });
    expect(tooOld.status).toBe(401);
    const tooNew = await visitor().post('/api/dashboard/login', {
      ...credentials,
      otp: codeAt(t, authenticator, 60),
    });
    expect(tooNew.status).toBe(401);
    const late = await visitor().post('/api/dashboard/login', {
      ...credentials,
      otp: codeAt(t, authenticator, -30),
    });
    expect(late.status).toBe(200);
    const early = await visitor().post('/api/dashboard/login', {
      ...credentials,
      otp: codeAt(t, authenticator, 30),
    });
    expect(early.status).toBe(200);
  });

  it('accepts each recovery code once, typed with or without its dash and in any case', async () => {
    const admin = await agent(t.deps);
    const { recoveryCodes } = await enrolTotp(t, admin);
    const credentials = { email: admin.user.email, password: TEST_PASSWORD };
    const [first = '', second = ''] = recoveryCodes;
    expect((await visitor().post('/api/dashboard/login', { ...credentials, otp: first })).status).toBe(200);
    const spent = await visitor().post('/api/dashboard/login', { ...credentials, otp: first });
    expect(spent.status).toBe(401);
    expect(errorOf(spent)).toStrictEqual(OTP_INVALID);
    const loosely = ` ${second.replace('-', '').toLowerCase()} `;
    expect((await visitor().post('/api/dashboard/login', { ...credentials, otp: loosely })).status).toBe(200);
    expect((await t.as(admin).get('/api/dashboard/totp')).body.recoveryCodesLeft).toBe(8);
    // Someone else's code is no code.
    const other = await agent(t.deps);
    const theirs = await enrolTotp(t, other);
    const borrowed = await visitor().post('/api/dashboard/login', {
      ...credentials,
      otp: theirs.recoveryCodes[0],
    });
    expect(borrowed.status).toBe(401);
  });

  it(`throttles codes like passwords: ${LIMITS.pairFailures} wrong codes from one IP, then 429 even for a right one`, async () => {
    const admin = await agent(t.deps);
    const { authenticator } = await enrolTotp(t, admin);
    t.clock.advance(30_000);
    const credentials = { email: admin.user.email, password: TEST_PASSWORD };
    const from = visitor();
    for (let i = 0; i < LIMITS.pairFailures; i += 1) {
      const wrong = await from.post('/api/dashboard/login', { ...credentials, otp: String(100000 + i) });
      expect(wrong.status).toBe(401);
    }
    const blocked = await from.post('/api/dashboard/login', {
      ...credentials,
      otp: codeAt(t, authenticator),
    });
    expect(blocked.status).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('leaves an admin without two-factor exactly as before (the code is ignored)', async () => {
    const admin = await agent(t.deps);
    const credentials = { email: admin.user.email, password: TEST_PASSWORD };
    expect((await visitor().post('/api/dashboard/login', credentials)).status).toBe(200);
    expect((await visitor().post('/api/dashboard/login', { ...credentials, otp: '123456' })).status).toBe(
      200,
    );
    const wrong = await visitor().post('/api/dashboard/login', { ...credentials, password: 'faux' });
    expect(errorOf(wrong)).toStrictEqual(NOT_AN_ADMIN);
  });
});

describe('POST /api/dashboard/totp/disable', () => {
  it('needs a valid code (authenticator or recovery), then the password alone signs in again; audited', async () => {
    const admin = await agent(t.deps);
    const { authenticator } = await enrolTotp(t, admin);
    t.clock.advance(30_000);
    const wrong = await t
      .as(admin)
      .post('/api/dashboard/totp/disable', { password: TEST_PASSWORD, code: '000000' });
    expect(wrong.status).toBe(401);
    expect(errorOf(wrong)).toStrictEqual(OTP_INVALID);
    const done = await t
      .as(admin)
      .post('/api/dashboard/totp/disable', { password: TEST_PASSWORD, code: codeAt(t, authenticator) });
    expect(done.status).toBe(200);
    expect((await t.as(admin).get('/api/dashboard/totp')).body.enabled).toBe(false);
    expect(await t.deps.db.select().from(adminTotp).where(eq(adminTotp.userId, admin.user.id))).toEqual([]);
    expect(
      await t.deps.db.select().from(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, admin.user.id)),
    ).toEqual([]);
    expect(await latestAudit(t, boss)).toMatchObject({ actorId: admin.user.id, action: 'totp.disable' });
    const signIn = await visitor().post('/api/dashboard/login', {
      email: admin.user.email,
      password: TEST_PASSWORD,
    });
    expect(signIn.status).toBe(200);
    expect(
      (await t.as(admin).post('/api/dashboard/totp/disable', { password: TEST_PASSWORD, code: '000000' }))
        .status,
    ).toBe(409);
  });

  it('takes a recovery code too', async () => {
    const admin = await agent(t.deps);
    const { recoveryCodes } = await enrolTotp(t, admin);
    const done = await t
      .as(admin)
      .post('/api/dashboard/totp/disable', { password: TEST_PASSWORD, code: recoveryCodes[3] ?? '' });
    expect(done.status).toBe(200);
  });

  it(`is throttled: after ${LIMITS.pairFailures} wrong codes, 429`, async () => {
    const admin = await agent(t.deps);
    const { authenticator } = await enrolTotp(t, admin);
    t.clock.advance(30_000);
    for (let i = 0; i < LIMITS.pairFailures; i += 1) {
      const wrong = await t
        .as(admin)
        .post('/api/dashboard/totp/disable', { password: TEST_PASSWORD, code: String(200000 + i) });
      expect(wrong.status).toBe(401);
    }
    const blocked = await t
      .as(admin)
      .post('/api/dashboard/totp/disable', { password: TEST_PASSWORD, code: codeAt(t, authenticator) });
    expect(blocked.status).toBe(429);
    expect((await t.as(admin).get('/api/dashboard/totp')).body.enabled).toBe(true);
  });
});

describe('POST /admin/users/:uuid/totp/reset (the master, for an admin who lost their second factor)', () => {
  const REASON = { reason: 'Téléphone perdu, codes de secours introuvables' };

  it('deletes the secret and recovery codes and ends their sessions; they sign in with their password; audited', async () => {
    const admin = await agent(t.deps);
    await enrolTotp(t, admin);
    expect((await t.as(boss).get(`/admin/users/${admin.user.id}`)).body.data.totpEnabled).toBe(true);
    expect(await openSessions(admin)).toBeGreaterThan(0);
    const withoutCode = await visitor().post('/api/dashboard/login', {
      email: admin.user.email,
      password: TEST_PASSWORD,
    });
    expect(errorOf(withoutCode)).toStrictEqual(OTP_REQUIRED);

    const reset = await t.as(boss).post(`/admin/users/${admin.user.id}/totp/reset`, REASON);
    expect(reset.status).toBe(200);
    expect(reset.body).toStrictEqual({ data: { ended: 1 } });
    expect(await openSessions(admin)).toBe(0);
    expect((await t.as(admin).get('/api/me')).status).toBe(401);
    expect(await t.deps.db.select().from(adminTotp).where(eq(adminTotp.userId, admin.user.id))).toEqual([]);
    expect(
      await t.deps.db.select().from(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, admin.user.id)),
    ).toEqual([]);
    expect(await latestAudit(t, boss)).toMatchObject({
      actorId: boss.user.id,
      action: 'totp.reset',
      target: `user:${admin.user.id}`,
      before: { totp: true, openSessions: 1 },
      after: { totp: false, openSessions: 0, reason: REASON.reason },
    });
    expect((await t.as(boss).get(`/admin/users/${admin.user.id}`)).body.data.totpEnabled).toBe(false);
    const withPassword = await visitor().post('/api/dashboard/login', {
      email: admin.user.email,
      password: TEST_PASSWORD,
    });
    expect(withPassword.status).toBe(200);
    // Nothing left to reset.
    const again = await t.as(boss).post(`/admin/users/${admin.user.id}/totp/reset`, REASON);
    expect(again.status).toBe(409);
    expect(errorOf(again).error).toBe('conflict');
  });

  it('is the master’s alone (the authorization matrix proves it comes before the body is read), never for their own', async () => {
    const admin = await agent(t.deps);
    await enrolTotp(t, admin);
    const other = await agent(t.deps);
    const byAgent = await t.as(other).post(`/admin/users/${admin.user.id}/totp/reset`, REASON);
    expect(byAgent.status).toBe(403);
    expect((await t.as(admin).get('/api/dashboard/totp')).body.enabled).toBe(true);

    const own = await t.as(boss).post(`/admin/users/${boss.user.id}/totp/reset`, REASON);
    expect(own.status).toBe(403);
    expect(errorOf(own)).toStrictEqual({
      error: 'forbidden',
      message:
        'Votre propre double authentification se désactive depuis l’écran Sécurité, avec un code de votre application ou de secours.',
    });
  });

  it('asks for a reason (400 in the caller’s language), and says 404 for nobody, 409 for an admin without it', async () => {
    const admin = await agent(t.deps);
    await enrolTotp(t, admin);
    const noReason = await t.as(boss).post(`/admin/users/${admin.user.id}/totp/reset`, { reason: '   ' });
    expect(noReason.status).toBe(400);
    expect((await t.as(admin).get('/api/dashboard/totp')).body.enabled).toBe(true);
    const unknown = await t
      .as(boss)
      .post('/admin/users/00000000-0000-4000-8000-000000000000/totp/reset', REASON);
    expect(unknown.status).toBe(404);
    const plain = await agent(t.deps);
    expect((await t.as(boss).post(`/admin/users/${plain.user.id}/totp/reset`, REASON)).status).toBe(409);
    expect(await openSessions(plain)).toBe(1);
  });
});

describe('TOTP_ENCRYPTION_KEY', () => {
  const KEY = Buffer.from('0123456789abcdef'.repeat(4), 'hex');

  it('seals secrets with AES-256-GCM bound to their admin; secrets in clear still read', () => {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const sealed = sealSecret(KEY, 'admin-a', secret);
    expect(sealed).toMatch(/^v1:[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain(secret);
    expect(sealSecret(KEY, 'admin-a', secret)).not.toBe(sealed);
    expect(openSecret(KEY, 'admin-a', sealed)).toBe(secret);
    expect(() => openSecret(KEY, 'admin-b', sealed)).toThrow();
    expect(() => openSecret(Buffer.alloc(32, 7), 'admin-a', sealed)).toThrow();
    expect(() => openSecret(undefined, 'admin-a', sealed)).toThrow(/TOTP_ENCRYPTION_KEY/);
    expect(sealSecret(undefined, 'admin-a', secret)).toBe(secret);
    expect(openSecret(KEY, 'admin-a', secret)).toBe(secret);
  });

  it('stores the secret encrypted when the key is set; enrolment and sign-in work the same', async () => {
    const keyed = await createTestApp({ TOTP_ENCRYPTION_KEY: KEY.toString('hex') });
    try {
      const admin = await agent(keyed.deps);
      const { authenticator, secret } = await enrolTotp(keyed, admin);
      const [row] = await keyed.deps.db.select().from(adminTotp).where(eq(adminTotp.userId, admin.user.id));
      expect(row?.secret.startsWith('v1:')).toBe(true);
      expect(row?.secret).not.toContain(secret);
      keyed.clock.advance(30_000);
      const signedIn = await keyed.visitor.post('/api/dashboard/login', {
        email: admin.user.email,
        password: TEST_PASSWORD,
        otp: codeAt(keyed, authenticator),
      });
      expect(signedIn.status).toBe(200);
    } finally {
      await keyed.close();
    }
  });
});

describe('the password again (decision 047)', () => {
  const WRONG_PASSWORD = {
    error: 'forbidden',
    message: 'Mot de passe incorrect\u202f: saisissez celui avec lequel vous vous connectez.',
  };

  it('a stolen session cannot enrol its own authenticator: a wrong password is a 403, throttled, nothing kept', async () => {
    const admin = await agent(t.deps);
    const thief = t.as(admin, { remoteAddress: '203.0.113.77' });
    expect((await thief.post('/api/dashboard/totp/enrolment')).status).toBe(400);
    const wrong = await thief.post('/api/dashboard/totp/enrolment', { password: 'pas le bon' });
    expect(wrong.status).toBe(403);
    expect(errorOf(wrong)).toMatchObject(WRONG_PASSWORD);
    const rows = await t.deps.db.select().from(adminTotp).where(eq(adminTotp.userId, admin.user.id));
    expect(rows).toEqual([]);
    expect((await latestAudit(t, boss))?.action).toBe('user.password.refused');
    // Counted as sign-in failures: past the limit of the account from this address, 429 even with the password.
    for (let i = 1; i < LIMITS.pairFailures; i += 1)
      expect((await thief.post('/api/dashboard/totp/enrolment', { password: `faux ${i}` })).status).toBe(403);
    expect((await thief.post('/api/dashboard/totp/enrolment', { password: TEST_PASSWORD })).status).toBe(429);
  });

  it('turning it off needs the password as well as a code; turning it on ends the other sessions', async () => {
    const admin = await agent(t.deps);
    const elsewhere = await visitor().post('/api/dashboard/login', {
      email: admin.user.email,
      password: TEST_PASSWORD,
    });
    expect(elsewhere.status).toBe(200);
    const other = {
      ...admin,
      apiKey: elsewhere.body.apiKey,
      bearer: { authorization: `Bearer ${elsewhere.body.apiKey}` },
    };
    const { authenticator } = await enrolTotp(t, admin);
    expect((await t.as(other).get('/api/dashboard/totp')).status).toBe(401);
    expect((await t.as(admin).get('/api/dashboard/totp')).status).toBe(200);

    t.clock.advance(60_000);
    const wrong = await t
      .as(admin)
      .post('/api/dashboard/totp/disable', { password: 'pas le bon', code: codeAt(t, authenticator) });
    expect(wrong.status).toBe(403);
    expect(errorOf(wrong)).toMatchObject(WRONG_PASSWORD);
    expect((await t.as(admin).get('/api/dashboard/totp')).body.enabled).toBe(true);
    const done = await t
      .as(admin)
      .post('/api/dashboard/totp/disable', { password: TEST_PASSWORD, code: codeAt(t, authenticator) });
    expect(done.status).toBe(200);
  });
});
