import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { takesCardsIn } from '@1xpay/domain';
import * as z from 'zod';
import { AnswerTooLarge, MAX_ANSWER_BYTES, readCappedText, refusesWhatWeSent } from '../outgoing-http.ts';
import {
  type CollectionRequest,
  type CollectionStatus,
  type PaymentProcessor,
  type PayoutRequest,
  type PayoutResult,
  WebhookRejected,
} from './processor.ts';

/**
 * FedaPay (https://docs.fedapay.com), through its REST API v1, called as its official SDKs (fedapay-node,
 * fedapay-php, fedapay-ruby) call it:
 *   GET  /v1/transactions/search          find a collection we created by our reference (custom_metadata), first
 *   POST /v1/transactions                 create the collection (amount, currency, the customer: names, email, phone)
 *   POST /v1/transactions/{id}/token      a payment token for it
 *   POST /v1/{mode}                       "send now": push the payment request to the payer's phone ({token, phone_number})
 *   GET  /v1/transactions/{id}            its status (pending, approved, declined, canceled, expired…)
 *   POST /v1/payouts                      create a payout (pending: created, not sent)
 *   PUT  /v1/payouts/start                send it ({payouts: [{id, phone_number}]}: started)
 *   GET  /v1/payouts/{id}                 where it stands (pending, started, sent, failed)
 * FedaPay's API has no refund: its refunds are made by hand in its dashboard, for MTN only. A refund is therefore
 * a payout of the amount paid to the number that paid (decision 020). Payouts must be enabled on the account by
 * FedaPay, and it sends at most 3 a day to one number, 1,000,000 XOF each.
 * Webhooks carry `X-FEDAPAY-SIGNATURE: t=<unix seconds>,s=<hex HMAC-SHA256 of "t.body" with the endpoint secret>`
 * and a body `{name, object, entity, …}` with no event id. Decision record 023 says how statuses map to §8 codes.
 */
export type FedapayOptions = {
  apiUrl: string;
  secretKey: string;
  webhookSecret: string;
  pollEveryMs: number;
  /** FedaPay enabled payouts on our account (they are enabled on request, by FedaPay): default false. */
  payouts?: boolean;
  /** Where FedaPay sends the payer's browser after a hosted payment (unused by mobile-money push, but required). */
  callbackUrl: string;
  fetch?: typeof fetch;
  /** How long one call may take, its answer's whole body included (default 15 s). */
  timeoutMs?: number;
  /** The longest answer read (default 1 MB): a longer one is given up, as an outage. */
  maxAnswerBytes?: number;
  /** Told of a status FedaPay sent that we do not know (the payment stays pending): for the log. */
  onUnknownStatus?: (status: string, processorReference: string) => void;
};

/** Seconds a webhook's timestamp may differ from our clock (FedaPay's libraries use the same 5 minutes). */
export const WEBHOOK_TOLERANCE_S = 300;
const REQUEST_TIMEOUT_MS = 15_000;

/**
 * FedaPay's no-redirect ("send now") modes for our operators, per country: only those its documentation lists
 * (Payment methods, "Available No-Redirect Payment Methods": BJ mtn_open, moov, sbin; TG moov_tg, togocel; CI
 * mtn_ci; NE airtel_ne; SN free_sn; GN mtn_open_gn). Celtiis (sbin) and Mixx by Yas (togocel) are not operators of
 * ours. Any other operator is not served through FedaPay: not offered, refused before the customer confirms (462).
 */
const MODES: Readonly<Record<string, string>> = {
  'BJ:mtn': 'mtn_open',
  'BJ:moov': 'moov',
  'TG:moov': 'moov_tg',
  'CI:mtn': 'mtn_ci',
  'NE:airtel': 'airtel_ne',
  'SN:free': 'free_sn',
  'GN:mtn': 'mtn_open_gn',
};

/**
 * FedaPay's limits on payouts (its dashboard documentation, "Payouts"): no more than 3 to one mobile-money number
 * within 24 hours, and no more than 1,000,000 XOF each.
 */
