import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { generateSync } from 'json-schema-faker';

/**
 * Requests generated from the API's own OpenAPI document, for the fuzz test: for each operation, its path
 * parameters, query, headers and body drawn from what the document says (json-schema-faker, seeded by fast-check so
 * that a failure shrinks and replays), from values that exist in the test's database (so that some requests reach
 * the use cases, not only the schema check), and from junk (wrong types, broken JSON, odd headers, strings no schema
 * allows).
 */

type JsonSchema = Record<string, unknown>;

type Parameter = { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema: JsonSchema };

export type Operation = {
  method: string;
  /** The path as the document writes it, `/1xpay/admin/jobs/{id}/requeue`. */
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema, if the operation takes one. */
  body: JsonSchema | undefined;
  /** The statuses the document lists for it. */
  documented: string[];
};

export type OpenApiDocument = {
  paths: Record<
    string,
    Record<string, { parameters?: Parameter[]; requestBody?: unknown; responses?: object }>
  >;
  components?: unknown;
};

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const content = (
        operation.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined
      )?.content;
      const schema = content?.['application/json']?.schema;
      return {
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: schema === undefined ? undefined : { ...schema, components: document.components },
        documented: Object.keys(operation.responses ?? {}),
      };
    }),
  );
}

/** Values that exist in the database under test, by the field names that carry them. */
export type Pools = Readonly<Record<string, readonly unknown[]>>;

/** Who sends a request: a session key (or a forged one), or nobody. */
export type Caller = { name: string; apiKey: string | undefined };

export type FuzzRequest = {
  /** What `app.inject` takes. */
  options: { method: string; url: string; headers: Record<string, string>; payload?: string };
  /** What a reader of a failure needs: the caller's name and how the key was presented. */
  caller: string;
};

/** A long run of one character written once with its count, so that a failure stays readable. */
export function shortened(text: string): string {
  return text.replace(/(.)\1{19,}/g, (run, char: string) => `${char}…(${run.length})`);
}

const printable = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
});

/** Strings that break naive code: control characters, path tricks, SQL, huge, unicode. */
const nasty = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e309',
    'NaN',
    'null',
    'true',
    '[]',
    '{}',
    '../../etc/passwd',
    '..%2f..%2f',
    '%00',
    '%zz',
    '%E0%A4%A',
    "'; drop table users; --",
    '<script>alert(1)</script>',
    '\u0000',
    '\uffff',
    '💸💸',
    'x'.repeat(5_000),
    '9'.repeat(400),
    '__proto__',
    'constructor',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  printable,
);

/** A JSON value of any shape, including the keys that poison objects. */
const anyJson = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constant({ __proto__: { isAdmin: true } }),
  fc.constant({ constructor: { prototype: { isAdmin: true } } }),
);

/** A value the schema allows, drawn by json-schema-faker with a seed fast-check chose. */
function fromSchema(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc
    .record({ seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }), all: fc.boolean() })
    .map(({ seed, all }) =>
      generateSync(schema as Parameters<typeof generateSync>[0], {
        seed,
        maxDefaultItems: 3,
        alwaysFakeOptionals: all,
        failOnInvalidTypes: false,
      }),
    );
}

/**
 * Replaces the fields of `value` named in `pools` (at any depth) by values that exist, using `picks` to choose:
 * a generated body with a real reference, user key or phone number goes past "not found" into the use case.
 */
function withPoolValues(value: unknown, pools: Pools, picks: readonly number[]): unknown {
  let next = 0;
  const pick = (pool: readonly unknown[]) => pool[(picks[next++ % picks.length] ?? 0) % pool.length];
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (node === null || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(node)) {
      const pool = pools[key];
      out[key] = pool !== undefined && pool.length > 0 ? pick(pool) : walk(child);
    }
    return out;
  };
  return walk(value);
}

/** A schema-shaped value, sometimes with existing values put in, sometimes broken in one field. */
function shaped(schema: JsonSchema, pools: Pools): fc.Arbitrary<unknown> {
  const picks = fc.array(fc.nat(), { minLength: 8, maxLength: 8 });
  return fc.oneof(
    {
      weight: 3,
      arbitrary: fc.tuple(fromSchema(schema), picks).map(([v, p]) => withPoolValues(v, pools, p)),
    },
    { weight: 1, arbitrary: fromSchema(schema) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fromSchema(schema), picks, fc.nat(), fc.oneof(anyJson, nasty, fc.constant(undefined)))
        .map(([v, p, which, replacement]) => {
          const value = withPoolValues(v, pools, p);
          if (value === null || typeof value !== 'object' || Array.isArray(value)) return replacement;
          const keys = Object.keys(value);
          const key = keys[which % Math.max(keys.length, 1)] ?? 'extra';
          return { ...value, [key]: replacement };
        }),
    },
  );
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/xml',
  'application/json; charset=latin1',
] as const;

const LANGUAGES = ['fr', 'en', 'en-US,en;q=0.9', '*', 'zz', 'fr;q=0, en;q=0', 'de-CH', ';;;'] as const;

/** A body: schema-shaped JSON, any JSON, text that is not JSON, or nothing. */
function bodyOf(operation: Operation, pools: Pools): fc.Arbitrary<string | undefined> {
  const junk = fc.oneof(
    anyJson.map((value) => JSON.stringify(value)),
    nasty,
    fc.constant('{"broken": '),
    fc.constant(undefined),
  );
  if (operation.body === undefined) return fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, junk);
  return fc.oneof(
    {
      weight: 6,
      arbitrary: shaped(operation.body, pools).map((value) =>
        value === undefined ? undefined : JSON.stringify(value),
      ),
    },
    { weight: 2, arbitrary: junk },
  );
}

