import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import type { ClientRequestArgs } from 'node:http';
import { Agent } from 'node:https';
import { createConnection, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush, { type RequestOptions, type WebPushError } from 'web-push';
import { type PushService, type PushSubscriptionJson, startPushService } from './push-service.ts';

/**
 * `web-push` is the independent sender that proves the fake right: if it reads what `web-push` encrypts and signs,
 * it follows the same RFCs. `web-push` only speaks HTTPS (`https.request`) and the fake plain HTTP, so this agent is
 * an https.Agent by type but opens plain TCP sockets; it counts them, to show that keep-alive sockets are reused.
 */
class PlainAgent extends Agent {
  connections = 0;
  override createConnection(options: ClientRequestArgs): Socket {
    this.connections++;
    // noDelay as node:http's own agent: else Nagle holds the body behind the headers for a delayed ACK.
    return createConnection({ host: options.host ?? '127.0.0.1', port: Number(options.port), noDelay: true });
  }
}

const SUBJECT = 'mailto:ops@1xpay.example';
const vapidKeys = webpush.generateVAPIDKeys();
const otherKeys = webpush.generateVAPIDKeys();
const agent = new PlainAgent({ keepAlive: true, maxSockets: 8 });

const options = (extra: RequestOptions = {}): RequestOptions => ({
  vapidDetails: { subject: SUBJECT, ...vapidKeys },
  TTL: 60,
  agent,
  ...extra,
});

/** The error `sendNotification` rejects with, or a failure if it was accepted. */
async function refusal(sent: Promise<unknown>): Promise<WebPushError> {
  try {
    await sent;
  } catch (error) {
    return error as WebPushError;
  }
  throw new Error('the push service accepted the message');
}

/** The request `web-push` would send, with `change` applied to its headers, sent by `fetch`: hand-made cases. */
async function sendBy(
  subscription: PushSubscriptionJson,
  change: (headers: Record<string, string>) => void = () => {},
  payload: string | Buffer = 'hello',
  body?: (body: Buffer) => Buffer,
): Promise<Response> {
  const details = webpush.generateRequestDetails(subscription, payload, options());
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(details.headers)) headers[name.toLowerCase()] = String(value);
  delete headers['content-length']; // fetch counts it
  change(headers);
  const raw = details.body ?? Buffer.alloc(0);
  return fetch(details.endpoint, { method: 'POST', headers, body: new Uint8Array(body ? body(raw) : raw) });
}

/** A VAPID header made by hand with node:crypto, for the claims `web-push` refuses to sign. */
function vapidHeader(claims: Record<string, unknown>, header: Record<string, unknown> = {}): string {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const k = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(String(jwk.x), 'base64url'),
    Buffer.from(String(jwk.y), 'base64url'),
  ]).toString('base64url');
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const signed = `${part({ typ: 'JWT', alg: 'ES256', ...header })}.${part(claims)}`;
  const signature = sign('sha256', Buffer.from(signed), {
    key: privateKey as KeyObject,
    dsaEncoding: 'ieee-p1363',
  });
  return `vapid t=${signed}.${signature.toString('base64url')}, k=${k}`;
}

let push: PushService;
beforeAll(async () => {
  push = await startPushService();
});
afterAll(async () => {
  agent.destroy();
  await push.close();
});

