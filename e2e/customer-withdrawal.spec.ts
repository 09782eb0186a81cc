import { expect, type Page, test } from '@playwright/test';
import { expectCleanScreen, watchProblems } from './accessibility.ts';
import { beninPhone, masterHeaders } from './dashboard.ts';
import { hydrated } from './pages.ts';
import { verifyInApp } from './sms.ts';

// A customer withdraws from their betting account with the code the betting site gave (decision 062): the sandbox
// partner answers by the code's last two digits (…70 unknown, …79 out of reach, anything else confirmed); an agent
// (here the master, through the admin API) pays out. At 360 px (mobile) and 1280 px (desktop), in French, with no
// console error and no axe-core finding on any screen. Screenshots go to the test's output folder.

const PASSWORD = 'un mot de passe solide 2026';

async function signUp(page: Page) {
  const phone = beninPhone().replace('+229', '');
  await page.goto('/app/sign-up');
  await hydrated(page);
  await page.getByLabel('Prénom').fill('Awa');
  await page.getByLabel('Nom', { exact: true }).fill('Diallo');
  await page.getByLabel('Téléphone', { exact: true }).fill(phone);
  await page.getByLabel('E-mail').fill(`retrait.${phone}@example.bj`);
  await page.getByLabel('Mot de passe').fill(PASSWORD);
  await page.getByLabel(/Identifiant du compte de paris/).fill('123456789');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  // A withdrawal pays out to a verified number: the code its SMS carried, as its owner types it.
  await verifyInApp(page, `+229${phone}`);
  await expect(page.getByRole('heading', { name: 'Bonjour Awa' })).toBeVisible();
}

/** A phone 360 px wide on the mobile project; the desktop one stays at 1280 px. */
async function narrow(page: Page) {
  if (test.info().project.name === 'mobile') await page.setViewportSize({ width: 360, height: 780 });
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** From home's « Retirer », the form filled in with an amount and a code. */
async function fillWithdrawal(page: Page, amount: string, code: string) {
  await page
    .getByRole('link', { name: /Retirer/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Retirer de mon compte de paris' })).toBeVisible();
  await page.getByLabel('Montant (XOF)').fill(amount);
  await page.getByLabel('Code de retrait').fill(code);
}

test.describe('customer withdrawal', () => {
  test('a confirmed code: fees and « Vous recevez », the agent pays out, « Réussi » live', async ({
    page,
    request,
  }) => {
    // Sign-up, five screens checked by axe, a job and an agent's delivery: more than 30 s on a loaded machine.
    test.slow();
    const problems = await watchProblems(page);
    await narrow(page);
    await signUp(page);
    await fillWithdrawal(page, '10000', 'RET-4821');
    const received = page.locator('[data-quote] [data-quote-line="pay.youReceive"]');
    await expect(received).toHaveText(/F\sCFA$/);
    await expect(page.locator('[data-quote]')).toContainText('Montant du retrait');
    await expect(page.locator('[data-quote]')).not.toContainText('Total');
    await expectCleanScreen(page, problems);
    await shot(page, 'withdraw-form');

    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(page.getByRole('heading', { name: 'Vérifiez avant de confirmer' })).toBeVisible();
    await expect(
      page.getByText('Une fois confirmé, le code est vérifié auprès du site de paris.'),
    ).toBeVisible();
    await expectCleanScreen(page, problems);
    await shot(page, 'withdraw-review');
    await page.getByRole('button', { name: 'Confirmer le retrait' }).click();

    await expect(page).toHaveURL(/\/app\/transaction\?reference=/);
    const reference = new URL(page.url()).searchParams.get('reference') ?? '';
    const status = page.locator('[data-status-label]');
    const chip = page.locator('[data-status]').first();
    // The partner confirms the code; verification hands it to an agent.
    await expect(status).toHaveText(/^Code confirmé/, { timeout: 20_000 });
    await expect(chip).toHaveText('Confirmé');
    await expect(page.getByText('Montant du retrait').first()).toBeVisible();
    await expect(page.getByText('Vous recevez').first()).toBeVisible();
    await expect(page.getByText('…4821')).toBeVisible();
    await expect(page.locator('main')).not.toContainText(/Total payé|Paiement reçu|Approuvez/);
    await expectCleanScreen(page, problems);
    await shot(page, 'withdrawal-waiting');

    const headers = await masterHeaders(request);
    await expect
      .poll(
        async () =>
          (await request.post(`/1xpay/admin/operations/${reference}/complete`, { headers })).status(),
        { timeout: 20_000 },
      )
      .toBe(200);
    await expect(chip).toHaveText('Réussi', { timeout: 10_000 });
    await expect(status).toHaveText('Retrait effectué');
    await expect(
      page.getByText('L’argent de votre retrait est arrivé sur votre numéro mobile money.'),
    ).toBeVisible();
    const receipt = page.locator('section.receipt');
    await expect(receipt).toContainText('Montant du retrait');
    await expect(receipt).toContainText('Vous recevez');
    await expect(receipt).not.toContainText('Total');
    await expectCleanScreen(page, problems);
    await shot(page, 'withdrawal-success');

    await page.getByRole('link', { name: 'Historique' }).first().click();
    const row = page.getByRole('link', { name: /Retrait.*MTN MoMo/ });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Réussi');
    await expect(row).toContainText('10 000 F CFA');
  });

  test('a malformed code is said at its field; a code the partner does not know ends refused in French', async ({
    page,
  }) => {
    const problems = await watchProblems(page);
    await narrow(page);
    await signUp(page);
    await fillWithdrawal(page, '5000', 'AB#1');
    await page.getByRole('button', { name: 'Continuer' }).click();
    const code = page.getByLabel('Code de retrait');
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toBeFocused();
    await expect(page.getByText(/Le code de retrait compte 4 à 32 lettres/)).toBeVisible();
    await expectCleanScreen(page, problems);
    await shot(page, 'withdraw-form-refused-code');

    await code.fill('RET-0070');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByRole('button', { name: 'Confirmer le retrait' }).click();
    await expect(page).toHaveURL(/\/app\/transaction\?reference=/);
    const status = page.locator('[data-status-label]');
    await expect(status).toHaveText('Code de retrait inconnu pour ce compte de paris.', { timeout: 20_000 });
    await expect(page.locator('[data-status]').first()).toHaveText('Échec');
    await expect(page.getByText(/le montant reste sur votre compte de paris/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Réessayer' })).toHaveAttribute('href', /\/app\/withdraw$/);
    await expectCleanScreen(page, problems);
    await shot(page, 'withdrawal-refused');
  });
});