export const FEDAPAY_PAYOUT_LIMITS = { perNumberPer24h: 3, maxAmount: { XOF: 1_000_000n } } as const;

export function fedapayMode(country: string, operator: string): string | undefined {
  return MODES[`${country}:${operator}`];
}

/** FedaPay's own "was paid" list (its SDKs' `wasPaid`). */
const PAID = [
  'approved',
  'transferred',
  'refunded',
  'approved_partially_refunded',
  'transferred_partially_refunded',
];
/** The statuses that end a FedaPay transaction unpaid. */
const ENDED_UNPAID = ['declined', 'canceled', 'expired'];

/** Whether FedaPay's status is one we know: any other keeps the payment pending, and is logged. */
export function isKnownStatus(status: string): boolean {
  return status === 'pending' || PAID.includes(status) || ENDED_UNPAID.includes(status);
}

/**
 * A FedaPay transaction status (and its last error code) as ours. Only FedaPay's final statuses end a payment;
 * `pending` and any status we do not know keep it waiting (its deadline still bounds it).
 */
export function collectionStatusOf(status: string, lastErrorCode?: string | null): CollectionStatus {
  if (PAID.includes(status)) return { kind: 'paid' };
  if (!ENDED_UNPAID.includes(status)) return { kind: 'pending' };
  const code = (lastErrorCode ?? '').toUpperCase();
  if (code.startsWith('INSUFFICIENT')) return { kind: 'refused', code: 460 };
  if (status === 'expired') return { kind: 'refused', code: 451 };
  if (status === 'canceled') return { kind: 'refused', code: 450 };
  if (code.includes('OPERATOR') || code.includes('NETWORK')) return { kind: 'refused', code: 505 };
  return { kind: 'refused', code: 404 };
}

const idSchema = z.union([z.number(), z.string()]);
const transactionSchema = z.object({
  id: idSchema,
  status: z.string(),
  last_error_code: z.string().nullish(),
  custom_metadata: z.looseObject({ reference: z.unknown() }).nullish(),
});
const transactionEnvelope = z.object({ 'v1/transaction': transactionSchema });
/** A list's answer: its SDKs read `{"v1/<things>": [...], "meta": …}`; its API reference shows a bare list. */
function listOf<T extends z.ZodType>(item: T, key: string) {
  return z.union([
    z.array(item),
    z.object({ [key]: z.array(item) }).transform((list) => list[key] as z.output<T>[]),
  ]);
}
const transactionList = listOf(transactionSchema, 'v1/transactions');
const payoutSchema = z.object({
  id: idSchema,
  status: z.string(),
  last_error_message: z.string().nullish(),
});
const payoutEnvelope = z.object({ 'v1/payout': payoutSchema });
const startedPayouts = listOf(payoutSchema, 'v1/payouts');
/** A transaction's payment token, and the address of its hosted payment page (where a card is paid). */
const tokenSchema = z.object({ token: z.string().min(1), url: z.string().optional() });

/**
 * Cards are paid on FedaPay's hosted page (the transaction's payment link), in XOF only: never in Gabon (XAF), where
 * the card rail is not offered (decision 068).
 */
function takesCard(country: string, operator: string): boolean {
  return operator === 'card' && takesCardsIn(country);
}

/** Whether FedaPay collects `operator`'s payments in `country`: a mobile-money mode of its own, or its card page. */
const collects = (country: string, operator: string) =>
  fedapayMode(country, operator) !== undefined || takesCard(country, operator);
/**
 * A webhook's body as FedaPay sends it: the event's name, the kind of object, the object itself (`entity`), its id
 * (`object_id`, on some events) and the account; no id of the event itself.
 */
const eventSchema = z.object({
  name: z.string().min(1),
  object: z.string().nullish(),
  object_id: idSchema.nullish(),
  entity: z
    .looseObject({
      id: idSchema,
      status: z.string().optional(),
      last_error_code: z.string().nullish(),
      updated_at: z.string().nullish(),
    })
    .nullish(),
});

