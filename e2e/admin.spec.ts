import { expect, test } from '@playwright/test';

// The dashboard at /admin on the running product (issue 13, first part): sign-in, the operations, sign-out.

const MASTER = { email: 'e2e@example.bj', password: 'un mot de passe de test e2e' };

test.describe('dashboard', () => {
  test('signs in (wrong password, then the right one), lists the operations, and signs out', async ({
    page,
  }) => {
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
    await page.getByLabel('Se souvenir de moi (10 jours)').check();
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/admin\/operations$/);
    await expect(page.getByRole('heading', { name: 'Opérations' })).toBeVisible();
    await expect(page.getByText('Administrateur principal')).toBeVisible();
    await expect(page.getByText('Toutes les opérations, les plus anciennes d’abord.')).toBeVisible();
    const cookie = (await page.context().cookies()).find((entry) => entry.name === 'apiKey');
    expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(9 * 24 * 3600 * 1000);

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

  test('a customer account is refused as a wrong password would be', async ({ page, request, baseURL }) => {
    const email = `client.${Date.now()}@example.bj`;
    const registered = await request.post('/1xpay/api/auth/register', {
      headers: { origin: String(baseURL) },
      data: {
        firstName: 'Awa',
        lastName: 'Koné',
        phoneNumber: `+229019${String(Date.now()).slice(-7)}`,
        email,
        password: 'un mot de passe de client',
        accountId1xBet: '123456789',
      },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    await page.goto('/admin/sign-in');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Mot de passe').fill('un mot de passe de client');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('alert')).toHaveText('Identifiants incorrects');
  });
});
