import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectCleanScreen, watchProblems } from './accessibility.ts';
import {
  beninPhone,
  type Customer,
  masterHeaders,
  registerCustomer,
  signInAsMaster,
  storedOperators,
} from './dashboard.ts';
import { hydrated } from './pages.ts';

// Decision 061 on the running product (sandbox processor): the master chooses the processor's payout for Togo's
// Moov in the catalogue; a transfer to a Moov beneficiary in Togo is then delivered with no agent and reaches
// « Réussi » in the customer's app; a payout the sandbox fails (a number ending in 09) lands in an agent's queue
// with its reason; a withdrawal paid to a Togolese Moov number goes out the same way. Each test makes the choice
// itself and leaves it (tests of other workers may be running): only payments that pay out to Togo's Moov are
// delivered by payout, and no other spec makes one.

const firstSecond = Math.floor(Date.now() / 1000);
let numbers = 0;
/** A Togolese Moov number (+228 90…) of this test's own, ending in `ending` (the sandbox's payout script). */
function togoPhone(ending: '00' | '09'): string {
  numbers += 1;
  const worker = test.info().workerIndex % 10;
  return `+22890${worker}${String((firstSecond + numbers) % 1000).padStart(3, '0')}${ending}`;
}

/** The operators document as stored, with Togo's Moov delivered as `delivery` says. */
async function chooseDelivery(request: APIRequestContext, delivery: 'agent' | 'payout') {
  const headers = await masterHeaders(request);
  const stored = await storedOperators(request, headers);
  const document = {
    ...stored,
    countries: stored.countries.map((country) => ({
      ...country,
      operators: country.operators.map((operator) =>
        country.country === 'TG' && operator.id === 'moov' ? { ...operator, delivery } : operator,
      ),
    })),
  };
  const saved = await request.post('/1xpay/api/operators', { headers, data: document });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** A transfer of 20,000 XOF, paid at once by `customer` (…00), to a Moov number of Togo ending in `ending`. */
async function transferTo(request: APIRequestContext, customer: Customer, ending: '00' | '09') {
  const created = await request.post('/1xpay/api/transactions', {
    headers: { ...customer.headers, 'idempotency-key': crypto.randomUUID() },
    data: {
      type: 'transfer',
      country: 'BJ',
      operator: 'mtn',
      payerPhone: customer.phone,
      amount: 20_000,
      beneficiaryPhone: togoPhone(ending),
      beneficiaryCountry: 'TG',
      beneficiaryOperator: 'moov',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { reference } = (await created.json()) as { reference: string };
  const detail = async () =>
    (await (
      await request.get(`/1xpay/api/transactions/${reference}`, { headers: customer.headers })
    ).json()) as {
      status: { statusCode: number };
      operation: { operationStatus: string } | null;
    };
  return { reference, detail };
}

/** The customer signs in to the app and finds `reference` « Réussi » on its screen; a screenshot `name`. */
async function succeededInApp(page: Page, customer: Customer, reference: string, name: string) {
  page.on('pageerror', (error) => {
    throw error;
  });
  await page.goto('/app/sign-in');
  await hydrated(page);
  await page.getByLabel('Téléphone ou e-mail').fill(customer.email);
  await page.getByLabel('Mot de passe').fill('un mot de passe de client');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('heading', { name: 'Bonjour Awa' })).toBeVisible();
  await page.goto(`/app/transaction?reference=${encodeURIComponent(reference)}`);
  await hydrated(page);
  await expect(page.locator('[data-status]').first()).toHaveText('Réussi', { timeout: 20_000 });
  await page.screenshot({
    path: test.info().outputPath(`${name}-${test.info().project.name}.png`),
    fullPage: true,
  });
}

test.describe('deliveries by the processor’s payout', () => {
  // Collection, verification and the payout's two steps run one after another on a loaded machine.
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(async ({ request }) => chooseDelivery(request, 'payout'));

  test('a transfer paid out with no agent reaches « Réussi » in the app', async ({
    page,
    request,
    baseURL,
  }) => {
    const customer = await registerCustomer(request, baseURL ?? '', { phone: beninPhone('00') });
    const { reference, detail } = await transferTo(request, customer, '00');
    await expect.poll(async () => (await detail()).status.statusCode, { timeout: 30_000 }).toBe(200);
    expect((await detail()).operation).toBeNull();

    await succeededInApp(page, customer, reference, 'payout-success');
  });

  test('a withdrawal confirmed by the partner is paid out with no agent, « Réussi » in the app', async ({
    page,
    request,
    baseURL,
  }) => {
    // The customer asks the money of their betting account on a Togolese Moov number (…00: the sandbox pays it).
    const customer = await registerCustomer(request, baseURL ?? '', { phone: beninPhone('00') });
    const created = await request.post('/1xpay/api/transactions', {
      headers: { ...customer.headers, 'idempotency-key': crypto.randomUUID() },
      data: {
        type: 'withdrawal',
        country: 'TG',
        operator: 'moov',
        payerPhone: togoPhone('00'),
        amount: 10_000,
        withdrawalCode: 'RET-4821',
        accountId1xBet: '123456789',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { reference } = (await created.json()) as { reference: string };
    const detail = async () =>
      (await (
        await request.get(`/1xpay/api/transactions/${reference}`, { headers: customer.headers })
      ).json()) as { status: { statusCode: number }; operation: unknown };
    await expect.poll(async () => (await detail()).status.statusCode, { timeout: 30_000 }).toBe(200);
    expect((await detail()).operation).toBeNull();

    await succeededInApp(page, customer, reference, 'payout-withdrawal');
    await expect(page.locator('[data-status-label]')).toHaveText('Retrait effectué');
  });

  test('a failed payout lands in an agent’s queue, saying why', async ({ page, request, baseURL }) => {
    const customer = await registerCustomer(request, baseURL ?? '', { phone: beninPhone('00') });
    const { reference, detail } = await transferTo(request, customer, '09');
    await expect
      .poll(async () => (await detail()).operation?.operationStatus, { timeout: 30_000 })
      .toBe('pending');
    expect((await detail()).status.statusCode).toBe(231);

    const problems = await watchProblems(page);
    await signInAsMaster(page);
    await page.goto(`/admin/operations?q=${encodeURIComponent(reference)}`);
    const row = page.locator('li').filter({ hasText: reference });
    await expect(row).toHaveCount(1, { timeout: 20_000 });
    await expect(row.locator('[data-payout="failed"]')).toHaveText(
      /^Paiement sortant échoué\s?: Le bac à sable refuse les paiements vers les numéros finissant par 09\.$/,
    );
    await expectCleanScreen(page, problems);
    await page.screenshot({
      path: test.info().outputPath(`payout-queue-${test.info().project.name}.png`),
      fullPage: true,
    });

    await page.goto(`/admin/transactions/${encodeURIComponent(reference)}`);
    const panel = page.locator('section').filter({
      has: page.getByRole('heading', { name: 'Paiement sortant du prestataire' }),
    });
    await expect(panel).toContainText('Échoué, confié à un agent');
    await expect(panel).toContainText('Le bac à sable refuse les paiements');
    await expectCleanScreen(page, problems);
    await page.screenshot({
      path: test.info().outputPath(`payout-detail-${test.info().project.name}.png`),
      fullPage: true,
    });
  });

  test('the catalogue and the transfer form show the delivery choice', async ({ page, request, baseURL }) => {
    const problems = await watchProblems(page);
    await signInAsMaster(page);
    await page.getByRole('link', { name: 'Catalogue' }).click();
    await page.getByRole('link', { name: 'Opérateurs et limites' }).click();
    await expect(page.getByRole('heading', { name: 'Opérateurs par pays', level: 2 })).toBeVisible();
    const deliveries = page.locator('select[id$="-delivery"]');
    await expect(deliveries.first()).toBeVisible();
    const chosen = await deliveries.evaluateAll((selects) =>
      selects.map((select) => (select as HTMLSelectElement).value),
    );
    expect(chosen).toContain('payout');
    expect(chosen).toContain('agent');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()?.width ?? 1280,
    );
    await expectCleanScreen(page, problems);
    await page.screenshot({
      path: test.info().outputPath(`payout-catalogue-${test.info().project.name}.png`),
      fullPage: true,
    });

    const customer = await registerCustomer(request, baseURL ?? '', { phone: beninPhone('00') });
    await page.goto('/app/sign-in');
    await hydrated(page);
    await page.getByLabel('Téléphone ou e-mail').fill(customer.email);
    await page.getByLabel('Mot de passe').fill('un mot de passe de client');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('heading', { name: 'Bonjour Awa' })).toBeVisible();
    await page.goto('/app/send');
    await hydrated(page);
    await page.getByLabel('Pays du bénéficiaire').selectOption({ value: 'TG' });
    const operator = page.getByLabel('Opérateur du bénéficiaire');
    await expect(operator).toHaveValue('');
    await operator.selectOption({ value: 'moov' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()?.width ?? 1280,
    );
    await page.screenshot({
      path: test.info().outputPath(`payout-form-${test.info().project.name}.png`),
      fullPage: true,
    });
  });
});
