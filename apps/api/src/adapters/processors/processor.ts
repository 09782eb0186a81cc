import { AppError } from '../../errors.ts';

/**
 * What the payments engine asks of a processor (the company that takes money from a payer's mobile-money account
 * and pays it out): one shape for every adapter, so use cases never know which one they talk to.
 */
export const PROCESSOR_NAMES = ['sandbox', 'fedapay'] as const;
/**
 * Every adapter's name: those PAYMENT_PROCESSOR may choose, and PI-SPI's (decision 067), the bank rail's when its
 * settings are given (decision 069).
 */
export type ProcessorName = (typeof PROCESSOR_NAMES)[number] | 'pispi';

/** A payment to collect from a payer. Amounts in integer minor units of `currency`. */
export type CollectionRequest = {
  reference: string;
  amount: bigint;
  currency: string;
  country: string;
  operator: string;
  /** E.164. */
  payerPhone: string;
  description: string;
  /** The account holder who pays: processors that keep customers (FedaPay) file the payment under them. */
  customer: { firstName: string; lastName: string; email: string };
};

/**
 * Where a collection stands at the processor: still waiting for the payer, paid, or refused with the §8 code that
 * says why (450 declined, 451 expired, 460 insufficient funds, 505 operator error…).
 */
export type CollectionStatus = { kind: 'pending' } | { kind: 'paid' } | { kind: 'refused'; code: number };

/**
 * What the payer does to pay, where it is not only approving on their phone (issue 36): open the processor's
 * hosted card page (`redirect`, 3-D Secure done there), or accept a PI-SPI payment request in their bank or wallet
 * app, which may also scan its QR code (`scan`: the EMVCo payload, and the alias it was sent to).
 */
export type PayerAction = { kind: 'redirect'; url: string } | { kind: 'scan'; qr: string; alias: string };

/** The payer asked: waiting for them (with what they must do, for cards and bank transfers), or refused at once. */
export type PaymentAsked = { kind: 'pending'; action?: PayerAction } | { kind: 'refused'; code: number };

/** A webhook whose signature holds: its id (to de-duplicate) and what it says, if it concerns a collection. */
export type WebhookEvent = {
  id: string;
  /** The processor's id of the collection it is about and the status it reports; undefined for other events. */
  collection?: { processorReference: string; status: CollectionStatus };
};

/**
 * Why a webhook is not taken (answered 400 in the caller's language): no or malformed signature header, wrong
 * signature, timestamp out of tolerance, unreadable body.
 */
export class WebhookRejected extends AppError {
  readonly reason: 'missingSignature' | 'badSignature' | 'staleSignature' | 'badPayload';

  constructor(reason: WebhookRejected['reason']) {
    super('bad_request', reason);
    this.name = 'WebhookRejected';
    this.reason = reason;
  }
}

/** Money to send to a person's mobile-money account (a transfer's beneficiary, a withdrawal's payee). */
export type PayoutRequest = {
  reference: string;
  amount: bigint;
  currency: string;
  country: string;
  operator: string;
  /** E.164. */
  phone: string;
  /** The processor's id of this payout, once an earlier call created it. */
  payoutReference?: string | undefined;
};

/**
 * Where a payout stands, one step a call like a refund: created at the processor but not sent yet (call again with
 * its id to send it), on its way (ask again later), sent, or failed for good with the processor's reason.
 */
export type PayoutResult =
  | { kind: 'created'; payoutReference: string }
  | { kind: 'pending'; payoutReference: string }
  | { kind: 'sent'; payoutReference: string }
  | { kind: 'failed'; message: string };

/** A collection paid back to the number that paid it (a blocked payment reversed): its amount and fees. */
export type RefundRequest = {
  reference: string;
  /** The processor's id of the collection paid back. */
  collectionReference: string | null;
  amount: bigint;
  currency: string;
  country: string;
  operator: string;
  /** E.164: the number that paid. */
  phone: string;
  /** The processor's id of this refund, once an earlier call created it. */
  refundReference?: string | undefined;
};

/**
 * Where a refund stands: created at the processor but not sent yet (call again with its id to send it), sent, on
 * its way (ask again later), or refused for good with the processor's reason.
 */
export type RefundResult =
  | { kind: 'created'; refundReference: string }
  | { kind: 'pending'; refundReference: string }
  | { kind: 'sent'; refundReference: string }
  | { kind: 'refused'; message: string };

/**
 * What the processor lets one payout be (decision 061): at most `perNumberPer24h` payouts to one number within 24
 * hours, and at most `maxAmount[currency]` minor units each (a currency not listed has no ceiling). A payout past
 * either goes to an agent with the reason: never split.
 */
export type PayoutLimits = {
  perNumberPer24h: number;
  maxAmount: Readonly<Record<string, bigint>>;
};

export type PaymentProcessor = {
  readonly name: ProcessorName;
  /** Whether it calls POST /1xpay/webhooks/{name}; without webhooks, pending collections are only polled. */
  readonly webhooks: boolean;
  /** How long to wait before asking the payer, and between two status polls of a pending collection. */
  readonly stepDelayMs: number;
  readonly pollEveryMs: number;
  /** Opens the collection at the processor; returns its id there, or a refusal (e.g. 462 operator unsupported). */
  initiateCollection(
    request: CollectionRequest,
  ): Promise<{ processorReference: string } | { refused: number }>;
  /** Asks the payer to approve (USSD push, OTP…): pending when asked, or refused at once. */
  requestPayment(processorReference: string, request: CollectionRequest): Promise<PaymentAsked>;
  /** Where the collection stands now. `askedAt` is when the payer was asked (the sandbox's clock needs it). */
  getCollectionStatus(
    collection: { processorReference: string; payerPhone: string; askedAt: Date },
    now: Date,
  ): Promise<CollectionStatus>;
  /** Checks a webhook's signature in constant time and its timestamp; throws WebhookRejected, else the event. */
  verifyWebhook(
    rawBody: string,
    headers: Readonly<Record<string, string | string[] | undefined>>,
    now: Date,
  ): WebhookEvent;
  /**
   * Whether it can collect from (and pay out to) `operator`'s customers in `country`. An operator it cannot serve is
   * not offered (GET /api/operators says so) and a payment with it is refused at once (§8 462), never after the
   * customer confirmed.
   */
  serves(country: string, operator: string): boolean;
  /**
   * Whether it can pay out to `operator`'s customers in `country` now (its payouts enabled on our account, and that
   * operator among its payout methods). Where it cannot, a delivery chosen by payout goes to an agent.
   */
  paysOut(country: string, operator: string): boolean;
  /**
   * Whether `refund` can pay a payment of `operator` in `country` back the way it came (a card back to the card, a
   * number back to its operator). Where it cannot (FedaPay takes cards but its API pays no card back), the refund
   * goes to the customer's mobile money through the mobile-money processor (decision 070).
   */
  paysBack(country: string, operator: string): boolean;
  readonly payoutLimits: PayoutLimits;
  /**
   * Sends money to a person, one step a call (as `refund`): without `payoutReference` it creates the payout; with
   * it, it sends that payout if it was not sent yet, or says where it stands. Network failures throw (the job
   * retries); a refusal is a `failed` result.
   */
  payOut(request: PayoutRequest): Promise<PayoutResult>;
  /**
   * Pays a collection back to its payer, one step a call, so that each step's answer is stored before the next and
   * a retry never sends the money twice: without `refundReference` it creates the refund; with it, it sends that
   * refund if it was not sent yet, or says where it stands. Network failures throw (the job retries).
   */
  refund(request: RefundRequest): Promise<RefundResult>;
};
