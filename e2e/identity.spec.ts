import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { cardBackPng, cardFrontPng, selfiePng } from '../apps/api/src/seed/identity-pictures.ts';
import { type Started, start, stop } from '../apps/api/src/testing/servers/server-process.ts';
import { createServerDatabase } from '../apps/api/src/testing/test-database.ts';
import { accessibilityFindings, expectCleanScreen, watchProblems } from './accessibility.ts';
import { codeSentTo, smsSentTo } from './sms.ts';

// Issue 34 on the running product: a level-1 customer deposits within the monthly limit, a larger deposit is refused
// with what is left, the customer sends identity documents, an agent accepts them in the dashboard, and the larger
// deposit goes through. The whole lifecycle from sign-up: the phone verified with the code its SMS carried (the log
// provider keeps it), level 1, level 2. On a server of its own on PostgreSQL (the API's test helpers, an OS-chosen
// port): its master and its identity queue are this test's alone.

const SERVER = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const MASTER = { email: 'kyc-master@example.bj', password: 'un mot de passe maître kyc' };
const PASSWORD = 'un mot de passe solide 2026';
const SHOTS = process.env.KYC_SHOTS ?? '';

let server: Started;
let database: { url: string; drop(): Promise<void> };

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  database = await createServerDatabase(SERVER);
  server = await start({
    DATABASE_URL: database.url,
    SEED_DEMO: '0',
    MASTER_ADMIN_EMAIL: MASTER.email,
    MASTER_ADMIN_PASSWORD: MASTER.password,
    TRUST_PROXY: 'loopback',
  });
});

test.afterAll(async () => {
  await stop(server);
  await database.drop();
});

