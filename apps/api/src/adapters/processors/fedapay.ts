import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import {
  type CollectionRequest,
  type CollectionStatus,
  type PaymentProcessor,
  type RefundResult,
  WebhookRejected,
} from './processor.ts';

/**
 * FedaPay (https://docs.fedapay.com), through its public REST API v1:
 *   GET  /v1/transactions/search          find a collection we created by our reference (custom_metadata), first
 *   POST /v1/transactions                 create the collection (amount, currency, customer's phone)
 *   POST /v1/transactions/{id}/token      a payment token for it
 *   POST /v1/transactions/{mode}          "send now": push the payment request to the payer's phone ({token, phone_number})
 *   GET  /v1/transactions/{id}            its status (pending, approved, declined, canceled, expired…)
 *   POST /v1/payouts, PUT /v1/payouts/start   send money to a phone
 *   GET  /v1/payouts/{id}                 a payout's status (pending until started, started, sent, failed…)
 * FedaPay's API has no refund: its refunds are made by hand in its dashboard, for MTN only. A refund is therefore
 * a payout of the amount paid to the number that paid (decision 020).
 * Webhooks carry `X-FEDAPAY-SIGNATURE: t=<unix seconds>,s=<hex HMAC-SHA256 of "t.body" with the endpoint secret>`.
 * Decision record 009 says how its statuses map to §8 codes.
 */
export type FedapayOptions = {
  apiUrl: string;
  secretKey: string;
  webhookSecret: string;
  pollEveryMs: number;
  /** Where FedaPay sends the payer's browser after a hosted payment (unused by mobile-money push, but required). */
  callbackUrl: string;
  fetch?: typeof fetch;
};

/** Seconds a webhook's timestamp may differ from our clock (FedaPay's libraries use the same 5 minutes). */
export const WEBHOOK_TOLERANCE_S = 300;
const REQUEST_TIMEOUT_MS = 15_000;

/** FedaPay's payment "modes" for our operators, per country (https://docs.fedapay.com, "send now"). */
const MODES: Readonly<Record<string, string>> = {
  'BJ:mtn': 'mtn_open',
  'BJ:moov': 'moov',
  'CI:mtn': 'mtn_ci',
  'CI:moov': 'moov_ci',
  'CI:orange': 'orange_ci',
  'CI:wave': 'wave_ci',
  'TG:moov': 'moov_tg',
  'SN:orange': 'orange_sn',
  'SN:free': 'free_sn',
  'SN:wave': 'wave_sn',
  'BF:orange': 'orange_bf',
  'BF:moov': 'moov_bf',
  'ML:orange': 'orange_ml',
  'ML:moov': 'moov_ml',
};

export function fedapayMode(country: string, operator: string): string | undefined {
  return MODES[`${country}:${operator}`];
}

const PAID = [
  'approved',
  'transferred',
  'refunded',
  'approved_partially_refunded',
  'transferred_partially_refunded',
];

/** A FedaPay transaction status (and its last error code) as ours. */
export function collectionStatusOf(status: string, lastErrorCode?: string | null): CollectionStatus {
  if (PAID.includes(status)) return { kind: 'paid' };
  if (status === 'pending') return { kind: 'pending' };
  if (status === 'expired') return { kind: 'refused', code: 451 };
  if (status === 'canceled') return { kind: 'refused', code: 450 };
  if (status === 'declined') {
    const code = (lastErrorCode ?? '').toUpperCase();
    if (code.startsWith('INSUFFICIENT')) return { kind: 'refused', code: 460 };
    if (code.includes('OPERATOR') || code.includes('NETWORK')) return { kind: 'refused', code: 505 };
    return { kind: 'refused', code: 404 };
  }
  return { kind: 'refused', code: 461 };
}

