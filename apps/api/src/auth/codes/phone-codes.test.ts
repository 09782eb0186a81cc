import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, phoneCodes, users } from '../../db/schema.ts';
import { createUser, customer, signIn } from '../../testing/fixtures.ts';
import { lastCode } from '../../testing/sms-codes.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { errorOf } from '../../testing/test-client.ts';
import { CODE_RULES } from './phone-codes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let sequence = 0;
/** A sign-up through the API, from its own address (the per-address limits are tested on their own). */
async function signUp(headers: Record<string, string> = {}) {
  sequence += 1;
  const phoneNumber = `+2290197${String(300_000 + sequence).padStart(6, '0')}`;
  const response = await t.as(null, { remoteAddress: `198.51.100.${sequence}` }).post(
    '/api/auth/register',
    {
      firstName: 'Adjoa',
      lastName: 'Mensah',
      phoneNumber,
      email: `adjoa.${sequence}@example.bj`,
      password: 'un mot de passe long',
    },
    { headers },
  );
  expect(response.status).toBe(201);
  return { apiKey: response.body.apiKey, userId: response.body.uuid, phoneNumber };
}

const deposit = (apiKey: string, phone: string, key: string) =>
  t.as(apiKey).post(
    '/api/transactions',
    {
      type: 'deposit',
      country: 'BJ',
      operator: 'mtn',
      payerPhone: phone,
      amount: 1_500,
      accountId1xBet: '123456',
    },
    { headers: { 'idempotency-key': key } },
  );

beforeEach(() => {
  // Each test starts well past the last one's codes: no resend pause or hourly count carries over.
  t.clock.advance(2 * CODE_RULES.perNumberWindowMs);
});