async function shot(page: Page, name: string) {
  if (SHOTS === '') return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${test.info().project.name}-${name}.png`, fullPage: true });
}

async function deposit(page: Page, amount: string) {
  await page.goto(`${server.base}/app/deposit`);
  await expect(page.getByRole('heading', { name: 'Déposer sur mon compte de paris' })).toBeVisible();
  await page.getByLabel('Montant (XOF)').fill(amount);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page.getByRole('button', { name: 'Confirmer le dépôt' }).click();
}

const N = '\u202f';

test('level 1 → refused over the limit → documents → an agent accepts → the larger deposit goes through', async ({
  page,
  browser,
  request,
}) => {
  const project = test.info().project.name;
  const phone = `0196${project === 'mobile' ? '55' : '44'}${String(Date.now() % 10_000).padStart(4, '0')}`;
  const email = `kyc.${project}.${Date.now()}@example.bj`;
  page.on('pageerror', (error) => {
    throw error;
  });
  // A phone 360 px wide on the mobile project (the width); the desktop one stays at 1280 px.
  if (project === 'mobile') await page.setViewportSize({ width: 360, height: 780 });

  // Sign-up through the app: the account exists, pending, until the code the SMS carried is typed (level 1).
  await page.goto(`${server.base}/app/sign-up`);
  await page.getByLabel('Prénom').fill('Aïcha');
  await page.getByLabel('Nom', { exact: true }).fill('Koné');
  await page.getByLabel('Téléphone', { exact: true }).fill(phone);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Mot de passe').fill(PASSWORD);
  await page.getByLabel(/Identifiant du compte de paris/).fill('123456789');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/\/app\/verify-phone$/);
  await page.getByLabel('Code reçu par SMS').fill(await codeSentTo(request, `+229${phone}`, server.base));
  await page.getByRole('button', { name: 'Vérifier', exact: true }).click();
  await expect(page).toHaveURL(/\/app$/);

  // The profile says the level, what is left and the way up.
  await page.goto(`${server.base}/app/profile`);
  await expect(page.getByText('Niveau 1 · téléphone vérifié')).toBeVisible();
  await expect(page.getByText(`200${N}000 F CFA`, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Envoyer ma pièce d’identité' })).toBeVisible();
  expect(await accessibilityFindings(page)).toEqual([]);
  await shot(page, 'app-profile-level');

  // Within the limit: created.
  await deposit(page, '150000');
  await expect(page).toHaveURL(/\/app\/transaction\?reference=/);

  // Over it: refused at the amount, with what is left and the way up.
  await deposit(page, '60000');
  const amount = page.getByLabel('Montant (XOF)');
  await expect(amount).toHaveAccessibleDescription(/Il vous reste 50\s000 F CFA ce mois-ci/);
  await expect(amount).toHaveAccessibleDescription(/envoyez votre pièce d’identité depuis votre profil/);
  expect(await accessibilityFindings(page)).toEqual([]);
  await shot(page, 'app-deposit-refused');
  await page.getByRole('link', { name: 'Augmenter mon plafond' }).click();

  // The documents: a card's two sides and a selfie.
  await expect(page.getByRole('heading', { name: 'Mon niveau et mon identité' })).toBeVisible();
  await expect(
    page.getByText(`150${N}000 F CFA payés sur 200${N}000 F CFA ce mois-ci`, { exact: false }),
  ).toBeVisible();
  const person = { firstName: 'Aïcha', lastName: 'Koné', country: 'BJ', documentNumber: 'BJ123456' };
  await page.getByLabel('Recto de la carte', { exact: true }).setInputFiles({
    name: 'recto.png',
    mimeType: 'image/png',
    buffer: cardFrontPng(person, [4, 135, 93]),
  });
  await page.getByLabel('Verso de la carte', { exact: true }).setInputFiles({
    name: 'verso.png',
    mimeType: 'image/png',
    buffer: cardBackPng(person, [4, 135, 93]),
  });
  await page.getByLabel('Selfie', { exact: true }).setInputFiles({
    name: 'selfie.png',
    mimeType: 'image/png',
    buffer: selfiePng(person),
  });
  await expect(page.getByRole('img', { name: 'Aperçu : Selfie' })).toBeVisible();
  expect(await accessibilityFindings(page)).toEqual([]);
  await shot(page, 'app-identity-form');
  await page.getByRole('button', { name: 'Envoyer mes pièces' }).click();
  await expect(page.getByText('Vos pièces sont en cours d’examen')).toBeVisible();
  await shot(page, 'app-identity-waiting');

  // An agent of Benin, made by the master, accepts them in the dashboard.
  const agentEmail = `agent.kyc.${project}.${Date.now()}@example.bj`;
  const registered = await request.post(`${server.base}/1xpay/api/auth/register`, {
    data: {
      firstName: 'Koffi',
      lastName: 'Agbo',
      phoneNumber: `+2290196${project === 'mobile' ? '66' : '77'}${String(Date.now() % 10_000).padStart(4, '0')}`,
      email: agentEmail,
      password: PASSWORD,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const login = await request.post(`${server.base}/1xpay/api/dashboard/login`, { data: MASTER });
  const masterKey = ((await login.json()) as { apiKey: string }).apiKey;
  const granted = await request.post(`${server.base}/1xpay/admin/addAdmin`, {
    headers: { authorization: `Bearer ${masterKey}` },
    data: {
      adminId: ((await registered.json()) as { uuid: string }).uuid,
      countries: ['BJ'],
      allowedOperationsTypes: ['deposit'],
    },
  });
  expect(granted.status(), await granted.text()).toBe(200);

  const agentContext = await browser.newContext({
    locale: 'fr-FR',
    viewport: page.viewportSize() ?? { width: 1280, height: 800 },
    isMobile: project === 'mobile',
    hasTouch: project === 'mobile',
  });
  const agent = await agentContext.newPage();
  const problems = await watchProblems(agent);
  await agent.goto(`${server.base}/admin/sign-in`);
  await agent.getByLabel('E-mail').fill(agentEmail);
  await agent.getByLabel('Mot de passe').fill(PASSWORD);
  await agent.getByRole('button', { name: 'Se connecter' }).click();
  await expect(agent.getByRole('heading', { name: 'Opérations' })).toBeVisible();
  await agent.goto(`${server.base}/admin/identity`);
  await expect(agent.getByRole('heading', { name: 'Vérifications d’identité' })).toBeVisible();
  await expect(agent.getByText('1 envoi en attente')).toBeVisible();
  await expectCleanScreen(agent, problems);
  await shot(agent, 'admin-identity-queue');
  await agent.getByRole('link', { name: 'Examiner Aïcha Koné' }).filter({ visible: true }).click();
  await expect(agent.getByRole('heading', { name: 'Aïcha Koné' })).toBeVisible();
  await expect(agent.getByRole('img', { name: 'Recto de la pièce de Aïcha Koné' })).toBeVisible();
  await expect
    .poll(() =>
      agent
        .getByRole('img', { name: 'Selfie de la pièce de Aïcha Koné' })
        .evaluate((image: HTMLImageElement) => image.naturalWidth),
    )
    .toBe(480);
  await expectCleanScreen(agent, problems);
  await shot(agent, 'admin-identity-review');
  await agent.getByRole('button', { name: 'Accepter (niveau 2)' }).click();
  await expect(agent.getByRole('dialog')).toBeVisible();
  await expectCleanScreen(agent, problems);
  await shot(agent, 'admin-identity-accept');
  await agent.getByRole('dialog').getByRole('button', { name: 'Accepter (niveau 2)' }).click();
  await expect(agent.getByText('Pièces acceptées : le client est au niveau 2.')).toBeVisible();
  await expect(agent.getByText(/Acceptées par Koffi Agbo le/)).toBeVisible();
  await agentContext.close();
  // The customer is told by SMS too (the worker sends it after the decision).
  await expect
    .poll(async () => (await smsSentTo(request, `+229${phone}`, server.base)).at(-1))
    .toBe("1xpay : votre identité est vérifiée. Vous pouvez payer jusqu'à 2 000 000 F CFA par mois.");

  // Level 2: the larger deposit goes through.
  await page.goto(`${server.base}/app/identity`);
  await expect(page.getByText('Niveau 2 · identité vérifiée')).toBeVisible();
  await expect(page.getByText('Votre identité est vérifiée.')).toBeVisible();
  await shot(page, 'app-identity-accepted');
  await deposit(page, '60000');
  await expect(page).toHaveURL(/\/app\/transaction\?reference=/);
});
