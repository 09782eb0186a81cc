import { type APIRequestContext, expect, type Page } from '@playwright/test';

/**
 * The one-time codes of the running product, read where its log SMS provider keeps them (SMS_PROVIDER=log, the
 * default outside production: `GET /1xpay/dev/sms`, answered only to this machine). `to` in E.164; `origin` for a
 * server other than the configuration's.
 */
export async function codeSentTo(request: APIRequestContext, to: string, origin = ''): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const kept = await request.get(`${origin}/1xpay/dev/sms?to=${encodeURIComponent(to)}`);
      const { data } = (await kept.json()) as { data: { text: string }[] };
      code = /\b(\d{6})\b/.exec(data.at(-1)?.text ?? '')?.[1];
      return code;
    })
    .toBeDefined();
  return code ?? '';
}

/** The SMS texts sent to `to`, oldest first (`origin` as for codeSentTo). */
export async function smsSentTo(request: APIRequestContext, to: string, origin = ''): Promise<string[]> {
  const kept = await request.get(`${origin}/1xpay/dev/sms?to=${encodeURIComponent(to)}`);
  return ((await kept.json()) as { data: { text: string }[] }).data.map((message) => message.text);
}

/** Verifies an account registered through the API, as its owner does with the code sent at sign-up. */
export async function verifyByApi(request: APIRequestContext, to: string, headers: Record<string, string>) {
  const verified = await request.post('/1xpay/api/auth/phone/verify', {
    headers,
    data: { code: await codeSentTo(request, to) },
  });
  expect(verified.status(), await verified.text()).toBe(200);
}

/** On « Vérifiez votre numéro » (just signed up): types the code the SMS carried and verifies. */
export async function verifyInApp(page: Page, to: string, locale: 'fr' | 'en' = 'fr') {
  const fr = locale === 'fr';
  await expect(
    page.getByRole('heading', { name: fr ? 'Vérifiez votre numéro' : 'Verify your number' }),
  ).toBeVisible();
  await page
    .getByLabel(fr ? 'Code reçu par SMS' : 'Code received by SMS')
    .fill(await codeSentTo(page.request, to));
  await page.getByRole('button', { name: fr ? 'Vérifier' : 'Verify', exact: true }).click();
}
