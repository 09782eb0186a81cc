import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASTER_ONLY } from '../../testing/expected-errors.ts';
import {
  agent,
  createOperation,
  createTransaction,
  customer,
  master,
  type Signed,
} from '../../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { errorOf } from '../../testing/test-client.ts';

// GET /admin/overview (decision 030) over known payments, with the figures worked out by hand. The test clock
// stands at 2026-11-21T09:00Z, so the default range is 2026-10-23 to 2026-11-21.

let t: TestApp;
let boss: Signed;
let worker: Signed;
beforeAll(async () => {
  t = await createTestApp();
  boss = await master(t.deps);
  worker = await agent(t.deps, { countries: ['BJ', 'CI'], allowedOperationsTypes: ['deposit'] });
  const benin = (await customer(t.deps, { country: 'BJ' })).user;
  const ivory = (await customer(t.deps, { country: 'CI' })).user;
  const gabon = (await customer(t.deps, { country: 'GA' })).user;
  const at = (iso: string) => new Date(iso);
  const pay = async (
    sender: typeof benin,
    createdAt: string,
    values: { operator: string; amount: bigint; statusCode: number; finished: boolean; currency?: string },
    updatedAt = createdAt,
  ) =>
    createTransaction(t.deps, sender, {
      ...values,
      createdAt: at(createdAt),
      updatedAt: at(updatedAt),
    });
  const done = { finished: true } as const;
  const open = { finished: false } as const;
  // T1–T3 on 20 November (T3 at 23:30 UTC is still the 20th); T1's operation is done: it waits for nobody.
  const t1 = await pay(benin, '2026-11-20T10:00:00Z', {
    operator: 'mtn',
    amount: 10_000n,
    statusCode: 200,
    ...done,
  });
  await pay(benin, '2026-11-20T11:00:00Z', { operator: 'moov', amount: 5_000n, statusCode: 528, ...done });
  await pay(ivory, '2026-11-20T23:30:00Z', { operator: 'orange', amount: 20_000n, statusCode: 200, ...done });
  // T4: blocked (235) for an hour: waiting for the master, not yet stuck.
  await pay(
    benin,
    '2026-11-21T07:00:00Z',
    { operator: 'mtn', amount: 7_000n, statusCode: 235, ...open },
    '2026-11-21T08:00:00Z',
  );
  // T5: in delivery for 2 h 30, its operation waiting for the agent.
  const t5 = await pay(
    ivory,
    '2026-11-21T06:00:00Z',
    { operator: 'mtn', amount: 3_000n, statusCode: 231, ...open },
    '2026-11-21T06:30:00Z',
  );
  await createOperation(t.deps, t5.reference, worker.user.id, { createdAt: at('2026-11-21T06:30:00Z') });
  // T6: in delivery for 49 hours: stuck, its operation the agent's oldest.
  const t6 = await pay(benin, '2026-11-19T08:00:00Z', {
    operator: 'mtn',
    amount: 4_000n,
    statusCode: 231,
    ...open,
  });
  await createOperation(t.deps, t6.reference, worker.user.id, { createdAt: at('2026-11-19T08:00:00Z') });
  // T7: Gabon, in CFA francs of Central Africa.
  await pay(gabon, '2026-11-21T08:00:00Z', {
    operator: 'orange',
    amount: 50_000n,
    statusCode: 200,
    currency: 'XAF',
    ...done,
  });
  // T8: before the default range.
  await pay(benin, '2026-10-01T12:00:00Z', { operator: 'mtn', amount: 999n, statusCode: 200, ...done });
  // T9: in delivery, its operation with the master admin.
  const t9 = await pay(
    benin,
    '2026-11-21T02:00:00Z',
    { operator: 'moov', amount: 2_000n, statusCode: 231, ...open },
    '2026-11-21T03:00:00Z',
  );
  await createOperation(t.deps, t9.reference, boss.user.id, { createdAt: at('2026-11-21T03:00:00Z') });
  await createOperation(t.deps, t1.reference, worker.user.id, { operationStatus: 'success' });
});
afterAll(() => t.close());

