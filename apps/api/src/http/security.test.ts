import { rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { sessions, users } from '../db/schema.ts';
import { createUser, customer, master, TEST_PASSWORD } from '../testing/fixtures.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../testing/test-app.ts';

const APP_ORIGIN = 'https://app.example.com';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CORS_ORIGINS: APP_ORIGIN });
});
afterAll(() => t.close());

const badOrigin = { error: 'forbidden', message: 'Requête refusée : origine non autorisée.' };

describe('CSRF: a state change authenticated by the apiKey cookie needs an allowed Origin', () => {
  function statuses(apiKey: string, headers: Record<string, string>) {
    return t.app.inject({
      method: 'POST',
      url: '/1xpay/statuses',
      payload: { references: [] },
      cookies: { apiKey },
      headers,
    });
  }

  it('refuses it without an Origin header, before doing anything', async () => {
    const { apiKey } = await customer(t.deps);
    const refused = await statuses(apiKey, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(badOrigin);

    const admin = await master(t.deps);
    const pubs = [{ id: 'csrf', title: 'Piège', picture: 'pictures/x.png', link: 'https://example.com/' }];
    const write = await t.app.inject({
      method: 'POST',
      url: '/1xpay/api/pubs',
      payload: pubs,
      cookies: { apiKey: admin.apiKey },
    });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toEqual(badOrigin);
    expect((await t.app.inject({ method: 'GET', url: '/1xpay/api/pubs' })).json()).toEqual([]);
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
      expect(refused.statusCode, origin).toBe(403);
      expect(refused.json(), origin).toEqual(badOrigin);
    }
    const english = await statuses(apiKey, { origin: 'https://evil.example', 'accept-language': 'en' });
    expect(english.json()).toEqual({ error: 'forbidden', message: 'Request refused: origin not allowed.' });
  });

  it('does not take a forwarded host for the request’s own (no trusted proxy)', async () => {
    const { apiKey } = await customer(t.deps);
    const refused = await statuses(apiKey, {
      origin: 'https://evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    });
    expect(refused.statusCode).toBe(403);
  });

  it('allows the public origin, a CORS_ORIGINS origin and the request’s own origin', async () => {
    const { apiKey } = await customer(t.deps);
    for (const headers of [
      { origin: TEST_ORIGIN },
      { origin: APP_ORIGIN },
      { host: 'api.example.bj', origin: 'http://api.example.bj' },
    ]) {
      const allowed = await statuses(apiKey, headers);
      expect(allowed.statusCode, headers.origin).toBe(200);
      expect(allowed.json()).toEqual({});
    }
  });

  it('does not apply to a key sent as Bearer or in the query, nor to a GET', async () => {
    const { apiKey } = await customer(t.deps);
    const bearer = await t.app.inject({
      method: 'POST',
      url: '/1xpay/statuses',
      payload: { references: [] },
      headers: { authorization: `Bearer ${apiKey}` },
    });
    expect(bearer.statusCode).toBe(200);
    const query = await t.app.inject({
      method: 'POST',
      url: `/1xpay/statuses?apikey=${apiKey}`,
      payload: { references: [] },
    });
    expect(query.statusCode).toBe(200);
    const get = await t.app.inject({ method: 'GET', url: '/1xpay/api/me', cookies: { apiKey } });
    expect(get.statusCode).toBe(200);
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
    const calls: (InjectOptions & { url: string })[] = [
      { url: '/1xpay/api/auth/register', payload: signUp },
      { url: '/1xpay/api/auth/login', payload: { login: 'csrf@example.bj', password: TEST_PASSWORD } },
      { url: '/1xpay/api/dashboard/login', payload: { email: 'csrf@example.bj', password: TEST_PASSWORD } },
      { url: '/1xpay/api/auth/logout', cookies: { apiKey } },
    ];
    for (const call of calls) {
      const refused = await t.app.inject({
        ...call,
        method: 'POST',
        headers: { origin: 'https://evil.example' },
      });
      expect(refused.statusCode, call.url).toBe(403);
      expect(refused.json(), call.url).toEqual(badOrigin);
      expect(refused.cookies, call.url).toEqual([]);
    }
    const english = await t.app.inject({
      ...calls[1],
      method: 'POST',
      headers: { origin: 'null', 'accept-language': 'en' },
    });
    expect(english.json()).toEqual({ error: 'forbidden', message: 'Request refused: origin not allowed.' });
    expect(await t.deps.db.$count(users, eq(users.email, signUp.email))).toBe(0);
    expect(await t.deps.db.$count(sessions, eq(sessions.userId, user.id))).toBe(0);
    expect(
      (await t.app.inject({ method: 'GET', url: '/1xpay/api/me', cookies: { apiKey } })).statusCode,
    ).toBe(200);
  });

  it('lets the same origin, a CORS_ORIGINS origin and clients that name no origin sign in and out', async () => {
    await createUser(t.deps, { phoneNumber: '+2290197000078', email: 'allowed@example.bj' });
    for (const headers of [{ origin: TEST_ORIGIN }, { origin: APP_ORIGIN }, {}]) {
      const login = await t.app.inject({
        method: 'POST',
        url: '/1xpay/api/auth/login',
        payload: { login: 'allowed@example.bj', password: TEST_PASSWORD },
        headers,
      });
      expect(login.statusCode, JSON.stringify(headers)).toBe(200);
      const logout = await t.app.inject({
        method: 'POST',
        url: '/1xpay/api/auth/logout',
        cookies: { apiKey: login.json().apiKey },
        headers,
      });
      expect(logout.statusCode, JSON.stringify(headers)).toBe(200);
    }
  });
});

describe('security headers and CORS', () => {
  it('puts helmet’s headers on API answers, errors included', async () => {
    const { apiKey } = await customer(t.deps);
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/1xpay/health' }),
      t.app.inject({ method: 'GET', url: '/1xpay/api/me', headers: { authorization: `Bearer ${apiKey}` } }),
      t.app.inject({ method: 'GET', url: '/1xpay/api/me' }),
      t.app.inject({ method: 'GET', url: '/1xpay/nowhere' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 401, 404]);
    for (const answer of answers) {
      expect(answer.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'referrer-policy': 'no-referrer',
        'cross-origin-resource-policy': 'same-site',
        'cross-origin-opener-policy': 'same-origin',
        'x-permitted-cross-domain-policies': 'none',
        'content-type': 'application/json; charset=utf-8',
      });
      // JSON needs no content policy; only the docs page has one.
      expect(answer.headers['content-security-policy']).toBeUndefined();
      expect(answer.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('gives the docs page a content policy that forbids framing by other sites', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/1xpay/docs' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(docs.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('answers a preflight from an allowed origin with credentials allowed', async () => {
    for (const origin of [APP_ORIGIN, TEST_ORIGIN]) {
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url: '/1xpay/api/users',
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization, user-uuid',
        },
      });
      expect(preflight.statusCode, origin).toBe(204);
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
    const simple = await t.app.inject({
      method: 'GET',
      url: '/1xpay/api/pubs',
      headers: { origin: APP_ORIGIN },
    });
    expect(simple.headers).toMatchObject({
      'access-control-allow-origin': APP_ORIGIN,
      'access-control-allow-credentials': 'true',
      'access-control-expose-headers': 'x-request-id, retry-after',
    });
  });

  it('gives a foreign origin no allow-origin header', async () => {
    for (const origin of ['https://evil.example', 'null', 'https://app.example.com.evil.example']) {
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url: '/1xpay/api/users',
        headers: { origin, 'access-control-request-method': 'GET' },
      });
      expect(preflight.headers['access-control-allow-origin'], origin).toBeUndefined();
      const simple = await t.app.inject({ method: 'GET', url: '/1xpay/api/pubs', headers: { origin } });
      expect(simple.statusCode).toBe(200);
      expect(simple.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });
});

describe('body size limit', () => {
  const MiB = 1024 * 1024;
  const body = (size: number) => {
    const shell = JSON.stringify({ firstName: '' });
    return JSON.stringify({ firstName: 'x'.repeat(size - shell.length) });
  };

  it('refuses a JSON body over 1 MiB with 413', async () => {
    const payload = body(MiB + 1);
    expect(Buffer.byteLength(payload)).toBe(MiB + 1);
    const response = await t.app.inject({
      method: 'POST',
      url: '/1xpay/api/auth/register',
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: 'payload_too_large',
      message: 'La requête est trop volumineuse.',
    });
  });

  it('reads a body of exactly 1 MiB (and validates it)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/1xpay/api/auth/register',
      payload: body(MiB),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('validation_failed');
  });
});

describe('request ids', () => {
  it('are on every answer, success or error, and differ between requests', async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/1xpay/health' }),
      t.app.inject({ method: 'GET', url: '/1xpay/api/me' }),
      t.app.inject({ method: 'GET', url: '/1xpay/nowhere' }),
      t.app.inject({
        method: 'POST',
        url: '/1xpay/api/auth/login',
        payload: '{',
        headers: { 'content-type': 'application/json' },
      }),
      t.app.inject({
        method: 'OPTIONS',
        url: '/1xpay/api/me',
        headers: { origin: APP_ORIGIN, 'access-control-request-method': 'GET' },
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 404, 400, 204]);
    const ids = answers.map((answer) => answer.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('echo a valid incoming x-request-id', async () => {
    for (const id of ['abc-123.XYZ_9', 'a', 'x'.repeat(64)]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/1xpay/health',
        headers: { 'x-request-id': id },
      });
      expect(response.headers['x-request-id']).toBe(id);
    }
  });

  it('replace an invalid one', async () => {
    for (const id of ['has spaces', 'x'.repeat(200), 'x'.repeat(65), 'a/b', '<script>', 'é']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/1xpay/health',
        headers: { 'x-request-id': id },
      });
      expect(response.headers['x-request-id'], id).toMatch(UUID);
    }
  });
});

