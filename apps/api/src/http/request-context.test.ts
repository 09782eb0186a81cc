import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../auth/login-throttle.ts';
import { loginAttempts } from '../db/schema.ts';
import { createUser } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { errorOf } from '../testing/test-client.ts';

// What the API reads of a request: the client's address (TRUST_PROXY) and the caller's language.

const PROXY = '10.0.0.2';
const CLIENT = '198.51.100.7';
const DIRECT = '203.0.113.5';

/** A failed sign-in from `remoteAddress` with these headers: its status, and the address the throttle counted. */
async function failedLogin(t: TestApp, login: string, remoteAddress: string, forwardedFor?: string) {
  const headers: Record<string, string> =
    forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor };
  const response = await t
    .as(null, { remoteAddress, headers })
    .post('/api/auth/login', { login, password: 'pas le bon' });
  const [attempt] = await t.deps.db
    .select({ ip: loginAttempts.ip })
    .from(loginAttempts)
    .where(eq(loginAttempts.loginKey, login))
    .orderBy(desc(loginAttempts.id))
    .limit(1);
  return { status: response.status, ip: attempt?.ip };
}

describe.each([
  ['unset', {}],
  ['the proxy’s address', { TRUST_PROXY: PROXY }],
  ['a network of proxies', { TRUST_PROXY: '10.0.0.0/8, fd00::/8' }],
  ['=1 (one proxy in front)', { TRUST_PROXY: '1' }],
])('TRUST_PROXY %s: a client that reaches the server directly', (_name, env: Record<string, string>) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(env);
  });
  afterAll(() => t.close());

  it('cannot name itself another address to escape the sign-in throttle', async () => {
    const user = await createUser(t.deps);
    for (let i = 0; i < LIMITS.pairFailures; i += 1) {
      const attempt = await failedLogin(t, user.email, DIRECT, `192.0.2.${i}`);
      expect(attempt).toEqual({ status: 401, ip: DIRECT });
    }
    const blocked = await t
      .as(null, { remoteAddress: DIRECT, headers: { 'x-forwarded-for': '192.0.2.200' } })
      .post('/api/auth/login', { login: user.email, password: 'pas le bon' });
    expect([blocked.status, errorOf(blocked).error]).toEqual([429, 'too_many_requests']);
  });
});

describe('TRUST_PROXY naming the proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: PROXY });
  });
  afterAll(() => t.close());

  it('counts the address the proxy saw, not what the client wrote before it', async () => {
    const user = await createUser(t.deps);
    expect(await failedLogin(t, user.email, PROXY, CLIENT)).toEqual({ status: 401, ip: CLIENT });
    // The proxy appends the address it saw to what the client sent.
    expect(await failedLogin(t, user.email, PROXY, `192.0.2.1, ${CLIENT}`)).toEqual({
      status: 401,
      ip: CLIENT,
    });
    expect(await failedLogin(t, user.email, PROXY)).toEqual({ status: 401, ip: PROXY });
  });
});

describe('TRUST_PROXY=1 (one proxy in front; it used to mean everyone)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  it('counts the address the proxy saw: what a client writes in X-Forwarded-For itself changes nothing', async () => {
    const user = await createUser(t.deps);
    for (let i = 0; i < LIMITS.pairFailures; i += 1) {
      const attempt = await failedLogin(t, user.email, PROXY, `192.0.2.${i}, ${CLIENT}`);
      expect(attempt).toEqual({ status: 401, ip: CLIENT });
    }
    const blocked = await t
      .as(null, { remoteAddress: PROXY, headers: { 'x-forwarded-for': `192.0.2.200, ${CLIENT}` } })
      .post('/api/auth/login', { login: user.email, password: 'pas le bon' });
    expect(blocked.status).toBe(429);
  });
});

describe('the language of the API’s messages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const messageFor = async (language: string | undefined) => {
    const headers: Record<string, string> = language === undefined ? {} : { 'accept-language': language };
    return errorOf(await t.as(null, { headers }).get('/api/me')).message;
  };

  it('is French, the default, for a caller that names no language or accepts any', async () => {
    const french = 'Session absente ou expirée : veuillez vous reconnecter.';
    for (const language of [undefined, '', '*', '*, en;q=0.5', 'de-DE', 'de, *;q=0.1', 'fr-FR, en;q=0.9']) {
      expect([language, await messageFor(language)]).toEqual([language, french]);
    }
  });

  it('is English when English is preferred', async () => {
    const english = 'No session, or it has expired: please sign in again.';
    for (const language of ['en', 'en-GB,en;q=0.9', 'de, en;q=0.5, fr;q=0.4', '*, fr;q=0']) {
      expect([language, await messageFor(language)]).toEqual([language, english]);
    }
  });
});
