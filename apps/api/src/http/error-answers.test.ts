import { unchecked } from '@1xpay/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, master, type Signed } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { errorOf } from '../testing/test-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('body size limit', () => {
  const MiB = 1024 * 1024;
  const body = (size: number) => {
    const shell = JSON.stringify({ firstName: '' });
    return JSON.stringify({ firstName: 'x'.repeat(size - shell.length) });
  };
  const register = (json: string) =>
    t.visitor.post('/api/auth/register', unchecked(json), {
      headers: { 'content-type': 'application/json' },
    });

  it('refuses a JSON body over 1 MiB with 413', async () => {
    const payload = body(MiB + 1);
    expect(Buffer.byteLength(payload)).toBe(MiB + 1);
    const response = await register(payload);
    expect(response.status).toBe(413);
    expect(response.body).toEqual({
      error: 'payload_too_large',
      message: 'La requête est trop volumineuse.',
    });
  });

  it('reads a body of exactly 1 MiB (and validates it)', async () => {
    const response = await register(body(MiB));
    expect(response.status).toBe(400);
    expect(errorOf(response).error).toBe('validation_failed');
  });
});

describe('JSON nesting limit', () => {
  const post = (json: string, headers: Record<string, string> = {}) =>
    t.visitor.post('/api/auth/register', unchecked(json), {
      headers: { 'content-type': 'application/json', ...headers },
    });

  it('refuses a body nested deeper than 400 levels with 400 in the caller’s language, not a 500', async () => {
    const deep = `${'['.repeat(400_000)}${']'.repeat(400_000)}`;
    const french = await post(deep);
    expect([french.status, french.body]).toEqual([
      400,
      {
        error: 'bad_request',
        message: 'Le corps de la requête est imbriqué trop profondément\u202f: 400 niveaux au plus.',
      },
    ]);
    const english = await post(`{"a":${'{"a":'.repeat(400)}1${'}'.repeat(401)}`, { 'accept-language': 'en' });
    expect([english.status, english.body]).toEqual([
      400,
      { error: 'bad_request', message: 'The request body is nested too deeply: 400 levels at most.' },
    ]);
    // An unclosed one too: refused for its depth, whatever follows.
    expect(errorOf(await post('['.repeat(400_000))).message).toMatch(/imbriqué trop profondément/);
  });

  it('reads 400 levels, and brackets inside strings do not count', async () => {
    const deepest = await post(`${'['.repeat(400)}${']'.repeat(400)}`);
    expect([deepest.status, errorOf(deepest).error]).toEqual([400, 'validation_failed']);
    const text = await post(JSON.stringify({ firstName: '['.repeat(5_000), lastName: '{\\"['.repeat(500) }));
    expect([text.status, errorOf(text).error]).toEqual([400, 'validation_failed']);
  });
});

describe('errors and probes', () => {
  it('answer an unknown path with 404 naming it, without its query', async () => {
    const get = await t.visitor.send({ method: 'GET', path: '/nowhere/at/all', query: { apikey: 'SECRET' } });
    expect(get.status).toBe(404);
    expect(get.body).toEqual({
      error: 'not_found',
      message: 'Ressource introuvable : /1xpay/nowhere/at/all',
    });
    const post = await t.visitor.send({ method: 'POST', path: '/api/nothing', body: {} });
    expect(post.body).toEqual({
      error: 'not_found',
      message: 'Ressource introuvable : /1xpay/api/nothing',
    });
    const english = await t.visitor.send({
      method: 'GET',
      path: '/nowhere',
      headers: { 'accept-language': 'en' },
    });
    expect(english.body).toEqual({ error: 'not_found', message: 'Not found: /1xpay/nowhere' });
  });
});

// Found by the fuzz test (openapi-fuzz.test.ts); each answered 500, or Fastify's own body, before its fix.
describe('requests the router or the database cannot take', () => {
  let boss: Signed;
  beforeAll(async () => {
    boss = await master(t.deps);
  });

  it('refuse a path parameter over 100 characters with 400 in the error shape, in the caller’s language', async () => {
    const long = `/admin/jobs/${'9'.repeat(101)}/requeue`;
    const french = await t.as(boss).send({ method: 'POST', path: long, body: { reason: 'Relance' } });
    expect(french.status).toBe(400);
    expect(french.body).toEqual({
      error: 'bad_request',
      message: 'Adresse invalide : un de ses éléments dépasse 100 caractères.',
    });
    const english = await t
      .as(boss, { headers: { 'accept-language': 'en' } })
      .send({ method: 'GET', path: `/api/pictures/${'x'.repeat(101)}` });
    expect(english.body).toEqual({
      error: 'bad_request',
      message: 'Invalid address: one of its parts is over 100 characters.',
    });
  });

  it('refuse a path with a malformed percent-encoding with 400 in the error shape', async () => {
    const response = await t.as(boss).send({ method: 'POST', path: '/admin/jobs/%zz/requeue', body: {} });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: 'bad_request',
      message: 'Adresse invalide : elle contient un encodage incorrect.',
    });
  });

  it('refuse a null character anywhere in the request with 400 naming where, not a 500 from PostgreSQL', async () => {
    const inPath = await t.as(boss).post('/sandbox/transactions/1XP-%00/approve');
    expect(inPath.status).toBe(400);
    expect(inPath.body).toEqual({
      error: 'bad_request',
      message: 'Requête invalide : le champ params.reference contient un caractère nul.',
    });
    const inBody = await t.as(boss).post('/statuses', { references: ['1XP-A', '1XP-\u0000'] });
    expect(inBody.body).toEqual({
      error: 'bad_request',
      message: 'Requête invalide : le champ body.references.1 contient un caractère nul.',
    });
    const inQuery = await t.as(boss).get('/api/quote', {
      query: { type: 'deposit', country: 'B\u0000', operator: 'mtn', amount: '100' },
    });
    expect(errorOf(inQuery).message).toBe(
      'Requête invalide : le champ query.country contient un caractère nul.',
    );
  });

  it('still refuses a caller without the right first (403 before the null character is looked at)', async () => {
    const client = await customer(t.deps);
    const response = await t
      .as(client)
      .post('/admin/transactions/1XP-%00/release', unchecked({ reason: '\u0000' }));
    expect(response.status).toBe(403);
  });

  it('refuse a dead-jobs cursor that does not name a job (400, it used to reach the database)', async () => {
    const response = await t.as(boss).get('/admin/jobs/dead', { query: { after: '0599_mt' } });
    expect(response.status).toBe(400);
    expect(errorOf(response).error).toBe('validation_failed');
    const fine = await t.as(boss).get('/admin/jobs/dead', { query: { after: '0599_12' } });
    expect(fine.status).toBe(200);
  });
});
