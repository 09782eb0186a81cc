import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../auth/login-throttle.ts';
import { refunds } from '../db/schema.ts';
import { enqueue } from '../jobs/queue.ts';
import { PURGE_JOB } from '../payments/index.ts';
import { createTransaction, customer } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const TOKEN = 'un-jeton-de-metriques-assez-long';

describe('GET /1xpay/metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  const scrape = (authorization?: string) =>
    t.visitor.send({
      method: 'GET',
      path: '/metrics',
      headers: authorization === undefined ? {} : { authorization },
    });

  it('refuses a caller without the token (401, in their language), or with another', async () => {
    const none = await scrape();
    expect(none.status).toBe(401);
    expect(none.body).toEqual({
      error: 'unauthorized',
      message: 'Jeton des métriques absent ou incorrect (en-tête Authorization: Bearer).',
    });
    const english = await t.visitor.send({
      method: 'GET',
      path: '/metrics',
      headers: { 'accept-language': 'en', authorization: `Bearer ${TOKEN}x` },
    });
    expect(english.status).toBe(401);
    expect(english.body).toMatchObject({
      message: 'Missing or wrong metrics token (Authorization: Bearer header).',
    });
    // A session is not the token.
    const signed = await customer(t.deps);
    expect((await scrape(`Bearer ${signed.apiKey}`)).status).toBe(401);
  });

  it('answers the Prometheus text: requests by route and status, payments, jobs, throttled sign-ins, sessions', async () => {
    const signed = await customer(t.deps);
    await createTransaction(t.deps, signed.user, { operator: 'moov', statusCode: 204 });
    await createTransaction(t.deps, signed.user, { operator: 'moov', statusCode: 204 });
    await createTransaction(t.deps, signed.user, { operator: 'mtn', statusCode: 201 });
    await enqueue(t.deps.db, PURGE_JOB, {}, t.deps.clock());
    expect((await t.as(signed).get('/api/me')).status).toBe(200);
    expect((await t.visitor.get('/api/me')).status).toBe(401);
    // Wrong passwords for one account from one address, one more than allowed: the last one is throttled (§5).
    let last = 0;
    for (let attempt = 0; attempt <= LIMITS.pairFailures; attempt += 1)
      last = (
        await t.visitor.post('/api/auth/login', {
          login: signed.user.phoneNumber,
          password: 'pas le bon mot',
        })
      ).status;
    expect(last).toBe(429);

    const answer = await scrape(`Bearer ${TOKEN}`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = answer.text;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/1xpay\/api\/me",status_code="200"\} 1\n/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/1xpay\/api\/me",status_code="401"\} 1\n/,
    );
    expect(text).toMatch(/payments\{type="deposit",operator="moov",status_code="204"\} 2\n/);
    expect(text).toMatch(/payments\{type="deposit",operator="mtn",status_code="201"\} 1\n/);
    expect(text).toMatch(/login_throttled_total\{route="\/1xpay\/api\/auth\/login"\} 1\n/);
    expect(text).toMatch(/session_cache_entries [1-9]/);
    expect(text).toContain(`jobs{kind="${PURGE_JOB}",status="queued"} 1\n`);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    // Never a key: routes are patterns, not URLs.
    expect(text).not.toContain(signed.apiKey);
  });
});

describe('GET /1xpay/metrics: what the alerts watch', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const answer = await t.visitor.send({
      method: 'GET',
      path: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(answer.status).toBe(200);
    return answer.text;
  };

  it('counts the payments past their stage’s deadline and the refunds by state, every series present', async () => {
    const quiet = await scrape();
    for (const stage of ['collection', 'verification', 'delivery', 'blocked'])
      expect(quiet).toContain(`payments_overdue{stage="${stage}"} 0\n`);
    for (const status of ['pending', 'sent', 'failed', 'paid_outside'])
      expect(quiet).toContain(`refunds{status="${status}"} 0\n`);
    expect(quiet).toContain('database_available 1\n');

    const signed = await customer(t.deps);
    const now = t.clock.now().getTime();
    const ago = (minutes: number) => new Date(now - minutes * 60_000);
    // Waiting for its payer past PAYMENT_EXPIRY_MINUTES; one in time; delivered a day late; blocked in time.
    await createTransaction(t.deps, signed.user, {
      statusCode: 203,
      createdAt: ago(t.deps.config.paymentExpiryMs / 60_000 + 1),
    });
    await createTransaction(t.deps, signed.user, { statusCode: 203, createdAt: ago(1) });
    await createTransaction(t.deps, signed.user, {
      statusCode: 231,
      createdAt: ago(26 * 60),
      updatedAt: ago(25 * 60),
    });
    await createTransaction(t.deps, signed.user, { statusCode: 235, createdAt: ago(60), updatedAt: ago(30) });
    const failed = await createTransaction(t.deps, signed.user, { statusCode: 528, finished: true });
    await t.deps.db.insert(refunds).values({
      reference: failed.reference,
      processor: 'sandbox',
      amount: 10_100n,
      currency: 'XOF',
      phone: signed.user.phoneNumber,
      status: 'failed',
    });
    const text = await scrape();
    expect(text).toContain('payments_overdue{stage="collection"} 1\n');
    expect(text).toContain('payments_overdue{stage="delivery"} 1\n');
    expect(text).toContain('payments_overdue{stage="blocked"} 0\n');
    expect(text).toContain('refunds{status="failed"} 1\n');
  });
});

describe('GET /1xpay/metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is not served at all', async () => {
    const answer = await t.visitor.send({
      method: 'GET',
      path: '/metrics',
      headers: { authorization: 'Bearer x' },
    });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ error: 'not_found' });
  });
});
