import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:https';
import { resolve } from 'node:path';
import * as z from 'zod';
import { AnswerTooLarge, MAX_ANSWER_BYTES, refusesWhatWeSent } from '../outgoing-http.ts';
import { PISPI_COUNTRIES, pispiQrPayload } from './pispi-qr.ts';
import {
  type CollectionRequest,
  type CollectionStatus,
  type PaymentProcessor,
  type PayoutRequest,
  type PayoutResult,
  WebhookRejected,
} from './processor.ts';

/**
 * PI-SPI, the BCEAO's instant payment system (decision 067), through a participant's « PI – API Business »
 * (OpenAPI 3.0.3, https://sandbox.api.pi-bceao.com/piz/v1 in the BCEAO's document): every call over mutual TLS (our
 * client certificate, from configuration) with an OAuth2 client-credentials token. The calls used:
 *   POST /demandes-paiements                    a payment request (request to pay) to the payer's alias, with
 *                                               `confirmation: true`: the participant looks the alias up and
 *                                               waits (INITIE), or refuses (REJETE: BE23 unknown alias, DU03 txId
 *                                               already used)
 *   PUT  /demandes-paiements/{txId}/confirmations  {decision: true}: send it to the payer (ENVOYE); idempotent
 *   GET  /demandes-paiements/{txId}             where it stands: INITIE, ENVOYE, IRREVOCABLE (accepted, paid),
 *                                               REJETE (with statutRaison, an ISO 20022 reason)
 *   POST /paiements, PUT /paiements/{txId}/confirmations, GET /paiements/{txId}   a payment to an alias, the same
 *                                               way: created (INITIE), sent (ENVOYE), IRREVOCABLE or REJETE
 * `txId` is our reference: the participant refuses a second request with it (DU03), which is how a retry after a
 * lost answer finds the first one instead of asking twice. Amounts are whole XOF francs (JSON integers). Errors are
 * RFC 7807 problems; their status is all we read. Webhooks (POST to the URL registered with POST /webhooks) carry
 * `{data: [{evCode, txId, end2endId, montant, motif…}], meta: {total}}` and `X-Signature`, the HMAC-SHA256 of the
 * body with the secret the participant gave at registration; the document gives no timestamp, so redeliveries are
 * told apart by each event's code and end-to-end id.
 */
export type PispiOptions = {
  /** The participant's API Business base URL, e.g. https://participant.example/piz/v1. */
  apiUrl: string;
  /** Its OAuth2 token endpoint. */
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /** Our client certificate and key (PEM), and the CA that signed the participant's server certificate. */
  tls: { cert: string; key: string; ca?: string | undefined };
  /** Our account's alias: the payee of our payment requests, the payer of our payments. */
  alias: string;
  /** The HMAC secret the participant returned when our webhook was registered. */
  webhookSecret: string;
  pollEveryMs: number;
  /** The participant sends payments from our account (our payouts): default false. */
  payouts?: boolean;
  /** OAuth2 scopes asked for (default: those of payment requests and payments, read and write). */
  scope?: string;
  /** How long one call may take, its answer's whole body included (default 15 s). */
  timeoutMs?: number;
  /** The longest answer read (default 1 MB): a longer one is given up, as an outage. */
  maxAnswerBytes?: number;
  /** The clock the token's lifetime is measured with (tests). */
  now?: () => number;
};

const REQUEST_TIMEOUT_MS = 15_000;
const DEFAULT_SCOPE = 'demande_paiement.write demande_paiement.read paiement.write paiement.read';
/** A token is renewed this long before it expires (or at 90 % of a shorter life). */
const TOKEN_MARGIN_MS = 60_000;
/**
 * Category of our payment requests: 521, an immediate e-commerce payment request, which the document gives two
 * minutes (`dateLimitePaiement`) to be paid.
 */
const CATEGORY = '521';
const PAYMENT_WINDOW_MS = 2 * 60_000;

/**
 * PI-SPI's limits on one payment are the participant's (AM02: above the maximum allowed; AM21: above the limits
 * agreed with the client): none is published, so none is set here, and a refusal is a failed payout.
 */
export const PISPI_PAYOUT_LIMITS = { perNumberPer24h: Number.MAX_SAFE_INTEGER, maxAmount: {} } as const;

