import { expect, test } from '@playwright/test';
import { masterHeaders, paidDeposit, signInAsMaster } from './dashboard.ts';

// Decision 042 on the running product: a delivery the master fails is refunded through the sandbox, and the
// master follows it on the « Remboursements » screen; screenshots of it at the project's viewport.

test('a failed delivery is refunded, and the master sees the refund sent', async ({
  page,
  request,
  playwright,
  baseURL,
}, info) => {
  const { reference, detail } = await paidDeposit(request, String(baseURL));
  // The master's calls in a context of their own: their session's cookie never mixes with the customer's.
  const admin = await playwright.request.newContext({ baseURL: String(baseURL) });
  const failed = await admin.post(`/1xpay/admin/operations/${reference}/fail`, {
    headers: await masterHeaders(admin),
    data: { failureMessage: 'Compte 1xBet introuvable pour cet identifiant.' },
  });
  expect(failed.status(), await failed.text()).toBe(200);
  await admin.dispose();
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
  await expect(row.getByText('Envoyé', { exact: true })).toBeVisible();
  await expect(row.getByText(/XOF/)).toBeVisible();
  await page.screenshot({ path: info.outputPath(`refunds-${info.project.name}.png`), fullPage: true });
  // The narrowest phone the dashboard serves: nothing wider than the screen.
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(row).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: info.outputPath(`refunds-${info.project.name}-360.png`), fullPage: true });
});
