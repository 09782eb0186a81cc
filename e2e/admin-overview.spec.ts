import { expect, type Locator, type Page, type Response, test } from '@playwright/test';
import { MASTER, masterHeaders, paidDeposit, registerCustomer, signIn } from './dashboard.ts';

// The dashboard's overview on the running product (decision 030): the master's landing page, its figures as the API
// answered them, its links, its filters in the URL; an agent still lands on the operations.

type Overview = {
  totals: { count: number; successRate: number | null };
  blocked: { count: number };
  stuck: { count: number };
  waitingPerAgent: { firstName: string; lastName: string; count: number }[];
  money: { totals: { currency: string; moneyIn: number; moneyOut: number }[] };
};

const number = (value: number) => new Intl.NumberFormat('fr-FR').format(value);
const spaced = (text: string | null) => (text ?? '').replace(/\s/g, ' ').trim();

/** A key figure's value, by its label. */
async function figure(page: Page, label: string) {
  const term = page.getByLabel('Chiffres clés').locator('dt', { hasText: new RegExp(`^${label}$`) });
  return spaced(await term.locator('xpath=following-sibling::dd[1]').textContent());
}

/** The overview's answer the page itself received. */
const overviewAnswer = (page: Page, search: RegExp = /\/1xpay\/admin\/overview(\?|$)/) =>
  page.waitForResponse((response: Response) => search.test(response.url()) && response.status() === 200);

async function expectFigures(page: Page, body: Overview) {
  await expect(page.getByLabel('Chiffres clés')).toBeVisible();
  expect(await figure(page, 'Paiements')).toBe(spaced(number(body.totals.count)));
  expect(await figure(page, 'Paiements bloqués')).toBe(spaced(number(body.blocked.count)));
  expect(await figure(page, 'À regarder')).toBe(spaced(number(body.stuck.count)));
  const waiting = body.waitingPerAgent.reduce((sum, agent) => sum + agent.count, 0);
  expect(await figure(page, 'Opérations en attente')).toBe(spaced(number(waiting)));
}

const linkTo = (locator: Locator) => locator.getAttribute('href');

