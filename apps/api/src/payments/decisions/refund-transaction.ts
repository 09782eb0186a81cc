import { and, eq } from 'drizzle-orm';
import { configuredPartner } from '../../adapters/partners/sandbox-partner.ts';
import type { RefundResult } from '../../adapters/processors/processor.ts';
import type { Deps } from '../../common/context.ts';
import { REFUND_JOB, recordRefundSent } from '../../common/refunds.ts';
import { refunds, transactions } from '../../db/schema.ts';
import { enqueue } from '../../jobs/queue.ts';
import { chooseRefundRoute } from './choose-refund-route.ts';

export { REFUND_JOB };

/** How soon a refund on its way at the processor (started, not yet sent) is asked about again. */
export const REFUND_CHECK_MS = 60_000;

/**
 * The pauses after each try the processor refused or could not be reached (decision 042): 1, 5, 15 then 40 minutes,
 * so a refund gets REFUND_MAX_ATTEMPTS tries over about an hour before it is `failed` and listed for the master
 * admin (GET /admin/refunds?status=failed), who retries it or records it paid outside the system.
 */
export const REFUND_RETRY_PAUSES_MS: readonly number[] = [60_000, 5 * 60_000, 15 * 60_000, 40 * 60_000];
export const REFUND_MAX_ATTEMPTS = REFUND_RETRY_PAUSES_MS.length + 1;

/** At most this many processor calls in one run: create, then send (a created refund is sent at once). */
const STEPS_PER_RUN = 3;

const stillPending = (reference: string) =>
  and(eq(refunds.reference, reference), eq(refunds.status, 'pending'));

async function record(deps: Deps, reference: string, change: Partial<typeof refunds.$inferInsert>) {
  await deps.db
    .update(refunds)
    .set({ ...change, updatedAt: deps.clock() })
    .where(stillPending(reference));
}

/**
 * A try that failed (refused by the processor, or the processor out of reach): counted; retried after the next
 * pause, or `failed` for good once REFUND_MAX_ATTEMPTS tries failed. A refusal forgets the processor's refund (the
 * next try creates a new one); an unreachable processor keeps it (the next try reads where it stands).
 */
async function failedTry(
  deps: Deps,
  refund: typeof refunds.$inferSelect,
  failure: string,
  forget: boolean,
): Promise<void> {
  const now = deps.clock();
  const attempts = refund.attempts + 1;
  const pause = REFUND_RETRY_PAUSES_MS[attempts - 1];
  await deps.db.transaction(async (tx) => {
    const [kept] = await tx
      .update(refunds)
      .set({
        attempts,
        failure,
        status: pause === undefined ? 'failed' : 'pending',
        ...(forget ? { processorReference: null } : {}),
        updatedAt: now,
      })
      .where(stillPending(refund.reference))
      .returning();
    if (kept !== undefined && pause !== undefined)
      await enqueue(tx, REFUND_JOB, { reference: refund.reference }, new Date(now.getTime() + pause));
  });
}

/** A refund the system cannot send (no way back for its money): `failed` at once, for the master admin. */
async function failedForGood(deps: Deps, refund: typeof refunds.$inferSelect, failure: string) {
  await record(deps, refund.reference, { status: 'failed', attempts: refund.attempts + 1, failure });
}

/**
 * The job that pays a collected payment back (transaction.refund): one processor step a call, each answer stored
 * before the next, so that a retry after a crash reads the refund the processor already has instead of sending the
 * money twice. Sent ends it (`sent`, and the ledger's `refund` entry, common/refunds.ts); on its way, it asks again
 * in REFUND_CHECK_MS; refused, or the processor out of reach, it is tried again after a pause
 * (REFUND_RETRY_PAUSES_MS), then `failed` with the last reason, for the master admin (GET /admin/refunds).
 */
export async function refundTransaction(deps: Deps, reference: string): Promise<void> {
  const [refund] = await deps.db.select().from(refunds).where(eq(refunds.reference, reference));
  if (refund === undefined || refund.status !== 'pending') return;
  const [row] = await deps.db.select().from(transactions).where(eq(transactions.reference, reference));
  if (row === undefined) return;
  if (row.type === 'withdrawal') return returnWithdrawal(deps, refund, row);
  const route = await chooseRefundRoute(deps, refund, row);
  if ('none' in route) return failedForGood(deps, refund, route.none);
  const { processor, operator } = route;
  let refundReference = refund.processorReference ?? undefined;
  for (let step = 0; step < STEPS_PER_RUN; step += 1) {
    let result: RefundResult;
    try {
      result = await processor.refund({
        reference,
        collectionReference: row.processorReference,
        amount: refund.amount,
        currency: refund.currency,
        country: row.country,
        operator,
        phone: refund.phone,
        refundReference,
      });
    } catch (error) {
      const failure = error instanceof Error ? error.message : String(error);
      return failedTry(deps, { ...refund, processorReference: refundReference ?? null }, failure, false);
    }
    if (result.kind === 'created') {
      refundReference = result.refundReference;
      await record(deps, reference, { processorReference: refundReference, failure: null });
      continue;
    }
    if (result.kind === 'refused') return failedTry(deps, refund, result.message, true);
    const now = deps.clock();
    if (result.kind === 'sent') {
      const sentReference = result.refundReference;
      await deps.db.transaction((tx) => recordRefundSent(tx, reference, sentReference, now));
      return;
    }
    await deps.db.transaction(async (tx) => {
      await tx
        .update(refunds)
        .set({ processorReference: result.refundReference, failure: null, updatedAt: now })
        .where(stillPending(reference));
      await enqueue(tx, REFUND_JOB, { reference }, new Date(now.getTime() + REFUND_CHECK_MS));
    });
    return;
  }
  throw new Error(`refund of ${reference}: no answer but "created" in ${STEPS_PER_RUN} steps`);
}

/**
 * A withdrawal's money goes back where it came from (decision 062): the betting partner puts it back on the betting
 * account (the partner's `returnWithdrawal`, safe to repeat for one reference), then the refund is `sent` and the
 * ledger books it (Dr refunds due, Cr partner receivable). A refusal or the partner out of reach is a failed try, as
 * for a processor's refund.
 */
async function returnWithdrawal(
  deps: Deps,
  refund: typeof refunds.$inferSelect,
  row: typeof transactions.$inferSelect,
): Promise<void> {
  let answer: Awaited<ReturnType<ReturnType<typeof configuredPartner>['returnWithdrawal']>>;
  try {
    answer = await configuredPartner().returnWithdrawal({
      reference: row.reference,
      partnerReference: row.partnerReference,
      accountId1xBet: row.accountId1xBet ?? '',
      amount: refund.amount,
      currency: refund.currency,
    });
  } catch (error) {
    return failedTry(deps, refund, error instanceof Error ? error.message : String(error), false);
  }
  if (answer.kind === 'refused') return failedTry(deps, refund, answer.message, true);
  const now = deps.clock();
  const returned = answer.partnerReference;
  await deps.db.transaction((tx) => recordRefundSent(tx, row.reference, returned, now));
}