/** An answer we could not use: a 5xx, 429 or a network failure (worth retrying), or a 4xx. */
export class PispiError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'PispiError';
    this.status = status;
  }
}

/** PI-SPI serves the eight UEMOA countries, in XOF; its operator is the payer's bank or wallet, any of them. */
export function pispiServes(country: string): boolean {
  return (PISPI_COUNTRIES as readonly string[]).includes(country.toUpperCase());
}

/**
 * A payment request's or payment's REJETE reason (ISO 20022, as the document lists them) as a §8 code: the payer
 * refused (BE05, AM09, APAR, RR07, FR01 are the reasons a payer's answer may give) 450; expired (AEXR) 451;
 * insufficient funds (AM04) 460; unknown alias (BE23) 406, the number is not linked to an account; above a limit
 * (AM02, AM14, AM21) 411; a participant suspended or out of reach (AG10, AG11, AB03, AB04, AB08, AB09) 505;
 * anything else 461.
 */
export function refusalCode(reason: string | null | undefined): number {
  switch ((reason ?? '').toUpperCase()) {
    case 'BE05':
    case 'AM09':
    case 'APAR':
    case 'RR07':
    case 'FR01':
    case 'ARFR':
    case 'ARJR':
      return 450;
    case 'AEXR':
      return 451;
    case 'AM04':
      return 460;
    case 'BE23':
      return 406;
    case 'AM02':
    case 'AM14':
    case 'AM21':
      return 411;
    case 'AG10':
    case 'AG11':
    case 'AB03':
    case 'AB04':
    case 'AB08':
    case 'AB09':
      return 505;
    default:
      return 461;
  }
}

/** A payment request's status as ours: sent or waiting, paid once irrevocable, refused with its reason's code. */
export function requestStatusOf(statut: string, reason?: string | null): CollectionStatus {
  if (statut === 'IRREVOCABLE') return { kind: 'paid' };
  if (statut === 'REJETE' || statut === 'ANNULE') return { kind: 'refused', code: refusalCode(reason) };
  return { kind: 'pending' };
}

const stateSchema = z.looseObject({
  txId: z.string().optional(),
  statut: z.string(),
  statutRaison: z.string().nullish(),
  end2endId: z.string().nullish(),
});
type State = z.infer<typeof stateSchema>;
const tokenSchema = z.looseObject({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]).optional(),
});
const eventSchema = z.looseObject({
  evCode: z.string().min(1),
  evDate: z.string().nullish(),
  txId: z.string().nullish(),
  end2endId: z.string().nullish(),
  motif: z.string().nullish(),
});
const eventsSchema = z.looseObject({ data: z.array(eventSchema).min(1) });

/**
 * A certificate or key setting: PEM text itself (its line breaks may be written `\\n`, as one-line environment
 * variables have them), or the path of a PEM file, read once (relative to `cwd`). Throws if neither.
 */
export function readPemSetting(value: string, cwd: string): string {
  const text = value.includes('-----BEGIN ')
    ? value.replace(/\\n/g, '\n')
    : readFileSync(resolve(cwd, value), 'utf8');
  if (!/-----BEGIN [A-Z0-9 ]+-----[\s\S]+-----END [A-Z0-9 ]+-----/.test(text))
    throw new Error('pas de bloc PEM (-----BEGIN …-----)');
  return text;
}

/** JSON text as a value, or undefined when it is not JSON (then the schema check refuses it). */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** An amount in whole francs as a JSON number: only an integer a double holds exactly. */
function francs(amount: bigint): number {
  if (amount <= 0n || amount > BigInt(Number.MAX_SAFE_INTEGER))
    throw new RangeError(`montant ${amount} hors limites`);
  return Number(amount);
}

/** A signature header's bytes: hex (64 digits) or base64 of the 32-byte HMAC; undefined for anything else. */
function signatureBytes(header: string): Buffer | undefined {
  const text = header.trim().replace(/^sha256=/i, '');
  if (/^[0-9a-f]{64}$/i.test(text)) return Buffer.from(text, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) {
    const bytes = Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    return bytes.length === 32 ? bytes : undefined;
  }
  return undefined;
}

