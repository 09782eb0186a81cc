import { type ApiClient, apiClient, type Reply, type Transport } from '@1xpay/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Signed } from './fixtures.ts';

/** What a test may add to one call that only an in-process request can: the client's address. */
export type InjectExtra = { remoteAddress?: string };

export type TestClient = ApiClient<InjectExtra>;

/** How a caller presents its session: `Authorization: Bearer` (the default), the `apiKey` cookie, or not at all. */
export type Presenting = {
  via?: 'bearer' | 'cookie';
  /** Headers sent with every call (Origin, Accept-Language, user-uuid…). */
  headers?: Readonly<Record<string, string>>;
  remoteAddress?: string;
};

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The API's typed client over Fastify's inject: the whole stack runs, no socket is opened. */
export function injectTransport(app: FastifyInstance, base: Presenting & { apiKey?: string }) {
  const transport: Transport<InjectExtra> = async (request, extra) => {
    const session: Record<string, string> =
      base.apiKey === undefined
        ? {}
        : base.via === 'cookie'
          ? { cookie: `apiKey=${base.apiKey}` }
          : { authorization: `Bearer ${base.apiKey}` };
    const raw = typeof request.body === 'string' || Buffer.isBuffer(request.body);
    const options: InjectOptions = {
      method: request.method,
      url: `/1xpay${request.path}`,
      headers: { ...session, ...base.headers, ...request.headers },
    };
    if (request.query !== undefined) options.query = { ...request.query };
    if (request.body !== undefined)
      options.payload = raw ? (request.body as string | Buffer) : (request.body as object);
    const remoteAddress = extra?.remoteAddress ?? base.remoteAddress;
    const response = await app.inject(remoteAddress === undefined ? options : { ...options, remoteAddress });
    const reply: Reply<unknown> = {
      status: response.statusCode,
      headers: response.headers,
      body: parsed(response.body),
      text: response.body,
    };
    return reply;
  };
  return transport;
}

/**
 * A typed client acting as `who`: a signed-in fixture, a raw API key, or nobody (null, a visitor).
 * For example `await t.as(customer).post('/api/transactions', body, { idempotencyKey })`.
 */
export function clientFor(
  app: FastifyInstance,
  who: Signed | string | null,
  how: Presenting = {},
): TestClient {
  const apiKey = who === null ? undefined : typeof who === 'string' ? who : who.apiKey;
  return apiClient(injectTransport(app, { ...how, ...(apiKey === undefined ? {} : { apiKey }) }));
}
