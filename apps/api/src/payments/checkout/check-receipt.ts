import { eq } from 'drizzle-orm';
import type { Deps } from '../../common/context.ts';
import { toSafeNumber } from '../../common/wire.ts';
import { transactions } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';

/**
 * The public check of a receipt: anyone holding the link (its QR code) learns that the transaction exists here,
 * with its reference, amount, date and status, and nothing personal. An unknown or malformed token is a 404.
 */
export async function checkReceipt(deps: Deps, token: string) {
  if (!/^[0-9a-f]{32}$/.test(token)) throw notFound('receiptNotFound');
  const [row] = await deps.db.select().from(transactions).where(eq(transactions.receiptToken, token));
  if (row === undefined) throw notFound('receiptNotFound');
  return {
    reference: row.reference,
    type: row.type as 'deposit' | 'withdrawal' | 'transfer',
    amount: toSafeNumber(row.amount),
    fees: toSafeNumber(row.fees),
    currency: row.currency,
    createdAt: row.createdAt.getTime(),
    statusCode: row.statusCode,
    finished: row.finished,
  };
}
