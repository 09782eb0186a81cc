import type { DeliveryPayout } from '@1xpay/contract';
import type { payouts } from '../db/schema.ts';
import { toSafeNumber } from './wire.ts';

/** A payout as the dashboard reads it (transaction detail, operations queue). */
export function toDeliveryPayout(
  payout: typeof payouts.$inferSelect | null | undefined,
): DeliveryPayout | null {
  if (payout === null || payout === undefined) return null;
  return {
    status: payout.status as DeliveryPayout['status'],
    processorReference: payout.processorReference,
    failure: payout.failure,
    amount: toSafeNumber(payout.amount),
    currency: payout.currency,
    phone: payout.phone,
    operator: payout.operator,
    sentAt: payout.sentAt?.getTime() ?? null,
  };
}
