import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts, sessions, users } from '../db/schema.ts';
import { agent, createUser, customer, TEST_PASSWORD } from '../testing/fixtures.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../testing/test-app.ts';
import { LIMITS } from './login-throttle.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const registration = {
  firstName: 'Fatou',
  lastName: 'Ndiaye',
  phoneNumber: '+221 77 123 45 67',
  email: 'Fatou.Ndiaye@Example.SN',
  password: 'un mot de passe long',
};

type Cookie = {
  name: string;
  value: string;
  maxAge?: number;
  httpOnly?: boolean;
  sameSite?: string;
  path?: string;
};

function cookieOf(response: { cookies: Cookie[] }): Cookie | undefined {
  return response.cookies.find((cookie) => cookie.name === 'apiKey');
}

describe('POST /1xpay/api/auth/register', () => {
  it('creates a pending customer, stores E.164 and lower-case email, and signs them in', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/1xpay/api/auth/register',
      payload: registration,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ uuid: expect.any(String), apiKey: expect.any(String) });
    expect(Buffer.from(body.apiKey, 'base64url').length).toBeGreaterThanOrEqual(16);
    const cookie = cookieOf(response);
    expect(cookie).toMatchObject({
      value: body.apiKey,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 3600,
    });
    const [stored] = await t.deps.db.select().from(users).where(eq(users.id, body.uuid));
    expect(stored).toMatchObject({
      phoneNumber: '+221771234567',
      email: 'fatou.ndiaye@example.sn',
      country: 'SN',
      authenticationStatus: 'pending',
      isAdmin: false,
    });
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
    const [session] = await t.deps.db.select().from(sessions).where(eq(sessions.userId, body.uuid));
    expect(session?.tokenHash).not.toContain(body.apiKey);
  });

  it('refuses a taken email or phone with 409, in French', async () => {
    const again = await t.app.inject({
      method: 'POST',
      url: '/1xpay/api/auth/register',
      payload: { ...registration, phoneNumber: '+221 78 000 00 01' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'conflict', message: 'Cette adresse e-mail est déjà utilisée.' });
    const samePhone = await t.app.inject({
      method: 'POST',
      url: '/1xpay/api/auth/register',
      payload: { ...registration, email: 'autre@example.sn' },
    });
    expect(samePhone.json()).toEqual({
      error: 'conflict',
      message: 'Ce numéro de téléphone est déjà utilisé.',
    });
  });

  it('names each bad field, in French by default and in English on request', async () => {
    const payload = { firstName: '', lastName: 'N', phoneNumber: '12', email: 'x', password: 'court' };
    const fr = await t.app.inject({ method: 'POST', url: '/1xpay/api/auth/register', payload });
    expect(fr.statusCode).toBe(400);
    expect(fr.json().error).toBe('validation_failed');
    expect(fr.json().fields.map((f: { field: string }) => f.field)).toEqual([
      'firstName',
      'phoneNumber',
      'email',
      'password',
    ]);
    expect(fr.json().message).toBe('Le champ « firstName » doit contenir au moins 1 caractère.');
    const en = await t.app.inject({
      method: 'POST',
      url: '/1xpay/api/auth/register',
      payload,
      headers: { 'accept-language': 'en-GB,en;q=0.9,fr;q=0.5' },
    });
    expect(en.json().message).toBe('Field “firstName” must have at least 1 character.');
  });

  it('answers 400 to a body that is not JSON, and 415 to an unknown content type', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/1xpay/api/auth/register',
      payload: '{"firstName":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toBe('bad_request');
    const text = await t.app.inject({
      method: 'POST',
      url: '/1xpay/api/auth/register',
      payload: 'bonjour',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().error).toBe('unsupported_media_type');
  });

  it('accepts a password of 8 to 128 characters only', async () => {
    const long = await t.app.inject({
      method: 'POST',
      url: '/1xpay/api/auth/register',
      payload: {
        ...registration,
        email: 'long@example.sn',
        phoneNumber: '+221 77 555 55 55',
        password: 'x'.repeat(129),
      },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields[0].field).toBe('password');
  });
});

