import { rm } from 'node:fs/promises';
import type { Reply } from '@1xpay/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('errors and probes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('report health and readiness', async () => {
    const health = await t.visitor.get('/health');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok' });
    const ready = await t.visitor.get('/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready' });
  });
});

describe('when the database is down', () => {
  let down: TestApp;
  beforeAll(async () => {
    down = await createTestApp();
  });
  afterAll(async () => {
    // The database is already closed (and, on PostgreSQL, dropped) by the test.
    await down.app.close();
    await rm(down.deps.config.uploadDir, { recursive: true, force: true });
  });

  it('answers 503 {error, message} with Retry-After and no stack, while health stays up and ready says 503', async () => {
    const signed = await customer(down.deps);
    // PGlite closed (as at shutdown), or on PostgreSQL the pool ended: the database is gone, the process is not.
    await down.database.close();
    const requests: [path: string, call: () => Promise<Reply<unknown>>][] = [
      ['/api/pubs', () => down.visitor.get('/api/pubs')],
      ['/api/me', () => down.as(signed).get('/api/me')],
      [
        '/api/auth/login',
        () => down.visitor.post('/api/auth/login', { login: 'awa@example.bj', password: 'mot-de-passe' }),
      ],
      [
        '/api/transactions',
        () =>
          down
            .as(signed)
            .post(
              '/api/transactions',
              { type: 'deposit', country: 'BJ', operator: 'mtn', payerPhone: '+2290196123400', amount: 5000 },
              { idempotencyKey: 'panne-1' },
            ),
      ],
    ];
    for (const [path, call] of requests) {
      const response = await call();
      expect(response.status, path).toBe(503);
      expect(response.body).toStrictEqual({
        error: 'service_unavailable',
        message: 'Service momentanément indisponible : réessayez dans quelques secondes.',
      });
      expect(response.headers['retry-after']).toBe('5');
      expect(response.text).not.toMatch(/at |stack|PGlite|pool|select/i);
      expect(response.headers['x-request-id']).toMatch(UUID);
    }
    const english = await down.visitor.get('/api/pubs', { headers: { 'accept-language': 'en' } });
    expect(english.status).toBe(503);
    expect(english.body).toStrictEqual({
      error: 'service_unavailable',
      message: 'Service temporarily unavailable: try again in a few seconds.',
    });

    const health = await down.visitor.get('/health');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok' });
    const ready = await down.visitor.get('/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: 'unavailable' });
  });
});
