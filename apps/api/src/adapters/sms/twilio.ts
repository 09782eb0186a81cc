import { readCappedText } from '../outgoing-http.ts';
import type { SmsMessage, SmsOutcome, SmsSender } from './sms.ts';

/** Twilio's API answers in well under a second; past this, the message is given up (the customer asks again). */
const REQUEST_TIMEOUT_MS = 10_000;
/** Twilio's answer to a message is a few hundred bytes; an error a few dozen. */
const MAX_ANSWER_BYTES = 64 * 1024;

export type TwilioOptions = {
  /** https://api.twilio.com, or a stand-in's URL in tests. */
  apiUrl: string;
  /** `AC…`: the account (or, with test credentials, the test account) the messages are created in. */
  accountSid: string;
  authToken: string;
  /**
   * Who the message comes from: a Twilio number in E.164, an alphanumeric sender ID (registered per country), or,
   * with `messagingServiceSid`, whatever that service's sender pool picks.
   */
  from: { from: string } | { messagingServiceSid: string };
  fetch?: typeof fetch;
  timeoutMs?: number;
};

/** Twilio's error body (every 4xx and 5xx of its REST API): its own code, a sentence, a link, the HTTP status. */
type TwilioError = { code?: number; message?: string; more_info?: string; status?: number };

/**
 * Twilio's Programmable Messaging (decision 055): `POST /2010-04-01/Accounts/{AccountSid}/Messages.json`, form-encoded
 * `To`, `Body` and `From` (or `MessagingServiceSid`), HTTP Basic authentication with the account SID and its auth
 * token. Twilio answers 201 with the Message resource (`sid` `SM…`, `status` `queued` or `accepted`); a refusal is a
 * 4xx with `{code, message, more_info, status}` (21211 an invalid `To`, 21408 a country the account may not reach,
 * 21610 a number that opted out, 21614 a number that cannot receive SMS, 20003 bad credentials, 20429 too many
 * requests). Delivery reports (status callbacks) are not used: a code that does not arrive is asked for again.
 */
export function twilioSms(options: TwilioOptions): SmsSender {
  const send = options.fetch ?? fetch;
  const url = `${options.apiUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  return {
    name: 'twilio',
    async send(message: SmsMessage): Promise<SmsOutcome> {
      const form = new URLSearchParams({ To: message.to, Body: message.text });
      if ('from' in options.from) form.set('From', options.from.from);
      else form.set('MessagingServiceSid', options.from.messagingServiceSid);
      let response: Response;
      let text: string;
      try {
        response = await send(url, {
          method: 'POST',
          headers: {
            authorization,
            accept: 'application/json',
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: form.toString(),
          signal: AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS),
        });
        text = await readCappedText(response, MAX_ANSWER_BYTES);
      } catch (error) {
        return { kind: 'unavailable', reason: `Twilio injoignable : ${(error as Error).message}` };
      }
      const body = parse(text);
      if (response.ok) {
        const sid = typeof body?.sid === 'string' ? body.sid : undefined;
        return sid === undefined
          ? { kind: 'unavailable', reason: `Twilio : réponse ${response.status} sans identifiant de message` }
          : { kind: 'sent', providerId: sid };
      }
      const error = (body ?? {}) as TwilioError;
      const reason = `Twilio ${response.status} ${error.code ?? '?'} : ${error.message ?? text.slice(0, 200)}`;
      // 429 (20429) and 5xx are Twilio's trouble, not the message's.
      return response.status === 429 || response.status >= 500
        ? { kind: 'unavailable', reason }
        : { kind: 'refused', reason };
    },
  };
}

function parse(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
