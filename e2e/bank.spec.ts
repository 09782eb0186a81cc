import { expect, type Page, test } from '@playwright/test';
import { expectCleanScreen, watchProblems } from './accessibility.ts';
import { beninPhone, type Customer, masterHeaders, registerCustomer } from './dashboard.ts';
import { hydrated } from './pages.ts';
import { PISPI_CONTROL_URL } from './playwright.config.ts';

// The bank rail on the running product (decision 069): PI-SPI through the fake participant that
// playwright.config.ts starts beside the API (mutual TLS, OAuth2), whose control plays the payer's bank app. A bank
// deposit shows its request's QR code and alias, and is paid once the request is accepted; a transfer to a
// beneficiary reached by bank is delivered by a PI-SPI payment.

type FakeRecord = {
  kind: 'demande' | 'paiement';
  txId: string;
  payeAlias: string;
  montant: number;
  statut: string;
};

async function records(page: Page): Promise<FakeRecord[]> {
  const answer = await page.request.get(`${PISPI_CONTROL_URL}/records`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as FakeRecord[];
}

async function signIn(page: Page, customer: Customer) {
  await page.goto('/app/sign-in');
  await hydrated(page);
  await page.getByLabel('Téléphone ou e-mail').fill(customer.email);
  await page.getByLabel('Mot de passe').fill('un mot de passe de client');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('heading', { name: 'Bonjour Awa' })).toBeVisible();
}

const shot = (page: Page, name: string) =>
  page.screenshot({
    path: test.info().outputPath(`${name}-${test.info().project.name}.png`),
    fullPage: true,
  });

test.describe('bank transfers through PI-SPI', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a bank deposit shows the QR code and alias, is paid once accepted, and reaches « Réussi »', async ({
    page,
    request,
    baseURL,
  }) => {
    const problems = await watchProblems(page);
    // Its number ends in 42: the fake's bank app waits for the control's answer.
    const customer = await registerCustomer(request, baseURL ?? '', { phone: beninPhone('42') });
    await signIn(page, customer);
    await page.getByRole('link', { name: 'Déposer' }).first().click();
    await expect(page.getByRole('heading', { name: 'Déposer sur mon compte de paris' })).toBeVisible();
    await page.getByRole('radio', { name: /Virement bancaire/ }).check();
    await page.getByLabel('Montant (XOF)').fill('5000');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByRole('button', { name: 'Confirmer le dépôt' }).click();

    await expect(page).toHaveURL(/\/app\/transaction\?reference=/);
    const reference = new URL(page.url()).searchParams.get('reference') ?? '';
    const qr = page.getByRole('img', { name: 'QR code PI-SPI de la demande de paiement' });
    await expect(qr).toBeVisible({ timeout: 20_000 });
    const request_ = page.locator('[data-bank-request]');
    await expect(request_).toContainText(
      'Acceptez la demande dans l’application de votre banque ou scannez ce code.',
    );
    await expect(request_).toContainText(/Demande de paiement envoyée à \+229/);
    expect((await records(page)).find((record) => record.txId === reference)).toMatchObject({
      kind: 'demande',
      statut: 'ENVOYE',
    });
    await expectCleanScreen(page, problems, undefined, { targets: true });
    await shot(page, 'bank-qr');

    const accepted = await page.request.post(
      `${PISPI_CONTROL_URL}/demandes-paiements/${encodeURIComponent(reference)}/accept`,
    );
    expect(accepted.status(), await accepted.text()).toBe(200);
    const status = page.locator('[data-status-label]');
    await expect(status).toHaveText(/^Payé/, { timeout: 20_000 });
    await expect(qr).toHaveCount(0);

    // The agent (the master admin) credits the betting account.
    const headers = await masterHeaders(request);
    await expect
      .poll(
        async () =>
          (await request.post(`/1xpay/admin/operations/${reference}/complete`, { headers })).status(),
        { timeout: 20_000 },
      )
      .toBe(200);
    await expect(page.locator('[data-status]').first()).toHaveText('Réussi', { timeout: 10_000 });
    await shot(page, 'bank-done');
  });

  test('a transfer to a beneficiary reached by bank is delivered by a PI-SPI payment', async ({
    page,
    request,
    baseURL,
  }) => {
    // Paid at once from mobile money (the sandbox approves a number ending in 00).
    const customer = await registerCustomer(request, baseURL ?? '', { phone: beninPhone('00') });
    const beneficiary = `+22890${String(Date.now() % 1_000_000).padStart(6, '0')}`.replace(/\d{2}$/, '55');
    const created = await request.post('/1xpay/api/transactions', {
      headers: { ...customer.headers, 'idempotency-key': crypto.randomUUID() },
      data: {
        type: 'transfer',
        country: 'BJ',
        operator: 'mtn',
        payerPhone: customer.phone,
        amount: 20_000,
        beneficiaryPhone: beneficiary,
        beneficiaryCountry: 'TG',
        beneficiaryOperator: 'bank',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { reference } = (await created.json()) as { reference: string };
    const detail = async () =>
      (await (
        await request.get(`/1xpay/api/transactions/${reference}`, { headers: customer.headers })
      ).json()) as { status: { statusCode: number }; operation: unknown };
    await expect.poll(async () => (await detail()).status.statusCode, { timeout: 60_000 }).toBe(200);
    expect((await detail()).operation).toBeNull();
    const paid = (await records(page)).find(
      (record) => record.kind === 'paiement' && record.payeAlias === beneficiary,
    );
    expect(paid).toMatchObject({ statut: 'IRREVOCABLE', txId: `${reference}-V` });
    expect(paid?.montant).toBeGreaterThan(0);
  });
});
