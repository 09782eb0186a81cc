import { unchecked } from '@1xpay/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
