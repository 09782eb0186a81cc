import { and, eq } from 'drizzle-orm';
import type { PayoutResult } from '../../adapters/processors/processor.ts';
import type { Deps } from '../../common/context.ts';
import { lockTransaction, moveTransaction } from '../../common/transitions.ts';
import type { Executor } from '../../db/client.ts';
import { payouts } from '../../db/schema.ts';
import { enqueue } from '../../jobs/queue.ts';
import { assignOperation } from '../../operations/index.ts';
import { processorOf } from '../collection/collection.ts';
import { PAYOUT_JOB } from './choose-delivery.ts';

export { PAYOUT_JOB };

/** How soon a payout on its way at the processor (started, not yet sent) is asked about again. */
export const PAYOUT_CHECK_MS = 30_000;

/**
 * The pauses after each try that could not reach the processor: 30 s, 2, 10 then 30 minutes. A payout the
 * processor never had (no id yet) then goes to an agent; one it has is asked about every 30 minutes until it says
 * sent or failed (money may be on its way: an agent must not send it a second time).
 */
export const PAYOUT_RETRY_PAUSES_MS: readonly number[] = [30_000, 2 * 60_000, 10 * 60_000, 30 * 60_000];
export const PAYOUT_MAX_ATTEMPTS = PAYOUT_RETRY_PAUSES_MS.length + 1;

/** At most this many processor calls in one run: create, start, read back. */
const STEPS_PER_RUN = 3;

type PayoutRow = typeof payouts.$inferSelect;

const stillPending = (reference: string) =>
  and(eq(payouts.reference, reference), eq(payouts.status, 'pending'));

/**
 * The payout failed for good (the processor refused it, reported it failed, or was never reached before it had
 * it): `failed` with the reason, and the delivery goes to an agent's operation that shows that reason, in one
 * database transaction. Nothing is written when the payout is no longer pending (another run ended it).
 */
export async function handPayoutToAgent(
  tx: Executor,
  reference: string,
  failure: string,
  now: Date,
): Promise<boolean> {
  const [failed] = await tx
    .update(payouts)
    .set({ status: 'failed', failure, updatedAt: now })
    .where(stillPending(reference))
    .returning();
  if (failed === undefined) return false;
  const row = await lockTransaction(tx, reference);
  if (row !== undefined && row.statusCode === 231) await assignOperation(tx, row, now);
  return true;
}

/**
 * The processor says the payout is sent: `sent` with when, and the transaction moves 231 → 200, which books the
 * ledger's delivery (Dr in transit, Cr the processor's clearing account) at that moment, once.
 */
async function recordPayoutSent(tx: Executor, reference: string, processorReference: string, now: Date) {
  const [sent] = await tx
    .update(payouts)
    .set({ status: 'sent', processorReference, failure: null, sentAt: now, updatedAt: now })
    .where(stillPending(reference))
    .returning();
  if (sent === undefined) return;
  await moveTransaction(tx, { reference, to: 200, source: 'processor', now });
}

/** A try that could not reach the processor: counted, then retried after a pause, or handed to an agent. */
async function unreachable(deps: Deps, payout: PayoutRow, failure: string): Promise<void> {
  const now = deps.clock();
  const attempts = payout.attempts + 1;
  const known = payout.processorReference !== null;
  const pause = PAYOUT_RETRY_PAUSES_MS[attempts - 1] ?? (known ? PAYOUT_RETRY_PAUSES_MS.at(-1) : undefined);
  await deps.db.transaction(async (tx) => {
    if (pause === undefined) {
      await handPayoutToAgent(
        tx,
        payout.reference,
        `Paiement sortant abandonné : le prestataire est resté injoignable (${failure}).`,
        now,
      );
      return;
    }
    const [kept] = await tx
      .update(payouts)
      .set({ attempts, failure, processorReference: payout.processorReference, updatedAt: now })
      .where(stillPending(payout.reference))
      .returning();
    if (kept !== undefined)
      await enqueue(tx, PAYOUT_JOB, { reference: payout.reference }, new Date(now.getTime() + pause));
  });
}

/**
 * The job that delivers a transfer or a withdrawal by the processor's payout (decision 061): one processor step a
 * call, each answer stored before the next. The payout's id is written as soon as the processor created it, before
 * the call that sends the money (start), so a retry after a crash reads the payout the processor has (sent, on its
 * way, or still to start) instead of sending twice. Sent ends the delivery (200, the ledger's delivery); on its
 * way, it asks again in PAYOUT_CHECK_MS; failed, it goes to an agent with the reason; out of reach, it is retried
 * (PAYOUT_RETRY_PAUSES_MS).
 */
export async function payOutTransaction(deps: Deps, reference: string): Promise<void> {
  const [payout] = await deps.db.select().from(payouts).where(eq(payouts.reference, reference));
  if (payout === undefined || payout.status !== 'pending') return;
  const processor = processorOf(deps, { reference, processor: payout.processor });
  let payoutReference = payout.processorReference ?? undefined;
  for (let step = 0; step < STEPS_PER_RUN; step += 1) {
    let result: PayoutResult;
    try {
      result = await processor.payOut({
        reference,
        amount: payout.amount,
        currency: payout.currency,
        country: payout.country,
        operator: payout.operator,
        phone: payout.phone,
        payoutReference,
      });
    } catch (error) {
      const failure = error instanceof Error ? error.message : String(error);
      return unreachable(deps, { ...payout, processorReference: payoutReference ?? null }, failure);
    }
    const now = deps.clock();
    if (result.kind === 'created') {
      payoutReference = result.payoutReference;
      await deps.db
        .update(payouts)
        .set({ processorReference: payoutReference, updatedAt: now })
        .where(stillPending(reference));
      continue;
    }
    if (result.kind === 'failed') {
      const message = `Paiement sortant échoué : ${result.message}`;
      await deps.db.transaction((tx) => handPayoutToAgent(tx, reference, message, now));
      return;
    }
    if (result.kind === 'sent') {
      const sentReference = result.payoutReference;
      await deps.db.transaction((tx) => recordPayoutSent(tx, reference, sentReference, now));
      return;
    }
    await deps.db.transaction(async (tx) => {
      const [kept] = await tx
        .update(payouts)
        .set({ processorReference: result.payoutReference, updatedAt: now })
        .where(stillPending(reference))
        .returning();
      if (kept !== undefined)
        await enqueue(tx, PAYOUT_JOB, { reference }, new Date(now.getTime() + PAYOUT_CHECK_MS));
    });
    return;
  }
  // Only "created" answers: asked again shortly, with the id stored.
  await enqueue(deps.db, PAYOUT_JOB, { reference }, new Date(deps.clock().getTime() + PAYOUT_CHECK_MS));
}
