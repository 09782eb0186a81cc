import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema.ts';
import { enqueue } from '../../jobs/queue.ts';
import { master, type Signed } from '../../testing/fixtures.ts';
import { ONE_PERCENT_ON_DEPOSITS, paymentJourneys } from '../../testing/payment-journeys.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { MONEY_RULE_GRACE_MS, MONEY_RULE_JOB, REFUND_RETRY_WINDOW_MS } from './check-money-rule.ts';

// The money rule's reconciliation (decision 044): the periodic job finds the ended transactions whose collected
// money is neither delivered nor refunded, the master admin lists them and Prometheus counts them. Payments made
// through the API and the sandbox, then broken on purpose in the database.

const TOKEN = 'un-jeton-de-metriques-assez-long';

let t: TestApp;
let boss: Signed;
let journeys: ReturnType<typeof paymentJourneys>;

beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN });
  boss = await master(t.deps, { rememberMe: true });
  journeys = paymentJourneys(t);
  expect((await t.as(boss).post('/api/fees', ONE_PERCENT_ON_DEPOSITS)).status).toBe(200);
});
afterAll(() => t.close());

/** A deposit of 5,000 XOF (fees 50) collected and handed to delivery, then ended by the master as its agent. */
async function delivered(outcome: 'complete' | 'fail') {
  const paid = await journeys.payFrom('00');
  await journeys.runJobs();
  const ended =
    outcome === 'complete'
      ? await t.as(boss).post(`/admin/operations/${paid.reference}/complete`)
      : await t.as(boss).post(`/admin/operations/${paid.reference}/fail`, {
          failureMessage: 'Compte de paris introuvable.',
        });
  expect(ended.status).toBe(200);
  await journeys.runJobs();
  return paid.reference;
}

/** Sets the refund of `reference` as the test needs it, whatever the engine did with it. */
async function refundIs(reference: string, status: 'pending' | 'failed' | 'sent', openedAt: Date) {
  await t.deps.db.execute(sql`
    insert into refunds (reference, processor, amount, currency, phone, status, created_at, updated_at)
    select reference, processor, amount + fees, currency, payer_phone, ${status}, ${openedAt}, ${openedAt}
      from transactions where reference = ${reference}
    on conflict (reference) do update set status = excluded.status, created_at = excluded.created_at`);
}

/** Runs the reconciliation as its job does, at the clock's time. */
async function check() {
  await t.deps.db.delete(jobs).where(eq(jobs.kind, MONEY_RULE_JOB));
  await enqueue(t.deps.db, MONEY_RULE_JOB, {}, t.clock.now());
  await journeys.runDueJobs();
}

const breaks = async () => (await t.as(boss).get('/admin/money-rule/breaks')).body;
const gauge = async (kind: string) => {
  const text = (
    await t.visitor.send({ method: 'GET', path: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })
  ).text;
  return Number(new RegExp(`money_rule_breaks\\{kind="${kind}"\\} (\\d+)`).exec(text)?.[1] ?? Number.NaN);
};

describe('the money rule’s reconciliation', () => {
  it('finds a collected payment neither delivered nor refunded, counts it and lists it; leaves a healthy one', async () => {
    const healthy = await delivered('complete');
    const broken = await delivered('fail');
    // Broken on purpose: the 528's refund is gone (or was never opened).
    await t.deps.db.execute(sql`delete from refunds where reference = ${broken}`);

    // Within the grace period nothing is judged yet.
    await check();
    expect((await breaks()).data).toEqual([]);
    expect(await gauge('not_refunded')).toBe(0);

    t.clock.advance(MONEY_RULE_GRACE_MS + 60_000);
    await check();
    const found = await breaks();
    expect(found.total).toBe(1);
    expect(found.checkedAt).toBe(t.clock.now().getTime());
    expect(found.data).toEqual([
      {
        transactionReference: broken,
        kind: 'not_refunded',
        type: 'deposit',
        statusCode: 528,
        currency: 'XOF',
        collected: 5_050,
        delivered: 0,
        refunded: 0,
        foundAt: t.clock.now().getTime(),
      },
    ]);
    expect(found.data.map((row) => row.transactionReference)).not.toContain(healthy);
    expect(await gauge('not_refunded')).toBe(1);
    expect(await gauge('refund_failed')).toBe(0);

    // The job runs again by itself, MONEY_RULE_CHECK_MINUTES later.
    const [next] = await t.deps.db.select().from(jobs).where(eq(jobs.kind, MONEY_RULE_JOB)).orderBy(jobs.id);
    expect(next?.status).toBe('done');
    const queued = await t.deps.db
      .select()
      .from(jobs)
      .where(sql`${jobs.kind} = ${MONEY_RULE_JOB} and ${jobs.status} = 'queued'`);
    expect(queued.map((job) => job.runAt.getTime())).toEqual([
      t.clock.now().getTime() + t.deps.config.moneyRuleCheckMs,
    ]);

    // Put right (its refund sent), it leaves the list at the next check; a refund failed for good stays, as one
    // for the master; the first finding keeps the time it was first seen.
    const firstSeen = t.clock.now().getTime();
    await refundIs(broken, 'failed', t.clock.now());
    t.clock.advance(60_000);
    await check();
    const failed = await breaks();
    expect(failed.data.map((row) => [row.transactionReference, row.kind, row.foundAt])).toEqual([
      [broken, 'refund_failed', firstSeen],
    ]);
    expect(await gauge('refund_failed')).toBe(1);
    expect(await gauge('not_refunded')).toBe(0);
    await t.deps.db.execute(sql`update refunds set status = 'sent' where reference = ${broken}`);
    await check();
    expect(await breaks()).toMatchObject({ data: [], total: 0 });
    expect(await gauge('refund_failed')).toBe(0);
  });

  it('leaves a refund on its way within its retry window, and lists it stuck past it', async () => {
    const reference = await delivered('fail');
    t.clock.advance(MONEY_RULE_GRACE_MS + 60_000);
    await refundIs(reference, 'pending', t.clock.now());
    await check();
    expect((await breaks()).data.map((row) => row.transactionReference)).not.toContain(reference);

    t.clock.advance(REFUND_RETRY_WINDOW_MS);
    await check();
    expect((await breaks()).data.map((row) => [row.transactionReference, row.kind])).toEqual([
      [reference, 'refund_stuck'],
    ]);
    expect(await gauge('refund_stuck')).toBe(1);
  });

  it('lists a payment the processor collected after it ended, which nothing booked nor refunded', async () => {
    const paid = await journeys.payFrom('02');
    await journeys.runJobs();
    expect((await journeys.statusOf(paid.reference))?.statusCode).toBe(451);
    await t.deps.db.execute(
      sql`update transactions set paid_after_expiry_at = ${t.clock.now()} where reference = ${paid.reference}`,
    );
    t.clock.advance(MONEY_RULE_GRACE_MS + 60_000);
    await check();
    expect((await breaks()).data).toContainEqual(
      expect.objectContaining({
        transactionReference: paid.reference,
        kind: 'paid_after_end',
        collected: 5_050,
      }),
    );
  });
});
