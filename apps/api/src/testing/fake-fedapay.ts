import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for FedaPay's API v1, written from its public documentation (docs.fedapay.com), so the adapter
 * is tested over real HTTP: bearer secret key, transactions (create, token, "send now" per mode, retrieve),
 * payouts (create: `pending`; start: `started`, answered as its SDKs read it, `{"v1/payouts": [...]}`; retrieve),
 * and signed webhooks (`X-FEDAPAY-SIGNATURE: t=…,s=…`, HMAC-SHA256 of "t.body"). Like FedaPay, it has no refund
 * call: refunds are payouts. The test settles a started payout (`sent` or `failed`) with settlePayout.
 * Transactions take what its API reference documents on create (description, amount, currency, callback_url,
 * custom_metadata, customer) and ignore anything else; `GET /v1/transactions/search?search=…` finds them by any
 * text they carry, near matches included (a full-text search), newest first, in its SDKs' list envelope.
 * The test plays the payer: approve, decline, cancel or expire a transaction, then send the webhook or let the
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
  /** A field of FedaPay's transaction object that its create call does not document: the fake leaves it null. */
  merchant_reference: string | null;
  custom_metadata: Record<string, unknown> | null;
  last_error_code: string | null;
  phone: { number: string; country: string } | null;
};

export type FakePayout = {
  id: number;
  amount: number;
  mode: string;
  status: string;
  phone: unknown;
  currency?: string | undefined;
  description?: string | null;
  last_error_message?: string | null;
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
  settle(id: number, status: 'approved' | 'declined' | 'canceled' | 'expired', lastErrorCode?: string): void;
  /** A started payout reaches the phone (`sent`) or fails, with FedaPay's message. */
  settlePayout(id: number, status: 'sent' | 'failed', lastErrorMessage?: string): void;
  /** A webhook as FedaPay sends it for a transaction's current state, signed at `timestamp` (seconds). */
  webhook(
    name: string,
    transaction: FakeTransaction,
    options?: { timestamp?: number; eventId?: number | string; secret?: string },
  ): { body: string; headers: Record<string, string> };
  close(): Promise<void>;
};

export const FAKE_SECRET_KEY = 'sk_sandbox_fake_key_123';
export const FAKE_WEBHOOK_SECRET = 'wh_sandbox_fake_secret_456';

/** The modes FedaPay's "send now" accepts (a subset of its list, enough for our operators). */
const KNOWN_MODES = new Set([
  'mtn_open',
  'moov',
  'mtn_ci',
  'moov_ci',
  'orange_ci',
  'wave_ci',
  'moov_tg',
  'orange_sn',
  'free_sn',
  'wave_sn',
  'orange_bf',
  'moov_bf',
  'orange_ml',
  'moov_ml',
]);

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

