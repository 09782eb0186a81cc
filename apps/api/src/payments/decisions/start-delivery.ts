import type { Deps } from '../../common/context.ts';
import type { Executor } from '../../db/client.ts';
import type { transactions } from '../../db/schema.ts';
import { enqueue } from '../../jobs/queue.ts';
import { assignOperation, PARTNER_CREDIT_JOB } from '../../operations/index.ts';
import { startPayout } from '../payouts/choose-delivery.ts';

/**
 * Hands a paid, verified transaction (now at 231) to delivery, inside the caller's database transaction: a transfer
 * or a withdrawal to the processor's payout where the catalogue chose it and it can be tried (decision 061,
 * payments/payouts); otherwise its operation assigned to an agent (operations' rules), and with PARTNER_AUTO_CREDIT
 * a deposit's credit by the betting partner queued.
 */
export async function startDelivery(
  tx: Executor,
  deps: Deps,
  row: typeof transactions.$inferSelect,
  now: Date,
): Promise<void> {
  if (row.type !== 'deposit' && (await startPayout(tx, deps, row, now))) return;
  await assignOperation(tx, row, now);
  if (deps.config.partnerAutoCredit && row.type === 'deposit')
    await enqueue(tx, PARTNER_CREDIT_JOB, { reference: row.reference }, now);
}