/** A parameter's value: what the schema allows, an existing value, or junk; for the query, sometimes twice. */
function parameterValue(parameter: Parameter, pools: Pools): fc.Arbitrary<string | string[]> {
  const pool = pools[parameter.name];
  const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
  const options: fc.Arbitrary<string | string[]>[] = [fromSchema(parameter.schema).map(asText), nasty];
  if (pool !== undefined && pool.length > 0) options.push(fc.constantFrom(...pool).map(asText));
  if (parameter.in === 'query')
    options.push(fc.array(fc.oneof(...options.slice(0, 2)), { maxLength: 3 }) as never);
  return fc.oneof(...options);
}

/** Header values must be printable: a client cannot send anything else. */
function headerSafe(value: string): string {
  return value.replace(/[^\x20-\x7e]/g, '?');
}

export type FuzzSetup = {
  pools: Pools;
  callers: readonly Caller[];
  /** The secret a webhook's signature is made with, and the server's clock (seconds), to sign some webhooks. */
  webhook?: { secret: string; now: () => number };
};

/** Requests for one operation, from every kind of caller, its parameters filled as above. */
export function requestsFor(operation: Operation, setup: FuzzSetup): fc.Arbitrary<FuzzRequest> {
  const { pools, callers } = setup;
  const byLocation = (where: Parameter['in']) => operation.parameters.filter((p) => p.in === where);
  const pathParameters = fc.tuple(
    ...byLocation('path').map((parameter) =>
      parameterValue(parameter, pools).map((v) => [parameter.name, v] as const),
    ),
  );
  const optional = (parameters: Parameter[]) =>
    fc.tuple(
      ...parameters.map((parameter) =>
        fc
          .option(parameterValue(parameter, pools), { freq: parameter.required === true ? 6 : 2 })
          .map((value) => [parameter.name, value] as const),
      ),
    );
  return fc
    .record({
      caller: fc.constantFrom(...callers),
      presenting: fc.constantFrom('bearer', 'cookie', 'apikey', 'aipkey'),
      path: pathParameters,
      query: optional(byLocation('query')),
      extraQuery: fc.dictionary(fc.constantFrom('apikey', 'limit', 'x', '__proto__'), printable, {
        maxKeys: 2,
      }),
      headers: optional(byLocation('header')),
      body: bodyOf(operation, pools),
      contentType: fc.option(fc.oneof(fc.constantFrom(...CONTENT_TYPES), printable), { freq: 3 }),
      language: fc.option(fc.constantFrom(...LANGUAGES), { freq: 2 }),
      origin: fc.option(fc.constantFrom('http://127.0.0.1:3000', 'https://evil.example', 'null'), {
        freq: 3,
      }),
      forwardedFor: fc.option(fc.constantFrom('203.0.113.9', 'not an address', '1.1.1.1, 2.2.2.2'), {
        freq: 4,
      }),
      signed: fc.boolean(),
      rawPath: fc.boolean(),
    })
    .map((drawn) => {
      let path = operation.path;
      for (const [name, value] of drawn.path) {
        const text = Array.isArray(value) ? value.join('') : value;
        // Printable text is sometimes put in as it is: `%zz` and `..` then reach the router undecoded.
        const raw = drawn.rawPath && /^[\x21-\x7e]*$/.test(text) && !/[?#]/.test(text);
        path = path.replace(`{${name}}`, raw ? text : encodeURIComponent(text));
      }
      const query = new URLSearchParams();
      for (const [name, value] of drawn.query) {
        if (value === null) continue;
        for (const one of Array.isArray(value) ? value : [value]) query.append(name, one);
      }
      for (const [name, value] of Object.entries(drawn.extraQuery)) query.append(name, value);
      const headers: Record<string, string> = {};
      for (const [name, value] of drawn.headers) {
        if (value !== null) headers[name] = headerSafe(Array.isArray(value) ? value.join(',') : value);
      }
      const key = drawn.caller.apiKey;
      if (key !== undefined) {
        if (drawn.presenting === 'bearer') headers.authorization = `Bearer ${key}`;
        else if (drawn.presenting === 'cookie') headers.cookie = `apiKey=${key}`;
        else query.append(drawn.presenting, key);
      }
      if (drawn.body !== undefined)
        headers['content-type'] = headerSafe(drawn.contentType ?? 'application/json');
      if (drawn.language !== null) headers['accept-language'] = drawn.language;
      if (drawn.origin !== null) headers.origin = drawn.origin;
      if (drawn.forwardedFor !== null) headers['x-forwarded-for'] = drawn.forwardedFor;
      if (setup.webhook !== undefined && drawn.signed && drawn.body !== undefined) {
        const timestamp = setup.webhook.now();
        const signature = createHmac('sha256', setup.webhook.secret)
          .update(`${timestamp}.${drawn.body}`)
          .digest('hex');
        headers['x-fedapay-signature'] = `t=${timestamp},s=${signature}`;
      }
      const search = query.toString();
      const options: FuzzRequest['options'] = {
        method: operation.method,
        url: search === '' ? path : `${path}?${search}`,
        headers,
      };
      if (drawn.body !== undefined) options.payload = drawn.body;
      const caller = `${drawn.caller.name} (${drawn.presenting})`;
      return {
        options,
        caller,
        // How fast-check prints a counterexample.
        [fc.toStringMethod]: () => shortened(`${caller}: ${JSON.stringify(options)}`),
      };
    });
}
