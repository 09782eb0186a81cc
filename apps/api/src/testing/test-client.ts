import { type ApiClient, apiClient, type ErrorBody, type Reply, type Transport } from '@1xpay/contract';
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
    if (raw) options.payload = request.body as string | Buffer;
    else if (request.body !== null && typeof request.body === 'object') options.payload = request.body;
    else if (request.body !== undefined) {
      // inject drops a falsy payload (null, 0, false): a JSON scalar goes as JSON text.
      options.payload = JSON.stringify(request.body);
      options.headers = { 'content-type': 'application/json', ...options.headers };
    }
    const remoteAddress = extra?.remoteAddress ?? base.remoteAddress;
    if (options.headers?.accept === 'text/event-stream') return firstEvents(app, options, remoteAddress);
    const response = await app.inject(remoteAddress === undefined ? options : { ...options, remoteAddress });
    const reply: Reply<unknown> = {
      status: response.statusCode,
      headers: response.headers,
      body: parsed(response.body),
      text: response.body,
      bytes: response.rawPayload,
    };
    return reply;
  };
  return transport;
}

/**
 * An event stream's answer as far as its first chunk (what the server writes as it opens it), then the stream is
 * left: a stream stays open, and the whole answer would never come. A refusal comes whole, as usual.
 */
async function firstEvents(
  app: FastifyInstance,
  options: InjectOptions,
  remoteAddress: string | undefined,
): Promise<Reply<unknown>> {
  const response = await app.inject({
    ...options,
    ...(remoteAddress === undefined ? {} : { remoteAddress }),
    payloadAsStream: true,
  });
  const stream = response.stream();
  const first = await new Promise<Buffer>((resolve) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (response.headers['content-type']?.toString().startsWith('text/event-stream')) resolve(chunk);
    });
    stream.on('end', () => resolve(Buffer.concat(chunks)));
  });
  stream.destroy();
  const text = first.toString('utf8');
  return { status: response.statusCode, headers: response.headers, body: parsed(text), text, bytes: first };
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

/** The body of a refused call, as the API's error handler writes it: `{error, message, fields?}`. */
export function errorOf(reply: Reply<unknown>): ErrorBody {
  return reply.body as ErrorBody;
}

/** A cookie an answer sets, with the attributes it sets (`maxAge` in seconds). */
export type SetCookie = {
  name: string;
  value: string;
  maxAge?: number;
  expires?: string;
  path?: string;
  domain?: string;
  sameSite?: string;
  httpOnly?: boolean;
  secure?: boolean;
};

/** The cookies an answer sets, read from its Set-Cookie headers. */
export function cookiesOf(reply: Reply<unknown>): SetCookie[] {
  const header = reply.headers['set-cookie'];
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [String(header)];
  return lines.map((line) => {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const equals = pair.indexOf('=');
    const cookie: SetCookie = { name: pair.slice(0, equals), value: pair.slice(equals + 1) };
    for (const attribute of attributes) {
      const [name = '', value = ''] = attribute.split('=', 2);
      switch (name.toLowerCase()) {
        case 'max-age':
          cookie.maxAge = Number(value);
          break;
        case 'expires':
          cookie.expires = value;
          break;
        case 'path':
          cookie.path = value;
          break;
        case 'domain':
          cookie.domain = value;
          break;
        case 'samesite':
          cookie.sameSite = value;
          break;
        case 'httponly':
          cookie.httpOnly = true;
          break;
        case 'secure':
          cookie.secure = true;
          break;
      }
    }
    return cookie;
  });
}

/** The cookie named `name` an answer sets, if it sets one. */
export function cookieOf(reply: Reply<unknown>, name: string): SetCookie | undefined {
  return cookiesOf(reply).find((cookie) => cookie.name === name);
}
