import type { ErrorBody } from '../errors.ts';
import type { Reply, Transport } from './client.ts';

// The browser apps' side of the typed client (the customer app and the dashboard share it).

/** The API answered, but not with success: its status and error body (`{error, message, fields?}` or a §8 refusal). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, body: unknown) {
    const message =
      typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
        ? body.message
        : `HTTP ${status}`;
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The field messages of a 400, keyed by the field's path (`amount`, `phoneNumber`). */
  get fields(): Readonly<Record<string, string>> {
    const body = this.body as Partial<ErrorBody> | undefined;
    return Object.fromEntries((body?.fields ?? []).map((field) => [field.field, field.message]));
  }

  /** The §8 code of a refused payment (402, 410, 462…), when the API refused it by the catalogue. */
  get refusalCode(): number | undefined {
    const body = this.body as { error?: unknown; statusCode?: unknown } | undefined;
    return body?.error === 'payment_refused' && typeof body.statusCode === 'number'
      ? body.statusCode
      : undefined;
  }
}

/** No answer at all: offline, the server unreachable, the connection cut (§8 "status 0"). */
export class NetworkError extends Error {
  constructor() {
    super('network');
    this.name = 'NetworkError';
  }
}

function parse(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * `fetch` as the typed client's transport, for the browser apps: the API under `base` on `origin()` (the page's, read at each call), the
 * session in its HttpOnly cookie (the app never holds the key), answers in the app's language. A request that gets
 * no answer throws NetworkError.
 */
export function fetchTransport(origin: () => string, base: string, locale: string): Transport<never> {
  return async (request) => {
    const url = new URL(`${base}${request.path}`, origin());
    for (const [name, value] of Object.entries(request.query ?? {})) url.searchParams.set(name, value);
    const headers: Record<string, string> = {
      accept: 'application/json',
      'accept-language': locale,
      ...request.headers,
    };
    let body: string | FormData | undefined;
    if (request.body instanceof FormData) {
      // multipart/form-data (a picture upload): fetch writes the content type with its boundary.
      body = request.body;
    } else if (request.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.body);
    }
    let response: Response;
    try {
      response = await fetch(url, {
        method: request.method,
        headers,
        body: body ?? null,
        credentials: 'same-origin',
      });
    } catch {
      throw new NetworkError();
    }
    let text: string;
    try {
      text = await response.text();
    } catch {
      throw new NetworkError();
    }
    return {
      status: response.status,
      headers: Object.fromEntries(response.headers),
      body: parse(text),
      text,
      bytes: new Uint8Array(),
    } satisfies Reply<unknown>;
  };
}

/**
 * §8: whether a failed call ends the session: a 401 (the session ended, expired or was never there), except a
 * wrong password or second-factor code typed into a sign-in form (`bad_credentials`, `otp_required`,
 * `otp_invalid`), which is that form's business.
 */
export function endsTheSession(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 401) return false;
  const code = (error.body as { error?: unknown } | undefined)?.error;
  return code !== 'bad_credentials' && code !== 'otp_required' && code !== 'otp_invalid';
}

/** The body of a successful answer (2xx), or ApiError. */
export function ok<T>(reply: Reply<T>): T {
  if (reply.status >= 200 && reply.status < 300) return reply.body;
  throw new ApiError(reply.status, reply.body);
}