describe('the local push service', () => {
  it('reads what web-push sends: the payload decrypted, TTL, Urgency, Topic and the VAPID claims', async () => {
    const device = push.subscribe();
    expect(device.endpoint).toMatch(new RegExp(`^${push.origin}/push/[A-Za-z0-9_-]+$`));
    expect(Buffer.from(device.keys.p256dh, 'base64url')).toHaveLength(65);
    expect(Buffer.from(device.keys.auth, 'base64url')).toHaveLength(16);
    expect(device.keys.p256dh).not.toMatch(/=/);

    const before = push.received.length;
    const sent = await webpush.sendNotification(
      device,
      JSON.stringify({ title: 'Dépôt reçu', body: '5 000 F CFA' }),
      options({ topic: 'deposit-42', urgency: 'high' }),
    );

    expect(sent.statusCode).toBe(201);
    expect(sent.headers.location).toMatch(new RegExp(`^${push.origin}/message/`));
    expect(push.received.slice(before)).toEqual([
      {
        endpoint: device.endpoint,
        payload: JSON.stringify({ title: 'Dépôt reçu', body: '5 000 F CFA' }),
        ttl: 60,
        urgency: 'high',
        topic: 'deposit-42',
        vapid: { aud: push.origin, sub: SUBJECT, exp: expect.any(Number), publicKey: vapidKeys.publicKey },
        at: expect.any(Number),
      },
    ]);
    const exp = push.received.at(-1)?.vapid.exp ?? 0;
    expect(exp).toBeGreaterThan(Date.now() / 1000);
  });

  it('takes a payload of the largest size RFC 8291 allows (3993 bytes) and a message without payload', async () => {
    const device = push.subscribe();
    const largest = `${'é'.repeat(1996)}x`;
    await webpush.sendNotification(device, largest, options());
    await webpush.sendNotification(device, null, options());

    const mine = push.received.filter((message) => message.endpoint === device.endpoint);
    expect(mine.map((message) => message.payload)).toEqual([largest, '']);
  });

  it('answers what the test scripts, after its checks: a 410, then the default 201', async () => {
    const device = push.subscribe();
    push.answer(device.endpoint, { status: 410 });

    const gone = await refusal(webpush.sendNotification(device, 'first', options()));
    expect(gone.statusCode).toBe(410);
    await webpush.sendNotification(device, 'second', options());

    const mine = push.received.filter((message) => message.endpoint === device.endpoint);
    expect(mine.map((message) => message.payload)).toEqual(['second']);
    expect(push.requests.filter((r) => r.endpoint === device.endpoint).map((r) => r.status)).toEqual([
      410, 201,
    ]);
  });

  it('gives a scripted 429 its Retry-After, which the sender sees in the error', async () => {
    const device = push.subscribe();
    push.answer(device.endpoint, { status: 429, retryAfter: '120' }, { status: 503 });

    const limited = await refusal(webpush.sendNotification(device, 'a', options()));
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('120');
    const unavailable = await refusal(webpush.sendNotification(device, 'b', options()));
    expect(unavailable.statusCode).toBe(503);
    expect(unavailable.headers['retry-after']).toBeUndefined();
    expect(push.received.some((message) => message.endpoint === device.endpoint)).toBe(false);
  });

  it('makes every endpoint answer the same when told, until told 201 again', async () => {
    const [one, two] = [push.subscribe(), push.subscribe()];
    push.answerAll({ status: 500 });
    try {
      expect((await refusal(webpush.sendNotification(one, 'x', options()))).statusCode).toBe(500);
      expect((await refusal(webpush.sendNotification(two, 'x', options()))).statusCode).toBe(500);
    } finally {
      push.answerAll({ status: 201 });
    }
    expect((await webpush.sendNotification(two, 'y', options())).statusCode).toBe(201);
  });

  it('refuses a request without Authorization (401)', async () => {
    const response = await sendBy(push.subscribe(), (headers) => {
      delete headers.authorization;
    });
    expect(response.status).toBe(401);
  });

  it('refuses a token signed by another key than k (401)', async () => {
    const other = webpush.getVapidHeaders(
      push.origin,
      SUBJECT,
      otherKeys.publicKey,
      otherKeys.privateKey,
      'aes128gcm',
    );
    const token = /t=([^,]+)/.exec(other.Authorization)?.[1];
    const response = await sendBy(push.subscribe(), (headers) => {
      headers.authorization = `vapid t=${token}, k=${vapidKeys.publicKey}`;
    });
    expect(response.status).toBe(401);
    expect(await response.text()).toMatch(/signature/);
  });

  it('refuses tokens for another audience, expired, over 24 hours or without a mailto:/https: subject (401)', async () => {
    const now = Math.floor(Date.now() / 1000);
    const fcm = webpush.getVapidHeaders(
      'https://fcm.googleapis.com',
      SUBJECT,
      vapidKeys.publicKey,
      vapidKeys.privateKey,
      'aes128gcm',
    ).Authorization;
    const expired = webpush.getVapidHeaders(
      push.origin,
      SUBJECT,
      vapidKeys.publicKey,
      vapidKeys.privateKey,
      'aes128gcm',
      now - 60,
    ).Authorization;
    const cases = [
      [fcm, /aud/],
      [expired, /exp is past/],
      [vapidHeader({ aud: push.origin, sub: SUBJECT, exp: now + 25 * 3600 }), /24 hours/],
      [vapidHeader({ aud: push.origin, sub: 'http://1xpay.example', exp: now + 3600 }), /sub/],
      [vapidHeader({ aud: push.origin, exp: now + 3600 }), /sub/],
      [vapidHeader({ aud: push.origin, sub: SUBJECT, exp: now + 3600 }, { alg: 'HS256' }), /ES256/],
      [`WebPush ${fcm}`, /vapid/],
    ] as const;
    for (const [authorization, reason] of cases) {
      const response = await sendBy(push.subscribe(), (headers) => {
        headers.authorization = authorization;
      });
      expect(response.status, authorization).toBe(401);
      expect(await response.text()).toMatch(reason);
    }
    // The hand-made token itself is right: with valid claims it is taken.
    const taken = await sendBy(push.subscribe(), (headers) => {
      headers.authorization = vapidHeader({
        aud: push.origin,
        sub: 'https://1xpay.example',
        exp: now + 3600,
      });
    });
    expect(taken.status).toBe(201);
  });

  it('forbids another application server key than the one it was started with (403)', async () => {
    const restricted = await startPushService({ vapidPublicKey: vapidKeys.publicKey });
    try {
      const device = restricted.subscribe();
      const forbidden = await refusal(
        webpush.sendNotification(device, 'x', {
          ...options(),
          vapidDetails: { subject: SUBJECT, ...otherKeys },
        }),
      );
      expect(forbidden.statusCode).toBe(403);
      expect((await webpush.sendNotification(device, 'y', options())).statusCode).toBe(201);
      expect(restricted.received.map((message) => message.payload)).toEqual(['y']);
    } finally {
      await restricted.close();
    }
  });

  it('requires a TTL, and RFC 8030 urgencies and topics (400)', async () => {
    const device = push.subscribe();
    const statusOf = async (change: (headers: Record<string, string>) => void) =>
      (await sendBy(device, change)).status;

    expect(await statusOf((headers) => delete headers.ttl)).toBe(400);
    expect(await statusOf((headers) => Object.assign(headers, { ttl: '-1' }))).toBe(400);
    expect(await statusOf((headers) => Object.assign(headers, { urgency: 'urgent' }))).toBe(400);
    expect(await statusOf((headers) => Object.assign(headers, { topic: 'a topic with spaces' }))).toBe(400);
    expect(await statusOf((headers) => Object.assign(headers, { topic: 'x'.repeat(33) }))).toBe(400);
    expect(await statusOf((headers) => Object.assign(headers, { ttl: '0' }))).toBe(201);
    expect(push.received.at(-1)).toMatchObject({ endpoint: device.endpoint, ttl: 0 });
  });

  it('answers 404 for an endpoint it never gave out', async () => {
    const device = push.subscribe();
    const unknown = { ...device, endpoint: `${push.origin}/push/never-subscribed` };
    expect((await refusal(webpush.sendNotification(unknown, 'x', options()))).statusCode).toBe(404);
    expect(() => push.answer(unknown.endpoint, { status: 410 })).toThrow(/not a subscription/);
  });

  it('refuses a body that does not decrypt (400), one of another coding (415) and one over 4096 bytes (413)', async () => {
    const device = push.subscribe();
    const tampered = await sendBy(device, undefined, 'hello', (body) => {
      const copy = Buffer.from(body);
      copy[copy.length - 20] = (copy[copy.length - 20] ?? 0) ^ 1;
      return copy;
    });
    expect(tampered.status).toBe(400);
    // Encrypted for another device: the tag check fails as well.
    const stranger = await sendBy(
      { ...push.subscribe(), endpoint: device.endpoint },
      undefined,
      'not for you',
    );
    expect(stranger.status).toBe(400);
    const plain = await sendBy(device, (headers) => Object.assign(headers, { 'content-encoding': 'gzip' }));
    expect(plain.status).toBe(415);
    const large = await sendBy(device, undefined, 'x'.repeat(5000));
    expect(large.status).toBe(413);
    expect(push.received.some((message) => message.endpoint === device.endpoint)).toBe(false);
    expect(push.requests.filter((r) => r.endpoint === device.endpoint).map((r) => r.status)).toEqual([
      400, 400, 415, 413,
    ]);
  });

  it('resolves waitFor once the messages have come, and rejects, saying what came, when they do not', async () => {
    const device = push.subscribe();
    const count = push.received.length + 3;
    const waited = push.waitFor(count, 10_000);
    const sends = ['1', '2', '3'].map((payload) => webpush.sendNotification(device, payload, options()));

    const received = await waited;
    await Promise.all(sends);
    expect(received.length).toBeGreaterThanOrEqual(count);
    await expect(push.waitFor(push.received.length + 1, 50)).rejects.toThrow(/messages after 50 ms/);
  });

  it('serves many messages over reused keep-alive connections', async () => {
    const connectionsBefore = agent.connections;
    const devices = Array.from({ length: 100 }, () => push.subscribe());
    const count = push.received.length + 400;

    for (let round = 0; round < 4; round++)
      await Promise.all(
        devices.map((device) => webpush.sendNotification(device, `round ${round}`, options())),
      );
    await push.waitFor(count, 20_000);

    expect(push.received.length).toBe(count);
    // 8 sockets at most for the 400 requests: they were kept alive and reused.
    expect(agent.connections - connectionsBefore).toBeLessThanOrEqual(8);
    expect(new Set(push.received.slice(-400).map((message) => message.payload))).toEqual(
      new Set(['round 0', 'round 1', 'round 2', 'round 3']),
    );
  });

  it('counts the requests under way at once when told to hold its answers', async () => {
    const devices = Array.from({ length: 5 }, () => push.subscribe());
    push.holdAnswers(30);
    push.resetMaxInFlight();
    try {
      await Promise.all(devices.map((device) => webpush.sendNotification(device, 'held', options())));
      expect(push.maxInFlight).toBe(5);
      push.resetMaxInFlight();
      for (const device of devices.slice(0, 2))
        await webpush.sendNotification(device, 'one by one', options());
      expect(push.maxInFlight).toBe(1);
    } finally {
      push.holdAnswers(0);
    }
  });
});
