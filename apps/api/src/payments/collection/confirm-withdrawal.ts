import { eq } from 'drizzle-orm';
import type { WithdrawalAnswer } from '../../adapters/partners/partner.ts';
import { WITHDRAWAL_REFUSAL_CODES } from '../../adapters/partners/partner.ts';
import { configuredPartner } from '../../adapters/partners/sandbox-partner.ts';
import type { Deps } from '../../common/context.ts';
import { openSecret } from '../../common/sealed-secrets.ts';
import { lockTransaction, moveTransaction } from '../../common/transitions.ts';
import { transactions } from '../../db/schema.ts';
import { enqueue } from '../../jobs/queue.ts';
import { VERIFY_JOB } from '../decisions/verify-transaction.ts';

type TransactionRow = typeof transactions.$inferSelect;

/**
 * A withdrawal at 201 (the handler of transaction.initiate for a withdrawal, decision 062): the betting partner is
 * asked, outside any database transaction, to confirm the withdrawal code for the betting account and the amount.
 * Its answer is applied under the row's lock, only if the withdrawal still waits at 201: confirmed, the partner's
 * reference is kept, the code erased, and the withdrawal is collected (230: the ledger books what the partner owes)
 * and goes to verification, then delivery, as any payment; refused, it ends with the refusal's code (470–473) and the
 * code is erased too. The partner out of reach throws: the job is tried again until the withdrawal's deadline (the
 * partner answers the same confirmation for the same reference, so a retry after a crash debits nothing twice).
 */
export async function confirmWithdrawal(deps: Deps, row: TransactionRow): Promise<void> {
  const { reference } = row;
  if (row.statusCode !== 201 || row.withdrawalCode === null || row.accountId1xBet === null) return;
  const partner = configuredPartner();
  const answer: WithdrawalAnswer = await partner.confirmWithdrawal({
    reference,
    accountId1xBet: row.accountId1xBet,
    code: openSecret(deps.config.totpEncryptionKey, `withdrawal:${reference}`, row.withdrawalCode),
    amount: row.amount,
    currency: row.currency,
  });
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    if ((await lockTransaction(tx, reference))?.statusCode !== 201) return;
    await tx
      .update(transactions)
      .set({
        withdrawalCode: null,
        ...(answer.kind === 'confirmed' ? { partnerReference: answer.partnerReference } : {}),
      })
      .where(eq(transactions.reference, reference));
    if (answer.kind === 'refused') {
      const to = WITHDRAWAL_REFUSAL_CODES[answer.reason];
      await moveTransaction(tx, { reference, to, source: 'partner', now });
      return;
    }
    await moveTransaction(tx, { reference, to: 230, source: 'partner', now });
    await enqueue(tx, VERIFY_JOB, { reference }, now);
  });
}
