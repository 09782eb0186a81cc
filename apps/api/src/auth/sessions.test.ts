import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_SESSION } from '../testing/expected-errors.ts';
import { agent, customer } from '../testing/fixtures.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../testing/test-app.ts';
import { cookieOf } from '../testing/test-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sessions', () => {
  it('expire after 60 minutes without use, and slide while used', async () => {
    const byCookie = t.as(await customer(t.deps), { via: 'cookie' });
    t.clock.advance(50 * 60_000);
    const used = await byCookie.get('/api/me');
    expect(used.status).toBe(200);
    expect(cookieOf(used, 'apiKey')?.maxAge).toBe(3600);
    t.clock.advance(50 * 60_000);
    expect((await byCookie.get('/api/me')).status).toBe(200);
    t.clock.advance(61 * 60_000);
    const expired = await byCookie.get('/api/me');
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual(NO_SESSION);
  });

  it('end on logout, and the cookie is cleared', async () => {
    const signed = await customer(t.deps);
    const out = await t
      .as(signed, { via: 'cookie', headers: { origin: TEST_ORIGIN } })
      .post('/api/auth/logout');
    expect(out.status).toBe(200);
    expect(cookieOf(out, 'apiKey')?.value).toBe('');
    expect((await t.as(signed, { via: 'cookie' }).get('/api/me')).status).toBe(401);
  });

  it('describe the signed-in user at /api/me', async () => {
    const signed = await agent(t.deps, { countries: ['BJ', 'TG'], allowedOperationsTypes: ['deposit'] });
    const me = await t.as(signed).get('/api/me');
    expect(me.body).toMatchObject({
      uuid: signed.user.id,
      isAdmin: true,
      isMaster: false,
      grant: { countries: ['BJ', 'TG'], allowedOperationsTypes: ['deposit'] },
    });
  });
});