test.describe('dashboard overview', () => {
  test('the master lands on the overview; its figures are the API’s; its links lead to the lists', async ({
    page,
    request,
    baseURL,
  }) => {
    const { reference } = await paidDeposit(request, String(baseURL));
    // The master takes it in hand, so it waits with them whichever agent was assigned it: other specs, running at
    // the same time, create agents whose grants cover Benin's deposits.
    const claimed = await request.post(`/1xpay/admin/operations/${reference}/claim`, {
      headers: await masterHeaders(request),
    });
    expect(claimed.status(), await claimed.text()).toBe(200);
    const answered = overviewAnswer(page);
    await signIn(page, MASTER);
    await expect(page).toHaveURL(/\/admin\/overview$/);
    await expect(page.getByRole('heading', { name: 'Vue d’ensemble', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Vue d’ensemble' })).toHaveAttribute('aria-current', 'page');
    const body = (await (await answered).json()) as Overview;
    expect(body.totals.count).toBeGreaterThan(0);
    await expectFigures(page, body);

    // The chart, drawn in SVG, and what it says to a screen reader.
    const chart = page.getByRole('img', { name: /^Graphique des paiements par jour du / });
    await expect(chart).toBeVisible();
    await expect(chart.locator('svg')).toHaveCount(1);
    await expect(page.getByRole('table', { name: /^Paiements par jour, du / })).toBeAttached();
    await expect(page.getByRole('region', { name: 'Par pays' })).toContainText('Bénin');
    await expect(page.getByRole('region', { name: 'Par opérateur' })).toContainText('MTN MoMo');
    await expect(page.getByRole('region', { name: 'Opérations en attente par agent' })).toContainText(
      '(vous)',
    );

    expect(await linkTo(page.getByRole('link', { name: 'Voir les paiements bloqués' }))).toBe(
      '/admin/transactions?status=235',
    );
    expect(await linkTo(page.getByRole('link', { name: 'Voir les paiements à regarder' }))).toBe(
      '/admin/transactions?stuck=1',
    );
    // The refunds and the money to settle, one click away; each figure's change against the period before.
    expect(await linkTo(page.getByRole('link', { name: 'Remboursements' }))).toBe(
      '/admin/transactions?refunds=1',
    );
    expect(await linkTo(page.getByRole('link', { name: 'Argent à régulariser' }))).toBe(
      '/admin/transactions?breaks=1',
    );
    await expect(page.getByText(/^Évolutions par rapport à la période précédente, du /)).toBeVisible();
    // One measure per chart: the payments, then each currency's volume with its code.
    await expect(page.getByRole('img', { name: /^Graphique du volume en XOF par jour du / })).toBeVisible();
    await expect(page.getByLabel('Chiffres clés')).not.toContainText('F CFA');
    // Money in and out from the ledger, each currency with its code: the paid deposit reached the processor.
    const flows = page.getByRole('region', { name: 'Entrées et sorties d’argent' });
    const xof = body.money.totals.find((flow) => flow.currency === 'XOF');
    expect(xof?.moneyIn ?? 0).toBeGreaterThan(0);
    const flow = async (label: string) =>
      spaced(
        await flows
          .locator('dt', { hasText: new RegExp(`^${label}$`) })
          .locator('xpath=following-sibling::dd[1]')
          .textContent(),
      );
    expect(await flow('Entrées')).toContain(spaced(`${number(xof?.moneyIn ?? 0)} XOF`));
    expect(await flow('Sorties')).toContain(spaced(`${number(xof?.moneyOut ?? 0)} XOF`));
    await expect(flows.locator('dt', { hasText: 'Solde de la période' })).toBeVisible();

    // A country, kept in the URL: the page asks for it and shows that answer.
    const ivory = overviewAnswer(page, /\/1xpay\/admin\/overview\?.*country=CI/);
    await page.getByRole('combobox', { name: 'Pays' }).selectOption('CI');
    await expect(page).toHaveURL(/\/admin\/overview\?country=CI$/);
    await expectFigures(page, (await (await ivory).json()) as Overview);
    // A range backwards is refused on the page, without a call.
    await page.getByLabel('Du', { exact: true }).fill('2026-11-20');
    await page.getByLabel('Au', { exact: true }).fill('2026-11-01');
    await expect(page.getByRole('alert')).toHaveText(
      'Choisissez un premier jour avant le dernier, sur 366 jours au plus.',
    );
    await expect(page).toHaveURL(/from=2026-11-20/);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Pays' })).toHaveValue('CI');
    await expect(page.getByLabel('Du', { exact: true })).toHaveValue('2026-11-20');
  });

  test('screenshots at 1280 and 360 px wide @desktop', async ({ page, request, baseURL }) => {
    await paidDeposit(request, String(baseURL));
    await signIn(page, MASTER);
    await expect(page.getByLabel('Chiffres clés')).toBeVisible();
    // One chart per measure, each one drawing: the payments, then each currency's volume.
    await expect(page.getByRole('img', { name: /^Graphique des paiements/ }).locator('svg')).toHaveCount(1);
    await expect(page.getByRole('img', { name: /^Graphique du volume en XOF/ }).locator('svg')).toHaveCount(
      1,
    );
    await expect(page.getByRole('region', { name: 'Entrées et sorties d’argent' })).toBeVisible();
    await page.screenshot({ path: '/tmp/overview-1280.png', fullPage: true });
    await page.setViewportSize({ width: 360, height: 780 });
    await expect(page.getByLabel('Chiffres clés')).toBeVisible();
    await page.waitForTimeout(300);
    await page.screenshot({ path: '/tmp/overview-360.png', fullPage: true });
    // Nothing wider than the screen: the tables scroll inside their own frame.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test('an agent lands on their operations and is not offered the overview', async ({
    page,
    request,
    baseURL,
  }) => {
    const email = `agent.vue.${Date.now()}@example.bj`;
    const { uuid } = await registerCustomer(request, String(baseURL), { email });
    const granted = await request.post('/1xpay/admin/addAdmin', {
      headers: await masterHeaders(request),
      data: { adminId: uuid, countries: ['GA'], allowedOperationsTypes: ['withdrawal'] },
    });
    expect(granted.status(), await granted.text()).toBe(200);
    await signIn(page, { email, password: 'un mot de passe de client' });
    await expect(page).toHaveURL(/\/admin\/operations$/);
    await expect(page.getByRole('heading', { name: 'Opérations' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Vue d’ensemble' })).toHaveCount(0);
    // Asked for anyway, the server refuses it: §8's "Action non permise".
    await page.goto('/admin/overview');
    await expect(page.getByRole('alert')).toContainText('Action non permise');
  });
});