describe('phone verified at sign-up', () => {
  it('sends a 6-digit code at sign-up; the account pays only once it is entered', async () => {
    const { apiKey, userId, phoneNumber } = await signUp();
    const [sms] = t.sms.messages(phoneNumber);
    expect(sms?.text).toMatch(/^1xpay : votre code de vérification est \d{6}\. Il expire dans 10 min\./);
    expect(sms?.text.length).toBeLessThanOrEqual(160);

    const refused = await deposit(apiKey, phoneNumber, 'pending-1');
    expect(refused.status).toBe(403);
    expect(errorOf(refused)).toEqual({
      error: 'forbidden',
      message:
        'Vérifiez d’abord votre numéro de téléphone\u202f: saisissez le code reçu par SMS (écran « Vérifiez votre numéro »).',
    });
    expect((await t.as(apiKey).get('/api/me')).body).toMatchObject({
      userAuthenticationStatus: 'pending',
      canMoveMoney: false,
    });
    expect((await t.as(apiKey).get('/api/auth/phone/code')).body).toEqual({
      phoneNumber,
      verified: false,
      resendAfterSeconds: 60,
    });

    const verified = await t
      .as(apiKey)
      .post('/api/auth/phone/verify', { code: lastCode(t.sms, phoneNumber) });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ userAuthenticationStatus: 'active' });
    expect((await t.as(apiKey).get('/api/me')).body).toMatchObject({
      userAuthenticationStatus: 'active',
      canMoveMoney: true,
    });
    expect((await deposit(apiKey, phoneNumber, 'pending-2')).status).toBe(201);
    const [audit] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.phone.verify'), eq(auditLog.target, `user:${userId}`)));
    expect(audit?.after).toEqual({ userAuthenticationStatus: 'active' });
  });

  it('writes the SMS in English when the caller asks in English', async () => {
    const { phoneNumber } = await signUp({ 'accept-language': 'en-GB,en;q=0.9' });
    expect(t.sms.messages(phoneNumber)[0]?.text).toMatch(
      /^1xpay: your verification code is \d{6}\. It expires in 10 min\./,
    );
  });

  it('keeps only an HMAC of the code, bound to its row: never the code', async () => {
    const { phoneNumber } = await signUp();
    const code = lastCode(t.sms, phoneNumber);
    const [row] = await t.deps.db.select().from(phoneCodes).where(eq(phoneCodes.phoneNumber, phoneNumber));
    if (row === undefined) throw new Error('no code row');
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row.codeHash).toBe(
      createHmac('sha256', t.deps.config.codeHashKey).update(`${row.id}:${code}`).digest('hex'),
    );
    expect(row.codeHash).not.toBe(createHmac('sha256', t.deps.config.codeHashKey).update(code).digest('hex'));
  });

  it('counts wrong codes: the tries left, then 429 after 5, and the right code no longer works', async () => {
    const { apiKey, phoneNumber } = await signUp();
    const right = lastCode(t.sms, phoneNumber);
    const wrong = right === '000000' ? '000001' : '000000';
    for (let left = CODE_RULES.maxTries - 1; left >= 1; left -= 1) {
      const answer = await t.as(apiKey).post('/api/auth/phone/verify', { code: wrong });
      expect(answer.status).toBe(400);
      expect(errorOf(answer).fields).toEqual([
        {
          field: 'code',
          message:
            left === 1
              ? 'Code incorrect\u202f: il vous reste 1 essai.'
              : `Code incorrect\u202f: il vous reste ${left} essais.`,
        },
      ]);
    }
    const fifth = await t.as(apiKey).post('/api/auth/phone/verify', { code: wrong });
    expect(fifth.status).toBe(429);
    expect(errorOf(fifth).message).toBe('Trop d’essais pour ce code\u202f: demandez-en un nouveau.');
    const afterwards = await t.as(apiKey).post('/api/auth/phone/verify', { code: right });
    expect(afterwards.status).toBe(429);
    expect(
      (await t.deps.db.select().from(users).where(eq(users.phoneNumber, phoneNumber)))[0]
        ?.authenticationStatus,
    ).toBe('pending');
    // A new code (the pause is over) works.
    t.clock.advance(CODE_RULES.resendAfterMs);
    expect((await t.as(apiKey).post('/api/auth/phone/code')).status).toBe(200);
    expect(
      (await t.as(apiKey).post('/api/auth/phone/verify', { code: lastCode(t.sms, phoneNumber) })).status,
    ).toBe(200);
  });

  it('lets a code live 10 minutes, no more', async () => {
    const { apiKey, phoneNumber } = await signUp();
    t.clock.advance(CODE_RULES.lifetimeMs);
    const late = await t.as(apiKey).post('/api/auth/phone/verify', { code: lastCode(t.sms, phoneNumber) });
    expect(late.status).toBe(400);
    expect(errorOf(late).fields).toEqual([
      { field: 'code', message: 'Code incorrect ou expiré\u202f: vérifiez-le, ou demandez-en un nouveau.' },
    ]);
  });

  it('sends a new code after 60 s, not before; the new one replaces the old', async () => {
    const { apiKey, phoneNumber } = await signUp();
    const first = lastCode(t.sms, phoneNumber);
    t.clock.advance(30_000);
    const early = await t.as(apiKey).post('/api/auth/phone/code');
    expect(early.status).toBe(429);
    expect(early.headers['retry-after']).toBe('30');
    expect(errorOf(early).message).toBe(
      'Un code vient d’être envoyé\u202f: vous pourrez en demander un autre dans 30\u00a0s.',
    );
    expect((await t.as(apiKey).get('/api/auth/phone/code')).body.resendAfterSeconds).toBe(30);
    t.clock.advance(30_000);
    const again = await t.as(apiKey).post('/api/auth/phone/code');
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ resendAfterSeconds: 60, expiresInSeconds: 600 });
    const second = lastCode(t.sms, phoneNumber);
    // The first code is spent by the second (when both drew the same digits, the check is the second's).
    const old = await t.as(apiKey).post('/api/auth/phone/verify', { code: first === second ? '' : first });
    expect(old.status).toBe(400);
    expect((await t.as(apiKey).post('/api/auth/phone/verify', { code: second })).status).toBe(200);
    // Replayed once used: the number is verified, nothing more to do with any code.
    const replay = await t.as(apiKey).post('/api/auth/phone/verify', { code: second });
    expect(replay.status).toBe(409);
    expect((await t.as(apiKey).post('/api/auth/phone/code')).status).toBe(409);
  });

  it('throttles per number: 5 codes an hour, then 429 until the oldest is an hour old', async () => {
    const { apiKey } = await signUp();
    for (let sent = 1; sent < CODE_RULES.perNumber; sent += 1) {
      t.clock.advance(CODE_RULES.resendAfterMs);
      expect((await t.as(apiKey).post('/api/auth/phone/code')).status).toBe(200);
    }
    t.clock.advance(CODE_RULES.resendAfterMs);
    const sixth = await t.as(apiKey).post('/api/auth/phone/code');
    expect(sixth.status).toBe(429);
    expect(errorOf(sixth).message).toMatch(/^Trop de codes demandés pour ce numéro ou depuis cette adresse/);
    // The first code went at sign-up, 5 minutes ago: it leaves the window in 55 minutes.
    expect(sixth.headers['retry-after']).toBe(String(55 * 60));
  });

  it('refuses the payments of a pending account, not those of an active one', async () => {
    const pending = await customer(t.deps, { authenticationStatus: 'pending' });
    expect((await deposit(pending.apiKey, pending.user.phoneNumber, 'p-3')).status).toBe(403);
    const active = await customer(t.deps, { authenticationStatus: 'active' });
    expect((await deposit(active.apiKey, active.user.phoneNumber, 'p-4')).status).toBe(201);
  });
});

