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
 *
 * Payouts (decision 061) are played by the beneficiary's (or payee's) number, in two steps as FedaPay's (created,
 * then sent on the next call): …09 is refused (the payout fails: an agent delivers), …19 stays on its way until it
 * fails, any other number is sent. The sandbox keeps FedaPay's limits (3 payouts a number in 24 hours, 1,000,000
 * XOF each) so that both can be played.
 *
 * Cards (issue 36, decision 068) are played on the sandbox's own card page, as a card processor's hosted page:
 * asking the payer answers with that page's address; the payment then waits, whatever the payer's number, until the
 * page settles it with a test card (POST /1xpay/sandbox/transactions/{reference}/card) or its deadline passes.
 * Cards are taken in XOF only, as FedaPay takes them; no payout ever goes to a card; a card is refunded to the card.
 */
import { methodOf, takesCardsIn } from '@1xpay/domain';
import type { PaymentProcessor } from './processor.ts';
import { WebhookRejected } from './processor.ts';

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

/** The sandbox's id for a payment; a card payment's says so, its status is the card page's and not the number's. */
export function sandboxReference(reference: string, operator?: string): string {
  return operator === 'card' ? `sbx_card_${reference}` : `sbx_${reference}`;
}

/** Where the payer of a card payment types their card: the sandbox's card page, in the customer app. */
export function sandboxCardPage(publicUrl: string, reference: string): string {
  return `${publicUrl.replace(/\/$/, '')}/app/card?reference=${encodeURIComponent(reference)}`;
}

const REFUSES_09 = 'Le bac à sable refuse les paiements vers les numéros finissant par 09.';
const FAILS_19 = 'Le bac à sable n’a pas pu remettre l’argent (numéro de test finissant par 19).';

/** FedaPay's payout limits, kept by the sandbox too. */
export const SANDBOX_PAYOUT_LIMITS = { perNumberPer24h: 3, maxAmount: { XOF: 1_000_000n } } as const;

/**
 * The sandbox as a processor: no network, no webhooks (it is polled). A payer asked at `askedAt` answers one step
 * later, as the number's last two digits say; a waiting number stays pending until the customer's phone is played
 * through the sandbox's approve/decline calls. Payouts and refunds to a number ending in 09 are refused; the
 * others are sent at once.
 */
export function sandboxProcessor(stepMs: number, publicUrl = 'http://localhost'): PaymentProcessor {
  return {
    name: 'sandbox',
    webhooks: false,
    stepDelayMs: stepMs,
    pollEveryMs: stepMs,
    async initiateCollection(request) {
      return { processorReference: sandboxReference(request.reference, request.operator) };
    },
    async requestPayment(_processorReference, request) {
      if (request.operator !== 'card') return { kind: 'pending' };
      return {
        kind: 'pending',
        action: { kind: 'redirect', url: sandboxCardPage(publicUrl, request.reference) },
      };
    },
    async getCollectionStatus(collection, now) {
      // A card payment is settled by its card page (or expires): never by the number's digits.
      if (collection.processorReference.startsWith('sbx_card_')) return { kind: 'pending' };
      if (now.getTime() - collection.askedAt.getTime() < stepMs) return { kind: 'pending' };
      const outcome = sandboxOutcome(collection.payerPhone);
      if (outcome.kind === 'approve') return { kind: 'paid' };
      if (outcome.kind === 'refuse') return { kind: 'refused', code: outcome.code };
      return { kind: 'pending' };
    },
    verifyWebhook() {
      throw new WebhookRejected('missingSignature');
    },
    serves(country, operator) {
      if (operator === 'card') return takesCardsIn(country);
      // Bank transfers are PI-SPI's (decision 067): the sandbox plays mobile money and cards.
      return operator !== 'bank';
    },
    paysOut(_country, operator) {
      return methodOf(operator) === 'mobile_money';
    },
    // A card is refunded to the card, as card processors do: the sandbox plays that path; FedaPay plays the other.
    paysBack() {
      return true;
    },
    payoutLimits: SANDBOX_PAYOUT_LIMITS,
    async payOut(request) {
      if (request.phone.endsWith('09')) return { kind: 'failed', message: REFUSES_09 };
      const payoutReference = request.payoutReference ?? `sbx_payout_${request.reference}`;
      if (request.payoutReference === undefined) return { kind: 'created', payoutReference };
      if (request.phone.endsWith('19')) return { kind: 'failed', message: FAILS_19 };
      return { kind: 'sent', payoutReference };
    },
    async refund(request) {
      return request.phone.endsWith('09')
        ? { kind: 'refused', message: REFUSES_09 }
        : { kind: 'sent', refundReference: `sbx_refund_${request.reference}` };
    },
  };
}