/** A FedaPay answer we could not use: a 5xx or a network failure (worth retrying), or a 4xx (not worth it). */
export class FedapayError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'FedapayError';
    this.status = status;
  }
}

/** `t=…,s=…` parsed; a header may carry several `s` (secret rotation). */
function parseSignatureHeader(header: string): { timestamp: number; signatures: string[] } | undefined {
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.split('=', 2).map((text) => text.trim());
    if (key === 't' && value !== undefined && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (key === 's' && value !== undefined && /^[0-9a-f]{64}$/i.test(value))
      signatures.push(value.toLowerCase());
  }
  return timestamp === undefined || signatures.length === 0 ? undefined : { timestamp, signatures };
}

/** Checks a FedaPay signature header for a raw body: constant-time comparison, 300 s tolerance. */
export function verifyFedapaySignature(
  header: string | undefined,
  rawBody: string,
  secret: string,
  now: Date,
): void {
  if (header === undefined || header === '') throw new WebhookRejected('missingSignature');
  const parsed = parseSignatureHeader(header);
  if (parsed === undefined) throw new WebhookRejected('missingSignature');
  const expected = createHmac('sha256', secret).update(`${parsed.timestamp}.${rawBody}`).digest();
  const matches = parsed.signatures.some((signature) =>
    timingSafeEqual(Buffer.from(signature, 'hex'), expected),
  );
  if (!matches) throw new WebhookRejected('badSignature');
  if (Math.abs(now.getTime() / 1000 - parsed.timestamp) > WEBHOOK_TOLERANCE_S) {
    throw new WebhookRejected('staleSignature');
  }
}

/** JSON text as a value, or undefined when it is not JSON (then the schema check refuses it). */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A phone number as FedaPay's API reference writes it: E.164 and the ISO country code. */
function phoneNumber(e164: string, country: string) {
  return { number: e164, country: country.toUpperCase() };
}

/** A payout as FedaPay reports it: sent, failed (for good), or on its way (`pending` only before it is started). */
function payoutStateOf(payout: z.infer<typeof payoutSchema>): PayoutResult {
  const payoutReference = String(payout.id);
  if (payout.status === 'sent') return { kind: 'sent', payoutReference };
  if (payout.status === 'failed')
    return { kind: 'failed', message: payout.last_error_message ?? 'FedaPay n’a pas pu envoyer l’argent.' };
  return { kind: 'pending', payoutReference };
}

const PAYOUT_REFUSED: PayoutResult = { kind: 'failed', message: 'FedaPay a refusé le paiement sortant.' };
const UNSERVED: PayoutResult = { kind: 'failed', message: 'Opérateur non pris en charge par FedaPay.' };

/** What identifies one webhook delivery, to hear each event once: FedaPay's bodies carry no event id. */
function eventKey(event: z.infer<typeof eventSchema>, rawBody: string): string {
  const objectId = event.entity?.id ?? event.object_id;
  const version = event.entity?.updated_at ?? createHash('sha256').update(rawBody).digest('hex');
  return `${event.name}:${objectId ?? '-'}:${version}`;
}

