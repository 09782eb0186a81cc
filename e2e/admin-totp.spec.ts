import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { beninPhone, masterHeaders, signIn, signInAsMaster } from './dashboard.ts';

// Two-factor sign-in of the dashboard on the running product (decision 027): an agent of its own (the shared
// master e2e@example.bj is never enrolled: the other specs sign in as it with its password alone) signs in (bad
// then good credentials), turns two-factor on from the key shown as text, signs out, signs in again with its
// password then a code of the app, and once with a recovery code, which does not work twice.

const PASSWORD = 'un mot de passe d’agent';

/** A new agent (registered through §7's API, then given Benin's deposits by the master); answers its e-mail. */
async function newAgent(request: APIRequestContext, origin: string): Promise<string> {
  const unique = `${Date.now()}${test.info().workerIndex}${test.info().project.name === 'mobile' ? 1 : 0}`;
  const email = `totp.${unique}@example.bj`;
  const registered = await request.post('/1xpay/api/auth/register', {
    headers: { origin },
    data: {
      firstName: 'Afi',
      lastName: `Totp${unique.slice(-6)}`,
      phoneNumber: beninPhone(),
      email,
      password: PASSWORD,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { uuid } = (await registered.json()) as { uuid: string };
  const granted = await request.post('/1xpay/admin/addAdmin', {
    headers: await masterHeaders(request),
    data: { adminId: uuid, countries: ['GA'], allowedOperationsTypes: ['withdrawal'] },
  });
  expect(granted.status(), await granted.text()).toBe(200);
  return email;
}

/** The authenticator app, set up from the key shown as text (as one types it by hand). */
const authenticator = (key: string) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(key.replace(/\s/g, '')) });

/** A code of a 30-second step after the one that gave `used` (the server never takes a code twice). */
async function nextCode(app: TOTP, used: string): Promise<string> {
  await expect.poll(() => app.generate(), { timeout: 35_000, intervals: [1_000] }).not.toBe(used);
  return app.generate();
}

const signInWithPassword = (page: Page, email: string) => signIn(page, { email, password: PASSWORD });

/** Screenshots of a screen at 1280 and 360 px wide, once (from the desktop project). */
async function shoot(page: Page, name: string) {
  if (test.info().project.name !== 'desktop') return;
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  await page.screenshot({ path: `/tmp/totp-${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: `/tmp/totp-${name}-360.png`, fullPage: true });
  await page.setViewportSize(size);
}

test.describe('dashboard two-factor sign-in', () => {
  test('an agent turns it on, then signs in with its password and a code, and once with a recovery code', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const email = await newAgent(request, String(baseURL));

    // Bad, then good credentials: no code asked yet.
    await page.goto('/admin/sign-in');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Mot de passe').fill('pas le bon mot de passe');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('alert')).toHaveText('Identifiants incorrects');
    await page.getByLabel('Mot de passe').fill(PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('heading', { name: 'Opérations' })).toBeVisible();

    // Enrolment, from the key shown as text.
    await page.getByRole('link', { name: 'Sécurité' }).click();
    await expect(page.getByRole('heading', { name: 'Sécurité', level: 1 })).toBeVisible();
    await expect(page.getByText('Pas encore active sur votre compte.')).toBeVisible();
    // The password again first (decision 047).
    await page.getByLabel('Votre mot de passe').fill(PASSWORD);
    await page.getByRole('button', { name: 'Activer la double authentification' }).click();
    await expect(page.getByRole('img', { name: 'QR code de la double authentification' })).toBeVisible();
    const app = authenticator(await page.getByTestId('totp-secret').innerText());
    await shoot(page, 'enrolment');
    await page.getByLabel('Code de vérification').fill('000000');
    await page.getByRole('button', { name: 'Confirmer l’activation' }).click();
    await expect(page.getByRole('alert')).toContainText('Code incorrect');
    let used = app.generate();
    await page.getByLabel('Code de vérification').fill(used);
    await page.getByRole('button', { name: 'Confirmer l’activation' }).click();
    const list = page.getByRole('list', { name: 'Vos codes de secours' });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    const recoveryCodes = await list.getByRole('listitem').allInnerTexts();
    await expect(page.getByText(/ils ne seront plus jamais affichés/)).toBeVisible();
    await shoot(page, 'recovery-codes');
    await page.getByRole('button', { name: 'J’ai noté mes codes' }).click();
    await expect(page.getByText('Active sur votre compte.')).toBeVisible();
    await expect(page.getByText('10 codes de secours restants.')).toBeVisible();
    await shoot(page, 'enabled');
    await page.getByRole('link', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/\/admin\/sign-in$/);

    // Password, then a code of the app (a wrong one first).
    await signInWithPassword(page, email);
    await expect(page.getByLabel('Code de vérification')).toBeVisible();
    await shoot(page, 'sign-in-code');
    await page.getByLabel('Code de vérification').fill('000000');
    await page.getByRole('button', { name: 'Vérifier' }).click();
    await expect(page.getByRole('alert')).toHaveText('Code incorrect ou déjà utilisé');
    used = await nextCode(app, used);
    await page.getByLabel('Code de vérification').fill(used);
    await page.getByRole('button', { name: 'Vérifier' }).click();
    await expect(page.getByRole('heading', { name: 'Opérations' })).toBeVisible();
    await page.getByRole('link', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/\/admin\/sign-in$/);

    // A recovery code signs in once.
    const [recovery = ''] = recoveryCodes;
    await signInWithPassword(page, email);
    await page.getByRole('button', { name: 'Utiliser un code de secours' }).click();
    await page.getByLabel('Code de secours').fill(recovery);
    await page.getByRole('button', { name: 'Vérifier' }).click();
    await expect(page.getByRole('heading', { name: 'Opérations' })).toBeVisible();
    await page.getByRole('link', { name: 'Sécurité' }).click();
    await expect(page.getByText('9 codes de secours restants.')).toBeVisible();
    await page.getByRole('link', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/\/admin\/sign-in$/);
    await signInWithPassword(page, email);
    await page.getByRole('button', { name: 'Utiliser un code de secours' }).click();
    await page.getByLabel('Code de secours').fill(recovery);
    await page.getByRole('button', { name: 'Vérifier' }).click();
    await expect(page.getByRole('alert')).toHaveText('Code incorrect ou déjà utilisé');
  });
  test('the master resets the second factor of an agent who lost it; the agent signs in with its password alone', async ({
    page,
    request,
    baseURL,
    browser,
  }) => {
    const email = await newAgent(request, String(baseURL));
    // The agent turns it on (through the API, as its browser would), then loses its phone and its codes.
    const agentContext = await browser.newContext({ locale: 'fr-FR' });
    const agent = agentContext.request;
    const login = await agent.post('/1xpay/api/dashboard/login', { data: { email, password: PASSWORD } });
    expect(login.status()).toBe(200);
    const headers = { authorization: `Bearer ${((await login.json()) as { apiKey: string }).apiKey}` };
    const enrolment = await agent.post('/1xpay/api/dashboard/totp/enrolment', {
      headers,
      data: { password: PASSWORD },
    });
    const { secret } = (await enrolment.json()) as { secret: string };
    const confirmed = await agent.post('/1xpay/api/dashboard/totp/confirm', {
      headers,
      data: { code: authenticator(secret).generate() },
    });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
    const agentPage = await agentContext.newPage();
    await signInWithPassword(agentPage, email);
    await expect(agentPage.getByLabel('Code de vérification')).toBeVisible();

    await signInAsMaster(page);
    await page.getByRole('link', { name: 'Utilisateurs' }).click();
    await page.getByLabel('Rechercher (nom, téléphone, e-mail, compte de paris)').fill(email);
    const users = page.getByRole('table', { name: 'Liste des utilisateurs' });
    // The search runs on the server once typing pauses: the agent alone is listed.
    await expect(users.getByRole('row').filter({ has: page.getByRole('cell') })).toHaveCount(1);
    await users.getByRole('link', { name: /^Voir la fiche de Afi Totp/ }).click();
    await expect(
      page.getByText('Double authentification').locator('xpath=following-sibling::dd[1]'),
    ).toHaveText('Active');
    await page.getByRole('button', { name: 'Réinitialiser la double authentification' }).click();
    const dialog = page.getByRole('dialog', {
      name: /^Réinitialiser la double authentification de Afi Totp/,
    });
    await dialog
      .getByLabel('Raison (inscrite au journal d’audit)')
      .fill('Téléphone perdu, codes introuvables.');
    await dialog.getByRole('button', { name: 'Réinitialiser' }).click();
    await expect(page.getByRole('status').filter({ hasText: /réinitialisée/ })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByText('Double authentification').locator('xpath=following-sibling::dd[1]'),
    ).toHaveText('Inactive');
    await expect(page.getByRole('button', { name: 'Réinitialiser la double authentification' })).toHaveCount(
      0,
    );
    // Its old session ended with it; the password alone signs in now.
    expect((await agent.get('/1xpay/api/me', { headers })).status()).toBe(401);
    await signInWithPassword(agentPage, email);
    await expect(agentPage.getByRole('heading', { name: 'Opérations' })).toBeVisible();
    await agentContext.close();
  });
  test('the master sees the switch that requires it of every admin (left off: other specs sign in with a password)', async ({
    page,
  }) => {
    await signInAsMaster(page);
    await page.getByRole('link', { name: 'Sécurité' }).click();
    const toggle = page.getByRole('switch', {
      name: 'Exiger la double authentification pour tous les administrateurs',
    });
    await expect(toggle).not.toBeChecked();
    // Asked, then cancelled: nothing changes.
    await toggle.click();
    const dialog = page.getByRole('dialog', { name: 'Exiger la double authentification ?' });
    await expect(dialog).toBeVisible();
    await shoot(page, 'master-confirm');
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(dialog).toBeHidden();
    await expect(toggle).not.toBeChecked();
    await shoot(page, 'master');
  });
});
