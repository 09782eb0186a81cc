import { canTransition, isFinalStatus, ledgerEntry, ledgerEventOf } from '@1xpay/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { ledgerEntries, ledgerPostings, transactionEvents, transactions } from '../db/schema.ts';
import { AppError, notFound } from '../errors.ts';

export type TransitionSource = 'api' | 'processor' | 'webhook' | 'agent' | 'partner' | 'system';

/** The betting partner whose accounts deposits credit. */
export const BETTING_PARTNER = '1xbet';

/** A transaction's row, locked until the end of the caller's database transaction; undefined when unknown. */
export async function lockTransaction(tx: Executor, reference: string) {
  const [row] = await tx
    .select()
    .from(transactions)
    .where(eq(transactions.reference, reference))
    .for('update');
  return row;
}

/**
 * Moves a transaction to a new status, inside the caller's database transaction: the row is locked, the move
 * checked against the state machine of §4 (a finished transaction never moves), the change recorded in the status
 * history, and a money event booked in the ledger as one balanced entry, at most once per kind.
 */
export async function moveTransaction(
  tx: Executor,
  input: { reference: string; to: number; message?: string | null; source: TransitionSource; now: Date },
) {
  const row = await lockTransaction(tx, input.reference);
  if (row === undefined) throw notFound('transactionNotFound');
  if (!canTransition(row.statusCode, input.to)) {
    throw new AppError('conflict', 'illegalTransition', { params: { from: row.statusCode, to: input.to } });
  }
  const [moved] = await tx
    .update(transactions)
    .set({
      statusCode: input.to,
      message: input.message ?? null,
      finished: isFinalStatus(input.to),
      updatedAt: input.now,
    })
    .where(eq(transactions.reference, input.reference))
    .returning();
  if (moved === undefined) throw notFound('transactionNotFound');
  await tx.insert(transactionEvents).values({
    reference: input.reference,
    fromCode: row.statusCode,
    toCode: input.to,
    message: input.message ?? null,
    source: input.source,
    at: input.now,
  });
  const kind = ledgerEventOf(row.statusCode, input.to);
  if (kind !== undefined) {
    const entry = ledgerEntry(kind, {
      reference: row.reference,
      type: row.type as 'deposit' | 'withdrawal' | 'transfer',
      currency: row.currency,
      amount: row.amount,
      fees: row.fees,
      processor: row.processor,
      partner: BETTING_PARTNER,
    });
    // The unique (reference, kind) index makes a second booking of the same event fail the whole move.
    const [booked] = await tx
      .insert(ledgerEntries)
      .values({ reference: row.reference, kind, at: input.now })
      .returning();
    if (booked === undefined) throw new Error('ledger entry insert returned nothing');
    await tx
      .insert(ledgerPostings)
      .values(entry.postings.map((posting) => ({ entryId: booked.id, ...posting })));
  }
  return moved;
}
