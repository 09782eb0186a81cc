import { expect, type Page, test } from '@playwright/test';
import { expectCleanScreen, watchProblems } from './accessibility.ts';
import { beninNumber, signUp } from './customer.ts';
import { masterHeaders } from './dashboard.ts';

// Issue 36: a card deposit in the sandbox, from the payment form to the card page (the sandbox's stand-in for a card
// processor's hosted page) and back to the live status screen. The test cards script the outcomes.

/** A card deposit confirmed; the app opens the card page by itself. */
async function cardDeposit(page: Page) {
  await page.getByRole('link', { name: 'Déposer' }).first().click();
  await expect(page.getByRole('heading', { name: 'Déposer sur mon compte de paris' })).toBeVisible();
  const method = page.getByRole('group', { name: 'Moyen de paiement' });
  await method.getByRole('radio', { name: /Carte bancaire/ }).check();
  await page.getByLabel('Montant (XOF)').fill('5000');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page.getByRole('button', { name: 'Confirmer le dépôt' }).click();
  await expect(page).toHaveURL(/\/app\/card\?reference=/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Paiement par carte' })).toBeVisible();
  return new URL(page.url()).searchParams.get('reference') ?? '';
}

async function typeCard(page: Page, number: string) {
  await page.getByLabel('Numéro de carte').fill(number);
  await page.getByLabel('Expiration').fill('12/34');
  await page.getByLabel('Cryptogramme').fill('123');
  await page.getByRole('button', { name: /^Payer / }).click();
}

test.describe('a card deposit in the sandbox', () => {
  test('with the 3-D Secure test card: the challenge passed, paid, then « Réussi » once delivered', async ({
    page,
    request,
  }) => {
    const problems = await watchProblems(page);
    await signUp(page, { phone: beninNumber('31') });
    const reference = await cardDeposit(page);
    // The amount to pay and the reference come first; the test cards are listed.
    await expect(page.getByText('5 050 F CFA').first()).toBeVisible();
    await expect(page.getByText(reference)).toBeVisible();
    await expect(page.getByText('Visa · Carte sans 3-D Secure (414)')).toBeVisible();
    // The screen itself (a toast of the payment just made may be fading out above it).
    await expectCleanScreen(page, problems, '#app-main', { targets: true });
    const width = page.viewportSize()?.width ?? 0;
    await page.screenshot({ path: `/tmp/card-page-${width}.png`, fullPage: true });

    // Nothing typed: each field says what it wants, and nothing is sent.
    await page.getByRole('button', { name: /^Payer / }).click();
    await expect(page.getByText(/^Numéro de carte invalide/)).toBeVisible();
    await expect(page.getByText('Les 3 chiffres au dos de la carte.')).toBeVisible();
    await typeCard(page, '4000 0000 0000 3220');
    await expect(page.getByRole('heading', { name: 'Vérification 3-D Secure' })).toBeVisible();
    await page.getByLabel('Code de vérification').fill('123456');
    await expectCleanScreen(page, problems, '#app-main', { targets: true });
    await page.screenshot({ path: `/tmp/card-challenge-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Valider' }).click();

    await expect(page).toHaveURL(/\/app\/transaction\?reference=/);
    const status = page.locator('[data-status-label]');
    await expect(status).toHaveText(/^Payé/, { timeout: 20_000 });
    const headers = await masterHeaders(request);
    await expect
      .poll(
        async () =>
          (await request.post(`/1xpay/admin/operations/${reference}/complete`, { headers })).status(),
        { timeout: 20_000 },
      )
      .toBe(200);
    await expect(page.locator('[data-status]').first()).toHaveText('Réussi', { timeout: 10_000 });
    await expectCleanScreen(page, problems);
  });

  test('a card without 3-D Secure ends in 414 with its French message', async ({ page }) => {
    const problems = await watchProblems(page, { expectedFailures: [/\/sandbox\/transactions\//] });
    await signUp(page, { phone: beninNumber('32') });
    await cardDeposit(page);
    await typeCard(page, '4000000000003055');
    await expect(page).toHaveURL(/\/app\/transaction\?reference=/);
    await expect(page.locator('[data-status-label]')).toContainText(
      'Cette carte bancaire ne dispose pas de l’authentification 3DS activée',
      { timeout: 20_000 },
    );
    await expectCleanScreen(page, problems, undefined, { targets: true });
    const width = page.viewportSize()?.width ?? 0;
    await page.screenshot({ path: `/tmp/card-414-${width}.png`, fullPage: true });
  });

  test('the live status screen offers « Payer par carte » while the card page waits', async ({ page }) => {
    const problems = await watchProblems(page);
    await signUp(page, { phone: beninNumber('33') });
    const reference = await cardDeposit(page);
    await page.getByRole('link', { name: 'Annuler' }).click();
    await expect(page).toHaveURL(new RegExp(`/app/transaction\\?reference=${reference}`));
    await expect(page.getByText('Payez par carte')).toBeVisible({ timeout: 20_000 });
    await expectCleanScreen(page, problems, undefined, { targets: true });
    const width = page.viewportSize()?.width ?? 0;
    await page.screenshot({ path: `/tmp/card-waiting-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Payer par carte' }).click();
    await expect(page.getByRole('heading', { name: 'Paiement par carte' })).toBeVisible();
  });
});
