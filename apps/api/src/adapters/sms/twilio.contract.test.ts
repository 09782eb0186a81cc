import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_ACCOUNT_SID, FAKE_AUTH_TOKEN, startFakeTwilio } from '../../testing/twilio/fake-twilio.ts';
import type { SmsSender } from './sms.ts';
import { twilioSms } from './twilio.ts';

/**
 * The adapter's contract with Twilio: what the one-time codes rely on, checked over HTTP. It always runs against the
 * fake Twilio; with Twilio's test credentials (Console → Auth Tokens → Test credentials: nothing is sent, nothing is
 * charged) it runs the same checks against Twilio itself, so an operator proves the integration in one command:
 *
 *   TWILIO_TEST_ACCOUNT_SID=AC… TWILIO_TEST_AUTH_TOKEN=… npx vitest run --project api twilio.contract
 *
 * The sender is Twilio's magic number +15005550006 (valid for test credentials); `TWILIO_TEST_TO` is the number
 * written to (default +2290196000001, a Beninese mobile number: the account must be allowed to reach Benin).
 */
const TEST_SID = process.env.TWILIO_TEST_ACCOUNT_SID ?? '';
const TEST_TOKEN = process.env.TWILIO_TEST_AUTH_TOKEN ?? '';
const LIMIT_MS = 30_000;
if (TEST_SID === '' || TEST_TOKEN === '') {
  // biome-ignore lint/suspicious/noConsole: whoever runs the suite must read that the Twilio half did not run.
  console.info(
    'Twilio contract: checked against the fake Twilio only; set TWILIO_TEST_ACCOUNT_SID and TWILIO_TEST_AUTH_TOKEN to check it against Twilio.',
  );
}

type Target = { apiUrl: string; accountSid: string; authToken: string; to: string };

function contract(target: () => Target) {
  let sms: SmsSender;
  beforeAll(() => {
    sms = twilioSms({ ...target(), from: { from: '+15005550006' } });
  });

  it('sends a code to a West African number: Twilio answers the message’s sid', async () => {
    const outcome = await sms.send({
      to: target().to,
      text: '1xpay : votre code de vérification est 042917.',
    });
    expect(outcome).toEqual({ kind: 'sent', providerId: expect.stringMatching(/^SM[0-9a-f]{32}$/) });
  });

  it('says a number Twilio refuses is refused, with Twilio’s code', async () => {
    for (const [to, code] of [
      ['+15005550001', 21211],
      ['+15005550009', 21614],
      ['+15005550004', 21610],
    ] as const) {
      const outcome = await sms.send({ to, text: 'code 000000' });
      expect(outcome.kind, to).toBe('refused');
      expect(outcome.kind === 'refused' && outcome.reason, to).toContain(` ${code} `);
    }
  });

  it('says wrong credentials are refused (20003), never sent', async () => {
    const wrong = twilioSms({ ...target(), authToken: 'not-the-token', from: { from: '+15005550006' } });
    const outcome = await wrong.send({ to: target().to, text: 'code 000000' });
    expect(outcome.kind).toBe('refused');
    expect(outcome.kind === 'refused' && outcome.reason).toContain('401 20003');
  });
}

describe('Twilio contract, against the fake Twilio', () => {
  let url = '';
  let close: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    const fake = await startFakeTwilio();
    url = fake.url;
    close = fake.close;
  });
  afterAll(() => close());
  contract(() => ({
    apiUrl: url,
    accountSid: FAKE_ACCOUNT_SID,
    authToken: FAKE_AUTH_TOKEN,
    to: '+2290196000001',
  }));
});

describe.skipIf(TEST_SID === '' || TEST_TOKEN === '')(
  `Twilio contract, against Twilio with test credentials${TEST_SID === '' ? ' (skipped: TWILIO_TEST_ACCOUNT_SID is not set)' : ''}`,
  { timeout: LIMIT_MS },
  () => {
    contract(() => ({
      apiUrl: process.env.TWILIO_TEST_API_URL ?? 'https://api.twilio.com',
      accountSid: TEST_SID,
      authToken: TEST_TOKEN,
      to: process.env.TWILIO_TEST_TO ?? '+2290196000001',
    }));
  },
);
