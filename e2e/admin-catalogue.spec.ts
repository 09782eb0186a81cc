import { crc32, deflateSync } from 'node:zlib';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { MASTER, signIn } from './dashboard.ts';

// The dashboard's catalogue (decision 028): the master edits the fees and sees the quote change; with four-eyes
// on, a fee change waits until a second admin approves it in the dashboard; an ad's picture is uploaded.
// One test, on the desktop project only: it turns a server-wide policy on and off, which a parallel run of the
// same test on the mobile project would cross (its 360 px screens are photographed from here).

const AGENT_PASSWORD = 'un mot de passe d’agent';

/** A small PNG (truecolour, one colour), written here: its chunks, CRCs and deflated rows. */
function png(width: number, height: number, [r, g, b]: readonly [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const checksum = Buffer.alloc(4);
    checksum.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, checksum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(2, 9);
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat()),
  ]);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function bearer(request: APIRequestContext, data: { email: string; password: string }) {
  const login = await request.post('/1xpay/api/dashboard/login', { data });
  expect(login.status(), await login.text()).toBe(200);
  return { authorization: `Bearer ${((await login.json()) as { apiKey: string }).apiKey}` };
}

/** A second admin, made through §7's API: a registered account the master grants every country and type. */
async function newAgent(request: APIRequestContext, origin: string, master: Record<string, string>) {
  const unique = Date.now() % 100_000;
  const email = `agent.catalogue.${Date.now()}@example.bj`;
  const registered = await request.post('/1xpay/api/auth/register', {
    headers: { origin },
    data: {
      firstName: 'Kossi',
      lastName: `Agbo${unique}`,
      phoneNumber: `+2290196${String(unique).padStart(6, '0')}`,
      email,
      password: AGENT_PASSWORD,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { apiKey } = (await registered.json()) as { apiKey: string };
  const me = (await (
    await request.get('/1xpay/api/me', { headers: { authorization: `Bearer ${apiKey}` } })
  ).json()) as { uuid: string };
  const granted = await request.post('/1xpay/admin/addAdmin', {
    headers: master,
    // An approver's grant must cover what a change touches (decision 046): every country and type, so that this
    // agent also approves turning four-eyes off at the end. The e2e server has no cooling period.
    data: {
      adminId: me.uuid,
      countries: ['BJ', 'BF', 'CI', 'ML', 'SN', 'TG', 'GA'],
      allowedOperationsTypes: ['deposit', 'withdrawal', 'transfer'],
    },
  });
  expect(granted.status(), await granted.text()).toBe(200);
  return { email, password: AGENT_PASSWORD };
}

/** What the API quotes for a Beninese MTN deposit of 10 000 XOF. */
async function quotedFees(request: APIRequestContext, headers: Record<string, string>) {
  const reply = await request.get('/1xpay/api/quote', {
    headers,
    params: { type: 'deposit', country: 'BJ', operator: 'mtn', amount: '10000' },
  });
  expect(reply.status(), await reply.text()).toBe(200);
  return ((await reply.json()) as { fees: number }).fees;
}

/** Signs `account` in: the master lands on the overview, an agent on their operations. */
async function signInAs(page: Page, account: { email: string; password: string }) {
  await signIn(page, account);
  await expect(page).toHaveURL(/\/admin\/(overview|operations)$/);
}

async function photograph(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `/tmp/catalogue-${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: `/tmp/catalogue-${name}-360.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

const FEES = (percent: string) => ({
  fees: [{ type: 'deposit', country: 'BJ', operator: 'mtn', percent, fixed: 100, currency: 'XOF' }],
  processorFees: [],
});

test('the master edits fees; with four-eyes on a second admin approves them; an ad picture is uploaded @desktop', async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  test.setTimeout(120_000);
  const master = await bearer(request, MASTER);
  // A known start: the policy off, 1 % + 100 on Beninese MTN deposits.
  expect(
    (await request.post('/1xpay/admin/fourEyes', { headers: master, data: { enabled: false } })).status(),
  ).toBe(200);
  expect((await request.post('/1xpay/api/fees', { headers: master, data: FEES('1') })).status()).toBe(200);
  expect(await quotedFees(request, master)).toBe(200);
  const agent = await newAgent(request, String(baseURL), master);

  try {
    await signInAs(page, MASTER);
    await page.getByRole('link', { name: 'Catalogue' }).click();
    await expect(page).toHaveURL(/\/admin\/catalogue\/fees$/);
    const customerFees = page.getByRole('region', { name: 'Frais facturés au client' });
    const percent = customerFees.getByRole('textbox', { name: 'Pourcentage, ligne 1' });
    const unsaved = page.getByRole('status').filter({ hasText: /non enregistrée/ });
    const preview = page.getByRole('table', { name: 'Aperçu des frais sur des montants types' });
    const sample = preview
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: /^10\s000$/ }) });
    await expect(sample.getByRole('cell')).toHaveText(['200', '200', /^10\s200$/]);

    // Four-eyes off: the edited fees show in the preview at once, and apply once saved. A French decimal is
    // taken (« 2,5 »), a removed row comes back with its undo, and the bar counts what is unsaved.
    await expect(percent).toHaveValue('1');
    await percent.fill('2,5');
    await expect(sample.getByRole('cell')).toHaveText(['200', '350', /^10\s350$/]);
    await expect(unsaved).toHaveText('1 modification non enregistrée');
    await customerFees.getByRole('button', { name: 'Retirer la ligne 1' }).click();
    await expect(percent).toBeDisabled();
    await customerFees.getByRole('button', { name: 'Rétablir la ligne 1' }).click();
    await expect(percent).toBeEnabled();
    await percent.fill('abc');
    await percent.blur();
    await expect(customerFees.getByText('Nombre attendu, par exemple 1,5.')).toBeVisible();
    await percent.fill('2');
    await expect(sample.getByRole('cell')).toHaveText(['200', '300', /^10\s300$/]);
    // Leaving with unsaved changes asks first.
    await page.getByRole('link', { name: 'Publicités' }).click();
    const leave = page.getByRole('dialog', { name: 'Quitter sans enregistrer ?' });
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Annuler' }).click();
    await expect(leave).toBeHidden();
    await expect(page).toHaveURL(/\/catalogue\/fees$/);
    await photograph(page, 'fees');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Modifications enregistrées.' })).toBeVisible();
    await expect(unsaved).toHaveCount(0);
    expect(await quotedFees(request, master)).toBe(300);
    await expect(sample.getByRole('cell')).toHaveText(['300', '300', /^10\s300$/]);

    // The master turns four-eyes on (confirmed).
    await page.getByRole('link', { name: 'Modifications en attente' }).click();
    await page.getByRole('switch', { name: 'Activer la double validation' }).click();
    await page
      .getByRole('dialog', { name: 'Activer la double validation ?' })
      .getByRole('button', { name: 'Activer la double validation' })
      .click();
    await expect(page.getByRole('switch', { name: 'Désactiver la double validation' })).toBeVisible();

    // A fee change now waits: the quote is unchanged.
    await page.getByRole('link', { name: 'Frais' }).click();
    await percent.fill('3');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'elle attend l’approbation d’un second administrateur' }),
    ).toBeVisible();
    expect(await quotedFees(request, master)).toBe(300);
    await expect(sample.getByRole('cell')).toHaveText(['300', '300', /^10\s300$/]);

    // The master sees it waiting, with its diff, and cannot approve it (no button; the API refuses too).
    await page.getByRole('link', { name: 'Modifications en attente' }).click();
    const mine = page.getByRole('listitem').filter({ hasText: 'Frais · Dépôt · Bénin · MTN MoMo' });
    await expect(mine).toContainText('Votre proposition : un autre administrateur doit l’approuver.');
    await expect(mine.getByRole('button', { name: 'Approuver' })).toHaveCount(0);
    const pending = (await (
      await request.get('/1xpay/admin/pendingChanges', { headers: master })
    ).json()) as { data: { id: string; kind: string }[] };
    const change = pending.data.find(({ kind }) => kind === 'fees');
    expect(change).toBeDefined();
    const refused = await request.post(`/1xpay/admin/pendingChanges/${change?.id}/approve`, {
      headers: master,
    });
    expect(refused.status()).toBe(403);
    await photograph(page, 'pending');

    // The second admin approves it in the dashboard: the quote changes.
    const agentContext = await browser.newContext({ locale: 'fr-FR' });
    const agentPage = await agentContext.newPage();
    await signInAs(agentPage, agent);
    await agentPage.getByRole('link', { name: 'Catalogue' }).click();
    await expect(agentPage).toHaveURL(/\/admin\/catalogue\/pending$/);
    await expect(agentPage.getByRole('link', { name: 'Frais' })).toHaveCount(0);
    const waiting = agentPage.getByRole('listitem').filter({ hasText: 'Frais · Dépôt · Bénin · MTN MoMo' });
    await expect(waiting).toContainText('Frais');
    await waiting.getByRole('button', { name: 'Approuver' }).click();
    await agentPage
      .getByRole('dialog', { name: 'Approuver cette modification ?' })
      .getByRole('button', { name: 'Approuver' })
      .click();
    await expect(
      agentPage.getByRole('status').filter({ hasText: 'Modification approuvée et appliquée.' }),
    ).toBeVisible();
    await expect(agentPage.getByText('Aucune modification en attente.')).toBeVisible();
    await agentContext.close();
    expect(await quotedFees(request, master)).toBe(400);
    await page.getByRole('link', { name: 'Frais' }).click();
    await expect(sample.getByRole('cell')).toHaveText(['400', '400', /^10\s400$/]);

    // An ad with a picture: previewed, uploaded, then in the list.
    await page.getByRole('link', { name: 'Publicités' }).click();
    const title = `Bonus ${Date.now()}`;
    await page.getByLabel('Titre').fill(title);
    await page.getByLabel('Lien (https)').fill('https://example.com/bonus');
    await page.getByLabel('Image (PNG, JPEG, WebP ou GIF, 5 Mo au plus)').setInputFiles({
      name: 'bonus.png',
      mimeType: 'image/png',
      buffer: png(64, 32, [4, 135, 93]),
    });
    await expect(page.getByRole('img', { name: 'Aperçu de l’image choisie' })).toBeVisible();
    await page.getByRole('button', { name: 'Envoyer l’image et publier' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Publicité publiée.' })).toBeVisible();
    const published = page.getByRole('img', { name: title });
    await expect(published).toBeVisible();
    await expect.poll(() => published.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(64);
    await photograph(page, 'pubs');
    for (const [link, heading, name] of [
      ['Adresses de dépôt', 'Adresses de dépôt', 'addresses'],
      ['Opérateurs et limites', 'Opérateurs par pays', 'operators'],
      ['Taux de change', 'Taux de change', 'rates'],
      ['Pronostics', 'Pronostics', 'pronostics'],
    ] as const) {
      await page.getByRole('link', { name: link }).click();
      await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
      await photograph(page, name);
      // At 360 px the rows are cards: nothing wider than the screen.
      await page.setViewportSize({ width: 360, height: 780 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  } finally {
    // Leave the server as it was found: four-eyes off, which the second admin approves (decision 046).
    const off = await request.post('/1xpay/admin/fourEyes', { headers: master, data: { enabled: false } });
    if (off.status() === 202) {
      const { id } = (await off.json()) as { id: string };
      const approved = await request.post(`/1xpay/admin/pendingChanges/${id}/approve`, {
        headers: await bearer(request, agent),
      });
      expect(approved.status(), await approved.text()).toBe(200);
    } else expect(off.status()).toBe(200);
  }
});
