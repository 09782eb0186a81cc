import { expect, test } from '@playwright/test';
import { masterHeaders, paidDeposit, signInAsMaster } from './dashboard.ts';

// Decision 042 on the running product: a delivery the master fails is refunded through the sandbox, and the
// master follows it on the « Remboursements » screen; screenshots of it at the project's viewport.

test('a failed delivery is refunded, and the master sees the refund sent', async ({
  page,
  request,
  baseURL,
}, info) => {
  const { reference, detail } = await paidDeposit(request, String(baseURL));
  const failed = await request.post(`/1xpay/admin/operations/${reference}/fail`, {
    headers: await masterHeaders(request),
    data: { failureMessage: 'Compte 1xBet introuvable pour cet identifiant.' },
  });
  expect(failed.status(), await failed.text()).toBe(200);
  // The refund's job runs in the server: the customer is told the money came back.
  await expect
    .poll(async () => (await detail()).status.message, { timeout: 20_000 })
    .toBe(
      'Compte 1xBet introuvable pour cet identifiant. Le montant payé, frais compris, vous a été remboursé.',
    );

  await signInAsMaster(page);
  await page.goto('/admin/transactions?refunds=1');
  await expect(page.getByRole('heading', { name: 'Transactions' })).toBeVisible();
  await expect(page.getByText('Aucun remboursement échoué : rien à traiter.')).toBeVisible();
  await page.getByLabel('Remboursements à afficher').selectOption({ label: 'Envoyés' });
  const list = page.getByRole('list', { name: 'Remboursements' });
  const row = list.getByRole('listitem').filter({ hasText: reference });
  await expect(row).toBeVisible();
  await expect(row.getByText('Envoyés')).toBeVisible();
  await expect(row.getByText(/XOF/)).toBeVisible();
  await page.screenshot({ path: info.outputPath(`refunds-${info.project.name}.png`), fullPage: true });
});
