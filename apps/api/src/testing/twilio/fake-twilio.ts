import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Twilio's Programmable Messaging, written from Twilio's own documentation (the Message
 * resource, the REST API's errors and the test credentials' magic numbers), not from our adapter:
 *
 *   POST /2010-04-01/Accounts/{AccountSid}/Messages.json   form-encoded `To`, `Body`, and `From` or
 *        `MessagingServiceSid`; HTTP Basic authentication (the account SID, or an API key `SK…`, and its secret);
 *        201 and the Message resource (`sid` SM + 32 hex digits, `status` `queued`, `num_segments`…).
 *
 * Errors are Twilio's body `{code, message, more_info, status}`: 401 20003 for credentials that do not match the
 * path's account, 400 21604 without `To`, 21602 without `Body`, 21603 without a sender, 21211 for a `To` that is
 * not E.164, 21617 for a body over 1,600 characters. Like Twilio's test credentials, the magic numbers answer
 * their documented errors: `From` +15005550001 (21212), +15005550007 (21606), +15005550008 (21611); `To`
 * +15005550001 (21211), +15005550002 (21612), +15005550003 (21408), +15005550004 (21610), +15005550009 (21614).
 */
export const FAKE_ACCOUNT_SID = `AC${'f'.repeat(32)}`;
export const FAKE_AUTH_TOKEN = 'fake-twilio-auth-token';

export type FakeMessage = {
  sid: string;
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
  status: string;
};

export type FakeTwilio = {
  url: string;
  messages: FakeMessage[];
  /** Every request: method, path, authorization header, content type and the form. */
  requests: {
    method: string;
    path: string;
    authorization: string | undefined;
    contentType: string | undefined;
    form: Record<string, string>;
  }[];
  /** The next `count` requests answer `status` (a 5xx outage, 429 too many requests). */
  failNext(count: number, status: number): void;
  close(): Promise<void>;
};

const MAGIC_FROM: Readonly<Record<string, [number, string]>> = {
  '+15005550001': [
    21212,
    'The From phone number +15005550001 is not a valid, SMS-capable inbound phone number or short code for your account.',
  ],
  '+15005550007': [
    21606,
    'The From phone number +15005550007 is not a valid, SMS-capable inbound phone number or short code for your account.',
  ],
  '+15005550008': [21611, 'This From number has exceeded the maximum number of queued messages.'],
};
const MAGIC_TO: Readonly<Record<string, [number, string]>> = {
  '+15005550001': [21211, "The 'To' number +15005550001 is not a valid phone number."],
  '+15005550002': [
    21612,
    "The 'To' phone number: +15005550002, is not currently reachable using the 'From' phone number via SMS.",
  ],
  '+15005550003': [
    21408,
    'Permission to send an SMS has not been enabled for the region indicated by the To number: +15005550003.',
  ],
  '+15005550004': [21610, 'Attempt to send to unsubscribed recipient'],
  '+15005550009': [21614, "'To' number is not a valid mobile number"],
};

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

function error(response: ServerResponse, status: number, code: number, message: string): void {
  send(response, status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** RFC 2822 dates, as Twilio writes `date_created`. */
const rfc2822 = (date: Date) => date.toUTCString().replace('GMT', '+0000');

export async function startFakeTwilio(): Promise<FakeTwilio> {
  const messages: FakeMessage[] = [];
  const requests: FakeTwilio['requests'] = [];
  let failures = 0;
  let failStatus = 500;

  const server = createServer((request, response) => {
    void (async () => {
      const text = await readBody(request);
      const path = (request.url ?? '').split('?')[0] ?? '';
      const form = Object.fromEntries(new URLSearchParams(text));
      const authorization = request.headers.authorization;
      requests.push({
        method: request.method ?? '',
        path,
        authorization,
        contentType: request.headers['content-type'],
        form,
      });
      if (failures > 0) {
        failures -= 1;
        return failStatus === 429
          ? error(response, 429, 20429, 'Too Many Requests')
          : error(response, failStatus, 20500, 'Internal Server Error');
      }
      const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(path);
      if (match === null || request.method !== 'POST')
        return error(response, 404, 20404, `The requested resource ${path} was not found`);
      const account = decodeURIComponent(match[1] ?? '');
      const [user, secret] = Buffer.from((authorization ?? '').replace(/^Basic /, ''), 'base64')
        .toString('utf8')
        .split(':');
      if (
        !authorization?.startsWith('Basic ') ||
        user !== account ||
        secret !== FAKE_AUTH_TOKEN ||
        account !== FAKE_ACCOUNT_SID
      )
        return error(response, 401, 20003, 'Authenticate');
      if (!(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded'))
        return error(response, 400, 21604, "A 'To' phone number is required.");
      const to = form.To;
      const from = form.From;
      const service = form.MessagingServiceSid;
      if (to === undefined || to === '')
        return error(response, 400, 21604, "A 'To' phone number is required.");
      if (from === undefined && service === undefined)
        return error(response, 400, 21603, "A 'From' phone number is required.");
      if (form.Body === undefined || form.Body === '')
        return error(response, 400, 21602, 'Message body is required.');
      if (form.Body.length > 1600)
        return error(response, 400, 21617, 'The concatenated message body exceeds the 1600 character limit.');
      const fromMagic = from === undefined ? undefined : MAGIC_FROM[from];
      if (fromMagic !== undefined) return error(response, 400, ...fromMagic);
      const toMagic = MAGIC_TO[to];
      if (toMagic !== undefined) return error(response, 400, ...toMagic);
      if (!/^\+[1-9]\d{6,14}$/.test(to))
        return error(response, 400, 21211, `The 'To' number ${to} is not a valid phone number.`);
      const message: FakeMessage = {
        sid: `SM${randomBytes(16).toString('hex')}`,
        to,
        from: from ?? null,
        messagingServiceSid: service ?? null,
        body: form.Body,
        status: service === undefined ? 'queued' : 'accepted',
      };
      messages.push(message);
      const now = rfc2822(new Date());
      send(response, 201, {
        account_sid: account,
        api_version: '2010-04-01',
        body: message.body,
        date_created: now,
        date_sent: null,
        date_updated: now,
        direction: 'outbound-api',
        error_code: null,
        error_message: null,
        from: message.from,
        messaging_service_sid: message.messagingServiceSid,
        num_media: '0',
        num_segments: String(Math.max(1, Math.ceil(message.body.length / 153))),
        price: null,
        price_unit: 'USD',
        sid: message.sid,
        status: message.status,
        subresource_uris: { media: `/2010-04-01/Accounts/${account}/Messages/${message.sid}/Media.json` },
        to: message.to,
        uri: `/2010-04-01/Accounts/${account}/Messages/${message.sid}.json`,
      });
    })().catch((thrown: unknown) => error(response, 500, 20500, String(thrown)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    messages,
    requests,
    failNext(count, status) {
      failures = count;
      failStatus = status;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((closeError) => (closeError === undefined ? resolve() : reject(closeError)));
      }),
  };
}
