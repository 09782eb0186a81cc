import type { LogSms } from '../adapters/sms/log-sms.ts';
import type { TestApp } from './test-app.ts';

/** The code in the latest SMS the log provider kept for `to` (E.164). */
export function lastCode(sms: LogSms, to: string): string {
  const text = sms.messages(to).at(-1)?.text ?? '';
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (code === undefined) throw new Error(`no code sent to ${to}: ${JSON.stringify(sms.messages(to))}`);
  return code;
}

/**
 * Verifies the number of an account just registered through the API, as its owner does: the code the registration
 * sent, read from the log provider, typed into POST /api/auth/phone/verify. Its status is then `active`.
 */
export async function verifyRegisteredPhone(t: TestApp, apiKey: string, phoneNumber: string): Promise<void> {
  const verified = await t.as(apiKey).post('/api/auth/phone/verify', { code: lastCode(t.sms, phoneNumber) });
  if (verified.status !== 200) throw new Error(`verification refused: ${verified.status} ${verified.text}`);
}

/**
 * The same for a server running in another process (SMS_PROVIDER=log, development): the code is read from its
 * development-only GET /1xpay/dev/sms. A code refused (it expired: the money-rule simulation's servers run their
 * clock 600 times faster, so a ten-minute code lasts a second on a loaded machine) is asked for again, as its owner
 * would, a few times.
 */
export async function verifyOnServer(base: string, apiKey: string, phoneNumber: string): Promise<void> {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` };
  for (let attempt = 1; ; attempt += 1) {
    const kept = await fetch(`${base}/1xpay/dev/sms?to=${encodeURIComponent(phoneNumber)}`);
    const { data } = (await kept.json()) as { data: { text: string }[] };
    const code = /\b(\d{6})\b/.exec(data.at(-1)?.text ?? '')?.[1];
    if (code === undefined) throw new Error(`no code sent to ${phoneNumber}`);
    const verified = await fetch(`${base}/1xpay/api/auth/phone/verify`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ code }),
    });
    if (verified.status === 200) return;
    const refusal = `verification refused: ${verified.status} ${await verified.text()}`;
    if (verified.status !== 400 || attempt === 3) throw new Error(refusal);
    const resent = await fetch(`${base}/1xpay/api/auth/phone/code`, { method: 'POST', headers, body: '{}' });
    if (resent.status !== 200)
      throw new Error(`${refusal}; new code refused: ${resent.status} ${await resent.text()}`);
  }
}
