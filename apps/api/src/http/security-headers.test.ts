import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer } from '../testing/fixtures.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../testing/test-app.ts';

const APP_ORIGIN = 'https://app.example.com';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CORS_ORIGINS: APP_ORIGIN });
});
afterAll(() => t.close());

describe('security headers and CORS', () => {
  it('puts helmet’s headers on API answers, errors included', async () => {
    const signed = await customer(t.deps);
    const answers = await Promise.all([
      t.visitor.get('/health'),
      t.as(signed).get('/api/me'),
      t.visitor.get('/api/me'),
      t.visitor.send({ method: 'GET', path: '/nowhere' }),
      // Refused by the router before any route (a malformed escape).
      t.visitor.send({ method: 'GET', path: '/api/me/%E0%A4%A' }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 401, 404, 400]);
    for (const answer of answers) {
      expect(answer.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'referrer-policy': 'no-referrer',
        'cross-origin-resource-policy': 'same-site',
        'cross-origin-opener-policy': 'same-origin',
        'x-permitted-cross-domain-policies': 'none',
        'origin-agent-cluster': '?1',
        'x-dns-prefetch-control': 'off',
        'x-download-options': 'noopen',
        'x-xss-protection': '0',
        'content-type': 'application/json; charset=utf-8',
      });
      // JSON needs no content policy; only the docs page has one.
      expect(answer.headers['content-security-policy']).toBeUndefined();
      expect(answer.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('gives the docs page a content policy that forbids framing by other sites', async () => {
    const docs = await t.visitor.send({ method: 'GET', path: '/docs' });
    expect(docs.status).toBe(200);
    expect(docs.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(docs.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('answers a preflight from an allowed origin with credentials allowed', async () => {
    for (const origin of [APP_ORIGIN, TEST_ORIGIN]) {
      const preflight = await t.visitor.send({
        method: 'OPTIONS',
        path: '/api/users',
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization, user-uuid',
        },
      });
      expect(preflight.status, origin).toBe(204);
      expect(preflight.headers).toMatchObject({
        'access-control-allow-origin': origin,
        'access-control-allow-credentials': 'true',
        'access-control-allow-methods': 'GET, POST, OPTIONS',
        'access-control-allow-headers':
          'content-type, authorization, user-uuid, idempotency-key, x-request-id',
        'access-control-max-age': '600',
      });
      expect(preflight.headers.vary).toContain('Origin');
    }
    const simple = await t.visitor.get('/api/pubs', { headers: { origin: APP_ORIGIN } });
    expect(simple.headers).toMatchObject({
      'access-control-allow-origin': APP_ORIGIN,
      'access-control-allow-credentials': 'true',
      'access-control-expose-headers': 'x-request-id, retry-after',
    });
  });

  it('gives a foreign origin no allow-origin header', async () => {
    for (const origin of ['https://evil.example', 'null', 'https://app.example.com.evil.example']) {
      const preflight = await t.visitor.send({
        method: 'OPTIONS',
        path: '/api/users',
        headers: { origin, 'access-control-request-method': 'GET' },
      });
      expect(preflight.headers['access-control-allow-origin'], origin).toBeUndefined();
      const simple = await t.visitor.get('/api/pubs', { headers: { origin } });
      expect(simple.status).toBe(200);
      expect(simple.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });
});
