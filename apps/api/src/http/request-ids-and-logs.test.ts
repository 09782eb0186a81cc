import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { unchecked } from '@1xpay/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { agent, customer } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { clientFor, type Presenting, type TestClient } from '../testing/test-client.ts';

const APP_ORIGIN = 'https://app.example.com';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CORS_ORIGINS: APP_ORIGIN });
});
afterAll(() => t.close());

describe('request ids', () => {
  it('are on every answer, success or error, and differ between requests', async () => {
    const answers = await Promise.all([
      t.visitor.get('/health'),
      t.visitor.get('/api/me'),
      t.visitor.send({ method: 'GET', path: '/nowhere' }),
      t.visitor.post('/api/auth/login', unchecked('{'), { headers: { 'content-type': 'application/json' } }),
      t.visitor.send({
        method: 'OPTIONS',
        path: '/api/me',
        headers: { origin: APP_ORIGIN, 'access-control-request-method': 'GET' },
      }),
      // Refused by the router before any route (a malformed escape).
      t.visitor.send({ method: 'GET', path: '/api/me/%E0%A4%A' }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 401, 404, 400, 204, 400]);
    const ids = answers.map((answer) => answer.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('echo a valid incoming x-request-id', async () => {
    for (const id of ['abc-123.XYZ_9', 'a', 'x'.repeat(64)]) {
      const response = await t.visitor.get('/health', { headers: { 'x-request-id': id } });
      expect(response.headers['x-request-id']).toBe(id);
    }
  });

  it('replace an invalid one', async () => {
    for (const id of ['has spaces', 'x'.repeat(200), 'x'.repeat(65), 'a/b', '<script>', 'é']) {
      const response = await t.visitor.get('/health', { headers: { 'x-request-id': id } });
      expect(response.headers['x-request-id'], id).toMatch(UUID);
    }
  });
});

type LogLine = {
  msg: string;
  requestId?: string;
  req?: { method: string; url: string };
  timings?: Record<string, number>;
};

/** One request of the log test: who presents which key, and the URL exactly as sent (its query included). */
type Logged = { key?: string; how?: Presenting; request: Parameters<TestClient['send']>[0] };

describe('logs', () => {
  let logged: FastifyInstance;
  const lines: string[] = [];
  beforeAll(async () => {
    logged = await buildApp(
      { ...t.deps, config: { ...t.deps.config, logLevel: 'info' } },
      { logger: true, logStream: { write: (line: string) => void lines.push(line) } },
    );
    await logged.ready();
  });
  afterAll(() => logged.close());

  it('never contain an API key, while every request line is there with the key redacted', async () => {
    const signed = await customer(t.deps);
    const real = signed.apiKey;
    const fake = 'SECRET-never-in-logs-0123456789';
    const uuid = { 'user-uuid': signed.user.id };
    const requests: [Logged, number, string][] = [
      [
        { request: { method: 'GET', path: `/history?apikey=${real}`, headers: uuid } },
        404,
        '/1xpay/history?apikey=[redacted]',
      ],
      [
        { request: { method: 'GET', path: `/history/?apikey=${fake}&x=1`, headers: uuid } },
        401,
        '/1xpay/history/?apikey=[redacted]&x=1',
      ],
      [
        {
          request: { method: 'POST', path: `/admin/getOperations?aipkey=${real}`, body: { references: [] } },
        },
        200,
        '/1xpay/admin/getOperations?aipkey=[redacted]',
      ],
      [
        { request: { method: 'POST', path: `/statuses?aipkey=${fake}`, body: { references: [] } } },
        401,
        '/1xpay/statuses?aipkey=[redacted]',
      ],
      // The query parser decodes parameter names, so an encoded name is a key too.
      [
        { request: { method: 'GET', path: `/history?%61pikey=${real}`, headers: uuid } },
        404,
        '/1xpay/history?%61pikey=[redacted]',
      ],
      [
        // Not the key's name for the server (it reads `apikey` exactly), a key's name for the log all the same.
        { request: { method: 'GET', path: `/history?x=1&%41PIKEY=${real}`, headers: uuid } },
        401,
        '/1xpay/history?x=1&%41PIKEY=[redacted]',
      ],
      [
        { request: { method: 'GET', path: `/nowhere?api%5Fkey=${fake}` } },
        404,
        '/1xpay/nowhere?api%5Fkey=[redacted]',
      ],
      [
        { request: { method: 'GET', path: `/nowhere?APIKEY=${fake}` } },
        404,
        '/1xpay/nowhere?APIKEY=[redacted]',
      ],
      [{ key: real, request: { method: 'GET', path: '/api/me' } }, 200, '/1xpay/api/me'],
      [{ key: fake, request: { method: 'GET', path: '/api/me' } }, 401, '/1xpay/api/me'],
      [
        { key: real, how: { via: 'cookie' }, request: { method: 'GET', path: '/api/me' } },
        200,
        '/1xpay/api/me',
      ],
      [
        { key: fake, how: { via: 'cookie' }, request: { method: 'GET', path: '/api/me' } },
        401,
        '/1xpay/api/me',
      ],
    ];
    // Old enough that the cookie request slides the session and sends the key back in Set-Cookie.
    t.clock.advance(5 * 60_000);
    for (const [{ key, how, request }, status, loggedUrl] of requests) {
      const id = `log-${lines.length}`;
      const response = await clientFor(logged, key ?? null, how).send({
        ...request,
        headers: { ...request.headers, 'x-request-id': id },
      });
      expect(response.status, request.path).toBe(status);
      // One line per request, written once it is answered, with its status and time.
      const written = lines
        .map((line) => JSON.parse(line) as LogLine)
        .filter((line) => line.requestId === id);
      expect(written, request.path).toEqual([
        expect.objectContaining({
          msg: 'request completed',
          req: expect.objectContaining({ method: request.method, url: loggedUrl }),
          res: { statusCode: status },
          responseTime: expect.any(Number),
        }),
      ]);
    }
    const text = lines.join('');
    expect(text).not.toContain(real);
    expect(text).not.toContain(fake);
  });

  it('redact a key sent after a #, which the router reads as the query (only a raw HTTP client sends one)', async () => {
    const signed = await customer(t.deps);
    await logged.listen({ port: 0, host: '127.0.0.1' });
    const { port } = logged.server.address() as AddressInfo;
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const path = `/1xpay/history#apikey=${signed.apiKey}`;
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path,
          headers: { 'user-uuid': signed.user.id, 'x-request-id': 'log-fragment' },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode));
        },
      );
      request.on('error', reject);
      request.end();
    });
    // The key was read (404: an empty history, not 401)…
    expect(status).toBe(404);
    const incoming = lines
      .map((line) => JSON.parse(line) as LogLine)
      .filter((line) => line.requestId === 'log-fragment' && line.msg === 'request completed');
    // …and kept out of the log.
    expect(incoming.map((line) => line.req?.url)).toEqual(['/1xpay/history#apikey=[redacted]']);
    expect(lines.join('')).not.toContain(signed.apiKey);
  });

  it('write a slow request at warn with where its time went', async () => {
    const slowLines: string[] = [];
    const slow = await buildApp(
      { ...t.deps, config: { ...t.deps.config, logLevel: 'info', slowRequestMs: 0 } },
      { logger: true, logStream: { write: (line: string) => void slowLines.push(line) } },
    );
    try {
      const signed = await customer(t.deps);
      const answered = await clientFor(slow, signed.apiKey).send({
        method: 'GET',
        path: '/api/me',
        headers: { 'x-request-id': 'slow-me' },
      });
      const refused = await clientFor(slow, null).send({
        method: 'GET',
        path: '/api/me',
        headers: { 'x-request-id': 'slow-refused' },
      });
      expect([answered.status, refused.status]).toEqual([200, 401]);
      const of = (id: string) =>
        slowLines
          .map((line) => JSON.parse(line) as LogLine & { level: number })
          .filter((line) => line.requestId === id);
      const [me] = of('slow-me');
      expect(of('slow-me')).toHaveLength(1);
      expect(me).toMatchObject({ msg: 'slow request', level: 40 });
      const timings = me?.timings ?? {};
      expect(Object.keys(timings)).toEqual(['beforeHandler', 'handler', 'sending', 'total']);
      for (const ms of Object.values(timings)) expect(ms).toBeGreaterThanOrEqual(0);
      expect((timings.beforeHandler ?? 0) + (timings.handler ?? 0) + (timings.sending ?? 0)).toBeCloseTo(
        timings.total ?? 0,
        0,
      );
      // Refused by the session check, before any handler: only its total.
      expect(of('slow-refused')).toEqual([
        expect.objectContaining({ msg: 'slow request', timings: { total: expect.any(Number) } }),
      ]);
      // An event stream is open for minutes on purpose (decision 049): its end is logged at info, never as slow.
      const boss = await agent(t.deps);
      const stream = await slow.inject({
        method: 'GET',
        url: '/1xpay/admin/operation-queue/events',
        headers: { authorization: `Bearer ${boss.apiKey}`, 'x-request-id': 'slow-stream' },
        payloadAsStream: true,
      });
      const ended = new Promise<void>((resolve) => stream.stream().on('end', resolve).resume());
      await slow.close();
      await ended;
      await expect
        .poll(() => of('slow-stream'))
        .toEqual([expect.objectContaining({ msg: 'event stream ended', level: 30 })]);
    } finally {
      await slow.close();
    }
  });
});
