import { PAYMENT_METHODS } from '@1xpay/domain';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { PaymentProcessor } from '../../adapters/processors/processor.ts';
import type { Deps } from '../../common/context.ts';
import { refunds, transactions } from '../../db/schema.ts';
import { processorOf } from '../collection/collection.ts';

/** The rails that are not a mobile-money operator. */
const NOT_MOBILE_MONEY = PAYMENT_METHODS.filter((method) => method !== 'mobile_money');

type RefundRow = typeof refunds.$inferSelect;
type TransactionRow = typeof transactions.$inferSelect;

/** Why a card payment cannot be paid back by the system: said to the master admin, who refunds it outside. */
export const NO_WAY_BACK =
  'Le prestataire de la carte ne rembourse pas les cartes et aucun compte mobile money du client n’est connu : remboursez-le hors du système, puis enregistrez-le.';

/**
 * How a refund goes (decision 070): the way the payment came when its processor can pay it back (mobile money to
 * its number, a bank transfer to the payer's alias, a card to the card where the card's processor refunds cards),
 * else, for a card its processor cannot refund (FedaPay), to the customer's mobile money through the mobile-money
 * processor, on the operator of their last delivered mobile-money payment from the same number in the same
 * country. The choice is kept on the refund (processor and operator) the first time, so every later try sends the
 * same refund. `none` when no mobile-money account of the customer is known: the master admin refunds outside.
 */
export async function chooseRefundRoute(
  deps: Deps,
  refund: RefundRow,
  row: TransactionRow,
): Promise<{ processor: PaymentProcessor; operator: string } | { none: string }> {
  const processor = processorOf(deps, { reference: row.reference, processor: refund.processor });
  if (refund.operator !== null) return { processor, operator: refund.operator };
  if (processor.paysBack(row.country, row.operator)) return { processor, operator: row.operator };
  const mobileMoney = deps.processors.mobileMoney;
  const [known] = await deps.db
    .select({ operator: transactions.operator })
    .from(transactions)
    .where(
      and(
        eq(transactions.senderId, row.senderId),
        eq(transactions.payerPhone, refund.phone),
        eq(transactions.country, row.country),
        eq(transactions.statusCode, 200),
        notInArray(transactions.operator, [...NOT_MOBILE_MONEY]),
      ),
    )
    .orderBy(desc(transactions.createdAt))
    .limit(1);
  if (known === undefined || !mobileMoney.paysBack(row.country, known.operator)) return { none: NO_WAY_BACK };
  await deps.db
    .update(refunds)
    .set({ processor: mobileMoney.name, operator: known.operator, updatedAt: deps.clock() })
    .where(and(eq(refunds.reference, refund.reference), eq(refunds.status, 'pending')));
  return { processor: mobileMoney, operator: known.operator };
}
