import type { z } from 'zod';
import type { EndpointKey, Endpoints } from '../endpoints.ts';

export type Method = 'GET' | 'POST' | 'DELETE';

/** `/admin/operations/:reference/complete` → `/admin/operations/${string}/complete`. */
type Concrete<Path extends string> = Path extends `${infer Head}:${string}/${infer Tail}`
  ? `${Head}${string}/${Concrete<Tail>}`
  : Path extends `${infer Head}:${string}`
    ? `${Head}${string}`
    : Path;

type KeyOf<M extends Method> = Extract<EndpointKey, `${M} ${string}`>;
type PathOfKey<K> = K extends `${Method} ${infer Path}` ? Path : never;

/** Every path a call of method M may be made to, with its parameters filled in. */
export type PathOf<M extends Method> = Concrete<PathOfKey<KeyOf<M>>>;

/**
 * The endpoint a concrete path of method M lands on: the one declared with exactly this path when there is one (as
 * the server's router prefers `/admin/transactions/blocked` to `/admin/transactions/:reference`), else those whose
 * parameters it fills in.
 */
export type EndpointAt<M extends Method, P extends string> =
  `${M} ${P}` extends KeyOf<M>
    ? Endpoints[`${M} ${P}`]
    : { [K in KeyOf<M>]: P extends Concrete<PathOfKey<K>> ? Endpoints[K] : never }[KeyOf<M>];

type Field<E, F extends string> = E extends { [key in F]: infer S extends z.ZodType } ? S : never;

/** What a call answers on success, as the server serialises it. */
export type ResponseOf<M extends Method, P extends string> = z.output<Field<EndpointAt<M, P>, 'response'>>;
/** What a call takes as its JSON body (a POST's unless another method is named). */
export type BodyOf<P extends string, M extends Method = 'POST'> = z.input<Field<EndpointAt<M, P>, 'body'>>;
/** What a call takes as its query. */
export type QueryOf<M extends Method, P extends string> = z.input<Field<EndpointAt<M, P>, 'query'>>;

/** A body the caller sends on purpose although it breaks the schema (to see the API refuse it). */
const UNCHECKED: unique symbol = Symbol('unchecked');
export type Unchecked = { readonly [UNCHECKED]: unknown };
export const unchecked = (body: unknown): Unchecked => ({ [UNCHECKED]: body });
const isUnchecked = (body: unknown): body is Unchecked =>
  body !== null && typeof body === 'object' && UNCHECKED in body;

/** Any HTTP method, for requests outside the table (a CORS preflight, a method the API does not serve). */
export type HttpMethod = Method | 'HEAD' | 'OPTIONS' | 'PATCH' | 'PUT';

export type Request = {
  method: HttpMethod;
  /** Under the API's base path, e.g. `/api/me`. */
  path: string;
  query?: Readonly<Record<string, string>>;
  headers: Readonly<Record<string, string>>;
  /** A JSON value, raw bytes or text sent as they are, or a FormData sent as multipart/form-data. */
  body?: unknown;
};

export type Reply<T> = {
  status: number;
  headers: Readonly<Record<string, string | string[] | number | undefined>>;
  /**
   * The parsed JSON answer: of type T when the status is the call's success, else the error body
   * (`{error, message}`, or a §8 refusal `{statusCode, message}`). Undefined when the answer is not JSON.
   */
  body: T;
  text: string;
  /** The answer's bytes as they came (a picture, say). */
  bytes: Uint8Array;
};

/** Carries a request to the API: `fetch` in the apps, Fastify's `inject` in the tests. X: its own options. */
export type Transport<X> = (request: Request, extra: X | undefined) => Promise<Reply<unknown>>;

export type CallOptions<Q> = {
  query?: Q;
  headers?: Readonly<Record<string, string>>;
  /** The Idempotency-Key header of a money-moving POST. */
  idempotencyKey?: string;
};

function headersOf(options: CallOptions<unknown> | undefined): Record<string, string> {
  return {
    ...options?.headers,
    ...(options?.idempotencyKey === undefined ? {} : { 'idempotency-key': options.idempotencyKey }),
  };
}

function queryOf(query: unknown): Record<string, string> | undefined {
  if (query === undefined || query === null) return undefined;
  return Object.fromEntries(
    Object.entries(query as Record<string, unknown>)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, String(value)]),
  );
}

/**
 * A client of the API typed by its endpoint table: `get('/api/me')` answers a `Reply` whose body is the `me`
 * shape, `post('/api/transactions', body, { idempotencyKey })` checks the body's type at compile time. Extra
 * options of the transport (X) ride along on every call.
 */
export function apiClient<X = never>(transport: Transport<X>) {
  return {
    get<P extends PathOf<'GET'>>(
      path: P,
      options?: CallOptions<QueryOf<'GET', P>> & { extra?: X },
    ): Promise<Reply<ResponseOf<'GET', P>>> {
      const query = queryOf(options?.query);
      return transport(
        { method: 'GET', path, headers: headersOf(options), ...(query === undefined ? {} : { query }) },
        options?.extra,
      ) as Promise<Reply<ResponseOf<'GET', P>>>;
    },

    post<P extends PathOf<'POST'>>(
      path: P,
      body?: BodyOf<P> | Unchecked,
      options?: CallOptions<QueryOf<'POST', P>> & { extra?: X },
    ): Promise<Reply<ResponseOf<'POST', P>>> {
      const query = queryOf(options?.query);
      const sent = isUnchecked(body) ? body[UNCHECKED] : body;
      return transport(
        {
          method: 'POST',
          path,
          headers: headersOf(options),
          ...(query === undefined ? {} : { query }),
          ...(sent === undefined ? {} : { body: sent }),
        },
        options?.extra,
      ) as Promise<Reply<ResponseOf<'POST', P>>>;
    },

    /** A DELETE, with a JSON body when the endpoint takes one (`DELETE /api/push/subscriptions`). */
    delete<P extends PathOf<'DELETE'>>(
      path: P,
      body?: BodyOf<P, 'DELETE'> | Unchecked,
      options?: CallOptions<never> & { extra?: X },
    ): Promise<Reply<ResponseOf<'DELETE', P>>> {
      const sent = isUnchecked(body) ? body[UNCHECKED] : body;
      return transport(
        {
          method: 'DELETE',
          path,
          headers: headersOf(options),
          ...(sent === undefined ? {} : { body: sent }),
        },
        options?.extra,
      ) as Promise<Reply<ResponseOf<'DELETE', P>>>;
    },

    /** Any request, untyped: raw bytes, a content type of one's own, a method the table does not have. */
    send(request: Omit<Request, 'headers'> & { headers?: Request['headers'] }, extra?: X) {
      return transport({ ...request, headers: request.headers ?? {} }, extra);
    },
  };
}

export type ApiClient<X = never> = ReturnType<typeof apiClient<X>>;
