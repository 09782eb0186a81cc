import { describe, expect, it } from 'vitest';
import { jobHandlers } from '../../jobs/handlers.ts';
import { CLAIM_MS, runNextJob } from '../../jobs/queue.ts';
import { FAKE_SECRET_KEY, type FakeFedapay } from '../../testing/fedapay/fake-fedapay.ts';
import { type FedapaySuite, fedapaySuite } from '../../testing/fedapay/fedapay-journeys.ts';
import type { TestApp } from '../../testing/test-app.ts';

// What a retry must not do twice at FedaPay: create the collection (a crash after its create, before our commit),
// or ask the payer (a job taken over by a second worker while the first still waits for FedaPay).

let fake: FakeFedapay;
let t: TestApp;
let journeys: FedapaySuite['journeys'];
fedapaySuite((suite) => {
  ({ fake, t, journeys } = suite);
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function remotesOf(reference: string) {
  return fake.transactions.filter((remote) => remote.custom_metadata?.reference === reference);
}

describe('FedaPay retries', () => {
  it('finds the collection by our reference after a lost answer to its create, instead of creating another', async () => {
    const { reference } = await journeys.payFrom('55');
    // A near match for FedaPay's full-text search: another collection that mentions our reference.
    await fetch(`${fake.url}/v1/transactions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${FAKE_SECRET_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        description: `Remboursement ${reference}`,
        amount: 100,
        currency: { iso: 'XOF' },
        custom_metadata: { reference: `${reference}-R` },
      }),
    });
    fake.loseNextAnswers(1, { method: 'POST', path: '/v1/transactions' });
    await journeys.runDueJobs();
    expect((await journeys.statusOf(reference))?.statusCode).toBe(201); // the answer never came: retried
    t.clock.advance(1_000);
    await journeys.runDueJobs();

    const row = await journeys.statusOf(reference);
    expect(row?.statusCode).toBe(204);
    const remotes = remotesOf(reference);
    expect(remotes).toHaveLength(1);
    expect(row?.processorReference).toBe(String(remotes[0]?.id));
    expect(remotes[0]).toMatchObject({ mode: 'mtn_open' });
  });

  it('asks the payer once when FedaPay is slower than a claim lasts and a second worker is free', async () => {
    const { reference } = await journeys.payFrom('55');
    const handlers = jobHandlers(t.deps);
    await runNextJob(t.deps.db, handlers, t.clock.now); // opened at FedaPay: 202, the payer not asked yet
    const row = await journeys.statusOf(reference);
    expect(row?.statusCode).toBe(202);
    const tokenPath = `/v1/transactions/${row?.processorReference}/token`;

    fake.delayNext(2, 400); // the token and the push each take longer than the test's pause below
    const first = runNextJob(t.deps.db, handlers, t.clock.now, undefined, { heartbeatMs: 10 });
    for (let i = 0; i < 200 && !fake.requests.some((request) => request.path === tokenPath); i += 1)
      await pause(5);
    t.clock.advance(CLAIM_MS + 1);
    await pause(100);
    const second = runNextJob(t.deps.db, handlers, t.clock.now, undefined, { heartbeatMs: 10 });
    await Promise.all([first, second]);
    await journeys.runDueJobs();

    expect(fake.requests.filter((request) => request.path === tokenPath)).toHaveLength(1);
    expect((await journeys.statusOf(reference))?.statusCode).toBe(204);
  });
});
