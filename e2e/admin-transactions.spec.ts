import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { depositUntil, masterHeaders, openOperations, payer, signIn, signInAsMaster } from './dashboard.ts';

// The dashboard's transactions (issue 13) on the running product: search and detail, the master's release of a
// blocked payment (235), the CSV export of everything a filter selects, and taking an operation in hand.

/** Signs the master in, then opens the operations. */
async function signInToOperations(page: Page) {
  await signInAsMaster(page);
  await openOperations(page);
}

test.describe('dashboard transactions', () => {
  test('the master finds a blocked payment, reads its detail and releases it with a reason', async ({
    page,
    request,
    baseURL,
  }) => {
    const blocked = await depositUntil(request, await payer(request, String(baseURL), '08'), 235);
    // Every console error of the page: the confirmation below must not trip the Content-Security-Policy.
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await signInToOperations(page);
    await page.getByRole('link', { name: 'Transactions' }).click();
    await expect(page.getByRole('heading', { name: 'Transactions' })).toBeVisible();
    await page.getByLabel('Statut').selectOption({ label: 'Bloquées (235)' });
    await page.getByLabel('Référence ou numéro de téléphone').fill(blocked.reference.toLowerCase());
    await expect(page).toHaveURL(/status=blocked/);
    const list = page.getByRole('table', { name: 'Liste des transactions' });
    await expect(list.getByRole('link')).toHaveCount(1);
    await list.getByRole('link', { name: `Transaction ${blocked.reference}` }).click();

    await expect(page.getByRole('heading', { name: blocked.reference })).toBeVisible();
    // What happened, for an agent, by type; the code after it.
    await expect(page.getByText('Payé, dépôt bloqué par la vérification').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Historique des statuts' })).toBeVisible();
    await expect(page.getByText('Du plus ancien au plus récent.')).toBeVisible();
    const ledger = page.getByRole('table', { name: /Encaissement/ });
    await expect(ledger).toBeVisible();
    await expect(ledger.getByRole('cell', { name: 'Fonds clients à livrer' })).toBeVisible();
    await expect(ledger).toContainText('XOF');
    await expect(page.getByText(/^Bac à sable \(test\)/)).toBeVisible();
    await expect(page.getByText('Bloqué, en attente de décision')).toBeVisible();

    await page.getByRole('button', { name: 'Libérer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Libérer ce paiement bloqué ?' });
    await dialog.getByRole('button', { name: 'Libérer' }).click();
    await expect(dialog.getByText('Écrivez la raison de cette décision.')).toBeVisible();
    await dialog.getByLabel('Raison (inscrite au journal d’audit)').fill('Client joint par téléphone.');
    await dialog.getByRole('button', { name: 'Libérer' }).click();
    await expect(page.getByText(`Paiement ${blocked.reference} libéré.`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Payé, dépôt en cours', { exact: true }).first()).toBeVisible();
    expect(errors.filter((error) => /Content Security Policy/.test(error))).toEqual([]);
    await expect(page.getByRole('button', { name: 'Libérer' })).toHaveCount(0);
    // The customer's own view moved on: delivery started.
    await expect.poll(async () => (await blocked.detail()).status.statusCode).toBe(231);
    expect((await blocked.detail()).operation?.operationStatus).toBe('pending');

    // Back to the list with its search kept.
    await page.getByRole('link', { name: /Retour aux transactions/ }).click();
    await expect(page.getByRole('combobox', { name: 'Statut' })).toHaveValue('blocked');
  });

  test('the CSV export holds every transaction the filter selects', async ({ page, request, baseURL }) => {
    const customer = await payer(request, String(baseURL), '00');
    const made = [];
    for (const amount of [1000, 2000, 3000])
      made.push((await depositUntil(request, customer, 231, amount)).reference);
    await signInToOperations(page);
    await page.goto(`/admin/transactions?user=${customer.uuid}`);
    const list = page.getByRole('table', { name: 'Liste des transactions' });
    await expect(list.getByRole('link')).toHaveCount(3);
    await expect(page.getByText('Transactions d’un utilisateur')).toBeVisible();
    // The method (issue 36): a badge on each row, a filter kept in the URL and sent to the server and the export.
    await expect(list.getByText('Mobile money', { exact: true })).toHaveCount(3);
    await page.getByLabel('Moyen de paiement').selectOption({ label: 'Carte bancaire' });
    await expect(page).toHaveURL(/method=card/);
    await expect(list.getByRole('link')).toHaveCount(0);
    await page.getByLabel('Moyen de paiement').selectOption({ label: 'Mobile money' });
    await expect(page).toHaveURL(/method=mobile_money/);
    await expect(list.getByRole('link')).toHaveCount(3);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Exporter en CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
    const [header = '', ...rows] = text.trimEnd().split('\r\n');
    expect(header.split(',').slice(0, 3)).toEqual(['référence', 'créée le (UTC)', 'type']);
    expect(rows.map((row) => row.split(',')[0]).sort()).toEqual(made.sort());
    expect(header.split(',').at(-1)).toBe('moyen de paiement');
    expect(rows.map((row) => row.split(',').at(-1))).toEqual([
      'mobile_money',
      'mobile_money',
      'mobile_money',
    ]);
  });

  test('the master takes an operation in hand after a confirmation', async ({ page, request, baseURL }) => {
    const paid = await depositUntil(request, await payer(request, String(baseURL), '00'), 231);
    await signInToOperations(page);
    await page.getByLabel('Rechercher').fill(paid.reference);
    const row = page.getByRole('listitem').filter({ hasText: paid.reference });
    await expect(row).toBeVisible();
    await page.getByRole('button', { name: `Prendre en charge l’opération ${paid.reference}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Prendre cette opération en charge\u202f?' });
    await dialog.getByRole('button', { name: 'Prendre en charge' }).click();
    await expect(page.getByText(`Opération ${paid.reference} prise en charge.`)).toBeVisible();
    // Taken in hand, it leaves « À traiter » for « En cours », in the master's hands.
    await expect(row).toHaveCount(0);
    await page.getByRole('tab', { name: /^En cours/ }).click();
    await expect(row).toContainText('Prise en charge par vous');
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
    const { uuid, email } = await payer(request, String(baseURL), '00');
    const granted = await request.post('/1xpay/admin/addAdmin', {
      headers: await masterHeaders(request),
      data: { adminId: uuid, countries: ['GA'], allowedOperationsTypes: ['withdrawal'] },
    });
    expect(granted.status(), await granted.text()).toBe(200);
    await signIn(page, { email, password: 'un mot de passe de client' });
    await expect(page.getByText('Les opérations qui vous sont confiées.')).toBeVisible();
    await page.getByRole('link', { name: 'Transactions' }).click();
    await expect(page.getByRole('heading', { name: 'Transactions' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'En retard ou sans tâche' })).toHaveCount(0);
    await page.goto('/admin/transactions?stuck=1');
    await expect(page.getByRole('alert')).toContainText('Action non permise');
  });
});
