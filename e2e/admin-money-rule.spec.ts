import { expect, test } from '@playwright/test';
import { masterHeaders, signInAsMaster } from './dashboard.ts';

// Decision 044 on the running product: the master's « Argent à régulariser ». A fresh database breaks no rule, so
// the server's own answer is the empty list; the rows' layout is then drawn from a sample answer, at 1280 and
// 360 px, and screenshotted.

const BREAKS = {
  data: [
    {
      transactionReference: '1XP-261127-COTO0014',
      kind: 'not_refunded',
      type: 'deposit',
      statusCode: 528,
      currency: 'XOF',
      collected: 5050,
      delivered: 0,
      refunded: 0,
      foundAt: Date.UTC(2026, 10, 27, 23, 14, 5),
    },
    {
      transactionReference: '1XP-261127-CONA0021',
      kind: 'refund_failed',
      type: 'withdrawal',
      statusCode: 528,
      currency: 'GNF',
      collected: 1_010_000,
      delivered: 0,
      refunded: 0,
      foundAt: Date.UTC(2026, 10, 28, 8, 2),
    },
    {
      transactionReference: '1XP-261128-COTO0102',
      kind: 'refund_stuck',
      type: 'transfer',
      statusCode: 528,
      currency: 'XOF',
      collected: 20_200,
      delivered: 0,
      refunded: 0,
      foundAt: Date.UTC(2026, 10, 28, 9, 30),
    },
    {
      transactionReference: '1XP-261128-COTO0117',
      kind: 'paid_after_end',
      type: 'deposit',
      statusCode: 451,
      currency: 'XOF',
      collected: 10_100,
      delivered: 0,
      refunded: 0,
      foundAt: Date.UTC(2026, 10, 28, 10, 45),
    },
  ],
  total: 4,
  checkedAt: Date.UTC(2026, 10, 28, 11),
};

test('the master sees the money to settle: none on the server, then a sample at 1280 and 360 px @desktop', async ({
  page,
  playwright,
  baseURL,
}, info) => {
  // The check runs at start-up: wait for its first end, so that the list says what it found.
  const admin = await playwright.request.newContext({ baseURL: String(baseURL) });
  const headers = await masterHeaders(admin);
  await expect
    .poll(
      async () =>
        (
          (await (await admin.get('/1xpay/admin/money-rule/breaks', { headers })).json()) as {
            checkedAt: unknown;
          }
        ).checkedAt,
      { timeout: 20_000 },
    )
    .not.toBeNull();
  await admin.dispose();

  await signInAsMaster(page);
  await page.goto('/admin/transactions?breaks=1');
  await expect(page.getByRole('button', { name: 'Argent à régulariser' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(
    page.getByText('Aucun écart\u202f: chaque franc encaissé a été livré ou remboursé.'),
  ).toBeVisible();
  await expect(page.getByText(/^Dernière vérification le /)).toBeVisible();

  await page.route('**/1xpay/admin/money-rule/breaks', (route) => route.fulfill({ json: BREAKS }));
  await page.reload();
  const list = page.getByRole('list', { name: 'Argent à régulariser' });
  await expect(list.getByRole('listitem')).toHaveCount(4);
  await expect(list.getByText('Remboursement en échec\u202f: à régler')).toBeVisible();
  await page.screenshot({ path: info.outputPath('money-rule-1280.png'), fullPage: true });

  await page.setViewportSize({ width: 360, height: 800 });
  await expect(list).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // Every link of the list is a 44 px tap target.
  for (const link of await list.getByRole('link').all()) {
    expect((await link.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
  await page.screenshot({ path: info.outputPath('money-rule-360.png'), fullPage: true });
});
