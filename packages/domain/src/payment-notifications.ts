import { isFinalStatus } from './transaction-machine.ts';
import { PAID_CODES, SUCCESS_CODE } from './transaction-status.ts';

/** The moments of a payment its customer is told about on their devices (Web Push). */
export type PaymentNotice = 'approval' | 'paid' | 'succeeded' | 'failed';

/**
 * What a status move tells the customer, if anything: the payment waits for their approval on the phone (204), the
 * money was collected (the first move into a paid code), the payment succeeded (200) or failed (a final error).
 * A move from one paid code to another (230 → 231) says nothing new.
 */
export function paymentNoticeOf(from: number, to: number): PaymentNotice | undefined {
  if (to === 204) return 'approval';
  if (to === SUCCESS_CODE) return 'succeeded';
  if (isFinalStatus(to)) return 'failed';
  if (PAID_CODES.has(to) && !PAID_CODES.has(from)) return 'paid';
  return undefined;
}
