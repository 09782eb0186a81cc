import { eq } from 'drizzle-orm';
import type { CollectionStatus } from '../../adapters/processors/processor.ts';
import type { Deps } from '../../common/context.ts';
import { lockTransaction, moveTransaction, type TransitionSource } from '../../common/transitions.ts';
import type { Executor } from '../../db/client.ts';
import { transactions } from '../../db/schema.ts';
import { enqueue } from '../../jobs/queue.ts';
import { processorOf, settleCollection } from './collection.ts';
import { RECONCILE_FIRST_PAUSE_MS, RECONCILE_JOB } from './reconcile-expired-transaction.ts';
import { BEFORE_COLLECTION, collectionDeadline } from './stages.ts';

export const EXPIRE_JOB = 'transaction.expire';

/** What the processor says of a collection when asked one last time; `unreachable` when it cannot answer. */
export type LastWord = CollectionStatus | { kind: 'unreachable' };

type TransactionRow = typeof transactions.$inferSelect;

/**
 * Asks the processor where a payment stands before it is ended unpaid: a payment must not be expired while the
 * processor took its money. One never opened at the processor (201) has nobody to ask and nothing to collect.
 */
export async function lastWordOf(deps: Deps, row: TransactionRow): Promise<LastWord> {
  if (row.processorReference === null) return { kind: 'pending' };
  try {
    return await processorOf(deps, row).getCollectionStatus(
      { processorReference: row.processorReference, payerPhone: row.payerPhone, askedAt: row.updatedAt },
      deps.clock(),
    );
  } catch {
    return { kind: 'unreachable' };
  }
}

/**
 * Ends a payment not yet paid, after its processor's last word, inside the caller's database transaction: paid
 * there, it is paid here (230, verification queued); refused, it ends with the refusal's code; still pending or
 * unreachable, it expires (451, with `message`) and, when the processor knows it, a reconciliation job keeps
 * asking in case the payer approves after all (the money is then kept for a person, never lost). A payment that
 * has moved on meanwhile is left as it is: undefined.
 */
export async function closeUnpaid(
  tx: Executor,
  input: { reference: string; word: LastWord; message?: string; source: TransitionSource; now: Date },
) {
  const { reference, word, now } = input;
  const row = await lockTransaction(tx, reference);
  if (row === undefined || !BEFORE_COLLECTION.includes(row.statusCode)) return undefined;
  if (word.kind === 'paid' || word.kind === 'refused') {
    const settled = await settleCollection(tx, { reference, status: word, source: 'processor', now });
    if (settled !== undefined && !BEFORE_COLLECTION.includes(settled.statusCode)) return settled;
  }
  const expired = await moveTransaction(tx, {
    reference,
    to: 451,
    message: input.message ?? null,
    source: input.source,
    now,
  });
  if (row.processorReference !== null)
    await enqueue(
      tx,
      RECONCILE_JOB,
      { reference, checks: 0 },
      new Date(now.getTime() + RECONCILE_FIRST_PAUSE_MS),
    );
  return expired;
}

/**
 * Ends a payment still unpaid at its deadline (the handler of transaction.expire, and of any job of the payment
 * that runs past it): the processor is asked one last time, then closeUnpaid. Before the deadline, or once the
 * payment has moved on, it does nothing, so running it twice changes nothing twice.
 */
export async function expireTransaction(deps: Deps, reference: string): Promise<void> {
  const [row] = await deps.db.select().from(transactions).where(eq(transactions.reference, reference));
  if (row === undefined || !BEFORE_COLLECTION.includes(row.statusCode)) return;
  if (deps.clock() < collectionDeadline(deps.config, row)) return;
  const word = await lastWordOf(deps, row);
  const now = deps.clock();
  await deps.db.transaction((tx) => closeUnpaid(tx, { reference, word, source: 'system', now }));
}
