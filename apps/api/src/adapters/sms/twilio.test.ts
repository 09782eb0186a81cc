import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_ACCOUNT_SID,
  FAKE_AUTH_TOKEN,
  type FakeTwilio,
  startFakeTwilio,
} from '../../testing/twilio/fake-twilio.ts';
import { logSms } from './log-sms.ts';
import { twilioSms } from './twilio.ts';

let fake: FakeTwilio;
beforeAll(async () => {
  fake = await startFakeTwilio();
});
afterAll(() => fake.close());

const options = () => ({ apiUrl: fake.url, accountSid: FAKE_ACCOUNT_SID, authToken: FAKE_AUTH_TOKEN });

describe('the Twilio SMS adapter', () => {
  it('posts the form Twilio documents, with Basic authentication, from a sender ID or a messaging service', async () => {
    const text = '1xpay : votre code de vérification est 042917. Il expire dans 10 min.';
    expect(
      await twilioSms({ ...options(), from: { from: '1xpay' } }).send({ to: '+22997000001', text }),
    ).toMatchObject({
      kind: 'sent',
    });
    const service = `MG${'2'.repeat(32)}`;
    await twilioSms({ ...options(), from: { messagingServiceSid: service } }).send({
      to: '+22507000002',
      text,
    });
    const [first, second] = fake.requests.slice(-2);
    expect(first).toEqual({
      method: 'POST',
      path: `/2010-04-01/Accounts/${FAKE_ACCOUNT_SID}/Messages.json`,
      authorization: `Basic ${Buffer.from(`${FAKE_ACCOUNT_SID}:${FAKE_AUTH_TOKEN}`).toString('base64')}`,
      contentType: 'application/x-www-form-urlencoded',
      form: { To: '+22997000001', Body: text, From: '1xpay' },
    });
    expect(second?.form).toEqual({ To: '+22507000002', Body: text, MessagingServiceSid: service });
    expect(fake.messages.slice(-2).map((message) => message.body)).toEqual([text, text]);
  });

  it('tells Twilio’s outages and throttling (5xx, 429, no answer) from its refusals', async () => {
    const sms = twilioSms({ ...options(), from: { from: '1xpay' } });
    fake.failNext(1, 503);
    expect(await sms.send({ to: '+22997000001', text: 'x' })).toMatchObject({ kind: 'unavailable' });
    fake.failNext(1, 429);
    expect(await sms.send({ to: '+22997000001', text: 'x' })).toEqual({
      kind: 'unavailable',
      reason: 'Twilio 429 20429 : Too Many Requests',
    });
    expect(await sms.send({ to: '229970', text: 'x' })).toEqual({
      kind: 'refused',
      reason: "Twilio 400 21211 : The 'To' number 229970 is not a valid phone number.",
    });
    const unreachable = twilioSms({ ...options(), apiUrl: 'http://127.0.0.1:9', from: { from: '1xpay' } });
    expect(await unreachable.send({ to: '+22997000001', text: 'x' })).toMatchObject({ kind: 'unavailable' });
  });
});

describe('the log SMS provider', () => {
  it('keeps each message, prints it, and reads them back by number', async () => {
    const printed: string[] = [];
    const sms = logSms((line) => printed.push(line));
    await sms.send({ to: '+22997000001', text: 'code 111111' });
    await sms.send({ to: '+22997000002', text: 'code 222222' });
    expect(sms.messages('+22997000002').map((message) => message.text)).toEqual(['code 222222']);
    expect(sms.messages()).toHaveLength(2);
    expect(printed).toEqual([
      'SMS (journal) à +22997000001 : code 111111',
      'SMS (journal) à +22997000002 : code 222222',
    ]);
  });
});
