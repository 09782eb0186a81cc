import {
  canTransition,
  isFinalStatus,
  type LedgerEntry,
  type LedgerEventKind,
  ledgerEntry,
  ledgerEventOf,
  refundNotesOf,
  withRefundNote,
} from '@1xpay/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { ledgerEntries, ledgerPostings, transactionEvents, transactions } from '../db/schema.ts';
import { AppError, notFound } from '../errors.ts';
import { queuePaymentNotice } from './payment-notices.ts';
import { openRefund } from './refunds.ts';

export type TransitionSource = 'api' | 'processor' | 'webhook' | 'agent' | 'partner' | 'system';

/** The betting partner whose accounts deposits credit. */
export const BETTING_PARTNER = '1xbet';

/** The database's rule that keeps every ledger balance at or above zero on its normal side (migration 0009). */
const NON_NEGATIVE_BALANCE = 'ledger_balances_non_negative';

/**
 * A move whose ledger entry would take an account below zero on its normal side (money delivered or refunded that
 * was never collected). The database refuses the postings; nothing of the move is written.
 */
export class LedgerWouldGoNegative extends AppError {
  constructor() {
    super('conflict', 'ledgerNegative');
    this.name = 'LedgerWouldGoNegative';
  }
}

/** Whether a database error (as the driver or Drizzle wraps it) is a violation of `constraint`. */
function violates(error: unknown, constraint: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    if ((current as { constraint?: unknown }).constraint === constraint) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** A transaction's row, locked until the end of the caller's database transaction; undefined when unknown. */
export async function lockTransaction(tx: Executor, reference: string) {
  const [row] = await tx
    .select()
    .from(transactions)
    .where(eq(transactions.reference, reference))
    .for('update');
  return row;
}

type EntryRow = Pick<
  typeof transactions.$inferSelect,
  'reference' | 'type' | 'currency' | 'amount' | 'fees' | 'processor'
>;

/** The transaction's ledger entry of `kind` (its amount and fees; deposits credit the betting partner). */
export function entryOf(row: EntryRow, kind: LedgerEventKind): LedgerEntry {
  return ledgerEntry(kind, {
    reference: row.reference,
    type: row.type as 'deposit' | 'withdrawal' | 'transfer',
    currency: row.currency,
    amount: row.amount,
    fees: row.fees,
    processor: row.processor,
    partner: BETTING_PARTNER,
  });
}

/** The ledger entry that moving `row` from `from` to `to` books, if the move is a money event (§4.2). */
export function entryOfMove(row: EntryRow, from: number, to: number): LedgerEntry | undefined {
  const kind = ledgerEventOf(from, to);
  return kind === undefined ? undefined : entryOf(row, kind);
}

/**
 * Writes ledger entries and their postings inside the caller's database transaction (the database keeps the
 * balances). The unique (reference, kind) index makes a second booking of the same event fail; postings that would
 * take an account below zero throw LedgerWouldGoNegative. Either way the caller's transaction is rolled back whole.
 */
export async function bookEntries(
  tx: Executor,
  entries: readonly { entry: LedgerEntry; at: Date }[],
): Promise<void> {
  if (entries.length === 0) return;
  const booked = await tx
    .insert(ledgerEntries)
    .values(entries.map(({ entry, at }) => ({ reference: entry.reference, kind: entry.kind, at })))
    .returning({ id: ledgerEntries.id, reference: ledgerEntries.reference, kind: ledgerEntries.kind });
  const ids = new Map(booked.map((row) => [`${row.reference}|${row.kind}`, row.id]));
  const postings = entries.flatMap(({ entry }) => {
    const entryId = ids.get(`${entry.reference}|${entry.kind}`);
    if (entryId === undefined)
      throw new Error(`ledger entry ${entry.reference} ${entry.kind} was not booked`);
    return entry.postings.map((posting) => ({ entryId, ...posting }));
  });
  if (postings.length === 0) return;
  await tx
    .insert(ledgerPostings)
    .values(postings)
    .catch((error: unknown) => {
      throw violates(error, NON_NEGATIVE_BALANCE) ? new LedgerWouldGoNegative() : error;
    });
}

/**
 * Moves a transaction to a new status, inside the caller's database transaction: the row is locked, the move
 * checked against the state machine of §4 (a finished transaction never moves), the change recorded in the status
 * history, a money event booked in the ledger as one balanced entry, at most once per kind, and the customer's
 * devices notified of the moves they hear about (push/notify-payment.ts). A move that ends a collected payment
 * without delivery (the ledger's reversal: an agent's or the partner's failure, the master's reversal, anything
 * else) also opens the refund of amount and fees and queues its job (common/refunds.ts, decision 042), and the
 * customer's message says so: no path can end collected money without sending it back. An entry that would take
 * an account below zero throws LedgerWouldGoNegative, which rolls the caller's transaction back whole.
 */
export async function moveTransaction(
  tx: Executor,
  input: { reference: string; to: number; message?: string | null; source: TransitionSource; now: Date },
) {
  const row = await lockTransaction(tx, input.reference);
  if (row === undefined) throw notFound('transactionNotFound');
  if (!canTransition(row.statusCode, input.to, row.type)) {
    throw new AppError('conflict', 'illegalTransition', { params: { from: row.statusCode, to: input.to } });
  }
  const entry = entryOfMove(row, row.statusCode, input.to);
  const refunding = entry?.kind === 'reversal';
  const message = refunding
    ? withRefundNote(input.message, refundNotesOf(row.type).pending)
    : (input.message ?? null);
  const [moved] = await tx
    .update(transactions)
    .set({
      statusCode: input.to,
      message,
      finished: isFinalStatus(input.to),
      // A withdrawal's code is kept only until the partner answered (decision 062): an end erases it in any case.
      ...(isFinalStatus(input.to) ? { withdrawalCode: null } : {}),
      updatedAt: input.now,
    })
    .where(eq(transactions.reference, input.reference))
    .returning();
  if (moved === undefined) throw notFound('transactionNotFound');
  await tx.insert(transactionEvents).values({
    reference: input.reference,
    fromCode: row.statusCode,
    toCode: input.to,
    message,
    source: input.source,
    at: input.now,
  });
  if (entry !== undefined) await bookEntries(tx, [{ entry, at: input.now }]);
  if (refunding) await openRefund(tx, row, input.now);
  await queuePaymentNotice(tx, {
    reference: input.reference,
    senderId: row.senderId,
    from: row.statusCode,
    to: input.to,
    now: input.now,
  });
  return moved;
}