describe('POST /1xpay/api/auth/login', () => {
  it('signs in by email or by phone in any notation, with a new key each time', async () => {
    const user = await createUser(t.deps, { phoneNumber: '+2290197000001', email: 'kodjo@example.bj' });
    const byEmail = await t.app.inject({
      method: 'POST',
      url: '/1xpay/api/auth/login',
      payload: { login: ' KODJO@example.bj ', password: TEST_PASSWORD },
    });
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json().uuid).toBe(user.id);
    const byPhone = await t.app.inject({
      method: 'POST',
      url: '/1xpay/api/auth/login',
      payload: { login: '00229 01 97 00 00 01', password: TEST_PASSWORD },
    });
    expect(byPhone.statusCode).toBe(200);
    expect(byPhone.json().apiKey).not.toBe(byEmail.json().apiKey);
  });

  it('ends the session the client presented when it signs in again', async () => {
    const user = await createUser(t.deps);
    const first = await t.app.inject({
      method: 'POST',
      url: '/1xpay/api/auth/login',
      payload: { login: user.email, password: TEST_PASSWORD },
    });
    const second = await t.app.inject({
      method: 'POST',
      url: '/1xpay/api/auth/login',
      payload: { login: user.email, password: TEST_PASSWORD },
      cookies: { apiKey: first.json().apiKey },
      headers: { origin: TEST_ORIGIN },
    });
    expect(second.statusCode).toBe(200);
    const old = await t.app.inject({
      method: 'GET',
      url: '/1xpay/api/me',
      cookies: { apiKey: first.json().apiKey },
    });
    expect(old.statusCode).toBe(401);
    const fresh = await t.app.inject({
      method: 'GET',
      url: '/1xpay/api/me',
      cookies: { apiKey: second.json().apiKey },
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('gives the same 401 for an unknown login and a wrong password', async () => {
    const user = await createUser(t.deps);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/1xpay/api/auth/login',
      payload: { login: user.email, password: 'faux mot de passe' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/1xpay/api/auth/login',
      payload: { login: 'personne@example.bj', password: 'faux mot de passe' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({ error: 'bad_credentials', message: 'Identifiants incorrects.' });
  });

  it('lets a blocked user sign in (they only cannot move money)', async () => {
    const user = await createUser(t.deps, { authenticationStatus: 'blocked' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/1xpay/api/auth/login',
      payload: { login: user.email, password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/1xpay/api/me',
      headers: { authorization: `Bearer ${response.json().apiKey}` },
    });
    expect(me.json()).toMatchObject({ userAuthenticationStatus: 'blocked', canMoveMoney: false });
  });

  it('keeps a remember-me session 10 days and a plain one 60 minutes', async () => {
    const user = await createUser(t.deps);
    const remembered = await t.app.inject({
      method: 'POST',
      url: '/1xpay/api/auth/login',
      payload: { login: user.email, password: TEST_PASSWORD, rememberMe: true },
    });
    expect(cookieOf(remembered)?.maxAge).toBe(10 * 24 * 3600);
    const plain = await t.app.inject({
      method: 'POST',
      url: '/1xpay/api/auth/login',
      payload: { login: user.email, password: TEST_PASSWORD },
    });
    expect(cookieOf(plain)?.maxAge).toBe(3600);
  });
});

describe('login throttling', () => {
  it(`answers 429 with Retry-After after ${LIMITS.pairFailures} failures from one IP on one account`, async () => {
    const user = await createUser(t.deps);
    for (let i = 0; i < LIMITS.pairFailures; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/1xpay/api/auth/login',
        payload: { login: user.email, password: 'mauvais' },
      });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/1xpay/api/auth/login',
      payload: { login: user.email, password: TEST_PASSWORD },
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().error).toBe('too_many_requests');
    expect(blocked.json().message).toMatch(/^Trop de tentatives de connexion\. Réessayez dans \d+ min\.$/);
    t.clock.advance(LIMITS.pairWindowMs + 1000);
    const later = await t.app.inject({
      method: 'POST',
      url: '/1xpay/api/auth/login',
      payload: { login: user.email, password: TEST_PASSWORD },
    });
    expect(later.statusCode).toBe(200);
  });

  it(`caps an account at ${LIMITS.accountFailures} failures an hour, but not from an IP the owner signed in from`, async () => {
    const user = await createUser(t.deps);
    // The owner signed in from 10.0.0.1 yesterday.
    await t.deps.db.insert(loginAttempts).values({
      loginKey: user.email,
      userId: user.id,
      ip: '10.0.0.1',
      succeeded: true,
      at: new Date(t.clock.now().getTime() - 86_400_000),
    });
    // A stranger fails 100 times from many addresses.
    await t.deps.db.insert(loginAttempts).values(
      Array.from({ length: LIMITS.accountFailures }, (_, i) => ({
        loginKey: user.email,
        userId: user.id,
        ip: `203.0.113.${i % 250}`,
        succeeded: false,
        at: new Date(t.clock.now().getTime() - 60_000),
      })),
    );
    const stranger = await t.app.inject({
      method: 'POST',
      url: '/1xpay/api/auth/login',
      payload: { login: user.email, password: TEST_PASSWORD },
      remoteAddress: '198.51.100.7',
    });
    expect(stranger.statusCode).toBe(429);
    const owner = await t.app.inject({
      method: 'POST',
      url: '/1xpay/api/auth/login',
      payload: { login: user.email, password: TEST_PASSWORD },
      remoteAddress: '10.0.0.1',
    });
    expect(owner.statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('expire after 60 minutes without use, and slide while used', async () => {
    const { apiKey } = await customer(t.deps);
    t.clock.advance(50 * 60_000);
    const used = await t.app.inject({ method: 'GET', url: '/1xpay/api/me', cookies: { apiKey } });
    expect(used.statusCode).toBe(200);
    expect(cookieOf(used)?.maxAge).toBe(3600);
    t.clock.advance(50 * 60_000);
    expect(
      (await t.app.inject({ method: 'GET', url: '/1xpay/api/me', cookies: { apiKey } })).statusCode,
    ).toBe(200);
    t.clock.advance(61 * 60_000);
    const expired = await t.app.inject({ method: 'GET', url: '/1xpay/api/me', cookies: { apiKey } });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({
      error: 'unauthorized',
      message: 'Session absente ou expirée : veuillez vous reconnecter.',
    });
  });

  it('end on logout, and the cookie is cleared', async () => {
    const { apiKey } = await customer(t.deps);
    const out = await t.app.inject({
      method: 'POST',
      url: '/1xpay/api/auth/logout',
      cookies: { apiKey },
      headers: { origin: TEST_ORIGIN },
    });
    expect(out.statusCode).toBe(200);
    expect(cookieOf(out)?.value).toBe('');
    expect(
      (await t.app.inject({ method: 'GET', url: '/1xpay/api/me', cookies: { apiKey } })).statusCode,
    ).toBe(401);
  });

  it('describe the signed-in user at /api/me', async () => {
    const signed = await agent(t.deps, { countries: ['BJ', 'TG'], allowedOperationsTypes: ['deposit'] });
    const me = await t.app.inject({ method: 'GET', url: '/1xpay/api/me', headers: signed.bearer });
    expect(me.json()).toMatchObject({
      uuid: signed.user.id,
      isAdmin: true,
      isMaster: false,
      grant: { countries: ['BJ', 'TG'], allowedOperationsTypes: ['deposit'] },
    });
  });
});

describe('admin powers', () => {
  it('come only with a dashboard session: in the customer app an admin acts as a customer', async () => {
    const admin = await agent(t.deps, { countries: ['BJ'], allowedOperationsTypes: ['deposit'] });
    const app = await t.app.inject({
      method: 'POST',
      url: '/1xpay/api/auth/login',
      payload: { login: admin.user.email, password: TEST_PASSWORD },
    });
    const customerSession = { authorization: `Bearer ${app.json().apiKey}` };
    const me = await t.app.inject({ method: 'GET', url: '/1xpay/api/me', headers: customerSession });
    expect(me.json()).toMatchObject({ uuid: admin.user.id, isAdmin: false, isMaster: false, grant: null });
    expect(
      (await t.app.inject({ method: 'GET', url: '/1xpay/api/users', headers: customerSession })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/1xpay/api/users', headers: admin.bearer })).statusCode,
    ).toBe(200);
  });
});

describe('POST /1xpay/api/dashboard/login', () => {
  it('gives admins a key', async () => {
    const admin = await agent(t.deps);
    const response = await t.app.inject({
      method: 'POST',
      url: '/1xpay/api/dashboard/login',
      payload: { email: admin.user.email, password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ apiKey: expect.any(String) });
  });

  it('answers a customer, a wrong password and an unknown email alike', async () => {
    const { user } = await customer(t.deps);
    const admin = await agent(t.deps);
    const answers = await Promise.all(
      [
        { email: user.email, password: TEST_PASSWORD },
        { email: admin.user.email, password: 'mauvais mot de passe' },
        { email: 'inconnu@example.bj', password: TEST_PASSWORD },
      ].map((payload) => t.app.inject({ method: 'POST', url: '/1xpay/api/dashboard/login', payload })),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual(answers[0]?.json());
    }
  });
});