const none = { count: 0, finished: 0, succeeded: 0, successRate: null, volumes: [] };
const ms = (iso: string) => new Date(iso).getTime();

describe('GET /1xpay/admin/overview', () => {
  it('counts the last 30 days by day, country and operator, and what waits now, for the master', async () => {
    const response = await t.as(boss).get('/admin/overview');
    expect(response.status).toBe(200);
    const body = response.body as Record<string, unknown> & { days: { day: string }[] };
    expect(body.from).toBe('2026-10-23');
    expect(body.to).toBe('2026-11-21');
    expect(body.country).toBeNull();
    expect(body.totals).toEqual({
      count: 8,
      finished: 4,
      succeeded: 3,
      successRate: 0.75,
      volumes: [
        { currency: 'XAF', amount: 50_000, succeededAmount: 50_000 },
        { currency: 'XOF', amount: 51_000, succeededAmount: 30_000 },
      ],
    });
    expect(body.days).toHaveLength(30);
    expect(body.days[0]).toEqual({ day: '2026-10-23', ...none });
    expect(body.days.slice(-3)).toEqual([
      {
        day: '2026-11-19',
        count: 1,
        finished: 0,
        succeeded: 0,
        successRate: null,
        volumes: [{ currency: 'XOF', amount: 4_000, succeededAmount: 0 }],
      },
      {
        day: '2026-11-20',
        count: 3,
        finished: 3,
        succeeded: 2,
        successRate: 0.6667,
        volumes: [{ currency: 'XOF', amount: 35_000, succeededAmount: 30_000 }],
      },
      {
        day: '2026-11-21',
        count: 4,
        finished: 1,
        succeeded: 1,
        successRate: 1,
        volumes: [
          { currency: 'XAF', amount: 50_000, succeededAmount: 50_000 },
          { currency: 'XOF', amount: 12_000, succeededAmount: 0 },
        ],
      },
    ]);
    expect(body.byCountry).toEqual([
      {
        country: 'BJ',
        count: 5,
        finished: 2,
        succeeded: 1,
        successRate: 0.5,
        volumes: [{ currency: 'XOF', amount: 28_000, succeededAmount: 10_000 }],
      },
      {
        country: 'CI',
        count: 2,
        finished: 1,
        succeeded: 1,
        successRate: 1,
        volumes: [{ currency: 'XOF', amount: 23_000, succeededAmount: 20_000 }],
      },
      {
        country: 'GA',
        count: 1,
        finished: 1,
        succeeded: 1,
        successRate: 1,
        volumes: [{ currency: 'XAF', amount: 50_000, succeededAmount: 50_000 }],
      },
    ]);
    expect(body.byOperator).toEqual([
      {
        operator: 'mtn',
        count: 4,
        finished: 1,
        succeeded: 1,
        successRate: 1,
        volumes: [{ currency: 'XOF', amount: 24_000, succeededAmount: 10_000 }],
      },
      {
        operator: 'moov',
        count: 2,
        finished: 1,
        succeeded: 0,
        successRate: 0,
        volumes: [{ currency: 'XOF', amount: 7_000, succeededAmount: 0 }],
      },
      {
        operator: 'orange',
        count: 2,
        finished: 2,
        succeeded: 2,
        successRate: 1,
        volumes: [
          { currency: 'XAF', amount: 50_000, succeededAmount: 50_000 },
          { currency: 'XOF', amount: 20_000, succeededAmount: 20_000 },
        ],
      },
    ]);
    // Every payment here is mobile money: its one method counts them all.
    expect(body.byMethod).toEqual([{ method: 'mobile_money', ...(body.totals as object) }]);
    expect(body.blocked).toEqual({
      count: 1,
      volumes: [{ currency: 'XOF', amount: 7_000 }],
      oldestSince: ms('2026-11-21T08:00:00Z'),
    });
    expect(body.stuck).toEqual({ count: 1 });
    expect(body.waitingPerAgent).toEqual([
      {
        adminId: worker.user.id,
        firstName: worker.user.firstName,
        lastName: worker.user.lastName,
        isMaster: false,
        count: 2,
        oldestSince: ms('2026-11-19T08:00:00Z'),
      },
      {
        adminId: boss.user.id,
        firstName: boss.user.firstName,
        lastName: boss.user.lastName,
        isMaster: true,
        count: 1,
        oldestSince: ms('2026-11-21T03:00:00Z'),
      },
    ]);
  });

  it('agrees with the blocked and stuck lists', async () => {
    const blocked = await t.as(boss).get('/admin/transactions/blocked');
    const stuck = await t.as(boss).get('/admin/transactions/stuck');
    expect((blocked.body as { data: unknown[] }).data).toHaveLength(1);
    expect((stuck.body as { data: unknown[] }).data).toHaveLength(1);
  });

  it('splits the payments by method, amounts per currency (issue 36)', async () => {
    // On a database of its own, so that the other tests' figures stay as worked out above.
    const own = await createTestApp();
    const chief = await master(own.deps);
    const payer = (await customer(own.deps, { country: 'BJ' })).user;
    const on = (day: string, operator: string, amount: bigint, statusCode: number, currency = 'XOF') =>
      createTransaction(own.deps, payer, {
        operator,
        amount,
        statusCode,
        currency,
        finished: statusCode !== 204,
        createdAt: new Date(`${day}T10:00:00Z`),
      });
    await on('2026-09-02', 'card', 15_000n, 200);
    await on('2026-09-03', 'card', 5_000n, 460);
    await on('2026-09-03', 'card', 2_500n, 200, 'XAF');
    await on('2026-09-04', 'bank', 40_000n, 204);
    await on('2026-09-04', 'mtn', 1_000n, 200);
    const response = await own
      .as(chief)
      .get('/admin/overview', { query: { from: '2026-09-01', to: '2026-09-30' } });
    expect(response.status).toBe(200);
    expect(response.body.byMethod).toEqual([
      {
        method: 'card',
        count: 3,
        finished: 3,
        succeeded: 2,
        successRate: 0.6667,
        volumes: [
          { currency: 'XAF', amount: 2_500, succeededAmount: 2_500 },
          { currency: 'XOF', amount: 20_000, succeededAmount: 15_000 },
        ],
      },
      {
        method: 'bank',
        count: 1,
        finished: 0,
        succeeded: 0,
        successRate: null,
        volumes: [{ currency: 'XOF', amount: 40_000, succeededAmount: 0 }],
      },
      {
        method: 'mobile_money',
        count: 1,
        finished: 1,
        succeeded: 1,
        successRate: 1,
        volumes: [{ currency: 'XOF', amount: 1_000, succeededAmount: 1_000 }],
      },
    ]);
    await own.close();
  }, 120_000);

  it('narrows everything to one country, the snapshot figures too', async () => {
    const ivory = await t.as(boss).get('/admin/overview', { query: { country: 'ci' } });
    expect(ivory.status).toBe(200);
    expect(ivory.body).toMatchObject({
      country: 'CI',
      totals: {
        count: 2,
        finished: 1,
        succeeded: 1,
        successRate: 1,
        volumes: [{ currency: 'XOF', amount: 23_000, succeededAmount: 20_000 }],
      },
      byCountry: [{ country: 'CI', count: 2 }],
      byOperator: [
        { operator: 'mtn', count: 1 },
        { operator: 'orange', count: 1 },
      ],
      blocked: { count: 0, volumes: [], oldestSince: null },
      stuck: { count: 0 },
      waitingPerAgent: [{ adminId: worker.user.id, count: 1, oldestSince: ms('2026-11-21T06:30:00Z') }],
    });
    const benin = await t.as(boss).get('/admin/overview', { query: { country: 'BJ' } });
    expect(benin.body).toMatchObject({
      totals: { count: 5, finished: 2, succeeded: 1, successRate: 0.5 },
      blocked: { count: 1 },
      stuck: { count: 1 },
      waitingPerAgent: [
        { adminId: worker.user.id, count: 1, oldestSince: ms('2026-11-19T08:00:00Z') },
        { adminId: boss.user.id, count: 1, oldestSince: ms('2026-11-21T03:00:00Z') },
      ],
    });
  });

  it('counts the days asked, both ends included, up to 366', async () => {
    const one = await t.as(boss).get('/admin/overview', { query: { from: '2026-11-20', to: '2026-11-20' } });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({
      from: '2026-11-20',
      to: '2026-11-20',
      totals: { count: 3, finished: 3, succeeded: 2, successRate: 0.6667 },
      days: [{ day: '2026-11-20', count: 3 }],
    });
    const year = await t.as(boss).get('/admin/overview', { query: { from: '2025-11-21', to: '2026-11-21' } });
    expect(year.status).toBe(200);
    const yearBody = year.body as { days: unknown[]; totals: { count: number } };
    expect(yearBody.days).toHaveLength(366);
    expect(yearBody.totals.count).toBe(9);
    const lastMonth = await t.as(boss).get('/admin/overview', { query: { to: '2026-10-31' } });
    expect(lastMonth.body).toMatchObject({ from: '2026-10-02', to: '2026-10-31', totals: { count: 0 } });
    expect((lastMonth.body as { byCountry: unknown[] }).byCountry).toEqual([]);
  });

  it('refuses a range backwards, too long or a day that does not exist, in the caller’s language', async () => {
    const backwards = await t
      .as(boss)
      .get('/admin/overview', { query: { from: '2026-11-21', to: '2026-11-20' } });
    expect(backwards.status).toBe(400);
    expect(backwards.body).toEqual({
      error: 'validation_failed',
      message:
        'Période invalide : le premier jour (from) doit précéder le dernier (to), sur 366 jours au plus.',
    });
    const long = await t.as(boss).get('/admin/overview', { query: { from: '2025-11-20' } });
    expect(long.status).toBe(400);
    const english = await t.as(boss).get('/admin/overview', {
      query: { from: '2024-01-01', to: '2026-01-01' },
      headers: { 'accept-language': 'en' },
    });
    expect(english.body).toEqual({
      error: 'validation_failed',
      message: 'Invalid range: the first day (from) must not be after the last (to), 366 days at most.',
    });
    for (const query of [{ from: '2026-02-30' }, { to: '21/11/2026' }, { country: 'XX' }]) {
      const response = await t.as(boss).get('/admin/overview', { query });
      expect(response.status, JSON.stringify(query)).toBe(400);
      expect((response.body as unknown as { error: string }).error).toBe('validation_failed');
    }
  });

  it('refuses a day outside 2000–2099 at its field (it reached the database: 500)', async () => {
    for (const [query, field] of [
      [{ from: '0000-01-01', to: '0000-12-31' }, 'from'],
      [{ from: '9999-01-01', to: '9999-12-31' }, 'from'],
      [{ from: '2099-12-01', to: '9999-12-31' }, 'to'],
      [{ to: '1999-12-31' }, 'to'],
    ] as const) {
      const response = await t.as(boss).get('/admin/overview', { query });
      expect([JSON.stringify(query), response.status]).toEqual([JSON.stringify(query), 400]);
      expect(errorOf(response).fields?.[0]).toEqual({
        field,
        message: `Le champ « ${field} » doit être un jour du 2000-01-01 au 2099-12-31.`,
      });
    }
    const last = await t.as(boss).get('/admin/overview', { query: { from: '2099-12-01', to: '2099-12-31' } });
    expect(last.status).toBe(200);
  });

  it('refuses an agent: the overview is the master admin’s', async () => {
    const response = await t.as(worker).get('/admin/overview');
    expect(response.status).toBe(403);
    expect(response.body).toEqual(MASTER_ONLY);
  });
});