export function fedapayProcessor(options: FedapayOptions): PaymentProcessor {
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const maxAnswerBytes = options.maxAnswerBytes ?? MAX_ANSWER_BYTES;
  const base = options.apiUrl.replace(/\/+$/, '');

  async function call<T>(method: string, path: string, schema: z.ZodType<T>, body?: unknown): Promise<T> {
    const response = await send(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${options.secretKey}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      // The whole call: connecting, the answer's head and its body (read below).
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) {
      // What a refusal says is not read: its status is all that counts.
      await response.body?.cancel();
      throw new FedapayError(response.status, `FedaPay ${method} ${path}: HTTP ${response.status}`);
    }
    let text: string;
    try {
      text = await readCappedText(response, maxAnswerBytes);
    } catch (error) {
      // Not a refusal (no 4xx): thrown as an outage, so that the job retries.
      if (error instanceof AnswerTooLarge)
        throw new FedapayError(502, `FedaPay ${method} ${path}: ${error.message}`);
      throw error;
    }
    const parsed = schema.safeParse(parseJson(text));
    if (!parsed.success) throw new FedapayError(502, `FedaPay ${method} ${path}: unexpected answer`);
    return parsed.data;
  }

  /** A call FedaPay refuses (refusesWhatWeSent) gives the §8 `code`; anything else throws, for the job to retry. */
  async function refusedOn4xx<T>(attempt: () => Promise<T>, code: number): Promise<T | { refused: number }> {
    try {
      return await attempt();
    } catch (error) {
      if (error instanceof FedapayError && refusesWhatWeSent(error.status)) return { refused: code };
      throw error;
    }
  }

  /**
   * The collection created earlier for our reference, if any: a retry after FedaPay created it but its answer (or
   * our commit) was lost must not create a second one. FedaPay's search is full-text, so only an exact match of
   * the reference we tagged it with counts. A search FedaPay refuses (4xx) finds nothing: the create goes ahead.
   */
  async function findCollection(reference: string) {
    const query = new URLSearchParams({ search: reference, per_page: '100' });
    const found = await refusedOn4xx(
      () => call('GET', `/v1/transactions/search?${query}`, transactionList),
      0,
    );
    if ('refused' in found) return undefined;
    return found.find((transaction) => transaction.custom_metadata?.reference === reference);
  }

  /** The status of a FedaPay transaction as ours; an unknown one is told (for the log) and stays pending. */
  function statusOf(transaction: {
    id: string | number;
    status: string;
    last_error_code?: string | null | undefined;
  }) {
    if (!isKnownStatus(transaction.status))
      options.onUnknownStatus?.(transaction.status, String(transaction.id));
    return collectionStatusOf(transaction.status, transaction.last_error_code);
  }

  /** One step of a payout: create it; or, created, start it once; or, started, read where it stands. */
  async function payoutStep(request: PayoutRequest & { description: string }): Promise<PayoutResult> {
    const mode = fedapayMode(request.country, request.operator);
    if (mode === undefined) return UNSERVED;
    const phone = phoneNumber(request.phone, request.country);
    if (request.payoutReference === undefined) {
      const created = await refusedOn4xx(
        () =>
          call('POST', '/v1/payouts', payoutEnvelope, {
            amount: Number(request.amount),
            currency: { iso: request.currency },
            mode,
            description: request.description,
            custom_metadata: { reference: request.reference },
          }),
        461,
      );
      if ('refused' in created) return PAYOUT_REFUSED;
      return { kind: 'created', payoutReference: String(created['v1/payout'].id) };
    }
    const id = encodeURIComponent(request.payoutReference);
    const found = (await call('GET', `/v1/payouts/${id}`, payoutEnvelope))['v1/payout'];
    // FedaPay's `pending` is a payout created and never started: start it, once (a started one is not pending).
    if (found.status !== 'pending') return payoutStateOf(found);
    const started = await refusedOn4xx(
      () =>
        call('PUT', '/v1/payouts/start', startedPayouts, {
          payouts: [{ id: found.id, phone_number: phone }],
        }),
      461,
    );
    if ('refused' in started) return PAYOUT_REFUSED;
    return payoutStateOf(started[0] ?? { ...found, status: 'started' });
  }

  return {
    name: 'fedapay',
    webhooks: true,
    stepDelayMs: 0,
    pollEveryMs: options.pollEveryMs,

    serves(country, operator) {
      return collects(country, operator);
    },

    paysOut(country, operator) {
      return options.payouts === true && fedapayMode(country, operator) !== undefined;
    },

    // Its refund is a payout to the number (decision 020): it pays back mobile money, never a card.
    paysBack(country, operator) {
      return fedapayMode(country, operator) !== undefined;
    },
    payoutLimits: FEDAPAY_PAYOUT_LIMITS,

    async initiateCollection(request: CollectionRequest) {
      if (!collects(request.country, request.operator)) return { refused: 462 };
      const existing = await findCollection(request.reference);
      if (existing !== undefined) return { processorReference: String(existing.id) };
      const created = await refusedOn4xx(
        () =>
          call('POST', '/v1/transactions', transactionEnvelope, {
            description: request.description,
            amount: Number(request.amount),
            currency: { iso: request.currency },
            // A card's payer comes back from the hosted page to the payment's live status screen (its outcome is
            // still read by webhook and polling, never from this return).
            callback_url:
              request.operator === 'card'
                ? new URL(
                    `app/transaction?reference=${encodeURIComponent(request.reference)}`,
                    options.callbackUrl,
                  ).toString()
                : options.callbackUrl,
            custom_metadata: { reference: request.reference },
            customer: {
              firstname: request.customer.firstName,
              lastname: request.customer.lastName,
              email: request.customer.email,
              phone_number: phoneNumber(request.payerPhone, request.country),
            },
          }),
        461,
      );
      if ('refused' in created) return created;
      return { processorReference: String(created['v1/transaction'].id) };
    },

    async requestPayment(processorReference, request) {
      const id = encodeURIComponent(processorReference);
      if (takesCard(request.country, request.operator)) {
        // The payer opens the transaction's payment link; its result comes by webhook and polling, never by the
        // page's return to us.
        const page = await refusedOn4xx(
          () => call('POST', `/v1/transactions/${id}/token`, tokenSchema, {}),
          461,
        );
        if ('refused' in page) return { kind: 'refused', code: page.refused };
        if (page.url === undefined) return { kind: 'refused', code: 461 };
        return { kind: 'pending', action: { kind: 'redirect', url: page.url } };
      }
      const mode = fedapayMode(request.country, request.operator);
      if (mode === undefined) return { kind: 'refused', code: 462 };
      const asked = await refusedOn4xx(async () => {
        const { token } = await call('POST', `/v1/transactions/${id}/token`, tokenSchema, {});
        await call('POST', `/v1/${mode}`, z.unknown(), {
          token,
          phone_number: phoneNumber(request.payerPhone, request.country),
        });
        return { kind: 'pending' } as const;
      }, 461);
      return 'refused' in asked ? { kind: 'refused', code: asked.refused } : asked;
    },

    async getCollectionStatus(collection) {
      const id = encodeURIComponent(collection.processorReference);
      const found = await call('GET', `/v1/transactions/${id}`, transactionEnvelope);
      return statusOf(found['v1/transaction']);
    },

    verifyWebhook(rawBody, headers, now) {
      const header = headers['x-fedapay-signature'];
      verifyFedapaySignature(Array.isArray(header) ? header[0] : header, rawBody, options.webhookSecret, now);
      const event = eventSchema.safeParse(parseJson(rawBody));
      if (!event.success) throw new WebhookRejected('badPayload');
      const id = eventKey(event.data, rawBody);
      const { name, object, entity } = event.data;
      const aboutTransaction = object === 'transaction' || name.startsWith('transaction.');
      if (!aboutTransaction || entity?.status === undefined) return { id };
      const status = statusOf({
        id: entity.id,
        status: entity.status,
        last_error_code: entity.last_error_code,
      });
      return { id, collection: { processorReference: String(entity.id), status } };
    },

    payOut(request) {
      return payoutStep({ ...request, description: `Paiement ${request.reference}` });
    },

    async refund(request) {
      const step = await payoutStep({
        ...request,
        description: `Remboursement ${request.reference}`,
        payoutReference: request.refundReference,
      });
      if (step.kind === 'failed') return { kind: 'refused', message: step.message };
      return { kind: step.kind, refundReference: step.payoutReference };
    },
  };
}
