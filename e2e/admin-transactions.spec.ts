import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

// The dashboard's transactions (issue 13) on the running product: search and detail, the master's release of a
// blocked payment (235), the CSV export of everything a filter selects, and taking an operation in hand.

const MASTER = { email: 'e2e@example.bj', password: 'un mot de passe de test e2e' };

let phones = 0;
/**
 * A Beninese mobile number no other test of the run uses, ending in `ending`: the sandbox's verification blocks
 * a payment from a number ending in 08 (235); one ending in 00 is paid and verified.
 */
function beninPhone(ending: string): string {
  phones += 1;
  const unique = String(Math.floor(Date.now() / 7 + phones) % 1_000).padStart(3, '0');
  return `+2290196${test.info().workerIndex % 10}${unique.slice(0, 3)}${ending}`;
}

type Detail = { status: { statusCode: number }; operation: { operationStatus: string } | null };

/** A new customer (registered through §7's API): their uuid and their API headers. */
async function customer(request: APIRequestContext, origin: string, phone: string) {
  const registered = await request.post('/1xpay/api/auth/register', {
    headers: { origin },
    data: {
      firstName: 'Koffi',
      lastName: 'Mensah',
      phoneNumber: phone,
      email: `tx.${phone.slice(1)}@example.bj`,
      password: 'un mot de passe de client',
      accountId1xBet: '123456789',
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const headers = { authorization: `Bearer ${((await registered.json()) as { apiKey: string }).apiKey}` };
  const me = (await (await request.get('/1xpay/api/me', { headers })).json()) as { uuid: string };
  return { uuid: me.uuid, headers };
}

/** A deposit from `phone`, paid in the sandbox, followed until its status is `until`. */
async function deposit(
  request: APIRequestContext,
  headers: Record<string, string>,
  phone: string,
  until: number,
  amount = 5000,
) {
  const created = await request.post('/1xpay/api/transactions', {
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    data: { type: 'deposit', country: 'BJ', operator: 'mtn', payerPhone: phone, amount },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { reference } = (await created.json()) as { reference: string };
  const detail = async () =>
    (await (await request.get(`/1xpay/api/transactions/${reference}`, { headers })).json()) as Detail;
  // The sandbox's customer approves a number ending in 00 or 08 at once: the phone's approval may come second.
  await expect
    .poll(async () => (await detail()).status.statusCode, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(204);
  const approved = await request.post(`/1xpay/sandbox/transactions/${reference}/approve`, { headers });
  expect([200, 409]).toContain(approved.status());
  await expect.poll(async () => (await detail()).status.statusCode, { timeout: 20_000 }).toBe(until);
  return { reference, detail };
}

async function signInAsMaster(page: Page) {
  await page.goto('/admin/sign-in');
  await page.getByLabel('E-mail').fill(MASTER.email);
  await page.getByLabel('Mot de passe').fill(MASTER.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  // The master lands on the overview; the operations are one link away.
  await expect(page.getByRole('heading', { name: 'Vue d’ensemble' })).toBeVisible();
  await page.getByRole('link', { name: 'Opérations' }).click();
  await expect(page.getByRole('heading', { name: 'Opérations' })).toBeVisible();
}

test.describe('dashboard transactions', () => {
  test('the master finds a blocked payment, reads its detail and releases it with a reason', async ({
    page,
    request,
    baseURL,
  }) => {
    const phone = beninPhone('08');
    const { headers } = await customer(request, String(baseURL), phone);
    const blocked = await deposit(request, headers, phone, 235);
    await signInAsMaster(page);
    await page.getByRole('link', { name: 'Transactions' }).click();
    await expect(page.getByRole('heading', { name: 'Transactions' })).toBeVisible();
    await page.getByLabel('Statut').selectOption({ label: 'Bloquées (235)' });
    await page.getByLabel('Référence ou numéro de téléphone').fill(blocked.reference.toLowerCase());
    await expect(page).toHaveURL(/status=blocked/);
    const list = page.getByRole('list', { name: 'Liste des transactions' });
    await expect(list.getByRole('link')).toHaveCount(1);
    await list.getByRole('link', { name: `Transaction ${blocked.reference}` }).click();

    await expect(page.getByRole('heading', { name: blocked.reference })).toBeVisible();
    await expect(
      page.getByText('235 · Payé, dépôt bloqué pour des raisons de sécurité').first(),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Historique des statuts' })).toBeVisible();
    await expect(page.getByRole('table', { name: /Encaissement/ })).toBeVisible();
    await expect(page.getByText('Bloqué, en attente de décision')).toBeVisible();

    await page.getByRole('button', { name: 'Libérer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Libérer ce paiement bloqué ?' });
    await dialog.getByRole('button', { name: 'Libérer' }).click();
    await expect(dialog.getByText('Écrivez la raison de cette décision.')).toBeVisible();
    await dialog.getByLabel('Raison (inscrite au journal d’audit)').fill('Client joint par téléphone.');
    await dialog.getByRole('button', { name: 'Libérer' }).click();
    await expect(page.getByText(`Paiement ${blocked.reference} libéré.`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('231 · Payé, dépôt en cours').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Libérer' })).toHaveCount(0);
    // The customer's own view moved on: delivery started.
    await expect.poll(async () => (await blocked.detail()).status.statusCode).toBe(231);
    expect((await blocked.detail()).operation?.operationStatus).toBe('pending');

    // Back to the list with its search kept.
    await page.getByRole('link', { name: /Retour aux transactions/ }).click();
    await expect(page.getByRole('combobox', { name: 'Statut' })).toHaveValue('blocked');
  });

  test('the CSV export holds every transaction the filter selects', async ({ page, request, baseURL }) => {
    const phone = beninPhone('00');
    const { uuid, headers } = await customer(request, String(baseURL), phone);
    const made = [];
    for (const amount of [1000, 2000, 3000])
      made.push((await deposit(request, headers, phone, 231, amount)).reference);
    await signInAsMaster(page);
    await page.goto(`/admin/transactions?user=${uuid}`);
    const list = page.getByRole('list', { name: 'Liste des transactions' });
    await expect(list.getByRole('link')).toHaveCount(3);
    await expect(page.getByText('Transactions d’un utilisateur')).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Exporter en CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
    const [header = '', ...rows] = text.trimEnd().split('\r\n');
    expect(header.split(',').slice(0, 3)).toEqual(['référence', 'créée le (UTC)', 'type']);
    expect(rows.map((row) => row.split(',')[0]).sort()).toEqual(made.sort());
  });

  test('the master takes an operation in hand after a confirmation', async ({ page, request, baseURL }) => {
    const phone = beninPhone('00');
    const { headers } = await customer(request, String(baseURL), phone);
    const paid = await deposit(request, headers, phone, 231);
    await signInAsMaster(page);
    const row = page.getByRole('row').filter({ hasText: paid.reference });
    await expect(row).toContainText('Pas encore');
    await page.getByRole('button', { name: `Prendre en charge l’opération ${paid.reference}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Prendre cette opération en charge ?' });
    await dialog.getByRole('button', { name: 'Prendre en charge' }).click();
    await expect(page.getByText(`Opération ${paid.reference} prise en charge.`)).toBeVisible();
    await expect(row).toContainText('Par vous, le');
    await expect(
      page.getByRole('button', { name: `Prendre en charge l’opération ${paid.reference}` }),
    ).toHaveCount(0);
    // The reference opens the transaction, where the operation says so too.
    await row.getByRole('link', { name: `Ouvrir la transaction ${paid.reference}` }).click();
    await expect(page.getByText(/Prise en charge le/)).toBeVisible();
  });

  test('an agent does not see the master’s view, and opening its address says « Action non permise »', async ({
    page,
    request,
    baseURL,
  }) => {
    const phone = beninPhone('00');
    const { uuid } = await customer(request, String(baseURL), phone);
    const login = await request.post('/1xpay/api/dashboard/login', { data: MASTER });
    const master = { authorization: `Bearer ${((await login.json()) as { apiKey: string }).apiKey}` };
    const granted = await request.post('/1xpay/admin/addAdmin', {
      headers: master,
      data: { adminId: uuid, countries: ['GA'], allowedOperationsTypes: ['withdrawal'] },
    });
    expect(granted.status(), await granted.text()).toBe(200);
    await page.goto('/admin/sign-in');
    await page.getByLabel('E-mail').fill(`tx.${phone.slice(1)}@example.bj`);
    await page.getByLabel('Mot de passe').fill('un mot de passe de client');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(
      page.getByText('Les opérations qui vous sont confiées, les plus anciennes d’abord.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Transactions' }).click();
    await expect(page.getByRole('heading', { name: 'Transactions' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'En retard ou sans tâche' })).toHaveCount(0);
    await page.goto('/admin/transactions?stuck=1');
    await expect(page.getByRole('alert')).toContainText('Action non permise');
  });
});
