/**
 * The sandbox processor simulates the operators. A payer number's last two digits choose what happens, so every
 * outcome can be played on purpose (documented in README and the OpenAPI description):
 *
 *   …00 the customer approves at once          …05 payment error (461)
 *   …01 the customer declines (450)            …06 the customer never approves (404)
 *   …02 the payment expires (451)              …07 transfer not received (452)
 *   …03 insufficient funds (460)               …08 paid, then blocked by verification (235)
 *   …04 operator error (505)                   …09 paid (its delivery is made to fail later: 528)
 *
 * Any other number waits at 204 for a person to play the customer's phone:
 * POST /1xpay/sandbox/transactions/{reference}/approve or /decline.
 */
export type SandboxOutcome =
  | { kind: 'approve'; afterPayment?: 'block' | 'failDelivery' }
  | { kind: 'refuse'; code: number }
  | { kind: 'wait' };

const SCRIPT: Readonly<Record<string, SandboxOutcome>> = {
  '00': { kind: 'approve' },
  '01': { kind: 'refuse', code: 450 },
  '02': { kind: 'refuse', code: 451 },
  '03': { kind: 'refuse', code: 460 },
  '04': { kind: 'refuse', code: 505 },
  '05': { kind: 'refuse', code: 461 },
  '06': { kind: 'refuse', code: 404 },
  '07': { kind: 'refuse', code: 452 },
  '08': { kind: 'approve', afterPayment: 'block' },
  '09': { kind: 'approve', afterPayment: 'failDelivery' },
};

export function sandboxOutcome(payerPhone: string): SandboxOutcome {
  return SCRIPT[payerPhone.slice(-2)] ?? { kind: 'wait' };
}

/** What the sandbox does once the money is collected: block it at verification (…08), fail its delivery (…09). */
export function sandboxAfterPayment(payerPhone: string): 'block' | 'failDelivery' | undefined {
  const outcome = sandboxOutcome(payerPhone);
  return outcome.kind === 'approve' ? outcome.afterPayment : undefined;
}

/** The sandbox's id for a payment. */
export function sandboxReference(reference: string): string {
  return `sbx_${reference}`;
}