export async function startFakeFedapay(): Promise<FakeFedapay> {
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
  let nextId = 1000;

  const view = (t: FakeTransaction) => {
    const { phone: _phone, ...rest } = t;
    return { klass: 'v1/transaction', ...rest };
  };

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
    const json = isObject(body) ? body : {};

    if (method === 'POST' && path === '/v1/transactions') {
      const currency = isObject(json.currency) ? json.currency.iso : undefined;
      if (typeof json.description !== 'string' || !Number.isInteger(json.amount) || Number(json.amount) <= 0)
        return reply(response, 400, { message: 'Validation failed', errors: { amount: ['invalid'] } });
      if (typeof currency !== 'string') return reply(response, 400, { message: 'currency required' });
      nextId += 1;
      const transaction: FakeTransaction = {
        id: nextId,
        reference: `trx_${randomBytes(6).toString('hex')}`,
        description: json.description,
        amount: Number(json.amount),
        currency,
        status: 'pending',
        mode: null,
        merchant_reference: null,
        custom_metadata: isObject(json.custom_metadata) ? json.custom_metadata : null,
        last_error_code: null,
        phone: null,
      };
      transactions.push(transaction);
      return reply(response, 200, { 'v1/transaction': view(transaction) });
    }

    if (method === 'GET' && path === '/v1/transactions/search') {
      const text = (query.search ?? '').toLowerCase();
      const perPage = Math.min(Number(query.per_page ?? 25) || 25, 100);
      const page = Math.max(Number(query.page ?? 1) || 1, 1);
      const found = transactions
        .filter((t) =>
          [t.reference, t.description, t.merchant_reference, ...Object.values(t.custom_metadata ?? {})].some(
            (value) => typeof value === 'string' && value.toLowerCase().includes(text),
          ),
        )
        .reverse();
      const pages = Math.max(1, Math.ceil(found.length / perPage));
      return reply(response, 200, {
        'v1/transactions': found.slice((page - 1) * perPage, page * perPage).map(view),
        meta: {
          current_page: page,
          next_page: page < pages ? page + 1 : null,
          prev_page: page > 1 ? page - 1 : null,
          total_pages: pages,
          total_count: found.length,
        },
      });
    }

    const token = /^\/v1\/transactions\/(\d+)\/token$/.exec(path);
    if (method === 'POST' && token !== null) {
      const transaction = transactions.find((t) => t.id === Number(token[1]));
      if (transaction === undefined) return reply(response, 404, { message: 'Transaction not found' });
      const value = randomBytes(12).toString('hex');
      tokens.set(value, transaction.id);
      return reply(response, 200, { token: value, url: `https://process.fedapay.com/${value}` });
    }

    const retrieve = /^\/v1\/transactions\/(\d+)$/.exec(path);
    if (method === 'GET' && retrieve !== null) {
      const transaction = transactions.find((t) => t.id === Number(retrieve[1]));
      if (transaction === undefined) return reply(response, 404, { message: 'Transaction not found' });
      return reply(response, 200, { 'v1/transaction': view(transaction) });
    }

    const sendNow = /^\/v1\/transactions\/([a-z_]+)$/.exec(path);
    if (method === 'POST' && sendNow?.[1] !== undefined) {
      if (!KNOWN_MODES.has(sendNow[1])) return reply(response, 400, { message: 'Mode de paiement invalide' });
      const id = typeof json.token === 'string' ? tokens.get(json.token) : undefined;
      const transaction = transactions.find((t) => t.id === id);
      if (transaction === undefined) return reply(response, 404, { message: 'Token invalide' });
      const phone = isObject(json.phone_number) ? json.phone_number : undefined;
      if (typeof phone?.number !== 'string' || typeof phone.country !== 'string')
        return reply(response, 400, { message: 'phone_number requis' });
      transaction.mode = sendNow[1];
      transaction.phone = { number: phone.number, country: phone.country };
      return reply(response, 200, { reference: `pi_${transaction.reference}`, status: 'pending' });
    }

    if (method === 'POST' && path === '/v1/payouts') {
      if (!Number.isInteger(json.amount) || typeof json.mode !== 'string' || !KNOWN_MODES.has(json.mode))
        return reply(response, 400, { message: 'Validation failed' });
      nextId += 1;
      const payout: FakePayout = {
        id: nextId,
        amount: Number(json.amount),
        mode: json.mode,
        status: 'pending',
        phone: isObject(json.customer) ? json.customer.phone_number : undefined,
        currency:
          isObject(json.currency) && typeof json.currency.iso === 'string' ? json.currency.iso : undefined,
        description: typeof json.description === 'string' ? json.description : null,
        last_error_message: null,
      };
      payouts.push(payout);
      return reply(response, 200, { 'v1/payout': { klass: 'v1/payout', ...payout } });
    }

    const payoutById = /^\/v1\/payouts\/(\d+)$/.exec(path);
    if (method === 'GET' && payoutById !== null) {
      const payout = payouts.find((p) => p.id === Number(payoutById[1]));
      if (payout === undefined) return reply(response, 404, { message: 'Payout not found' });
      return reply(response, 200, { 'v1/payout': { klass: 'v1/payout', ...payout } });
    }

    if (method === 'PUT' && path === '/v1/payouts/start') {
      const list = Array.isArray(json.payouts) ? json.payouts : [];
      const started: FakePayout[] = [];
      for (const item of list) {
        const payout = payouts.find((p) => isObject(item) && p.id === item.id);
        if (payout === undefined) return reply(response, 404, { message: 'Payout not found' });
        payout.status = 'started';
        started.push(payout);
      }
      return reply(response, 200, { 'v1/payouts': started.map((p) => ({ klass: 'v1/payout', ...p })) });
    }

    return reply(response, 404, { message: 'Not found' });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => reply(response, 500, { message: 'fake failure' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  let events = 0;

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
    settlePayout(id, status, lastErrorMessage) {
      const payout = payouts.find((p) => p.id === id);
      if (payout === undefined) throw new Error(`no fake payout ${id}`);
      payout.status = status;
      payout.last_error_message = lastErrorMessage ?? null;
    },
    settle(id, status, lastErrorCode) {
      const transaction = transactions.find((t) => t.id === id);
      if (transaction === undefined) throw new Error(`no fake transaction ${id}`);
      transaction.status = status;
      transaction.last_error_code = lastErrorCode ?? null;
    },
    webhook(name, transaction, options = {}) {
      events += 1;
      const body = JSON.stringify({
        id: options.eventId ?? events,
        name,
        object: 'transaction',
        entity: view(transaction),
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
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