/** Checks `X-Signature` (HMAC-SHA256 of the raw body with the webhook's secret) in constant time. */
export function verifyPispiSignature(header: string | undefined, rawBody: string, secret: string): void {
  if (header === undefined || header === '') throw new WebhookRejected('missingSignature');
  const given = signatureBytes(header);
  if (given === undefined) throw new WebhookRejected('missingSignature');
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  if (!timingSafeEqual(given, expected)) throw new WebhookRejected('badSignature');
}

/** The events of a webhook that concern our payment requests: a payment received for one, or its refusal. */
function collectionEvent(event: z.infer<typeof eventSchema>): CollectionStatus | undefined {
  if (event.evCode === 'PAIEMENT_RECU') return { kind: 'paid' };
  if (event.evCode === 'RTP_REJETE') return { kind: 'refused', code: refusalCode(event.motif) };
  return undefined;
}

type Call = { method: string; path: string; body?: unknown };
type Answer = { status: number; text: string };

/**
 * The participant's API over mutual TLS with an OAuth2 token: `call` answers 2xx JSON (checked by its schema) or
 * throws PispiError. A token is kept until shortly before it expires; a 401 drops it, and the call is made once
 * more with a new one. Exported for the setup calls an operator makes once (POST /webhooks).
 */
export function pispiClient(options: PispiOptions) {
  const base = options.apiUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const maxAnswerBytes = options.maxAnswerBytes ?? MAX_ANSWER_BYTES;
  const now = options.now ?? Date.now;
  const agent = new Agent({
    cert: options.tls.cert,
    key: options.tls.key,
    ...(options.tls.ca === undefined ? {} : { ca: options.tls.ca }),
    keepAlive: true,
    maxSockets: 16,
  });
  let token: { value: string; renewAt: number } | undefined;
  let pending: Promise<string> | undefined;

  /** One HTTPS exchange; its whole answer within `timeoutMs` and `maxAnswerBytes`. */
  function exchange(
    url: string,
    method: string,
    headers: Record<string, string>,
    body?: string,
  ): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const outgoing = request(
        url,
        {
          agent,
          method,
          headers: {
            ...headers,
            ...(body === undefined ? {} : { 'content-length': Buffer.byteLength(body) }),
          },
          signal: AbortSignal.timeout(timeoutMs),
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          let size = 0;
          incoming.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > maxAnswerBytes) {
              incoming.destroy();
              reject(
                new PispiError(502, `PI-SPI ${method} ${url}: ${new AnswerTooLarge(maxAnswerBytes).message}`),
              );
              return;
            }
            chunks.push(chunk);
          });
          incoming.on('end', () =>
            resolve({ status: incoming.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
          );
          incoming.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  }

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(
      `${encodeURIComponent(options.clientId)}:${encodeURIComponent(options.clientSecret)}`,
    ).toString('base64');
    const form = new URLSearchParams({
      grant_type: 'client_credentials',
      scope: options.scope ?? DEFAULT_SCOPE,
    });
    const asked = now();
    const answer = await exchange(
      options.tokenUrl,
      'POST',
      {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      form.toString(),
    );
    if (answer.status < 200 || answer.status >= 300)
      throw new PispiError(answer.status, `PI-SPI token: HTTP ${answer.status}`);
    const parsed = tokenSchema.safeParse(parseJson(answer.text));
    if (!parsed.success) throw new PispiError(502, 'PI-SPI token: unexpected answer');
    const lifeMs = (parsed.data.expires_in ?? 300) * 1000;
    token = {
      value: parsed.data.access_token,
      renewAt: asked + Math.max(0, lifeMs - Math.min(TOKEN_MARGIN_MS, lifeMs / 10)),
    };
    return token.value;
  }

  /** The token in hand while it has time left; else one new token, shared by the calls that wait for it. */
  function accessToken(): Promise<string> {
    if (token !== undefined && now() < token.renewAt) return Promise.resolve(token.value);
    pending ??= fetchToken().finally(() => {
      pending = undefined;
    });
    return pending;
  }

  async function once({ method, path, body }: Call, bearer: string): Promise<Answer> {
    return exchange(
      `${base}${path}`,
      method,
      {
        authorization: `Bearer ${bearer}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body === undefined ? undefined : JSON.stringify(body),
    );
  }

  async function call<T>(call: Call, schema: z.ZodType<T>): Promise<T> {
    const bearer = await accessToken();
    let answer = await once(call, bearer);
    if (answer.status === 401) {
      // The token was revoked or expired early: one new token, one more try.
      if (token?.value === bearer) token = undefined;
      answer = await once(call, await accessToken());
    }
    if (answer.status < 200 || answer.status >= 300)
      throw new PispiError(answer.status, `PI-SPI ${call.method} ${call.path}: HTTP ${answer.status}`);
    const parsed = schema.safeParse(parseJson(answer.text));
    if (!parsed.success) throw new PispiError(502, `PI-SPI ${call.method} ${call.path}: unexpected answer`);
    return parsed.data;
  }

  return { call, close: () => agent.destroy() };
}

/** A call the participant refuses (refusesWhatWeSent) gives `refused`; anything else throws, for the job to retry. */
async function refusedOn4xx<T>(attempt: () => Promise<T>): Promise<T | 'refused'> {
  try {
    return await attempt();
  } catch (error) {
    if (error instanceof PispiError && refusesWhatWeSent(error.status)) return 'refused';
    throw error;
  }
}

/** A payment's state as a payout's step. */
function payoutStateOf(state: State, payoutReference: string): PayoutResult {
  if (state.statut === 'IRREVOCABLE') return { kind: 'sent', payoutReference };
  if (state.statut === 'REJETE' || state.statut === 'ANNULE')
    return {
      kind: 'failed',
      message: `PI-SPI a rejeté le paiement (${state.statutRaison ?? 'sans motif'}).`,
    };
  return { kind: 'pending', payoutReference };
}

export function pispiProcessor(options: PispiOptions): PaymentProcessor & { close(): void } {
  const client = pispiClient(options);
  const now = options.now ?? Date.now;
  const path = (kind: 'demandes-paiements' | 'paiements', txId: string, tail = '') =>
    `/${kind}/${encodeURIComponent(txId)}${tail}`;

  /** A request or payment created with our txId, or the one created before with it (DU03: a retry). */
  async function create(kind: 'demandes-paiements' | 'paiements', txId: string, body: object) {
    const created = await refusedOn4xx(() =>
      client.call({ method: 'POST', path: `/${kind}`, body }, stateSchema),
    );
    if (created !== 'refused' && created.statut === 'REJETE' && created.statutRaison === 'DU03')
      return client.call({ method: 'GET', path: path(kind, txId) }, stateSchema);
    return created;
  }

  /** One step of a payout: create it (INITIE, confirmation awaited); confirm it once; read where it stands. */
  async function payoutStep(
    request: PayoutRequest & { motif: string; suffix: string },
  ): Promise<PayoutResult> {
    if (!pispiServes(request.country) || request.currency !== 'XOF')
      return { kind: 'failed', message: 'PI-SPI ne paie qu’en XOF dans les pays de l’UEMOA.' };
    // Not the collection's txId (a payment request may carry it already): ours plus what the payment is.
    const txId = request.payoutReference ?? `${request.reference}${request.suffix}`;
    if (request.payoutReference === undefined) {
      const created = await create('paiements', txId, {
        txId,
        payeurAlias: options.alias,
        payeAlias: request.phone,
        montant: francs(request.amount),
        motif: request.motif,
        confirmation: true,
      });
      if (created === 'refused') return { kind: 'failed', message: 'PI-SPI a refusé le paiement.' };
      if (created.statut === 'INITIE') return { kind: 'created', payoutReference: txId };
      return payoutStateOf(created, txId);
    }
    const found = await client.call({ method: 'GET', path: path('paiements', txId) }, stateSchema);
    if (found.statut !== 'INITIE') return payoutStateOf(found, txId);
    const confirmed = await refusedOn4xx(() =>
      client.call(
        { method: 'PUT', path: path('paiements', txId, '/confirmations'), body: { decision: true } },
        stateSchema,
      ),
    );
    if (confirmed === 'refused') return { kind: 'failed', message: 'PI-SPI a refusé le paiement.' };
    return payoutStateOf(confirmed, txId);
  }

  return {
    name: 'pispi',
    webhooks: true,
    stepDelayMs: 0,
    pollEveryMs: options.pollEveryMs,
    payoutLimits: PISPI_PAYOUT_LIMITS,

    serves(country) {
      return pispiServes(country);
    },

    paysOut(country) {
      return options.payouts === true && pispiServes(country);
    },

    /** A payment to the payer's alias, whatever PI-SPI's payouts setting (a refund is owed, not offered). */
    paysBack(country) {
      return pispiServes(country);
    },

    /** The payment request, created and its payer's alias looked up; not yet sent (that is requestPayment). */
    async initiateCollection(request: CollectionRequest) {
      if (!pispiServes(request.country) || request.currency !== 'XOF') return { refused: 462 };
      const created = await create('demandes-paiements', request.reference, {
        txId: request.reference,
        categorie: CATEGORY,
        payeurAlias: request.payerPhone,
        payeAlias: options.alias,
        montant: francs(request.amount),
        motif: request.description.slice(0, 140),
        dateLimitePaiement: new Date(now() + PAYMENT_WINDOW_MS).toISOString(),
        confirmation: true,
      });
      if (created === 'refused') return { refused: 461 };
      const status = requestStatusOf(created.statut, created.statutRaison);
      if (status.kind === 'refused') return { refused: status.code };
      return { processorReference: request.reference };
    },

    /**
     * Sends the request to the payer's bank or wallet app (idempotent: a second call reads its state); pending
     * with what the payer does: accept it in that app, or scan its QR code (our alias, the amount, our reference).
     */
    async requestPayment(processorReference, request) {
      const sent = await refusedOn4xx(() =>
        client.call(
          {
            method: 'PUT',
            path: path('demandes-paiements', processorReference, '/confirmations'),
            body: { decision: true },
          },
          stateSchema,
        ),
      );
      if (sent === 'refused') return { kind: 'refused', code: 461 };
      const status = requestStatusOf(sent.statut, sent.statutRaison);
      if (status.kind === 'refused') return status;
      // Accepted already (the payer was quick): asked all the same; the next poll reads it paid.
      const qr = pispiQrPayload({
        alias: options.alias,
        country: request.country,
        amount: request.amount,
        reference: processorReference,
        channel: CATEGORY,
      });
      return { kind: 'pending', action: { kind: 'scan', qr, alias: request.payerPhone } };
    },

    async getCollectionStatus(collection) {
      const found = await client.call(
        { method: 'GET', path: path('demandes-paiements', collection.processorReference) },
        stateSchema,
      );
      return requestStatusOf(found.statut, found.statutRaison);
    },

    /**
     * A webhook's events: the first that concerns a payment request of ours (a payment received for it, or its
     * refusal) is reported; others in the same delivery are still found by polling. Its id: event code and
     * end-to-end id (or the body's hash), so that a redelivery is heard once.
     */
    verifyWebhook(rawBody, headers) {
      const header = headers['x-signature'];
      verifyPispiSignature(Array.isArray(header) ? header[0] : header, rawBody, options.webhookSecret);
      const parsed = eventsSchema.safeParse(parseJson(rawBody));
      if (!parsed.success) throw new WebhookRejected('badPayload');
      const events = parsed.data.data;
      const about = events.find((event) => event.txId != null && collectionEvent(event) !== undefined);
      const first = about ?? events[0];
      const key = first?.end2endId ?? first?.txId ?? createHash('sha256').update(rawBody).digest('hex');
      const id = `${first?.evCode ?? 'event'}:${key}`;
      if (about?.txId == null) return { id };
      const status = collectionEvent(about);
      return status === undefined ? { id } : { id, collection: { processorReference: about.txId, status } };
    },

    payOut(request) {
      return payoutStep({ ...request, motif: `Paiement ${request.reference}`, suffix: '-V' });
    },

    /** A refund is a payment of the amount paid to the payer's alias (PI-SPI's « retour de fonds »: later). */
    async refund(request) {
      const step = await payoutStep({
        reference: request.reference,
        amount: request.amount,
        currency: request.currency,
        country: request.country,
        operator: request.operator,
        phone: request.phone,
        payoutReference: request.refundReference,
        motif: `Remboursement ${request.reference}`,
        suffix: '-R',
      });
      if (step.kind === 'failed') return { kind: 'refused', message: step.message };
      return { kind: step.kind, refundReference: step.payoutReference };
    },

    close() {
      client.close();
    },
  };
}
