import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ERROR,
  LIST_META,
  MODE_COUNTRY,
  PAYOUT,
  SEND_NOW_MODES,
  SENT_NOW,
  TOKEN,
  TRANSACTION,
} from './fedapay-fixtures.ts';

/**
 * A local stand-in for FedaPay's API v1, built from FedaPay's own sources (its SDKs' tests and calls, its API
 * reference), not from our adapter, so the adapter is tested over real HTTP against what FedaPay does. It answers
 * with the shapes of `fedapay-fixtures.ts`:
 *   POST /v1/transactions              create (description, amount, currency {iso}, callback_url, custom_metadata,
 *                                      customer: {id} or {email, firstname, lastname, phone_number}); anything else
 *                                      it does not document (merchant_reference…) is ignored
 *   GET  /v1/transactions/search       full-text over what a transaction carries, near matches included, newest first
 *   GET  /v1/transactions/{id}         retrieve
 *   POST /v1/transactions/{id}/token   a payment token
 *   POST /v1/{mode}                    "send now" with {token, phone_number}, as its SDKs call it; an unknown mode,
 *                                      or /v1/transactions/{mode}, is a 404; a number of another country a 400
 *   POST /v1/payouts, PUT /v1/payouts/start, GET /v1/payouts/{id}   payouts: pending until started, then started
 *                                      until the test settles them (sent or failed), with the rules its dashboard
 *                                      documentation states ("Payouts"): the feature must be enabled on the account
 *                                      by FedaPay (else refused, 403), one payout may not exceed 1,000,000 XOF
 *                                      (refused at creation, 400), and no more than 3 payouts go to one mobile-money
 *                                      number within 24 hours (a fourth start is refused, 400; the documentation says
 *                                      "deposits": a payout that failed is not counted here); `started_at`,
 *                                      `sent_at`, `failed_at` say when
 * and signs webhooks as FedaPay does (`X-FEDAPAY-SIGNATURE: t=…,s=…`, HMAC-SHA256 of "t.body"), with FedaPay's body
 * `{name, object, entity}`. Like FedaPay, it has no refund call. The test plays the payer: approve, decline, cancel
 * or expire a transaction (or give it any other status FedaPay might report), then send the webhook or let the
 * server poll.
 */
export type FakeTransaction = {
  id: number;
  reference: string;
  description: string;
  amount: number;
  currency: string;
  status: string;
  mode: string | null;
  custom_metadata: Record<string, unknown> | null;
  /** Where FedaPay's hosted page sends the payer back once they paid (its create's `callback_url`). */
  callback_url: string | null;
  last_error_code: string | null;
  updated_at: string;
  /** The customer filed with it (from its create), and the number the payment was pushed to. */
  customer: { email: string; firstname: string | null; lastname: string | null } | null;
  phone: { number: string; country: string } | null;
};

export type FakePayout = {
  id: number;
  /** When it was started, sent or failed (ISO), as FedaPay's payout object says. */
  started_at: string | null;
  sent_at: string | null;
  failed_at: string | null;
  amount: number;
  mode: string;
  status: string;
  phone: { number: string; country: string } | null;
  currency: string;
  description: string | null;
  custom_metadata: Record<string, unknown> | null;
  last_error_message: string | null;
};

export type FakeFedapay = {
  url: string;
  transactions: FakeTransaction[];
  payouts: FakePayout[];
  /** Every request received: method, path, query, authorization header and parsed body. */
  requests: {
    method: string;
    path: string;
    query: Record<string, string>;
    authorization: string | undefined;
    body: unknown;
  }[];
  /** The next `count` requests answer `status` (a 5xx outage, a 4xx refusal); Infinity until called again. */
  failNext(count: number, status: number): void;
  /**
   * The next `count` requests (to `method path` only, when given) are carried out, then their connection is cut
   * before the answer: a lost answer, as when our process dies before it reads it.
   */
  loseNextAnswers(count: number, to?: { method: string; path: string }): void;
  /** The next `count` requests wait `ms` before they are carried out (a slow FedaPay). */
  delayNext(count: number, ms: number): void;
  /**
   * The next `count` requests answer 200 with a body that does not end in time: `huge` 64 MB sent as fast as they
   * are read, `slow` a byte every 50 ms, without end. Either stops when the client closes the connection.
   */
  endlessAnswerNext(count: number, pace: 'huge' | 'slow'): void;
  /** Bytes of such answers sent so far. */
  endlessBytesSent(): number;
  /** The transaction's status changes (approved, declined, canceled, expired, or anything FedaPay may report). */
  settle(id: number, status: string, lastErrorCode?: string): void;
  /** Whether FedaPay enabled payouts on this account (true unless set otherwise): without, payout calls are a 403. */
  enablePayouts(enabled: boolean): void;
  /** A started payout reaches the phone (`sent`) or fails, with FedaPay's message. */
  settlePayout(id: number, status: 'sent' | 'failed', lastErrorMessage?: string): void;
  /**
   * A webhook as FedaPay sends it for a transaction's current state, signed at `timestamp` (seconds): `{name,
   * object, entity}`, with `object_id` when asked.
   */
  webhook(
    name: string,
    transaction: FakeTransaction,
    options?: { timestamp?: number; secret?: string; objectId?: boolean },
  ): { body: string; headers: Record<string, string> };
  close(): Promise<void>;
};

