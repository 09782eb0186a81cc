import { unchecked } from '@1xpay/contract';
import { formatMoney } from '@1xpay/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveTransaction } from '../common/transitions.ts';
import { jobs, pushSubscriptions, settings } from '../db/schema.ts';
import { NO_SESSION } from '../testing/expected-errors.ts';
import { createTransaction, customer, type Signed } from '../testing/fixtures.ts';
import type { PushService } from '../testing/push/push-service.ts';
import { type PushTestApp, runPushJobs as runJobs, startPushTestApp } from '../testing/push/push-test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import { errorOf } from '../testing/test-client.ts';
import { MAX_PUSH_ATTEMPTS } from './deliver-campaign.ts';
import { NOTICE_SENDS_AT_ONCE } from './notify-payment.ts';
import { MAX_DEVICES_PER_ACCOUNT } from './save-subscription.ts';

let app: PushTestApp;
let service: PushService;
let t: TestApp;
let boss: Signed;
beforeAll(async () => {
  app = await startPushTestApp();
  ({ service, t, boss } = app);
});
afterAll(() => app?.close());

const runPushJobs = () => runJobs(t);

/** A device of `who` subscribed through the API, as the app does it; `language` its Accept-Language. */
async function subscribe(who: Signed, language = 'fr-FR') {
  const device = service.subscribe();
  const response = await t
    .as(who, { headers: { 'accept-language': language } })
    .post('/api/push/subscriptions', device);
  expect(response.status).toBe(201);
  return device;
}

const campaign = (id: string) => t.as(boss).get(`/api/push/campaigns/${id}`);

describe('push subscriptions', () => {
  it('serves one VAPID public key, generated once and kept in the database', async () => {
    const first = await t.visitor.get('/api/push/key');
    expect(first.status).toBe(200);
    expect(first.body.data.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect((await t.visitor.get('/api/push/key')).body).toEqual(first.body);
    const [stored] = await t.deps.db.select().from(settings).where(eq(settings.key, 'pushVapidKeys'));
    expect(stored?.value).toMatchObject({ publicKey: first.body.data.publicKey });
  });

  it('keeps a device for the signed-in user (the same endpoint again takes the new keys), and forgets it on DELETE', async () => {
    const client = await customer(t.deps);
    const device = service.subscribe();
    const created = await t.as(client).post('/api/push/subscriptions', { ...device, expirationTime: null });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ data: { endpoint: device.endpoint, createdAt: t.clock.now().getTime() } });
    const renewed = service.subscribe();
    await t.as(client).post('/api/push/subscriptions', { endpoint: device.endpoint, keys: renewed.keys });
    const rows = await t.deps.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, device.endpoint));
    expect(rows).toMatchObject([
      { userId: client.user.id, p256dh: renewed.keys.p256dh, auth: renewed.keys.auth, locale: 'fr' },
    ]);

    // Someone else's DELETE changes nothing; the owner's removes it; again, still 204.
    const other = await customer(t.deps);
    expect((await t.as(other).delete('/api/push/subscriptions', { endpoint: device.endpoint })).status).toBe(
      204,
    );
    expect(
      await t.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint)),
    ).toHaveLength(1);
    for (let time = 0; time < 2; time += 1) {
      const gone = await t.as(client).delete('/api/push/subscriptions', { endpoint: device.endpoint });
      expect(gone.status).toBe(204);
      expect(gone.text).toBe('');
    }
    expect(
      await t.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint)),
    ).toHaveLength(0);
  });

  it('refuses an endpoint on any other service than the browsers’ and the configured ones, in the caller’s language', async () => {
    const client = await customer(t.deps);
    const keys = service.subscribe().keys;
    for (const endpoint of ['http://169.254.169.254/latest/meta-data', 'https://evil.example/push/1']) {
      const french = await t.as(client).post('/api/push/subscriptions', { endpoint, keys });
      expect(french.status).toBe(400);
      expect(errorOf(french)).toEqual({
        error: 'bad_request',
        message:
          'Service de notifications refusé : abonnez-vous depuis un navigateur pris en charge (Chrome, Firefox, Safari, Edge).',
      });
    }
    const english = await t
      .as(client, { headers: { 'accept-language': 'en' } })
      .post('/api/push/subscriptions', { endpoint: 'https://evil.example/push/1', keys });
    expect(errorOf(english).message).toBe(
      'Push service refused: subscribe from a supported browser (Chrome, Firefox, Safari, Edge).',
    );
    const badKeys = await t
      .as(client)
      .post(
        '/api/push/subscriptions',
        unchecked({ endpoint: `${service.origin}/push/x`, keys: { p256dh: 'x', auth: 'y' } }),
      );
    expect(badKeys.status).toBe(400);
    expect(errorOf(badKeys).error).toBe('validation_failed');
    expect(
      await t.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, client.user.id)),
    ).toEqual([]);
  });

  it('keeps 10 devices per account: an 11th drops the oldest', async () => {
    const client = await customer(t.deps);
    const devices = [];
    for (let n = 0; n < MAX_DEVICES_PER_ACCOUNT + 1; n += 1) {
      devices.push(await subscribe(client));
      t.clock.advance(1_000);
    }
    const kept = await t.deps.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, client.user.id));
    expect(kept.map((row) => row.endpoint).sort()).toEqual(
      devices
        .slice(1)
        .map((d) => d.endpoint)
        .sort(),
    );
  });

  it('keeps no more than 10 devices when many register at once', async () => {
    const client = await customer(t.deps);
    const responses = await Promise.all(
      Array.from({ length: 3 * MAX_DEVICES_PER_ACCOUNT }, () =>
        t.as(client).post('/api/push/subscriptions', service.subscribe()),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(responses.map(() => 201));
    const kept = await t.deps.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, client.user.id));
    expect(kept).toHaveLength(MAX_DEVICES_PER_ACCOUNT);
  });

  it('refuses a visitor before reading the body', async () => {
    const response = await t.visitor.post('/api/push/subscriptions', unchecked('pas du JSON'));
    expect(response.status).toBe(401);
    expect(response.body).toEqual(NO_SESSION);
  });
});

