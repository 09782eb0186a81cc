import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { transactionEvents } from '../../db/schema.ts';
import { master } from '../fixtures.ts';
import { paymentJourneys } from '../payment-journeys.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { FAKE_SECRET_KEY, FAKE_WEBHOOK_SECRET, type FakeFedapay, startFakeFedapay } from './fake-fedapay.ts';

/** FedaPay's pace in these tests: a pending payment is polled after 30 s, then at most a minute apart. */
export const FEDAPAY_POLL_MS = 30_000;

/**
 * The API on PAYMENT_PROCESSOR=fedapay against a fake FedaPay of its own (payments expire after 10 minutes), with
 * the master admin created (operations go to the master when no agent is eligible).
 */
async function fedapayTestApp() {
  const fake = await startFakeFedapay();
  const t = await createTestApp({
    PAYMENT_PROCESSOR: 'fedapay',
    FEDAPAY_API_URL: fake.url,
    FEDAPAY_SECRET_KEY: FAKE_SECRET_KEY,
    FEDAPAY_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
    FEDAPAY_POLL_SECONDS: String(FEDAPAY_POLL_MS / 1000),
    PAYMENT_EXPIRY_MINUTES: '10',
  });
  const boss = await master(t.deps);
  return {
    fake,
    t,
    boss,
    async close() {
      await t.close();
      await fake.close();
    },
  };
}

/** Payments driven through the API, FedaPay's fake and the job queue. */
export function fedapayJourneys(t: TestApp, fake: FakeFedapay) {
  const journeys = paymentJourneys(t);
  return {
    ...journeys,

    /** A deposit taken to 204 at FedaPay: the fake holds its transaction, the payer has been asked. */
    async depositAsked(ending = '55', body: Record<string, unknown> = {}) {
      const created = await journeys.payFrom(ending, body);
      await journeys.runDueJobs();
      const row = await journeys.statusOf(created.reference);
      const remote = fake.transactions.find((candidate) => String(candidate.id) === row?.processorReference);
      if (remote === undefined) throw new Error('no FedaPay transaction');
      return { ...created, remote };
    },

    /** Delivers a webhook as FedaPay sends it: its signed text body and its headers, with `extra` ones on top. */
    deliver(webhook: { body: string; headers: Record<string, string> }, extra: Record<string, string> = {}) {
      return t.visitor.post('/webhooks/fedapay', webhook.body, { headers: { ...webhook.headers, ...extra } });
    },

    /** The transaction's status history as `code:source`. */
    async history(reference: string) {
      const events = await t.deps.db
        .select()
        .from(transactionEvents)
        .where(eq(transactionEvents.reference, reference))
        .orderBy(transactionEvents.id);
      return events.map((event) => `${event.toCode}:${event.source}`);
    },

    nowSeconds: () => Math.floor(t.clock.now().getTime() / 1000),
  };
}

export type FedapaySuite = Awaited<ReturnType<typeof fedapayTestApp>> & {
  journeys: ReturnType<typeof fedapayJourneys>;
};

/**
 * A test file's app on FedaPay's fake (fedapayTestApp and its journeys), made before its tests and closed after
 * them, FedaPay answering normally at the start of each test; `use` receives it once made.
 */
export function fedapaySuite(use: (suite: FedapaySuite) => void): void {
  let suite: FedapaySuite | undefined;
  beforeAll(async () => {
    const app = await fedapayTestApp();
    suite = { ...app, journeys: fedapayJourneys(app.t, app.fake) };
    use(suite);
  });
  afterAll(() => suite?.close());
  beforeEach(() => suite?.fake.failNext(0, 500));
}
