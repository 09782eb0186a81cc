import { unchecked } from '@1xpay/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationAttempts, sessions, users } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { cookieOf, errorOf } from '../testing/test-client.ts';
import { REGISTRATION_LIMITS } from './registration-throttle.ts';

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

describe('POST /1xpay/api/auth/register', () => {
  it('creates a pending customer, stores E.164 and lower-case email, and signs them in', async () => {
    const response = await t.visitor.post('/api/auth/register', registration);
    expect(response.status).toBe(201);
    const body = response.body;
    expect(body).toEqual({ uuid: expect.any(String), apiKey: expect.any(String) });
    expect(Buffer.from(body.apiKey, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(cookieOf(response, 'apiKey')).toMatchObject({
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
    const again = await t.visitor.post('/api/auth/register', {
      ...registration,
      phoneNumber: '+221 78 000 00 01',
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'conflict', message: 'Cette adresse e-mail est déjà utilisée.' });
    const samePhone = await t.visitor.post('/api/auth/register', {
      ...registration,
      email: 'autre@example.sn',
    });
    expect(samePhone.body).toEqual({
      error: 'conflict',
      message: 'Ce numéro de téléphone est déjà utilisé.',
    });
  });

  it('names each bad field, in French by default and in English on request', async () => {
    const payload = { firstName: '', lastName: 'N', phoneNumber: '12', email: 'x', password: 'court' };
    const fr = await t.visitor.post('/api/auth/register', payload);
    expect(fr.status).toBe(400);
    expect(errorOf(fr).error).toBe('validation_failed');
    expect(errorOf(fr).fields?.map((f) => f.field)).toEqual([
      'firstName',
      'phoneNumber',
      'email',
      'password',
    ]);
    expect(errorOf(fr).message).toBe('Le champ « firstName » doit contenir au moins 1 caractère.');
    const en = await t.visitor.post('/api/auth/register', payload, {
      headers: { 'accept-language': 'en-GB,en;q=0.9,fr;q=0.5' },
    });
    expect(errorOf(en).message).toBe('Field “firstName” must have at least 1 character.');
  });

  it('answers 400 to a body that is not JSON, and 415 to an unknown content type', async () => {
    const broken = await t.visitor.post('/api/auth/register', unchecked('{"firstName":'), {
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect(errorOf(broken).error).toBe('bad_request');
    const text = await t.visitor.post('/api/auth/register', unchecked('bonjour'), {
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
    expect(errorOf(text).error).toBe('unsupported_media_type');
  });

  it('accepts a password of 8 to 128 characters only', async () => {
    const long = await t.visitor.post('/api/auth/register', {
      ...registration,
      email: 'long@example.sn',
      phoneNumber: '+221 77 555 55 55',
      password: 'x'.repeat(129),
    });
    expect(long.status).toBe(400);
    expect(errorOf(long).fields?.[0]?.field).toBe('password');
  });
});

describe('registration throttling', () => {
  let numbers = 0;
  /** A new registration from a Togolese number of its own. */
  function signUp(overrides: Partial<typeof registration> = {}) {
    numbers += 1;
    return {
      ...registration,
      phoneNumber: `+228 90 00 ${String(numbers).padStart(4, '0')}`,
      email: `inscription.${numbers}@example.tg`,
      ...overrides,
    };
  }

  /** `n` registrations asked from `ip` a minute ago, as other server processes would have counted them. */
  async function earlier(ip: string, n: number) {
    const at = new Date(t.clock.now().getTime() - 60_000);
    await t.deps.db.insert(registrationAttempts).values(Array.from({ length: n }, () => ({ ip, at })));
  }

  it(`answers 429 with Retry-After once an IP asked ${REGISTRATION_LIMITS.perIp} times in an hour`, async () => {
    const ip = '198.51.100.20';
    await earlier(ip, REGISTRATION_LIMITS.perIp - 1);
    const last = await t.as(null, { remoteAddress: ip }).post('/api/auth/register', signUp());
    expect(last.status).toBe(201);
    const refused = await t.as(null, { remoteAddress: ip }).post('/api/auth/register', signUp());
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(59 * 60));
    expect(refused.body).toEqual({
      error: 'too_many_requests',
      message: "Trop d'inscriptions depuis cette adresse. Réessayez dans 59 min.",
    });
    const en = await t
      .as(null, { remoteAddress: ip })
      .post('/api/auth/register', signUp(), { headers: { 'accept-language': 'en' } });
    expect(errorOf(en).message).toBe('Too many sign-ups from this address. Try again in 59 min.');
    // Another address is not concerned; this one may again once the oldest leaves the window.
    expect(
      (await t.as(null, { remoteAddress: '198.51.100.21' }).post('/api/auth/register', signUp())).status,
    ).toBe(201);
    t.clock.advance(REGISTRATION_LIMITS.windowMs - 60_000 + 1000);
    expect((await t.as(null, { remoteAddress: ip }).post('/api/auth/register', signUp())).status).toBe(201);
  });

  it('counts a registration refused as a duplicate, and the limit holds under concurrency', async () => {
    const ip = '198.51.100.30';
    await earlier(ip, REGISTRATION_LIMITS.perIp - 6);
    const duplicate = await t
      .as(null, { remoteAddress: ip })
      .post('/api/auth/register', signUp({ email: registration.email.toLowerCase() }));
    expect(duplicate.status).toBe(409);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.as(null, { remoteAddress: ip }).post('/api/auth/register', signUp()),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(5).fill(201), ...Array(7).fill(429)]);
    const counted = await t.deps.db
      .select()
      .from(registrationAttempts)
      .where(eq(registrationAttempts.ip, ip));
    expect(counted).toHaveLength(REGISTRATION_LIMITS.perIp);
  });

  it('checks for a duplicate before hashing the password', async () => {
    const real = t.deps.passwords;
    let hashed = 0;
    t.deps.passwords = {
      ...real,
      hash: (password) => {
        hashed += 1;
        return real.hash(password);
      },
    };
    try {
      const taken = await t.visitor.post('/api/auth/register', signUp({ email: registration.email }));
      expect(taken.status).toBe(409);
      const phoneTaken = await t.visitor.post(
        '/api/auth/register',
        signUp({ phoneNumber: registration.phoneNumber }),
      );
      expect(phoneTaken.status).toBe(409);
      expect(hashed).toBe(0);
      expect((await t.visitor.post('/api/auth/register', signUp())).status).toBe(201);
      expect(hashed).toBe(1);
    } finally {
      t.deps.passwords = real;
    }
  });
});