type LogLine = { msg: string; requestId?: string; req?: { method: string; url: string } };

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
    const requests: [InjectOptions, number, string][] = [
      [
        { method: 'GET', url: `/1xpay/history?apikey=${real}`, headers: uuid },
        404,
        '/1xpay/history?apikey=[redacted]',
      ],
      [
        { method: 'GET', url: `/1xpay/history/?apikey=${fake}&x=1`, headers: uuid },
        401,
        '/1xpay/history/?apikey=[redacted]&x=1',
      ],
      [
        { method: 'POST', url: `/1xpay/admin/getOperations?aipkey=${real}`, payload: { references: [] } },
        200,
        '/1xpay/admin/getOperations?aipkey=[redacted]',
      ],
      [
        { method: 'POST', url: `/1xpay/statuses?aipkey=${fake}`, payload: { references: [] } },
        401,
        '/1xpay/statuses?aipkey=[redacted]',
      ],
      // The query parser decodes parameter names, so an encoded name is a key too.
      [
        { method: 'GET', url: `/1xpay/history?%61pikey=${real}`, headers: uuid },
        404,
        '/1xpay/history?%61pikey=[redacted]',
      ],
      [{ method: 'GET', url: `/1xpay/nowhere?APIKEY=${fake}` }, 404, '/1xpay/nowhere?APIKEY=[redacted]'],
      [
        { method: 'GET', url: '/1xpay/api/me', headers: { authorization: `Bearer ${real}` } },
        200,
        '/1xpay/api/me',
      ],
      [
        { method: 'GET', url: '/1xpay/api/me', headers: { authorization: `Bearer ${fake}` } },
        401,
        '/1xpay/api/me',
      ],
      [{ method: 'GET', url: '/1xpay/api/me', cookies: { apiKey: real } }, 200, '/1xpay/api/me'],
      [{ method: 'GET', url: '/1xpay/api/me', cookies: { apiKey: fake } }, 401, '/1xpay/api/me'],
    ];
    // Old enough that the cookie request slides the session and sends the key back in Set-Cookie.
    t.clock.advance(5 * 60_000);
    for (const [request, status, loggedUrl] of requests) {
      const id = `log-${lines.length}`;
      const response = await logged.inject({
        ...request,
        headers: { ...request.headers, 'x-request-id': id },
      });
      expect(response.statusCode, String(request.url)).toBe(status);
      const incoming = lines
        .map((line) => JSON.parse(line) as LogLine)
        .filter((line) => line.requestId === id && line.msg === 'incoming request');
      expect(
        incoming.map((line) => line.req),
        String(request.url),
      ).toEqual([expect.objectContaining({ method: request.method, url: loggedUrl })]);
    }
    const text = lines.join('');
    expect(text).toContain('request completed');
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
      .filter((line) => line.requestId === 'log-fragment' && line.msg === 'incoming request');
    // …and kept out of the log.
    expect(incoming.map((line) => line.req?.url)).toEqual(['/1xpay/history#apikey=[redacted]']);
    expect(lines.join('')).not.toContain(signed.apiKey);
  });
});

