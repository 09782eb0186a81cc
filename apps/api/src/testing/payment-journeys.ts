import { randomUUID } from 'node:crypto';
import type { BodyOf } from '@1xpay/contract';
import { eq } from 'drizzle-orm';
import { ledgerEntries, operations, transactions } from '../db/schema.ts';
import { jobHandlers } from '../jobs/handlers.ts';
import { runNextJob } from '../jobs/queue.ts';
import { REFUND_RETRY_PAUSES_MS } from '../payments/decisions/refund-transaction.ts';
import { customer, type Signed } from './fixtures.ts';
import type { TestApp } from './test-app.ts';

/** A fee document charging 1 % on deposits in XOF, so that amounts and fees differ in the payments tests. */
export const ONE_PERCENT_ON_DEPOSITS: BodyOf<'/api/fees'> = {
  fees: [{ type: 'deposit', country: '*', operator: '*', percent: '1', fixed: 0, currency: 'XOF' }],
  processorFees: [],
};

/** Helpers for tests that drive payments through the API and the job queue. */
export function paymentJourneys(t: TestApp) {
  let numbers = 0;
  return {
    /** Runs every job that is due, moving the clock past each step's delay, until none is left. */
    async runJobs() {
      const handlers = jobHandlers(t.deps);
      for (let i = 0; i < 60; i += 1) {
        t.clock.advance(t.deps.config.sandboxStepMs);
        if ((await runNextJob(t.deps.db, handlers, t.clock.now)) === undefined && i > 5) return;
      }
    },

    /** Runs the jobs due now (the clock stays where it is), until none is left. */
    async runDueJobs() {
      const handlers = jobHandlers(t.deps);
      for (let i = 0; i < 200; i += 1) {
        if ((await runNextJob(t.deps.db, handlers, t.clock.now)) === undefined) return;
      }
      throw new Error('jobs kept coming: 200 run and more due');
    },

    /** Lets a refund's retries run (each pause after a failed try, then the jobs due), until it is sent or failed. */
    async runRefundRetries() {
      for (const pause of REFUND_RETRY_PAUSES_MS) {
        t.clock.advance(pause);
        await this.runDueJobs();
      }
    },

    /** A new customer paying from a Beninese number ending with `ending`, and the transaction they create. */
    async payFrom(ending: string, body: Partial<BodyOf<'/api/transactions'>> = {}) {
      numbers += 1;
      const phone = `+2290196${String(numbers).padStart(4, '0')}${ending}`;
      const payer = await customer(t.deps, { phoneNumber: phone });
      const created = await t
        .as(payer)
        .post(
          '/api/transactions',
          { type: 'deposit', country: 'BJ', operator: 'mtn', payerPhone: phone, amount: 5_000, ...body },
          { idempotencyKey: randomUUID() },
        );
      if (created.status !== 201) throw new Error(`creation refused: ${created.text}`);
      return { reference: created.body.reference, payer, phone };
    },

    async statusOf(reference: string) {
      const [row] = await t.deps.db.select().from(transactions).where(eq(transactions.reference, reference));
      return row;
    },

    async operationOf(reference: string) {
      const [row] = await t.deps.db
        .select()
        .from(operations)
        .where(eq(operations.transactionReference, reference));
      return row;
    },

    /** The refund of a reversed payment as the master admin reads it (GET /admin/refunds), if there is one. */
    async refundOf(master: Signed, reference: string) {
      const all = await t.as(master).get('/admin/refunds', { query: { limit: 200 } });
      return all.body.data.find((refund) => refund.transactionReference === reference);
    },

    async ledgerKinds(reference: string) {
      const entries = await t.deps.db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.reference, reference));
      return entries.map((entry) => entry.kind);
    },
  };
}