describe('changing the phone number', () => {
  it('sends a code to the new number; entering it moves the account there, audited', async () => {
    const user = await createUser(t.deps, { authenticationStatus: 'accepted' });
    const apiKey = await signIn(t.deps, user);
    const asked = await t.as(apiKey).post('/api/auth/phone/change', { phoneNumber: '+229 01 97 55 44 33' });
    expect(asked.status).toBe(200);
    expect(t.sms.messages(user.phoneNumber)).toEqual([]);
    const [sms] = t.sms.messages('+2290197554433');
    expect(sms?.text).toMatch(/^1xpay : code \d{6} pour utiliser ce numéro sur votre compte\./);
    const right = lastCode(t.sms, '+2290197554433');
    // Typed with a space, as a customer copies it: the same code.
    const wrong = right === '999999' ? '99999 8' : '99999 9';
    expect((await t.as(apiKey).post('/api/auth/phone/change/confirm', { code: wrong })).status).toBe(400);
    const confirmed = await t
      .as(apiKey)
      .post('/api/auth/phone/change/confirm', { code: `${right.slice(0, 3)} ${right.slice(3)}` });
    expect(confirmed.body).toEqual({ phoneNumber: '+2290197554433', userAuthenticationStatus: 'accepted' });
    expect((await t.as(apiKey).get('/api/me')).body.phoneNumber).toBe('+2290197554433');
    const [audit] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.phone.change'), eq(auditLog.target, `user:${user.id}`)));
    expect(audit?.before).toMatchObject({ phoneNumber: user.phoneNumber });
    expect(audit?.after).toMatchObject({ phoneNumber: '+2290197554433' });
  });

  it('refuses the same number, another country’s, or another account’s, and a confirmation without a code asked', async () => {
    const user = await createUser(t.deps);
    const other = await createUser(t.deps);
    const apiKey = await signIn(t.deps, user);
    const same = await t.as(apiKey).post('/api/auth/phone/change', { phoneNumber: user.phoneNumber });
    expect([same.status, errorOf(same).fields?.[0]?.field]).toEqual([400, 'phoneNumber']);
    const abroad = await t.as(apiKey).post('/api/auth/phone/change', { phoneNumber: '+221 77 123 45 99' });
    expect(errorOf(abroad).message).toBe(
      'Le nouveau numéro doit être du même pays que votre compte (Bénin)\u202f: pour un autre pays, ouvrez un autre compte.',
    );
    const taken = await t.as(apiKey).post('/api/auth/phone/change', { phoneNumber: other.phoneNumber });
    expect([taken.status, errorOf(taken).message]).toEqual([409, 'Ce numéro de téléphone est déjà utilisé.']);
    expect((await t.as(apiKey).post('/api/auth/phone/change/confirm', { code: '123456' })).status).toBe(400);
  });

  it('verifies a pending account whose sign-up number was wrong: the new number, once its code is entered', async () => {
    const { apiKey } = await signUp();
    expect(
      (await t.as(apiKey).post('/api/auth/phone/change', { phoneNumber: '+229 01 97 66 55 44' })).status,
    ).toBe(200);
    const confirmed = await t
      .as(apiKey)
      .post('/api/auth/phone/change/confirm', { code: lastCode(t.sms, '+2290197665544') });
    expect(confirmed.body).toEqual({ phoneNumber: '+2290197665544', userAuthenticationStatus: 'active' });
  });
});