describe('errors and probes', () => {
  it('answer an unknown path with 404 naming it, without its query', async () => {
    const get = await t.app.inject({ method: 'GET', url: '/1xpay/nowhere/at/all?apikey=SECRET' });
    expect(get.statusCode).toBe(404);
    expect(get.json()).toEqual({
      error: 'not_found',
      message: 'Ressource introuvable : /1xpay/nowhere/at/all',
    });
    const post = await t.app.inject({ method: 'POST', url: '/1xpay/api/nothing', payload: {} });
    expect(post.json()).toEqual({
      error: 'not_found',
      message: 'Ressource introuvable : /1xpay/api/nothing',
    });
    const english = await t.app.inject({
      method: 'GET',
      url: '/1xpay/nowhere',
      headers: { 'accept-language': 'en' },
    });
    expect(english.json()).toEqual({ error: 'not_found', message: 'Not found: /1xpay/nowhere' });
  });

  it('report health and readiness', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/1xpay/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/1xpay/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('serve the docs as HTML', async () => {
    let response = await t.app.inject({ method: 'GET', url: '/1xpay/docs' });
    for (let hops = 0; response.statusCode >= 300 && response.statusCode < 400 && hops < 5; hops += 1) {
      const location = new URL(String(response.headers.location), 'http://localhost/1xpay/docs/');
      response = await t.app.inject({ method: 'GET', url: `${location.pathname}${location.search}` });
    }
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('swagger-ui');
  });

  it('serve an OpenAPI 3.1 document: every operation summarised, every error answer an Error', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/1xpay/openapi.json' });
    expect(response.statusCode).toBe(200);
    type Operation = {
      summary?: string;
      responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
    };
    const document = response.json() as {
      openapi: string;
      paths: Record<string, Record<string, Operation>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(document.openapi).toBe('3.1.0');
    expect(document.components.schemas.Error).toMatchObject({
      type: 'object',
      properties: { error: { type: 'string' }, message: { type: 'string' } },
      required: ['error', 'message'],
    });
    const operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({
        name: `${method.toUpperCase()} ${path}`,
        path,
        method,
        operation,
      })),
    );
    expect(operations.length).toBeGreaterThanOrEqual(30);
    for (const { name, path, method, operation } of operations) {
      expect(operation.summary, name).toEqual(expect.any(String));
      expect(
        t.app.hasRoute({ method: method.toUpperCase() as 'GET', url: path.replace(/\{(\w+)\}/g, ':$1') }),
        name,
      ).toBe(true);
      const statuses = Object.keys(operation.responses);
      expect(
        statuses.some((status) => /^2\d\d$/.test(status)),
        name,
      ).toBe(true);
      for (const status of statuses.filter((s) => /^[45]\d\d$/.test(s) && path !== '/1xpay/ready')) {
        const schema = operation.responses[status]?.content?.['application/json']?.schema;
        const error = { $ref: '#/components/schemas/Error' };
        // Payment refusals of §8 have their own documented shape, {statusCode, message}, beside Error.
        const refusal = { $ref: '#/components/schemas/PaymentRefusal' };
        const allowed = status === '422' ? [error, refusal, { anyOf: [refusal, error] }] : [error];
        expect(allowed, `${name} ${status}`).toContainEqual(schema);
      }
    }
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

  it('answers 500 with a bare {error, message} and no stack, while health stays up and ready says 503', async () => {
    const { apiKey } = await customer(down.deps);
    await down.database.close();
    const requests: InjectOptions[] = [
      { method: 'GET', url: '/1xpay/api/pubs' },
      { method: 'GET', url: '/1xpay/api/me', headers: { authorization: `Bearer ${apiKey}` } },
      {
        method: 'POST',
        url: '/1xpay/api/auth/login',
        payload: { login: 'awa@example.bj', password: 'mot-de-passe' },
      },
    ];
    for (const request of requests) {
      const response = await down.app.inject(request);
      expect(response.statusCode, request.url as string).toBe(500);
      expect(response.json()).toStrictEqual({
        error: 'internal',
        message: 'Une erreur est survenue. Réessayez plus tard.',
      });
      expect(response.body).not.toMatch(/at |stack|PGlite|pool|select/i);
      expect(response.headers['x-request-id']).toMatch(UUID);
    }
    const english = await down.app.inject({
      method: 'GET',
      url: '/1xpay/api/pubs',
      headers: { 'accept-language': 'en' },
    });
    expect(english.json()).toStrictEqual({
      error: 'internal',
      message: 'An error occurred. Try again later.',
    });

    const health = await down.app.inject({ method: 'GET', url: '/1xpay/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await down.app.inject({ method: 'GET', url: '/1xpay/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable' });
  });
});
