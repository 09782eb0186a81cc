import { expect, type Page, test } from '@playwright/test';
import {
  MASTER,
  masterHeaders,
  openOperations,
  paidDeposit,
  registerCustomer,
  signIn,
  signInAsMaster,
} from './dashboard.ts';

// The dashboard at /admin on the running product (issue 13, first part): sign-in, the operations, sign-out.

/** Signs the master in through the form (they land on the overview), then opens the operations. */
async function signInToOperations(page: Page) {
  await signInAsMaster(page);
  await openOperations(page);
}

test.describe('dashboard', () => {
  test('signs in (wrong password, then the right one), lists the operations, and signs out', async ({
    page,
    request,
    baseURL,
  }) => {
    const { reference } = await paidDeposit(request, String(baseURL));
    await page.goto('/admin');
    // No session: the sign-in form.
    await expect(page).toHaveURL(/\/admin\/sign-in$/);
    await expect(page.getByRole('heading', { name: 'Connexion au tableau de bord' })).toBeVisible();

    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByText('Ce champ est obligatoire.')).toHaveCount(2);

    await page.getByLabel('E-mail').fill(MASTER.email);
    await page.getByLabel('Mot de passe').fill('pas le bon mot de passe');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('alert')).toHaveText('Identifiants incorrects');

    await page.getByLabel('Mot de passe').fill(MASTER.password);
    // No remember-me on the dashboard (decision 047): its sessions last 60 minutes of activity.
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    // The master lands on the overview (decision 030).
    await expect(page).toHaveURL(/\/admin\/overview$/);
    await page.getByRole('link', { name: 'Opérations' }).click();
    await expect(page).toHaveURL(/\/admin\/operations$/);
    await expect(page.getByRole('heading', { name: 'Opérations' })).toBeVisible();
    // Who is signed in, in the header (the table of operations waiting per agent names them too once it loads).
    await expect(page.getByTestId('signed-in-as')).toHaveText('Administrateur principal');
    await expect(page.getByText('Les opérations de tous les agents.')).toBeVisible();
    await expect(page.getByRole('tab', { name: /^À traiter/ })).toHaveAttribute('aria-selected', 'true');
    await page.getByLabel('Rechercher').fill(reference);
    const row = page.getByRole('listitem').filter({ hasText: reference });
    await expect(row).toContainText('Dépôt');
    await expect(row).toContainText(/\d+ min/);
    await expect(page.getByRole('alert')).toHaveCount(0);
    const cookie = (await page.context().cookies()).find((entry) => entry.name === 'apiKey');
    // Never remembered (decision 047): the cookie lasts the session's 60 minutes, not 10 days.
    const lasts = (cookie?.expires ?? 0) * 1000 - Date.now();
    expect(lasts).toBeGreaterThan(0);
    expect(lasts).toBeLessThanOrEqual(60 * 60 * 1000);

    // English as a choice, kept for the next visit.
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'Operations' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Operations' })).toBeVisible();
    await page.getByRole('button', { name: 'Français' }).click();

    await page.getByRole('link', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/\/admin\/sign-in$/);
    expect(await page.evaluate(() => localStorage.getItem('1xpay.admin'))).toBeNull();
    // Signed out: the dashboard’s screens send back to sign-in.
    await page.goto('/admin/operations');
    await expect(page).toHaveURL(/\/admin\/sign-in$/);
  });

  test('the master completes one operation and fails another, each confirmed; the customers see it', async ({
    page,
    request,
    baseURL,
  }) => {
    const paid = await paidDeposit(request, String(baseURL));
    const refused = await paidDeposit(request, String(baseURL));
    await signInToOperations(page);

    // Complete: asked first, with what is delivered; cancelling sends nothing.
    await page.getByLabel('Rechercher').fill(paid.reference);
    await page.getByRole('button', { name: `Terminer l’opération ${paid.reference}` }).click();
    const complete = page.getByRole('dialog', { name: 'Terminer cette opération\u202f?' });
    await expect(complete).toBeVisible();
    await expect(complete).toContainText(/5\s000\sXOF/);
    await complete.getByRole('button', { name: 'Annuler' }).click();
    await expect(complete).toBeHidden();
    expect((await paid.detail()).operation?.operationStatus).toBe('pending');
    await page.getByRole('button', { name: `Terminer l’opération ${paid.reference}` }).click();
    await complete.getByLabel('Référence de la livraison').fill('MP-E2E-0001');
    await complete.getByRole('button', { name: 'Confirmer la livraison' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Opération ${paid.reference} terminée.` }),
    ).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: paid.reference })).toHaveCount(0);
    await expect.poll(async () => (await paid.detail()).status.statusCode).toBe(200);

    // Fail: the customer's message is required, then it is what the customer reads (§4's 528).
    await page.getByLabel('Rechercher').fill(refused.reference);
    await page.getByRole('button', { name: `Échouer l’opération ${refused.reference}` }).click();
    const fail = page.getByRole('dialog', { name: 'Marquer cette opération en échec\u202f?' });
    await fail.getByRole('button', { name: 'Confirmer l’échec' }).click();
    await expect(fail.getByText('Écrivez le message que le client lira.')).toBeVisible();
    await fail
      .getByLabel('Message d’échec (lu par le client)')
      .fill('Compte de paris introuvable chez l’opérateur.');
    await fail.getByRole('button', { name: 'Confirmer l’échec' }).click();
    await page.getByRole('tab', { name: 'Terminées' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: refused.reference })).toContainText('Échouée');
    const failed = await refused.detail();
    expect(failed.operation).toMatchObject({
      operationStatus: 'error',
      failureMessage: 'Compte de paris introuvable chez l’opérateur.',
    });
  });

  test('the users: statistics from the server, a search and a filter run by the server', async ({
    page,
    request,
    baseURL,
  }) => {
    const unique = `Zinsou${Date.now()}`;
    const email = `${unique.toLowerCase()}@example.bj`;
    await registerCustomer(request, String(baseURL), { email, lastName: unique });
    const headers = await masterHeaders(request);
    const totalNow = async () =>
      ((await (await request.get('/1xpay/admin/users/stats', { headers })).json()) as { total: number })
        .total;
    const before = await totalNow();

    await signInToOperations(page);
    await page.getByRole('link', { name: 'Utilisateurs' }).click();
    await expect(page.getByRole('heading', { name: 'Utilisateurs' })).toBeVisible();
    const total = page.getByRole('definition').first();
    await expect(total).not.toHaveText('…');
    const shown = Number((await total.textContent())?.replace(/\D/g, ''));
    // Other tests register users meanwhile: the figure is the server's at some moment between the two reads.
    expect(shown).toBeGreaterThanOrEqual(before);
    expect(shown).toBeLessThanOrEqual(await totalNow());

    await page.getByLabel('Rechercher (nom, téléphone, e-mail, compte de paris)').fill(unique.toUpperCase());
    const list = page.getByRole('table', { name: 'Liste des utilisateurs' });
    await expect(list.getByRole('row').filter({ has: page.getByRole('cell') })).toHaveCount(1);
    await expect(list).toContainText(`Awa ${unique}`);
    await expect(list).toContainText(email);
    // Its counters, as numbers: no transaction, none succeeded, failed or blocked.
    await expect(
      list.getByRole('row').filter({ hasText: unique }).getByRole('cell').filter({ hasText: /^0$/ }),
    ).toHaveCount(4);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${unique.toUpperCase()}`));
    // On a screen too narrow for the table, it scrolls sideways and the names stay at the left; where it fits,
    // the first column is an ordinary one.
    const region = page.getByRole('region', { name: 'Liste des utilisateurs' });
    const name = list.getByRole('link', { name: new RegExp(unique) });
    const sideways = await region.evaluate((box) => box.scrollWidth > box.clientWidth);
    expect(sideways).toBe((page.viewportSize()?.width ?? 0) < 800);
    const position = () => name.evaluate((link) => getComputedStyle(link.closest('td') as Element).position);
    if (sideways) {
      await expect.poll(position).toBe('sticky');
      await region.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
      const [nameBox, regionBox] = [await name.boundingBox(), await region.boundingBox()];
      expect(nameBox?.x).toBeGreaterThanOrEqual((regionBox?.x ?? 0) - 1);
      await region.evaluate((box) => box.scrollTo({ left: 0 }));
    } else expect(await position()).not.toBe('sticky');
    // A new customer who verified their number is active, counted with the accepted (§4's three groups): the
    // "Bloqués" and "En attente" filters find nobody with that name.
    await page.getByLabel('État').selectOption({ label: 'Bloqués' });
    await expect(page.getByText('Aucun utilisateur ne correspond à cette recherche.')).toBeVisible();
    await page.getByLabel('État').selectOption({ label: 'En attente' });
    await expect(page.getByText('Aucun utilisateur ne correspond à cette recherche.')).toBeVisible();
    await page.getByLabel('État').selectOption({ label: 'Acceptés' });
    await expect(list.getByRole('row').filter({ has: page.getByRole('cell') })).toHaveCount(1);
  });

  test('locks a user after a confirmation (their session ends at once), then unlocks them', async ({
    page,
    request,
    baseURL,
  }) => {
    const unique = `Houngbo${Date.now()}`;
    const { headers } = await registerCustomer(request, String(baseURL), {
      email: `${unique.toLowerCase()}@example.bj`,
      lastName: unique,
    });
    const me = () => request.get('/1xpay/api/me', { headers });
    expect((await me()).status()).toBe(200);

    await signInToOperations(page);
    await page.getByRole('link', { name: 'Utilisateurs' }).click();
    await page.getByLabel('Rechercher (nom, téléphone, e-mail, compte de paris)').fill(unique);
    const list = page.getByRole('table', { name: 'Liste des utilisateurs' });
    await expect(list.getByRole('row').filter({ has: page.getByRole('cell') })).toHaveCount(1);

    const act = async (item: string) => {
      await list.getByRole('button', { name: `Actions pour Awa ${unique}` }).click();
      await page
        .getByRole('menu', { name: `Actions pour Awa ${unique}` })
        .getByRole('menuitem', { name: item })
        .click();
    };
    await act('Bloquer');
    const confirm = page.getByRole('dialog', { name: `Bloquer Awa ${unique} ?` });
    await expect(confirm).toContainText('Ses sessions se ferment tout de suite');
    await confirm.getByRole('button', { name: 'Annuler' }).click();
    expect((await me()).status()).toBe(200);

    await act('Bloquer');
    await confirm.getByRole('button', { name: 'Bloquer' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Awa ${unique} est bloqué.` })).toBeVisible();
    await expect(list).toContainText('Bloqué');
    expect((await me()).status()).toBe(401);

    await act('Débloquer');
    await page
      .getByRole('dialog', { name: `Débloquer Awa ${unique} ?` })
      .getByRole('button', { name: 'Débloquer' })
      .click();
    // Back to the status it had before the lock: active, its number verified at registration.
    await expect(list).toContainText('Actif');
    await list.getByRole('button', { name: `Actions pour Awa ${unique}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Bloquer' })).toBeVisible();
    await page.keyboard.press('Escape');
  });

  test('the master grants rights (the account signs in as an agent), then takes them all away', async ({
    page,
    request,
    baseURL,
    browser,
  }) => {
    const unique = `Dossou${Date.now()}`;
    const email = `${unique.toLowerCase()}@example.bj`;
    await registerCustomer(request, String(baseURL), { email, lastName: unique });
    const dashboardLogin = () =>
      request.post('/1xpay/api/dashboard/login', { data: { email, password: 'un mot de passe de client' } });
    expect((await dashboardLogin()).status()).toBe(401);

    await signInToOperations(page);
    await page.getByRole('link', { name: 'Utilisateurs' }).click();
    await page.getByLabel('Rechercher (nom, téléphone, e-mail, compte de paris)').fill(unique);
    const list = page.getByRole('table', { name: 'Liste des utilisateurs' });
    await expect(list.getByRole('row').filter({ has: page.getByRole('cell') })).toHaveCount(1);

    const openRights = async () => {
      await list.getByRole('button', { name: `Actions pour Awa ${unique}` }).click();
      await page.getByRole('menuitem', { name: 'Droits' }).click();
    };
    await openRights();
    const rights = page.getByRole('dialog', { name: `Droits d’administration de Awa ${unique}` });
    // A customer has no right to take away: an empty choice is a missing one.
    await rights.getByRole('button', { name: 'Enregistrer les droits' }).click();
    await expect(rights.getByRole('alert')).toHaveText('Cochez au moins un pays et un type d’opération.');
    await rights.getByLabel('Bénin').check();
    await rights.getByLabel('Dépôt').check();
    await rights.getByRole('button', { name: 'Enregistrer les droits' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Droits de Awa ${unique} enregistrés.` }),
    ).toBeVisible();
    await expect(list).toContainText('Admin');

    // The new agent signs in to the dashboard.
    const agentPage = await (await browser.newContext()).newPage();
    await agentPage.goto('/admin/sign-in');
    await agentPage.getByLabel('E-mail').fill(email);
    await agentPage.getByLabel('Mot de passe').fill('un mot de passe de client');
    await agentPage.getByRole('button', { name: 'Se connecter' }).click();
    await expect(agentPage.getByText(`Awa ${unique} · Agent`)).toBeVisible();
    await expect(agentPage.getByRole('heading', { name: 'Opérations' })).toBeVisible();

    // Nothing checked takes every right away: the agent's session ends and the dashboard refuses them.
    await openRights();
    await expect(rights.getByLabel('Bénin')).toBeChecked();
    await rights.getByLabel('Bénin').uncheck();
    await rights.getByRole('button', { name: 'Retirer tous les droits' }).click();
    await expect(list).not.toContainText('Admin');
    expect((await dashboardLogin()).status()).toBe(401);
    await agentPage.reload();
    await expect(agentPage).toHaveURL(/\/admin\/sign-in$/);
    await agentPage.context().close();
  });

  test('a customer account is refused as a wrong password would be', async ({ page, request, baseURL }) => {
    const email = `client.${Date.now()}@example.bj`;
    await registerCustomer(request, String(baseURL), { email });
    await signIn(page, { email, password: 'un mot de passe de client' });
    await expect(page.getByRole('alert')).toHaveText('Identifiants incorrects');
  });
});