describe('a campaign to every subscription', () => {
  it('is sent encrypted to each device, with a live report: 429 waits for Retry-After, 410 deletes the subscription', async () => {
    await t.deps.db.delete(pushSubscriptions);
    const owner = await customer(t.deps);
    const fine = await subscribe(owner);
    const busy = await subscribe(owner);
    const gone = await subscribe(owner);
    service.answer(busy.endpoint, { status: 429, retryAfter: '120' });
    service.answer(gone.endpoint, { status: 410 });
    const before = service.received.length;

    const queued = await t.as(boss).post('/api/pushToAllUsers', {
      title: 'Bonus du week-end',
      body: 'Déposez avant dimanche : 5 % offerts.',
      url: '/app/deposit',
    });
    const { id } = queued.body.data;
    expect((await campaign(id)).body.data).toMatchObject({ status: 'queued', total: 0, pending: 0 });

    await runPushJobs();
    expect((await campaign(id)).body.data).toMatchObject({
      status: 'sending',
      total: 3,
      sent: 1,
      expired: 1,
      failed: 0,
      pending: 1,
      finishedAt: null,
    });
    const first = service.received.slice(before);
    expect(first.map((message) => message.endpoint)).toEqual([fine.endpoint]);
    expect(JSON.parse(first[0]?.payload ?? '')).toEqual({
      title: 'Bonus du week-end',
      body: 'Déposez avant dimanche : 5 % offerts.',
      url: '/app/deposit',
      tag: `campaign-${id}`,
    });
    expect(first[0]?.vapid).toMatchObject({
      aud: service.origin,
      sub: 'mailto:push@1xpay.invalid',
      publicKey: (await t.visitor.get('/api/push/key')).body.data.publicKey,
    });
    expect(first[0]?.ttl).toBe(86_400);
    expect(
      await t.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, gone.endpoint)),
    ).toEqual([]);

    // Not before the push service's Retry-After.
    t.clock.advance(60_000);
    await runPushJobs();
    expect((await campaign(id)).body.data.pending).toBe(1);
    t.clock.advance(61_000);
    await runPushJobs();
    expect((await campaign(id)).body.data).toMatchObject({
      status: 'sent',
      total: 3,
      sent: 2,
      expired: 1,
      failed: 0,
      pending: 0,
      finishedAt: t.clock.now().getTime(),
    });
    expect(service.received.slice(before).map((message) => message.endpoint)).toEqual([
      fine.endpoint,
      busy.endpoint,
    ]);
    const listed = await t.as(boss).get('/api/push/campaigns');
    expect(listed.body.data[0]).toMatchObject({ id, status: 'sent', sent: 2 });
  });

  it('fails a device whose push service keeps failing, after its tries, and one that refuses the request', async () => {
    await t.deps.db.delete(pushSubscriptions);
    const owner = await customer(t.deps);
    const failing = await subscribe(owner);
    const refusing = await subscribe(owner);
    service.answer(
      failing.endpoint,
      ...Array.from({ length: MAX_PUSH_ATTEMPTS }, () => ({ status: 500 as const })),
    );
    service.answer(refusing.endpoint, { status: 413 });
    const { id } = (await t.as(boss).post('/api/pushToAllUsers', { title: 'Maintenance', body: 'Ce soir.' }))
      .body.data;
    for (let round = 0; round < MAX_PUSH_ATTEMPTS + 1; round += 1) {
      await runPushJobs();
      t.clock.advance(10 * 60_000);
    }
    expect((await campaign(id)).body.data).toMatchObject({ status: 'sent', total: 2, sent: 0, failed: 2 });
  });

  it('is sent at once when nobody is subscribed', async () => {
    await t.deps.db.delete(pushSubscriptions);
    const { id } = (await t.as(boss).post('/api/pushToAllUsers', { title: 'Seul', body: 'Personne.' })).body
      .data;
    await runPushJobs();
    expect((await campaign(id)).body.data).toMatchObject({ status: 'sent', total: 0, pending: 0 });
  });

  it('answers 404 for an unknown campaign', async () => {
    const response = await campaign('00000000-0000-4000-8000-000000000000');
    expect(response.status).toBe(404);
    expect(errorOf(response)).toEqual({ error: 'not_found', message: 'Campagne introuvable.' });
  });
});

