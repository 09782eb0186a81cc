import webpush from 'web-push';

/** A device's subscription as stored: the push service's URL and the device's keys (RFC 8291). */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** What our push messages carry; the service worker shows `title` and `body` and opens `url` on a click. */
export type PushMessage = { title: string; body: string; url: string; tag?: string };

export type PushOptions = {
  /** How long the push service keeps the message for an offline device (RFC 8030 §5.2). */
  ttlSeconds: number;
  /** A later message with the same topic replaces this one while it waits at the push service (§5.4). */
  topic?: string;
  urgency?: 'very-low' | 'low' | 'normal' | 'high';
};

/**
 * How one request ended. `sent`: the push service took it (201). `expired`: the subscription is gone (404, 410).
 * `retry`: the push service is busy or failing (429, 5xx) or could not be reached; again after `afterMs` when it
 * said (Retry-After). `failed`: refused for good (400, 401, 403, 413…) or its fate is unknown (a timeout: it may
 * have been taken, so it is not sent again).
 */
export type PushOutcome =
  | { kind: 'sent' }
  | { kind: 'expired' }
  | { kind: 'retry'; afterMs: number | undefined; status: number | undefined }
  | { kind: 'failed'; status: number | undefined };

export type PushSender = (
  target: PushTarget,
  message: PushMessage,
  options: PushOptions,
) => Promise<PushOutcome>;

export type VapidKeys = { publicKey: string; privateKey: string };

/** Retry-After in seconds or as an HTTP date (RFC 9110 §10.2.3), in milliseconds from `now`. */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** The topic header allows 32 base64url characters: a transaction reference, cleaned and cut to fit. */
export function pushTopic(text: string): string {
  return text.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 32);
}

/**
 * Web Push with `web-push` for the cryptography (aes128gcm payload encryption, the VAPID JWT), sent with the
 * platform's fetch, which keeps connections to each push service open between requests (web-push's own sender
 * speaks only https and opens a connection per message).
 */
export function webPushSender(
  vapid: VapidKeys & { subject: string },
  options: { timeoutMs?: number; now?: () => number } = {},
): PushSender {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const now = options.now ?? Date.now;
  // The VAPID JWT (valid 12 h as web-push signs it) is the same for every message to a push service: signed once
  // an hour per audience rather than once per message, which was most of a message's cost.
  const tokens = new Map<string, { authorization: string; until: number }>();
  const authorizationFor = (endpoint: string) => {
    const audience = new URL(endpoint).origin;
    const cached = tokens.get(audience);
    if (cached !== undefined && cached.until > now()) return cached.authorization;
    const { Authorization } = webpush.getVapidHeaders(
      audience,
      vapid.subject,
      vapid.publicKey,
      vapid.privateKey,
      'aes128gcm',
    );
    tokens.set(audience, { authorization: Authorization, until: now() + 60 * 60_000 });
    return Authorization;
  };
  return async (target, message, { ttlSeconds, topic, urgency }) => {
    const request = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(message),
      {
        TTL: ttlSeconds,
        contentEncoding: 'aes128gcm',
        ...(topic === undefined ? {} : { topic }),
        ...(urgency === undefined ? {} : { urgency }),
      },
    );
    // fetch sets the length itself from the body.
    const headers = Object.fromEntries(
      Object.entries(request.headers)
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    );
    headers.Authorization = authorizationFor(request.endpoint);
    let response: Response;
    try {
      response = await fetch(request.endpoint, {
        method: request.method,
        headers,
        body: request.body ?? null,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      // No answer in time: the push service may have taken it; never sent twice. Not reached at all: try again.
      if (error instanceof Error && error.name === 'TimeoutError')
        return { kind: 'failed', status: undefined };
      return { kind: 'retry', afterMs: undefined, status: undefined };
    }
    await response.body?.cancel();
    const status = response.status;
    if (status >= 200 && status < 300) return { kind: 'sent' };
    if (status === 404 || status === 410) return { kind: 'expired' };
    if (status === 429 || status >= 500) {
      return { kind: 'retry', afterMs: retryAfterMs(response.headers.get('retry-after'), now()), status };
    }
    return { kind: 'failed', status };
  };
}
