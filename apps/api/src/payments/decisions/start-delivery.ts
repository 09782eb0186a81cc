import type { Deps } from '../../common/context.ts';
import type { Executor } from '../../db/client.ts';
import type { transactions } from '../../db/schema.ts';
import { enqueue } from '../../jobs/queue.ts';
import { assignOperation, PARTNER_CREDIT_JOB } from '../../operations/index.ts';

/**
 * Hands a paid, verified transaction (now at 231) to delivery, inside the caller's database transaction: its
 * operation assigned to an agent (operations' rules), and with PARTNER_AUTO_CREDIT a deposit's credit by the
 * betting partner queued.
 */
export async function startDelivery(
  tx: Executor,
  deps: Deps,
  row: typeof transactions.$inferSelect,
  now: Date,
): Promise<void> {
  await assignOperation(tx, row, now);
  if (deps.config.partnerAutoCredit && row.type === 'deposit')
    await enqueue(tx, PARTNER_CREDIT_JOB, { reference: row.reference }, now);
}
