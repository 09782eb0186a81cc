import { verifyOnServer } from '../../apps/api/src/testing/sms-codes.ts';

// The signed-in sessions bench/lighthouse measures screens with: the session's cookie, and the user's data put in
// the storage of the browser Lighthouse drives (reached over its debugging port), as each app keeps it.

/** Puts `value` (as JSON) under `key` in the storage of `url`'s origin, in the browser on `port`. */
async function storeInBrowser(port: number, url: string, key: string, value: unknown): Promise<void> {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await (browser.contexts()[0] ?? (await browser.newContext())).newPage();
  await page.goto(url);
  await page.evaluate(([name, json]) => localStorage.setItem(name, json), [
    key,
    JSON.stringify(value),
  ] as const);
  await page.close();
  await browser.close();
}

/**
 * A customer of the bench's own, signed in, with one deposit waiting at the sandbox: the app's screens then show
 * what a customer sees. Its data goes into the browser's storage as the app keeps it (localStorage `1xpay.user`).
 */
export async function appSession(base: string, port: number): Promise<{ cookie: string; reference: string }> {
  // Ends in 00: the sandbox's number that waits for the payer's approval (the other endings script refusals).
  const phone = `+2290197${String(Date.now()).slice(-4)}00`;
  const json = async (response: Response) => {
    if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  };
  const session = await json(
    await fetch(`${base}/1xpay/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Awa',
        lastName: 'Banc',
        phoneNumber: phone,
        email: `bench.${Date.now()}@example.bj`,
        password: 'un mot de passe de banc',
        accountId1xBet: '123456789',
      }),
    }),
  );
  const authorization = `Bearer ${String(session.apiKey)}`;
  // A new account pays once its number is verified: the code the log SMS provider kept (development's).
  await verifyOnServer(base, String(session.apiKey), phone);
  const me = await json(await fetch(`${base}/1xpay/api/me`, { headers: { authorization } }));
  const created = await json(
    await fetch(`${base}/1xpay/api/transactions`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({
        type: 'deposit',
        country: 'BJ',
        operator: 'mtn',
        payerPhone: phone,
        amount: 5000,
      }),
    }),
  );
  await storeInBrowser(port, `${base}/receipt`, '1xpay.user', me);
  return { cookie: `apiKey=${String(session.apiKey)}`, reference: String(created.reference) };
}

/** The admin signed in, its data put in the browser's storage as the dashboard keeps it; the session cookie. */
export async function adminSession(base: string, port: number, admin: { email: string; password: string }) {
  const login = await fetch(`${base}/1xpay/api/dashboard/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(admin),
  });
  if (!login.ok) throw new Error(`dashboard login: ${login.status} ${await login.text()}`);
  const { apiKey } = (await login.json()) as { apiKey: string };
  const me = (await (
    await fetch(`${base}/1xpay/api/me`, { headers: { authorization: `Bearer ${apiKey}` } })
  ).json()) as Record<string, unknown>;
  const { uuid, firstName, lastName, email, isMaster, grant } = me;
  await storeInBrowser(port, `${base}/admin/sign-in`, '1xpay.admin', {
    uuid,
    firstName,
    lastName,
    email,
    isMaster,
    grant,
  });
  return `apiKey=${apiKey}`;
}
