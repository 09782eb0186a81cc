import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, transactions } from '../db/schema.ts';
import { jobHandlers } from '../jobs/handlers.ts';
import { runNextJob } from '../jobs/queue.ts';
import { customer } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Runs every job that is due, moving the clock past each step's delay, until none is left. */
async function runJobs() {
  const handlers = jobHandlers(t.deps);
  for (let i = 0; i < 50; i += 1) {
    t.clock.advance(t.deps.config.sandboxStepMs);
    if ((await runNextJob(t.deps.db, handlers, t.clock.now)) === undefined && i > 5) return;
  }
}

let numbers = 0;

/** A new customer whose phone number ends with `ending`, and the deposit they create through the API. */
async function depositFrom(ending: string) {
  numbers += 1;
  const phone = `+2290196${String(numbers).padStart(4, '0')}${ending}`;
  const payer = await customer(t.deps, { phoneNumber: phone });
  const response = await t.app.inject({
    method: 'POST',
    url: '/1xpay/api/transactions',
    headers: { ...payer.bearer, 'idempotency-key': randomUUID() },
    payload: { type: 'deposit', country: 'BJ', operator: 'mtn', payerPhone: phone, amount: 5_000 },
  });
  expect(response.statusCode).toBe(201);
  return { reference: response.json().reference as string, payer };
}

async function statusOf(reference: string) {
  const [row] = await t.deps.db.select().from(transactions).where(eq(transactions.reference, reference));
  return row;
}

describe('the sandbox processor', () => {
  it('takes a payment from 201 through 202, 203 and 204 to paid (230) for a number ending in 00', async () => {
    const { reference } = await depositFrom('00');
    await runJobs();
    expect(await statusOf(reference)).toMatchObject({
      statusCode: 230,
      finished: false,
      processorReference: `sbx_${reference}`,
    });
    const entries = await t.deps.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, reference));
    expect(entries.map((entry) => entry.kind)).toEqual(['collection']);
  });

  it.each([
    ['01', 450],
    ['02', 451],
    ['03', 460],
    ['04', 505],
    ['05', 461],
    ['06', 404],
    ['07', 452],
  ])('ends a payment from a number ending in %s with %i, booking nothing', async (ending, code) => {
    const { reference } = await depositFrom(ending);
    await runJobs();
    expect(await statusOf(reference)).toMatchObject({ statusCode: code, finished: true });
    expect(
      await t.deps.db.select().from(ledgerEntries).where(eq(ledgerEntries.reference, reference)),
    ).toEqual([]);
  });

  it('waits at 204 for any other number, until the customer approves or declines', async () => {
    const { reference: approved } = await depositFrom('42');
    const { reference: declined } = await depositFrom('43');
    await runJobs();
    expect((await statusOf(approved))?.statusCode).toBe(204);
    const yes = await t.app.inject({
      method: 'POST',
      url: `/1xpay/sandbox/transactions/${approved}/approve`,
    });
    expect(yes.statusCode).toBe(200);
    expect(yes.json()).toEqual({ reference: approved, statusCode: 230, message: null, finished: false });
    const no = await t.app.inject({ method: 'POST', url: `/1xpay/sandbox/transactions/${declined}/decline` });
    expect(no.json()).toEqual({ reference: declined, statusCode: 450, message: null, finished: true });
    const again = await t.app.inject({
      method: 'POST',
      url: `/1xpay/sandbox/transactions/${approved}/approve`,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'conflict',
      message: "Cette transaction n'attend pas l'approbation du client.",
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/1xpay/sandbox/transactions/1XP-NOPE/approve',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('shows each step through the statuses call the apps poll', async () => {
    const { reference, payer } = await depositFrom('00');
    const seen: number[] = [];
    const handlers = jobHandlers(t.deps);
    for (let i = 0; i < 6; i += 1) {
      const statuses = await t.app.inject({
        method: 'POST',
        url: `/1xpay/statuses/?apikey=${payer.apiKey}`,
        payload: { references: [reference] },
      });
      seen.push(statuses.json()[reference].statusCode);
      t.clock.advance(t.deps.config.sandboxStepMs);
      await runNextJob(t.deps.db, handlers, t.clock.now);
    }
    expect([...new Set(seen)]).toEqual([201, 202, 203, 204, 230]);
  });
});
