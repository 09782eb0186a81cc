import type { Reply } from '@1xpay/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema.ts';
import { FOREIGN_ORIGIN } from '../testing/expected-errors.ts';
import { createUser, customer, master, TEST_PASSWORD } from '../testing/fixtures.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../testing/test-app.ts';
import { cookiesOf } from '../testing/test-client.ts';

const APP_ORIGIN = 'https://app.example.com';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CORS_ORIGINS: APP_ORIGIN });
});
afterAll(() => t.close());

describe('CSRF: a state change authenticated by the apiKey cookie needs an allowed Origin', () => {
  function statuses(apiKey: string, headers: Record<string, string>) {
    return t.as(apiKey, { via: 'cookie', headers }).post('/statuses', { references: [] });
  }

  it('refuses it without an Origin header, before doing anything', async () => {
    const { apiKey } = await customer(t.deps);
    const refused = await statuses(apiKey, {});
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(FOREIGN_ORIGIN);

    const admin = await master(t.deps);
    const pubs = [{ id: 'csrf', title: 'Piège', picture: 'pictures/x.png', link: 'https://example.com/' }];
    const write = await t.as(admin, { via: 'cookie' }).post('/api/pubs', pubs);
    expect(write.status).toBe(403);
    expect(write.body).toEqual(FOREIGN_ORIGIN);
    expect((await t.visitor.get('/api/pubs')).body).toEqual([]);
  });

  it('refuses a foreign origin, the opaque origin and near misses of the public one, in the caller’s language', async () => {
    const { apiKey } = await customer(t.deps);
    for (const origin of [
      'https://evil.example',
      'null',
      'https://127.0.0.1:3000',
      'http://127.0.0.1:3001',
      'http://127.0.0.1:3000.evil.example',
    ]) {
      const refused = await statuses(apiKey, { origin });
      expect(refused.status, origin).toBe(403);
      expect(refused.body, origin).toEqual(FOREIGN_ORIGIN);
    }
    const english = await statuses(apiKey, { origin: 'https://evil.example', 'accept-language': 'en' });
    expect(english.body).toEqual({ error: 'forbidden', message: 'Request refused: origin not allowed.' });
  });

  it('does not take a forwarded host for the request’s own (no trusted proxy)', async () => {
    const { apiKey } = await customer(t.deps);
    const refused = await statuses(apiKey, {
      origin: 'https://evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    });
    expect(refused.status).toBe(403);
  });

  it('allows the public origin, a CORS_ORIGINS origin and the request’s own origin', async () => {
    const { apiKey } = await customer(t.deps);
    for (const headers of [
      { origin: TEST_ORIGIN },
      { origin: APP_ORIGIN },
      { host: 'api.example.bj', origin: 'http://api.example.bj' },
    ]) {
      const allowed = await statuses(apiKey, headers);
      expect(allowed.status, headers.origin).toBe(200);
      expect(allowed.body).toEqual({});
    }
  });

  it('does not apply to a key sent as Bearer or in the query, nor to a GET', async () => {
    const { apiKey } = await customer(t.deps);
    const bearer = await t.as(apiKey).post('/statuses', { references: [] });
    expect(bearer.status).toBe(200);
    const query = await t.visitor.post('/statuses', { references: [] }, { query: { apikey: apiKey } });
    expect(query.status).toBe(200);
    const get = await t.as(apiKey, { via: 'cookie' }).get('/api/me');
    expect(get.status).toBe(200);
  });
});

describe('CSRF: signing in, up or out from a page of another origin', () => {
  const signUp = {
    firstName: 'Awa',
    lastName: 'Traoré',
    phoneNumber: '+223 76 00 00 01',
    email: 'awa.traore@example.ml',
    password: 'un mot de passe long',
  };

  it('refuses register, login, dashboard login and logout named from a foreign origin, writing nothing', async () => {
    const user = await createUser(t.deps, { phoneNumber: '+2290197000077', email: 'csrf@example.bj' });
    const { apiKey } = await customer(t.deps);
    const logIn = (headers: Record<string, string>) =>
      t.visitor.post('/api/auth/login', { login: 'csrf@example.bj', password: TEST_PASSWORD }, { headers });
    const calls: [path: string, call: (headers: Record<string, string>) => Promise<Reply<unknown>>][] = [
      ['/api/auth/register', (headers) => t.visitor.post('/api/auth/register', signUp, { headers })],
      ['/api/auth/login', logIn],
      [
        '/api/dashboard/login',
        (headers) =>
          t.visitor.post(
            '/api/dashboard/login',
            { email: 'csrf@example.bj', password: TEST_PASSWORD },
            { headers },
          ),
      ],
      [
        '/api/auth/logout',
        (headers) => t.as(apiKey, { via: 'cookie' }).post('/api/auth/logout', undefined, { headers }),
      ],
    ];
    for (const [path, call] of calls) {
      const refused = await call({ origin: 'https://evil.example' });
      expect(refused.status, path).toBe(403);
      expect(refused.body, path).toEqual(FOREIGN_ORIGIN);
      expect(cookiesOf(refused), path).toEqual([]);
    }
    const english = await logIn({ origin: 'null', 'accept-language': 'en' });
    expect(english.body).toEqual({ error: 'forbidden', message: 'Request refused: origin not allowed.' });
    expect(await t.deps.db.$count(users, eq(users.email, signUp.email))).toBe(0);
    expect(await t.deps.db.$count(sessions, eq(sessions.userId, user.id))).toBe(0);
    expect((await t.as(apiKey, { via: 'cookie' }).get('/api/me')).status).toBe(200);
  });

  it('lets the same origin, a CORS_ORIGINS origin and clients that name no origin sign in and out', async () => {
    await createUser(t.deps, { phoneNumber: '+2290197000078', email: 'allowed@example.bj' });
    const origins: Record<string, string>[] = [{ origin: TEST_ORIGIN }, { origin: APP_ORIGIN }, {}];
    for (const headers of origins) {
      const login = await t.visitor.post(
        '/api/auth/login',
        { login: 'allowed@example.bj', password: TEST_PASSWORD },
        { headers },
      );
      expect(login.status, JSON.stringify(headers)).toBe(200);
      const logout = await t.as(login.body.apiKey, { via: 'cookie', headers }).post('/api/auth/logout');
      expect(logout.status, JSON.stringify(headers)).toBe(200);
    }
  });
});