const transactionSchema = z.object({
  id: z.union([z.number(), z.string()]),
  status: z.string(),
  last_error_code: z.string().nullish(),
  merchant_reference: z.string().nullish(),
  custom_metadata: z.looseObject({ reference: z.unknown() }).nullish(),
});
const transactionEnvelope = z.object({ 'v1/transaction': transactionSchema });
/** A search's answer: its SDKs read `{"v1/transactions": [...], "meta": …}`; its reference shows a bare list. */
const transactionList = z.union([
  z.array(transactionSchema),
  z.object({ 'v1/transactions': z.array(transactionSchema) }).transform((list) => list['v1/transactions']),
]);
const payoutEnvelope = z.object({ 'v1/payout': z.object({ id: z.union([z.number(), z.string()]) }) });
const payoutStatusSchema = z.object({
  id: z.union([z.number(), z.string()]),
  status: z.string(),
  last_error_message: z.string().nullish(),
});
const payoutStatusEnvelope = z.object({ 'v1/payout': payoutStatusSchema });
const startedPayoutsEnvelope = z.object({ 'v1/payouts': z.array(payoutStatusSchema) });
const tokenSchema = z.object({ token: z.string().min(1) });
const eventSchema = z.object({
  id: z.union([z.number(), z.string()]),
  name: z.string(),
  entity: z.looseObject({
    id: z.union([z.number(), z.string()]),
    status: z.string().optional(),
    last_error_code: z.string().nullish(),
  }),
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

function phoneNumber(e164: string, country: string) {
  return { number: e164, country: country.toLowerCase() };
}

/** A refund's payout as FedaPay reports it once started: sent, failed (for good), or still on its way. */
function refundStateOf(payout: z.infer<typeof payoutStatusSchema>): RefundResult {
  const refundReference = String(payout.id);
  if (payout.status === 'sent') return { kind: 'sent', refundReference };
  if (payout.status === 'failed')
    return {
      kind: 'refused',
      message: payout.last_error_message ?? 'FedaPay n’a pas pu envoyer le remboursement.',
    };
  return { kind: 'pending', refundReference };
}

const REFUND_REFUSED: RefundResult = { kind: 'refused', message: 'FedaPay a refusé le remboursement.' };

export function fedapayProcessor(options: FedapayOptions): PaymentProcessor {
  const send = options.fetch ?? fetch;
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
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    if (!response.ok) {
      throw new FedapayError(response.status, `FedaPay ${method} ${path}: HTTP ${response.status}`);
    }
    const parsed = schema.safeParse(parseJson(text));
    if (!parsed.success) throw new FedapayError(502, `FedaPay ${method} ${path}: unexpected answer`);
    return parsed.data;
  }

  /**
   * A 4xx is FedaPay refusing what we sent (bad number, unsupported mode…): a refusal, not a retry. Except our
   * own faults or its pace (401/403 a wrong key, 408, 429): those throw, so the job retries and, failing for
   * good, leaves the payment where it is rather than refusing the customer for our mistake.
   */
  async function refusedOn4xx<T>(attempt: () => Promise<T>, code: number): Promise<T | { refused: number }> {
    try {
      return await attempt();
    } catch (error) {
      const refusal =
        error instanceof FedapayError &&
        error.status >= 400 &&
        error.status < 500 &&
        ![401, 403, 408, 429].includes(error.status);
      if (refusal) return { refused: code };
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
    return found.find(
      (transaction) =>
        transaction.custom_metadata?.reference === reference || transaction.merchant_reference === reference,
    );
  }

  return {
    name: 'fedapay',
    webhooks: true,
    stepDelayMs: 0,
    pollEveryMs: options.pollEveryMs,

    async initiateCollection(request: CollectionRequest) {
      if (fedapayMode(request.country, request.operator) === undefined) return { refused: 462 };
      const existing = await findCollection(request.reference);
      if (existing !== undefined) return { processorReference: String(existing.id) };
      const created = await refusedOn4xx(
        () =>
          call('POST', '/v1/transactions', transactionEnvelope, {
            description: request.description,
            amount: Number(request.amount),
            currency: { iso: request.currency },
            callback_url: options.callbackUrl,
            merchant_reference: request.reference,
            custom_metadata: { reference: request.reference },
            customer: { phone_number: phoneNumber(request.payerPhone, request.country) },
          }),
        461,
      );
      if ('refused' in created) return created;
      return { processorReference: String(created['v1/transaction'].id) };
    },

    async requestPayment(processorReference, request) {
      const mode = fedapayMode(request.country, request.operator);
      if (mode === undefined) return { kind: 'refused', code: 462 };
      const id = encodeURIComponent(processorReference);
      const asked = await refusedOn4xx(async () => {
        const { token } = await call('POST', `/v1/transactions/${id}/token`, tokenSchema, {});
        await call('POST', `/v1/transactions/${mode}`, z.unknown(), {
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
      return collectionStatusOf(found['v1/transaction'].status, found['v1/transaction'].last_error_code);
    },

    verifyWebhook(rawBody, headers, now) {
      const header = headers['x-fedapay-signature'];
      verifyFedapaySignature(Array.isArray(header) ? header[0] : header, rawBody, options.webhookSecret, now);
      const event = eventSchema.safeParse(parseJson(rawBody));
      if (!event.success) throw new WebhookRejected('badPayload');
      const { id, name, entity } = event.data;
      if (!name.startsWith('transaction.') || entity.status === undefined) return { id: String(id) };
      return {
        id: String(id),
        collection: {
          processorReference: String(entity.id),
          status: collectionStatusOf(entity.status, entity.last_error_code),
        },
      };
    },

    async payOut(request) {
      const mode = fedapayMode(request.country, request.operator);
      if (mode === undefined) return { kind: 'failed', message: 'Opérateur non pris en charge par FedaPay.' };
      const phone = phoneNumber(request.phone, request.country);
      const sent = await refusedOn4xx(async () => {
        const created = await call('POST', '/v1/payouts', payoutEnvelope, {
          amount: Number(request.amount),
          currency: { iso: request.currency },
          mode,
          merchant_reference: request.reference,
          customer: { phone_number: phone },
        });
        const id = created['v1/payout'].id;
        await call('PUT', '/v1/payouts/start', z.unknown(), { payouts: [{ id, phone_number: phone }] });
        return { kind: 'sent', processorReference: String(id) } as const;
      }, 461);
      return 'refused' in sent ? { kind: 'failed', message: 'FedaPay a refusé le paiement sortant.' } : sent;
    },

    async refund(request) {
      const mode = fedapayMode(request.country, request.operator);
      if (mode === undefined)
        return { kind: 'refused', message: 'Opérateur non pris en charge par FedaPay.' };
      const phone = phoneNumber(request.phone, request.country);
      if (request.refundReference === undefined) {
        const created = await refusedOn4xx(
          () =>
            call('POST', '/v1/payouts', payoutEnvelope, {
              amount: Number(request.amount),
              currency: { iso: request.currency },
              mode,
              description: `Remboursement ${request.reference}`,
              customer: { phone_number: phone },
            }),
          461,
        );
        if ('refused' in created) return REFUND_REFUSED;
        return { kind: 'created', refundReference: String(created['v1/payout'].id) };
      }
      const id = encodeURIComponent(request.refundReference);
      const found = (await call('GET', `/v1/payouts/${id}`, payoutStatusEnvelope))['v1/payout'];
      // FedaPay's `pending` is a payout created and never started: start it, once (a started one is not pending).
      if (found.status !== 'pending') return refundStateOf(found);
      const started = await refusedOn4xx(
        () =>
          call('PUT', '/v1/payouts/start', startedPayoutsEnvelope, {
            payouts: [{ id: found.id, phone_number: phone }],
          }),
        461,
      );
      if ('refused' in started) return REFUND_REFUSED;
      return refundStateOf(started['v1/payouts'][0] ?? { ...found, status: 'started' });
    },
  };
}