export const FAKE_SECRET_KEY = 'sk_sandbox_fake_key_123';
export const FAKE_WEBHOOK_SECRET = 'wh_sandbox_fake_secret_456';

const MODES: ReadonlySet<string> = new Set(SEND_NOW_MODES);

/** FedaPay's payout rules (dashboard documentation, "Payouts"): per payout, and per number within 24 hours. */
export const FAKE_PAYOUT_MAX = { XOF: 1_000_000 } as Readonly<Record<string, number>>;
export const FAKE_PAYOUTS_PER_NUMBER_PER_DAY = 3;
const DAY_MS = 24 * 3_600_000;

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return { unparsable: text };
  }
}

function reply(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/** A phone number as FedaPay takes it: `{number, country}`, the country an ISO code in either case. */
function phoneOf(value: unknown): { number: string; country: string } | undefined {
  if (!isObject(value) || typeof value.number !== 'string' || typeof value.country !== 'string')
    return undefined;
  if (!/^\+?\d{6,15}$/.test(value.number) || !/^[a-z]{2}$/i.test(value.country)) return undefined;
  return { number: value.number, country: value.country.toUpperCase() };
}

const invalid = (field: string, message: string) => ({ ...ERROR, errors: { [field]: [message] } });

/** The amount (a positive integer) and currency (`{iso}`) a transaction or a payout is created with, or the 400. */
function moneyOf(
  json: Json,
): { amount: number; currency: string } | { refused: { status: 400; body: unknown } } {
  const currency = isObject(json.currency) ? json.currency.iso : undefined;
  if (!Number.isInteger(json.amount) || Number(json.amount) <= 0)
    return { refused: { status: 400, body: invalid('amount', 'must be a positive integer') } };
  if (typeof currency !== 'string')
    return { refused: { status: 400, body: invalid('currency', 'required') } };
  return { amount: Number(json.amount), currency };
}

/**
 * `payoutsPerNumber: false` lifts FedaPay's 3-a-day rule per number, for a proof that pays one number back many
 * times within minutes (the money rule's simulation); every other rule stays.
 */
export async function startFakeFedapay(options: { payoutsPerNumber?: boolean } = {}): Promise<FakeFedapay> {
  const perNumberRule = options.payoutsPerNumber ?? true;
  const transactions: FakeTransaction[] = [];
  const payouts: FakePayout[] = [];
  const tokens = new Map<string, number>();
  const requests: FakeFedapay['requests'] = [];
  let failures: { count: number; status: number } = { count: 0, status: 500 };
  let losses: { count: number; to: { method: string; path: string } | undefined } = {
    count: 0,
    to: undefined,
  };
  let delays = { count: 0, ms: 0 };
  let endless: { count: number; pace: 'huge' | 'slow' } = { count: 0, pace: 'huge' };
  let endlessBytes = 0;
  let nextId = 1000;
  let payoutsEnabled = true;
  const now = () => new Date().toISOString();

  const view = (t: FakeTransaction) => ({
    ...TRANSACTION,
    id: t.id,
    reference: t.reference,
    description: t.description,
    amount: t.amount,
    status: t.status,
    mode: t.mode,
    custom_metadata: t.custom_metadata,
    callback_url: t.callback_url,
    last_error_code: t.last_error_code,
    created_at: t.updated_at,
    updated_at: t.updated_at,
  });
  const payoutView = (p: FakePayout) => ({
    ...PAYOUT,
    id: p.id,
    amount: p.amount,
    mode: p.mode,
    status: p.status,
    custom_metadata: p.custom_metadata,
    last_error_message: p.last_error_message,
    started_at: p.started_at,
    sent_at: p.sent_at,
    failed_at: p.failed_at,
  });

  /** POST /v1/transactions: what its API reference documents, refused as FedaPay refuses it. */
  function createTransaction(json: Json) {
    if (typeof json.description !== 'string' || json.description === '')
      return { status: 400, body: invalid('description', 'required') };
    const money = moneyOf(json);
    if ('refused' in money) return money.refused;
    const { amount, currency } = money;
    let customer: FakeTransaction['customer'] = null;
    if (json.customer !== undefined) {
      // A customer is named by its id, or made (or found again) by its email; a phone alone names nobody.
      const given = isObject(json.customer) ? json.customer : {};
      const named = typeof given.id === 'number' || typeof given.email === 'string';
      if (!named) return { status: 400, body: invalid('customer.email', 'required') };
      if (given.phone_number !== undefined && phoneOf(given.phone_number) === undefined)
        return { status: 400, body: invalid('customer.phone_number', 'invalid') };
      customer = {
        email: typeof given.email === 'string' ? given.email : `customer-${String(given.id)}@fedapay`,
        firstname: typeof given.firstname === 'string' ? given.firstname : null,
        lastname: typeof given.lastname === 'string' ? given.lastname : null,
      };
    }
    nextId += 1;
    const transaction: FakeTransaction = {
      id: nextId,
      reference: `trx_${randomBytes(6).toString('hex')}`,
      description: json.description,
      amount,
      currency,
      status: 'pending',
      mode: null,
      custom_metadata: isObject(json.custom_metadata) ? json.custom_metadata : null,
      callback_url: typeof json.callback_url === 'string' ? json.callback_url : null,
      last_error_code: null,
      updated_at: now(),
      customer,
      phone: null,
    };
    transactions.push(transaction);
    return { status: 200, body: { 'v1/transaction': view(transaction) } };
  }

  function search(query: Record<string, string>) {
    const text = (query.search ?? '').toLowerCase();
    const perPage = Math.min(Number(query.per_page ?? 25) || 25, 100);
    const page = Math.max(Number(query.page ?? 1) || 1, 1);
    const found = transactions
      .filter((t) =>
        [t.reference, t.description, ...Object.values(t.custom_metadata ?? {})].some(
          (value) => typeof value === 'string' && value.toLowerCase().includes(text),
        ),
      )
      .reverse();
    const pages = Math.max(1, Math.ceil(found.length / perPage));
    return {
      'v1/transactions': found.slice((page - 1) * perPage, page * perPage).map(view),
      meta: {
        ...LIST_META,
        current_page: page,
        next_page: page < pages ? page + 1 : null,
        prev_page: page > 1 ? page - 1 : null,
        per_page: perPage,
        total_pages: pages,
        total_count: found.length,
      },
    };
  }

  /** POST /v1/{mode}: the token names the transaction; the number must be of the mode's country. */
  function sendNow(mode: string, json: Json) {
    const id = typeof json.token === 'string' ? tokens.get(json.token) : undefined;
    const transaction = transactions.find((t) => t.id === id);
    if (transaction === undefined) return { status: 404, body: { message: 'Token invalide' } };
    const phone = phoneOf(json.phone_number);
    if (phone === undefined) return { status: 400, body: invalid('phone_number', 'required') };
    const country = MODE_COUNTRY[mode as keyof typeof MODE_COUNTRY];
    if (country !== undefined && country !== phone.country)
      return { status: 400, body: invalid('phone_number', `not a number of ${country}`) };
    transaction.mode = mode;
    transaction.phone = phone;
    transaction.updated_at = now();
    return { status: 200, body: SENT_NOW };
  }

  function createPayout(json: Json) {
    const money = moneyOf(json);
    if ('refused' in money) return money.refused;
    const { amount, currency } = money;
    const ceiling = FAKE_PAYOUT_MAX[currency.toUpperCase()];
    if (ceiling !== undefined && amount > ceiling)
      return { status: 400, body: invalid('amount', `must not exceed ${ceiling} ${currency}`) };
    if (typeof json.mode !== 'string' || !MODES.has(json.mode))
      return { status: 400, body: invalid('mode', 'invalid') };
    const customer = isObject(json.customer) ? json.customer : undefined;
    nextId += 1;
    const payout: FakePayout = {
      id: nextId,
      amount,
      mode: json.mode,
      status: 'pending',
      phone: phoneOf(customer?.phone_number) ?? null,
      currency,
      description: typeof json.description === 'string' ? json.description : null,
      custom_metadata: isObject(json.custom_metadata) ? json.custom_metadata : null,
      last_error_message: null,
      started_at: null,
      sent_at: null,
      failed_at: null,
    };
    payouts.push(payout);
    return { status: 200, body: { 'v1/payout': payoutView(payout) } };
  }

  /** PUT /v1/payouts/start: each payout named once, pending, with a number to send to. */
  function startPayouts(json: Json) {
    const list = Array.isArray(json.payouts) ? json.payouts : [];
    if (list.length === 0) return { status: 400, body: invalid('payouts', 'required') };
    const chosen: { payout: FakePayout; phone: NonNullable<FakePayout['phone']> }[] = [];
    for (const item of list) {
      const payout = payouts.find((p) => isObject(item) && p.id === item.id);
      if (payout === undefined) return { status: 404, body: { message: 'Payout not found' } };
      if (payout.status !== 'pending')
        return { status: 400, body: invalid('payouts', `payout ${payout.id} is ${payout.status}`) };
      const phone =
        isObject(item) && item.phone_number !== undefined ? phoneOf(item.phone_number) : payout.phone;
      if (phone === undefined || phone === null)
        return { status: 400, body: invalid('phone_number', 'required') };
      chosen.push({ payout, phone });
    }
    const since = Date.now() - DAY_MS;
    for (const { phone } of chosen) {
      if (!perNumberRule) break;
      const toNumber = (p: FakePayout) =>
        p.phone?.number === phone.number &&
        p.status !== 'failed' &&
        p.started_at !== null &&
        Date.parse(p.started_at) > since;
      const sameRequest = chosen.filter((other) => other.phone.number === phone.number).length;
      if (payouts.filter(toNumber).length + sameRequest > FAKE_PAYOUTS_PER_NUMBER_PER_DAY)
        return {
          status: 400,
          body: invalid('phone_number', 'no more than 3 payouts to one number within 24 hours'),
        };
    }
    for (const { payout, phone } of chosen) {
      payout.status = 'started';
      payout.phone = phone;
      payout.started_at = now();
    }
    return { status: 200, body: { 'v1/payouts': chosen.map(({ payout }) => payoutView(payout)) } };
  }

  function route(method: string, path: string, query: Record<string, string>, json: Json) {
    if (method === 'POST' && path === '/v1/transactions') return createTransaction(json);
    if (method === 'GET' && path === '/v1/transactions/search') return { status: 200, body: search(query) };
    const token = /^\/v1\/transactions\/(\d+)\/token$/.exec(path);
    if (method === 'POST' && token !== null) {
      const transaction = transactions.find((t) => t.id === Number(token[1]));
      if (transaction === undefined) return { status: 404, body: { message: 'Transaction not found' } };
      const value = randomBytes(12).toString('hex');
      tokens.set(value, transaction.id);
      return { status: 200, body: { ...TOKEN, token: value, url: `https://process.fedapay.com/${value}` } };
    }
    const retrieve = /^\/v1\/transactions\/(\d+)$/.exec(path);
    if (method === 'GET' && retrieve !== null) {
      const transaction = transactions.find((t) => t.id === Number(retrieve[1]));
      if (transaction === undefined) return { status: 404, body: { message: 'Transaction not found' } };
      return { status: 200, body: { 'v1/transaction': view(transaction) } };
    }
    const mode = /^\/v1\/([a-z_]+)$/.exec(path)?.[1];
    if (method === 'POST' && mode !== undefined && MODES.has(mode)) return sendNow(mode, json);
    const aboutPayouts = path === '/v1/payouts' || path.startsWith('/v1/payouts/');
    if (aboutPayouts && !payoutsEnabled)
      return { status: 403, body: { message: 'Payouts are not enabled for this account' } };
    if (method === 'POST' && path === '/v1/payouts') return createPayout(json);
    if (method === 'PUT' && path === '/v1/payouts/start') return startPayouts(json);
    const payoutById = /^\/v1\/payouts\/(\d+)$/.exec(path);
    if (method === 'GET' && payoutById !== null) {
      const payout = payouts.find((p) => p.id === Number(payoutById[1]));
      if (payout === undefined) return { status: 404, body: { message: 'Payout not found' } };
      return { status: 200, body: { 'v1/payout': payoutView(payout) } };
    }
    return { status: 404, body: { message: 'Not found' } };
  }

  /** A 200 whose JSON body is 64 MB long (`huge`) or never ends (`slow`), until the client closes the connection. */
  async function answerEndlessly(response: ServerResponse, pace: 'huge' | 'slow'): Promise<void> {
    response.writeHead(200, { 'content-type': 'application/json' });
    const chunk = pace === 'huge' ? Buffer.alloc(64 * 1024, ' ') : Buffer.from(' ');
    response.write('{"v1/transaction":');
    for (let sent = 0; !response.destroyed; sent += chunk.length) {
      if (pace === 'huge' && sent >= 64 * 1024 * 1024) return void response.end('}');
      endlessBytes += chunk.length;
      if (!response.write(chunk))
        await new Promise((resolve) => response.once('drain', resolve).once('close', resolve));
      if (pace === 'slow') await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake');
    const path = url.pathname;
    const query = Object.fromEntries(url.searchParams);
    const method = request.method ?? 'GET';
    const body = await readBody(request);
    requests.push({ method, path, query, authorization: request.headers.authorization, body });
    if (delays.count > 0) {
      delays.count -= 1;
      await new Promise((resolve) => setTimeout(resolve, delays.ms));
    }
    if (endless.count > 0) {
      endless.count -= 1;
      return answerEndlessly(response, endless.pace);
    }
    if (failures.count > 0) {
      failures.count -= 1;
      return reply(response, failures.status, { message: 'Service indisponible' });
    }
    const lost = losses.to === undefined || (losses.to.method === method && losses.to.path === path);
    if (losses.count > 0 && lost) {
      losses.count -= 1;
      // The work is done below; only its answer never arrives.
      response.writeHead = () => response;
      response.end = () => {
        request.socket.destroy();
        return response;
      };
    }
    if (request.headers.authorization !== `Bearer ${FAKE_SECRET_KEY}`) {
      return reply(response, 401, { message: 'Unauthenticated.' });
    }
    const answer = route(method, path, query, isObject(body) ? body : {});
    return reply(response, answer.status, answer.body);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => reply(response, 500, { message: 'fake failure' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    transactions,
    payouts,
    requests,
    failNext(count, status) {
      failures = { count, status };
    },
    loseNextAnswers(count, to) {
      losses = { count, to };
    },
    delayNext(count, ms) {
      delays = { count, ms };
    },
    endlessAnswerNext(count, pace) {
      endless = { count, pace };
    },
    endlessBytesSent: () => endlessBytes,
    settlePayout(id, status, lastErrorMessage) {
      const payout = payouts.find((p) => p.id === id);
      if (payout === undefined) throw new Error(`no fake payout ${id}`);
      payout.status = status;
      payout.last_error_message = lastErrorMessage ?? null;
      if (status === 'sent') payout.sent_at = now();
      else payout.failed_at = now();
    },
    enablePayouts(enabled) {
      payoutsEnabled = enabled;
    },
    settle(id, status, lastErrorCode) {
      const transaction = transactions.find((t) => t.id === id);
      if (transaction === undefined) throw new Error(`no fake transaction ${id}`);
      transaction.status = status;
      transaction.last_error_code = lastErrorCode ?? null;
      transaction.updated_at = now();
    },
    webhook(name, transaction, options = {}) {
      const body = JSON.stringify({
        name,
        object: 'transaction',
        entity: view(transaction),
        ...(options.objectId === true ? { object_id: transaction.id } : {}),
      });
      const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
      const signature = createHmac('sha256', options.secret ?? FAKE_WEBHOOK_SECRET)
        .update(`${timestamp}.${body}`)
        .digest('hex');
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'x-fedapay-signature': `t=${timestamp},s=${signature}`,
        },
      };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // An endless answer a client left open ends here.
        server.closeAllConnections();
      }),
  };
}
