import { eq } from 'drizzle-orm';
import type { Deps } from '../../common/context.ts';
import { lockTransaction, moveTransaction } from '../../common/transitions.ts';
import { transactions, users } from '../../db/schema.ts';
import { enqueue } from '../../jobs/queue.ts';
import { collectionRequestOf, processorOf } from './collection.ts';
import { confirmWithdrawal } from './confirm-withdrawal.ts';
import { expireTransaction } from './expire-transaction.ts';
import { POLL_JOB } from './poll-transaction.ts';
import { collectionDeadline } from './stages.ts';

export const ADVANCE_JOB = 'transaction.advance';

/**
 * Takes a transaction to its processor (the job handler of transaction.initiate and transaction.advance):
 * at 201 the collection is opened at the processor (202, or the processor's refusal); at 202 the payer is asked
 * to approve (203 payment information valid, with what they must do for a card or a bank transfer, or a refusal); at 203 the request is on the payer's phone (204
 * waiting for the customer) and polling starts. Between steps, the processor's step delay (the sandbox's pace). The processor is
 * called outside any database transaction; its answer is then applied under the row's lock, only if the
 * transaction is still where it was, so a re-run (after a crash, or by two workers) changes nothing twice. The
 * processor failing, the job is retried until the payment's deadline; at the deadline the payment is ended
 * (expireTransaction) instead of taken further.
 */
export async function advanceTransaction(deps: Deps, reference: string): Promise<void> {
  const [found] = await deps.db
    .select({
      row: transactions,
      customer: { firstName: users.firstName, lastName: users.lastName, email: users.email },
    })
    .from(transactions)
    .innerJoin(users, eq(users.id, transactions.senderId))
    .where(eq(transactions.reference, reference));
  if (found === undefined || found.row.finished) return;
  const { row } = found;
  if (deps.clock() >= collectionDeadline(deps.config, row)) return expireTransaction(deps, reference);
  // A withdrawal is paid by the betting partner, not collected at the processor (decision 062).
  if (row.type === 'withdrawal') return confirmWithdrawal(deps, row);
  const processor = processorOf(deps, row);
  const request = collectionRequestOf(row, found.customer);

  if (row.statusCode === 201) {
    const initiated = await processor.initiateCollection(request);
    const now = deps.clock();
    await deps.db.transaction(async (tx) => {
      if ((await lockTransaction(tx, reference))?.statusCode !== 201) return;
      if ('refused' in initiated) {
        await moveTransaction(tx, { reference, to: initiated.refused, source: 'processor', now });
        return;
      }
      await tx
        .update(transactions)
        .set({ processorReference: initiated.processorReference })
        .where(eq(transactions.reference, reference));
      await moveTransaction(tx, { reference, to: 202, source: 'processor', now });
      await enqueue(tx, ADVANCE_JOB, { reference }, new Date(now.getTime() + processor.stepDelayMs));
    });
    return;
  }

  if (row.processorReference === null) return;
  if (row.statusCode === 202) {
    const asked = await processor.requestPayment(row.processorReference, request);
    const now = deps.clock();
    await deps.db.transaction(async (tx) => {
      if ((await lockTransaction(tx, reference))?.statusCode !== 202) return;
      if (asked.kind === 'refused') {
        await moveTransaction(tx, { reference, to: asked.code, source: 'processor', now });
        return;
      }
      if (asked.kind === 'pending' && asked.action !== undefined) {
        await tx
          .update(transactions)
          .set({ payerAction: asked.action })
          .where(eq(transactions.reference, reference));
      }
      await moveTransaction(tx, { reference, to: 203, source: 'processor', now });
      await enqueue(tx, ADVANCE_JOB, { reference }, new Date(now.getTime() + processor.stepDelayMs));
    });
    return;
  }

  if (row.statusCode !== 203) return;
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    if ((await lockTransaction(tx, reference))?.statusCode !== 203) return;
    await moveTransaction(tx, { reference, to: 204, source: 'processor', now });
    const firstPoll = Math.min(
      now.getTime() + processor.pollEveryMs,
      collectionDeadline(deps.config, row).getTime(),
    );
    await enqueue(tx, POLL_JOB, { reference, askedAt: now.toISOString(), polls: 0 }, new Date(firstPoll));
  });
}
