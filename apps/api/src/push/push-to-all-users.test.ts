import { type BodyOf, unchecked } from '@1xpay/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, jobs, pushCampaigns } from '../db/schema.ts';
import { FOREIGN_ORIGIN, MASTER_ONLY, NO_SESSION } from '../testing/expected-errors.ts';
import { agent, customer, master, type Signed } from '../testing/fixtures.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../testing/test-app.ts';
import { errorOf } from '../testing/test-client.ts';

let t: TestApp;
let boss: Signed;
beforeAll(async () => {
  t = await createTestApp();
  boss = await master(t.deps);
});
afterAll(() => t.close());

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

async function campaignsAndJobs() {
  return {
    campaigns: await t.deps.db.select().from(pushCampaigns),
    jobs: await t.deps.db.select().from(jobs).where(eq(jobs.kind, 'push.broadcast')),
  };
}

describe('POST /1xpay/api/pushToAllUsers', () => {
  it('records the campaign, queues one push.broadcast job naming it, and audits it', async () => {
    const response = await t.as(boss).post('/api/pushToAllUsers', {
      title: ' Bonus du week-end ',
      body: 'Déposez avant dimanche : 5 % offerts. ',
      url: 'https://1xpay.example/bonus',
    });
    expect(response.status).toBe(200);
    const campaign = {
      id: expect.stringMatching(new RegExp(`^${UUID}$`)),
      title: 'Bonus du week-end',
      body: 'Déposez avant dimanche : 5 % offerts.',
      url: 'https://1xpay.example/bonus',
      status: 'queued',
      createdAt: t.clock.now().getTime(),
    };
    expect(response.body).toEqual({ data: campaign });
    const { id } = response.body.data;

    const [row] = await t.deps.db.select().from(pushCampaigns).where(eq(pushCampaigns.id, id));
    expect(row).toMatchObject({
      title: 'Bonus du week-end',
      body: 'Déposez avant dimanche : 5 % offerts.',
      url: 'https://1xpay.example/bonus',
      status: 'queued',
      createdBy: boss.user.id,
      createdAt: t.clock.now(),
    });
    const queued = await t.deps.db.select().from(jobs).where(eq(jobs.kind, 'push.broadcast'));
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      payload: { campaignId: id },
      status: 'queued',
      attempts: 0,
      runAt: t.clock.now(),
    });

    const audit = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'push.queue'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: boss.user.id,
      target: `push:${id}`,
      before: null,
      after: { ...campaign, id },
      ip: '127.0.0.1',
    });
  });

  it('stores a null url when none is given, and takes the master admin’s cookie with a same-origin Origin', async () => {
    const response = await t
      .as(boss, { via: 'cookie', headers: { origin: TEST_ORIGIN } })
      .post('/api/pushToAllUsers', {
        title: 'Maintenance',
        body: 'Le service sera indisponible de 2 h à 3 h.',
      });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ url: null, status: 'queued' });
    const queued = await t.deps.db
      .select()
      .from(jobs)
      .where(eq(jobs.kind, 'push.broadcast'))
      .orderBy(asc(jobs.id));
    expect(queued.map((job) => job.payload)).toContainEqual({ campaignId: response.body.data.id });
    const foreign = await t
      .as(boss, { via: 'cookie', headers: { origin: 'https://evil.example' } })
      .post('/api/pushToAllUsers', { title: 'Maintenance', body: 'Texte' });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual(FOREIGN_ORIGIN);
  });

  it('is for the master admin only: 403 for a regular admin and a customer, 401 without a session', async () => {
    const before = await campaignsAndJobs();
    const payload: BodyOf<'/api/pushToAllUsers'> = { title: 'Promo', body: 'Texte' };
    const admin = await agent(t.deps, {
      countries: ['BJ', 'CI'],
      allowedOperationsTypes: ['deposit', 'withdrawal', 'transfer'],
    });
    const byAdmin = await t.as(admin).post('/api/pushToAllUsers', payload);
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body).toEqual(MASTER_ONLY);
    const client = await customer(t.deps);
    const byCustomer = await t
      .as(client, { via: 'cookie', headers: { origin: TEST_ORIGIN } })
      .post('/api/pushToAllUsers', payload);
    expect(byCustomer.status).toBe(403);
    expect(byCustomer.body).toEqual(MASTER_ONLY);
    const byVisitor = await t.visitor.post('/api/pushToAllUsers', payload);
    expect(byVisitor.status).toBe(401);
    expect(byVisitor.body).toEqual(NO_SESSION);
    expect(await campaignsAndJobs()).toEqual(before);
  });

  const refusals: { name: string; payload: unknown; field: string; message: string }[] = [
    {
      name: 'an empty title',
      payload: { title: '', body: 'Texte' },
      field: 'title',
      message: 'Le champ « title » doit contenir au moins 1 caractère.',
    },
    {
      name: 'a title of spaces',
      payload: { title: '   ', body: 'Texte' },
      field: 'title',
      message: 'Le champ « title » doit contenir au moins 1 caractère.',
    },
    {
      name: 'a missing body',
      payload: { title: 'Promo' },
      field: 'body',
      message: 'Le champ « body » est obligatoire.',
    },
    {
      name: 'a body over 240 characters',
      payload: { title: 'Promo', body: 'é'.repeat(241) },
      field: 'body',
      message: 'Le champ « body » doit contenir au plus 240 caractères.',
    },
    {
      name: 'a javascript: url',
      payload: { title: 'Promo', body: 'Texte', url: 'javascript:alert(1)' },
      field: 'url',
      message: 'Le champ « url » doit être un lien https:// ou un chemin du site.',
    },
    {
      name: 'a protocol-relative url',
      payload: { title: 'Promo', body: 'Texte', url: '//evil.example/x' },
      field: 'url',
      message: 'Le champ « url » doit être un lien https:// ou un chemin du site.',
    },
    {
      name: 'a data: url',
      payload: { title: 'Promo', body: 'Texte', url: 'data:text/html,<script>alert(1)</script>' },
      field: 'url',
      message: 'Le champ « url » doit être un lien https:// ou un chemin du site.',
    },
  ];
  for (const { name, payload, field, message } of refusals) {
    it(`answers 400 naming the field to ${name}, and queues nothing`, async () => {
      const before = await campaignsAndJobs();
      const response = await t.as(boss).post('/api/pushToAllUsers', unchecked(payload));
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ error: 'validation_failed', message });
      expect(errorOf(response).fields?.[0]).toEqual({ field, message });
      expect(await campaignsAndJobs()).toEqual(before);
    });
  }

  it('accepts a body of exactly 240 characters and a path of the site as url', async () => {
    const response = await t
      .as(boss)
      .post('/api/pushToAllUsers', { title: 'Promo', body: 'é'.repeat(240), url: '/app/deposit' });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ body: 'é'.repeat(240), url: '/app/deposit' });
  });
});
