import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  createSecretKey,
  type ECDH,
  type KeyObject,
  randomBytes,
  verify,
} from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the browsers' push services (FCM, Mozilla autopush…), written from the RFCs alone (not from
 * our sender, nor from `web-push`/`http_ece`), so the API's tests see our server send standard Web Push requests
 * over real HTTP. It plays the device too: `subscribe()` makes the keys a browser would, and every accepted message
 * is decrypted with them. On `POST /push/<id>` it checks, in this order:
 *   the subscription exists                          else 404 (as a real service for a gone subscription)
 *   TTL, Urgency, Topic (RFC 8030 §5.2–5.4)           else 400
 *   Authorization: vapid t=<JWT>, k=<key> (RFC 8292)  else 401; a key other than `vapidPublicKey`: 403 (§4.2)
 *   a body of at most 4096 bytes (RFC 8030 §7.2)      else 413
 *   Content-Encoding: aes128gcm (RFC 8291 §4)         else 415
 *   the body decrypts (RFC 8291 §3.4, RFC 8188 §2)    else 400
 * then answers what the test scripted, by default 201 Created with a Location (RFC 8030 §5). A scripted refusal comes
 * after every check, so a test that scripts a 410 still knows our request was a valid one. A message without body
 * (RFC 8030 allows it) is taken with an empty payload.
 */

/** What a push service may answer a valid request; `retryAfter` is a Retry-After value (seconds or HTTP date). */
export type PushAnswer = { status: 201 | 404 | 410 | 413 | 429 | 500 | 503; retryAfter?: string };

/** A subscription as a browser's `PushSubscription.toJSON()` gives it (unpadded base64url keys). */
export type PushSubscriptionJson = {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
};

/** The claims of the VAPID token that came with a message, and the key (`k`) it was verified with. */
export type VapidClaims = { aud: string; sub: string; exp: number; publicKey: string };

/** A message the service accepted (201), decrypted as the device would read it. */
export type ReceivedPush = {
  endpoint: string;
  payload: string;
  ttl: number;
  urgency?: string;
  topic?: string;
  vapid: VapidClaims;
  /** Date.now() when it arrived. */
  at: number;
};

/** Any request the service answered, refused ones included; `reason` says why it was refused. */
export type PushRequest = { endpoint: string; status: number; reason?: string; at: number };

