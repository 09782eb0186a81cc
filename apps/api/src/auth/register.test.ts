import { unchecked } from '@1xpay/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { cookieOf, errorOf } from '../testing/test-client.ts';

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