describe('a customer’s payment', () => {
  it('notifies each of their devices in its language when it awaits approval, and opens the transaction', async () => {
    const payer = await customer(t.deps);
    const french = await subscribe(payer, 'fr-FR,fr;q=0.9');
    const english = await subscribe(payer, 'en-GB,en;q=0.9');
    const payment = await createTransaction(t.deps, payer.user, { statusCode: 202, amount: 5000n });
    const before = service.received.length;
    await t.deps.db.transaction((tx) =>
      moveTransaction(tx, { reference: payment.reference, to: 204, source: 'processor', now: t.clock.now() }),
    );
    await runPushJobs();
    const got = service.received.slice(before);
    expect(got).toHaveLength(2);
    const byEndpoint = new Map(got.map((message) => [message.endpoint, message]));
    const reference = payment.reference;
    expect(JSON.parse(byEndpoint.get(french.endpoint)?.payload ?? '')).toEqual({
      title: 'Validez votre paiement',
      body: `Confirmez le paiement de ${formatMoney(5000n, 'XOF')} sur votre téléphone (${reference}).`,
      url: `/app/transaction?reference=${reference}`,
      tag: reference,
    });
    expect(JSON.parse(byEndpoint.get(english.endpoint)?.payload ?? '')).toMatchObject({
      title: 'Approve your payment',
      url: `/en/app/transaction?reference=${reference}`,
    });
    expect(byEndpoint.get(french.endpoint)).toMatchObject({
      urgency: 'high',
      topic: reference.replace(/[^\w-]/g, '_'),
    });
  });

  it('names the operation by its type: a transfer is never told as a deposit', async () => {
    const payer = await customer(t.deps);
    const device = await subscribe(payer);
    const sent = await createTransaction(t.deps, payer.user, {
      statusCode: 202,
      type: 'transfer',
      beneficiaryPhone: '+22890112233',
      beneficiaryCountry: 'TG',
    });
    const before = service.received.length;
    await t.deps.db.transaction(async (tx) => {
      const now = t.clock.now();
      await moveTransaction(tx, { reference: sent.reference, to: 230, source: 'processor', now });
      await moveTransaction(tx, { reference: sent.reference, to: 231, source: 'system', now });
      await moveTransaction(tx, { reference: sent.reference, to: 200, source: 'agent', now });
    });
    await runPushJobs();
    const told = service.received
      .slice(before)
      .filter((message) => message.endpoint === device.endpoint)
      .map((message) => JSON.parse(message.payload) as { title: string; body: string });
    expect(told.map((notice) => notice.title).sort()).toEqual(['Paiement reçu', 'Transfert réussi']);
    expect(told.map((notice) => notice.body).join(' ')).toContain(
      `votre transfert ${sent.reference} est en cours`,
    );
    expect(told.map((notice) => notice.body).join(' ')).not.toMatch(/dépôt/i);
  });

  it('tells a withdrawal as one: the code confirmed and what reaches the number, never a payment received', async () => {
    const payer = await customer(t.deps);
    const device = await subscribe(payer);
    const withdrawal = await createTransaction(t.deps, payer.user, {
      statusCode: 201,
      type: 'withdrawal',
      amount: 10_000n,
      fees: 200n,
      receivedAmount: 9800n,
      receivedCurrency: 'XOF',
      rate: '1',
    });
    const before = service.received.length;
    await t.deps.db.transaction(async (tx) => {
      const now = t.clock.now();
      await moveTransaction(tx, { reference: withdrawal.reference, to: 230, source: 'partner', now });
      await moveTransaction(tx, { reference: withdrawal.reference, to: 231, source: 'system', now });
      await moveTransaction(tx, { reference: withdrawal.reference, to: 200, source: 'agent', now });
    });
    await runPushJobs();
    const told = service.received
      .slice(before)
      .filter((message) => message.endpoint === device.endpoint)
      .map((message) => JSON.parse(message.payload) as { title: string; body: string });
    expect(told.map((notice) => notice.title).sort()).toEqual(['Code de retrait confirmé', 'Retrait réussi']);
    const bodies = told.map((notice) => notice.body.replace(/[\u00a0\u202f]/g, ' ')).join(' | ');
    expect(bodies).toContain(
      `Le site de paris a confirmé votre retrait ${withdrawal.reference} : 9 800 F CFA arrivent sur votre numéro.`,
    );
    expect(bodies).toContain(
      `9 800 F CFA versés sur votre numéro : le retrait ${withdrawal.reference} est terminé.`,
    );
    expect(bodies).not.toMatch(/reçus|paiement|dépôt/i);
  });

  it('tells of the payment, its success and a failure, and queues nothing for a customer without a device', async () => {
    const payer = await customer(t.deps);
    const device = await subscribe(payer);
    const succeeded = await createTransaction(t.deps, payer.user, { statusCode: 202 });
    const failed = await createTransaction(t.deps, payer.user, { statusCode: 204 });
    const before = service.received.length;
    await t.deps.db.transaction(async (tx) => {
      const now = t.clock.now();
      await moveTransaction(tx, { reference: succeeded.reference, to: 230, source: 'processor', now });
      await moveTransaction(tx, { reference: succeeded.reference, to: 231, source: 'system', now });
      await moveTransaction(tx, { reference: succeeded.reference, to: 200, source: 'agent', now });
      await moveTransaction(tx, {
        reference: failed.reference,
        to: 451,
        source: 'system',
        now: t.clock.now(),
      });
    });
    await runPushJobs();
    const titles = service.received
      .slice(before)
      .filter((message) => message.endpoint === device.endpoint)
      .map((message) => JSON.parse(message.payload).title)
      .sort();
    expect(titles).toEqual(['Dépôt réussi', 'Dépôt échoué', 'Paiement reçu']);

    const silent = await customer(t.deps);
    const quiet = await createTransaction(t.deps, silent.user, { statusCode: 202 });
    await t.deps.db.transaction((tx) =>
      moveTransaction(tx, { reference: quiet.reference, to: 204, source: 'processor', now: t.clock.now() }),
    );
    const queued = await t.deps.db.select().from(jobs).where(eq(jobs.kind, 'push.notify'));
    expect(
      queued.filter((job) => (job.payload as { transaction: string }).transaction === quiet.reference),
    ).toEqual([]);
  });

  it('sends a notice to many devices with at most 4 requests under way at once', async () => {
    const payer = await customer(t.deps);
    const devices = [];
    for (let n = 0; n < MAX_DEVICES_PER_ACCOUNT; n += 1) devices.push(await subscribe(payer));
    const payment = await createTransaction(t.deps, payer.user, { statusCode: 202 });
    const before = service.received.length;
    service.holdAnswers(20);
    service.resetMaxInFlight();
    try {
      await t.deps.db.transaction((tx) =>
        moveTransaction(tx, {
          reference: payment.reference,
          to: 204,
          source: 'processor',
          now: t.clock.now(),
        }),
      );
      await runPushJobs();
    } finally {
      service.holdAnswers(0);
    }
    const got = service.received.slice(before).map((message) => message.endpoint);
    expect(got.sort()).toEqual(devices.map((device) => device.endpoint).sort());
    expect(service.maxInFlight).toBeGreaterThan(1);
    expect(service.maxInFlight).toBeLessThanOrEqual(NOTICE_SENDS_AT_ONCE);
  });
});