export type PushService = {
  /** `http://host:port`: the audience (`aud`) our server's VAPID tokens must name. */
  origin: string;
  /** A new device: its keys are made here, and the private one is kept to decrypt what arrives at its endpoint. */
  subscribe(): PushSubscriptionJson;
  /**
   * The next valid requests to `endpoint` get these answers in order, then the default one. A request refused by
   * the checks does not use one up: the answers are for what a real service would have taken.
   */
  answer(endpoint: string, ...answers: PushAnswer[]): void;
  /** Every endpoint answers this when nothing is scripted for it (`{ status: 201 }` sets the default back). */
  answerAll(answer: PushAnswer): void;
  /** Every accepted message, in order of arrival. */
  received: ReceivedPush[];
  /** Every request answered, in order, with its status. */
  requests: PushRequest[];
  /**
   * Every request is answered `ms` after it arrived (0, the default: at once), so that a sender's requests overlap
   * and `maxInFlight` can see how many it has under way at once.
   */
  holdAnswers(ms: number): void;
  /** The most requests under way at once (arrived, not yet answered) since the start or the last reset. */
  readonly maxInFlight: number;
  resetMaxInFlight(): void;
  /** Resolves with `received` once it holds `count` messages; rejects after `timeoutMs`, saying what came. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
};

/** RFC 8030 §7.2: a push service must take 4096 bytes of body; we take no more, as the smallest real one. */
const MAX_BODY = 4096;
const URGENCIES: ReadonlySet<string> = new Set(['very-low', 'low', 'normal', 'high']);
/** RFC 8030 §5.4: at most 32 characters of the URL-safe base64 alphabet. */
const TOPIC = /^[A-Za-z0-9_-]{1,32}$/;
const BASE64URL = /^[A-Za-z0-9_-]+$/;
const DAY_SECONDS = 24 * 60 * 60;

const WEBPUSH_INFO = Buffer.from('WebPush: info\0');
const CEK_INFO = Buffer.from('Content-Encoding: aes128gcm\0');
const NONCE_INFO = Buffer.from('Content-Encoding: nonce\0');
const ONE = Buffer.from([1]);

type Device = { endpoint: string; ecdh: ECDH; publicKey: Buffer; auth: Buffer };

/** Why a request is refused: the status and a short reason (also the response's body, to read in a failed test). */
class Refusal {
  readonly status: number;
  readonly reason: string;
  constructor(status: number, reason: string) {
    this.status = status;
    this.reason = reason;
  }
}

/**
 * HMAC-SHA-256. The key goes in as a KeyObject: node:crypto checks a Buffer key's type at a cost several times the
 * HMAC itself, and a fan-out test sends thousands of messages.
 */
const hmac = (key: Buffer, ...data: Buffer[]): Buffer => {
  const mac = createHmac('sha256', createSecretKey(key));
  for (const part of data) mac.update(part);
  return mac.digest();
};

/** RFC 5869 HKDF-Expand; one block is enough, as nothing here needs more than the hash's 32 bytes. */
const hkdfExpand = (prk: Buffer, info: Buffer, length: number): Buffer =>
  hmac(prk, info, ONE).subarray(0, length);

/**
 * The plaintext of an aes128gcm body (RFC 8188 §2) as RFC 8291 §3.4 derives its key for this device. RFC 8291 §4
 * allows a single record only, whose size stays under `rs`, and a last-record delimiter (0x02).
 */
function decrypt(body: Buffer, device: Device): Buffer | Refusal {
  if (body.length < 21) return new Refusal(400, 'aes128gcm header truncated');
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body.readUInt8(20);
  if (idlen !== 65) return new Refusal(400, 'keyid must be the 65-byte application server public key');
  const senderKey = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  if (rs < 18) return new Refusal(400, 'rs below 18');
  if (record.length < 17) return new Refusal(400, 'record shorter than its tag and delimiter');
  if (record.length >= rs) return new Refusal(400, 'more than one record (or rs not above the record size)');
  let ecdhSecret: Buffer;
  try {
    ecdhSecret = device.ecdh.computeSecret(senderKey);
  } catch {
    return new Refusal(400, 'keyid is not a P-256 point');
  }
  // RFC 8291 §3.3–3.4: the auth secret and both public keys go into the key, so only this device can read it.
  const prkKey = hmac(device.auth, ecdhSecret);
  const ikm = hkdfExpand(prkKey, Buffer.concat([WEBPUSH_INFO, device.publicKey, senderKey]), 32);
  const prk = hmac(salt, ikm);
  const cek = hkdfExpand(prk, CEK_INFO, 16);
  // The first record's sequence number is 0: its nonce is NONCE itself (NONCE XOR 0).
  const nonce = hkdfExpand(prk, NONCE_INFO, 12);
  let plain: Buffer;
  try {
    const decipher = createDecipheriv('aes-128-gcm', createSecretKey(cek), nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  } catch {
    return new Refusal(400, 'body does not decrypt (aes128gcm tag check failed)');
  }
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  if (end < 0 || plain[end] !== 2) return new Refusal(400, 'padding delimiter is not 0x02');
  return plain.subarray(0, end);
}

/** JSON of a base64url JWT segment, or undefined. */
function segment(text: string): unknown {
  if (!BASE64URL.test(text)) return undefined;
  try {
    return JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

export async function startPushService(
  options: { port?: number; host?: string; vapidPublicKey?: string } = {},
): Promise<PushService> {
  const devices = new Map<string, Device>();
  const scripted = new Map<string, PushAnswer[]>();
  let defaultAnswer: PushAnswer = { status: 201 };
  const received: ReceivedPush[] = [];
  const requests: PushRequest[] = [];
  const waiters = new Set<{ count: number; done: () => void }>();
  const expectedKey =
    options.vapidPublicKey === undefined ? undefined : Buffer.from(options.vapidPublicKey, 'base64url');
  // Importing a key costs more than verifying with it, and a sender uses one key for all its messages.
  const keys = new Map<string, KeyObject | null>();
  // A sender may reuse one token for many messages (it should, to spare signing): verify its signature once.
  const verifiedTokens = new Set<string>();
  let origin = '';
  let holdMs = 0;
  let inFlight = 0;
  let maxInFlight = 0;

  /** The public key of `k` (an uncompressed P-256 point), or null when it is none. */
  function keyOf(k: string): KeyObject | null {
    const known = keys.get(k);
    if (known !== undefined) return known;
    let key: KeyObject | null = null;
    const point = BASE64URL.test(k) ? Buffer.from(k, 'base64url') : Buffer.alloc(0);
    if (point.length === 65 && point[0] === 4) {
      try {
        key = createPublicKey({
          key: {
            kty: 'EC',
            crv: 'P-256',
            x: point.subarray(1, 33).toString('base64url'),
            y: point.subarray(33).toString('base64url'),
          },
          format: 'jwk',
        });
      } catch {
        key = null; // not a point of the curve
      }
    }
    if (keys.size > 1000) keys.clear();
    keys.set(k, key);
    return key;
  }

  /** RFC 8292 §3–4: the `vapid` scheme's token, verified with `k`, and its claims. */
  function vapidOf(authorization: string | undefined): VapidClaims | Refusal {
    const scheme = authorization === undefined ? undefined : /^vapid\s+(.*)$/i.exec(authorization.trim());
    if (!scheme?.[1]) return new Refusal(401, 'Authorization: vapid t=…, k=… required');
    const params = new Map<string, string>();
    for (const part of scheme[1].split(',')) {
      const at = part.indexOf('=');
      if (at > 0) params.set(part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim());
    }
    const t = params.get('t');
    const k = params.get('k');
    if (t === undefined || k === undefined) return new Refusal(401, 'vapid needs both t and k');
    const key = keyOf(k);
    if (key === null) return new Refusal(401, 'k is not an uncompressed P-256 public key');
    const [head, body, signature, ...rest] = t.split('.');
    if (head === undefined || body === undefined || signature === undefined || rest.length > 0)
      return new Refusal(401, 't is not a JWS compact token');
    const header = segment(head);
    // RFC 8292 §2 requires ES256; `typ` is optional in a JWT, but if present it says JWT.
    if (!isObject(header) || header.alg !== 'ES256') return new Refusal(401, 'JWT header must say alg ES256');
    if (header.typ !== undefined && String(header.typ).toUpperCase() !== 'JWT')
      return new Refusal(401, 'JWT header typ must be JWT');
    const tokenKey = `${k} ${t}`;
    if (!verifiedTokens.has(tokenKey)) {
      const raw = BASE64URL.test(signature) ? Buffer.from(signature, 'base64url') : Buffer.alloc(0);
      const valid =
        raw.length === 64 &&
        verify('sha256', Buffer.from(`${head}.${body}`), { key, dsaEncoding: 'ieee-p1363' }, raw);
      if (!valid) return new Refusal(401, 'JWT signature does not verify with k');
      if (verifiedTokens.size > 10_000) verifiedTokens.clear();
      verifiedTokens.add(tokenKey);
    }
    const claims = segment(body);
    if (!isObject(claims)) return new Refusal(401, 'JWT claims are not a JSON object');
    if (claims.aud !== origin) return new Refusal(401, `aud must be the push service's origin ${origin}`);
    const now = Date.now() / 1000;
    const exp = claims.exp;
    if (typeof exp !== 'number' || !Number.isFinite(exp)) return new Refusal(401, 'exp must be a number');
    if (exp <= now) return new Refusal(401, 'exp is past');
    if (exp > now + DAY_SECONDS) return new Refusal(401, 'exp is more than 24 hours ahead');
    const sub = claims.sub;
    if (typeof sub !== 'string' || !/^(mailto:|https:)/i.test(sub) || !URL.canParse(sub))
      return new Refusal(401, 'sub must be a mailto: or https: URL');
    // §4.2: a valid token with another key than the subscription was made for is forbidden, not unauthorized.
    if (expectedKey !== undefined && !expectedKey.equals(Buffer.from(k, 'base64url')))
      return new Refusal(403, 'k is not the application server key of the subscription');
    return { aud: origin, sub, exp, publicKey: k };
  }

  /** The body, drained to its end even when too large, so the connection stays usable for the next request. */
  async function bodyOf(request: IncomingMessage): Promise<Buffer | 'too large'> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of request) {
      size += (chunk as Buffer).length;
      if (size <= MAX_BODY) chunks.push(chunk as Buffer);
    }
    return size > MAX_BODY ? 'too large' : Buffer.concat(chunks, size);
  }

  /** The message, or the refusal: every check of the module's comment, in its order. */
  function check(
    request: IncomingMessage,
    device: Device | undefined,
    body: Buffer | 'too large',
  ): Omit<ReceivedPush, 'at'> | Refusal {
    if (device === undefined) return new Refusal(404, 'no such subscription');
    const ttl = request.headers.ttl;
    if (typeof ttl !== 'string' || !/^\d+$/.test(ttl.trim()))
      return new Refusal(400, 'TTL header required (seconds, a non-negative integer)');
    const urgency = request.headers.urgency;
    if (typeof urgency === 'string' && !URGENCIES.has(urgency.trim().toLowerCase()))
      return new Refusal(400, 'Urgency must be very-low, low, normal or high');
    const topic = request.headers.topic;
    if (typeof topic === 'string' && !TOPIC.test(topic.trim()))
      return new Refusal(400, 'Topic must be 1 to 32 URL-safe base64 characters');
    const vapid = vapidOf(request.headers.authorization);
    if (vapid instanceof Refusal) return vapid;
    if (body === 'too large') return new Refusal(413, `body over ${MAX_BODY} bytes`);
    let payload = '';
    // RFC 8030 allows a message without payload; any payload must be aes128gcm, a single coding (RFC 8291 §4).
    if (body.length > 0 || request.headers['content-encoding'] !== undefined) {
      if (request.headers['content-encoding']?.trim().toLowerCase() !== 'aes128gcm')
        return new Refusal(415, 'Content-Encoding must be aes128gcm');
      const plain = decrypt(body, device);
      if (plain instanceof Refusal) return plain;
      payload = plain.toString('utf8');
    }
    return {
      endpoint: device.endpoint,
      payload,
      ttl: Number(ttl.trim()),
      ...(typeof urgency === 'string' ? { urgency: urgency.trim().toLowerCase() } : {}),
      ...(typeof topic === 'string' ? { topic: topic.trim() } : {}),
      vapid,
    };
  }

  function reply(
    response: ServerResponse,
    endpoint: string,
    status: number,
    reason?: string,
    headers: Record<string, string> = {},
  ): void {
    requests.push({ endpoint, status, ...(reason === undefined ? {} : { reason }), at: Date.now() });
    response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers });
    response.end(reason ?? '');
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await bodyOf(request);
    if (holdMs > 0) await new Promise((resolve) => setTimeout(resolve, holdMs));
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const endpoint = `${origin}${path}`;
    const id = /^\/push\/([A-Za-z0-9_-]+)$/.exec(path)?.[1];
    if (id === undefined) return reply(response, endpoint, 404, 'not a push resource');
    if (request.method !== 'POST') return reply(response, endpoint, 405, 'POST only', { allow: 'POST' });
    const message = check(request, devices.get(id), body);
    if (message instanceof Refusal) return reply(response, endpoint, message.status, message.reason);
    const answer = scripted.get(id)?.shift() ?? defaultAnswer;
    const headers: Record<string, string> =
      answer.retryAfter === undefined ? {} : { 'retry-after': answer.retryAfter };
    if (answer.status !== 201) return reply(response, endpoint, answer.status, 'scripted answer', headers);
    received.push({ ...message, at: Date.now() });
    for (const waiter of waiters) if (received.length >= waiter.count) waiter.done();
    // RFC 8030 §5: the Location names the push message resource just created.
    reply(response, endpoint, 201, undefined, {
      ...headers,
      location: `${origin}/message/${randomBytes(12).toString('base64url')}`,
    });
  }

  const server = createServer((request, response) => {
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    response.once('close', () => {
      inFlight -= 1;
    });
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) reply(response, `${origin}${request.url ?? ''}`, 500, String(error));
    });
  });
  // The sender may keep its sockets for a whole fan-out: do not close idle ones under it too soon.
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1', backlog: 4096 }, resolve);
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  origin = `http://${host}:${address.port}`;

  /** The id of one of our endpoints; anything else is a test's mistake, said at once. */
  function idOf(endpoint: string): string {
    const id = endpoint.startsWith(`${origin}/push/`) ? endpoint.slice(`${origin}/push/`.length) : '';
    if (!devices.has(id))
      throw new Error(`${endpoint} is not a subscription of the push service at ${origin}`);
    return id;
  }

  return {
    origin,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = randomBytes(16).toString('base64url');
      const endpoint = `${origin}/push/${id}`;
      devices.set(id, { endpoint, ecdh, publicKey, auth });
      return {
        endpoint,
        expirationTime: null,
        keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    answer(endpoint, ...answers) {
      const id = idOf(endpoint);
      scripted.set(id, [...(scripted.get(id) ?? []), ...answers]);
    },
    answerAll(answer) {
      defaultAnswer = answer;
    },
    holdAnswers(ms) {
      holdMs = ms;
    },
    get maxInFlight() {
      return maxInFlight;
    },
    resetMaxInFlight() {
      maxInFlight = inFlight;
    },
    received,
    requests,
    waitFor(count, timeoutMs = 5_000) {
      if (received.length >= count) return Promise.resolve(received);
      return new Promise((resolve, reject) => {
        const waiter = {
          count,
          done: () => {
            clearTimeout(timer);
            waiters.delete(waiter);
            resolve(received);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          const refused = requests.filter((r) => r.status !== 201).slice(-3);
          reject(
            new Error(
              `push service: ${received.length} of ${count} messages after ${timeoutMs} ms; ` +
                `last refusals: ${JSON.stringify(refused)}`,
            ),
          );
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
