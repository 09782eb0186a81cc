import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type Detail, masterHeaders, registerCustomer, signIn } from './dashboard.ts';

// The operations queue, the agent's home (issue 32, decision 049), on the running product: an agent handles the
// oldest waiting deposit in three interactions, and a new operation shows up without a reload.

const PASSWORD = 'un mot de passe d’agent';

/**
 * The country whose deposits each test's agent holds: no other spec grants a country's deposits outside Benin (the
 * four-eyes spec runs after all others), so every operation of its deposits comes to its agent, and no two tests
 * running at once share one.
 */
type Country = 'ML' | 'SN' | 'BF' | 'CI';
const COUNTRIES: Record<string, { desktop: Country; mobile: Country }> = {
  handles: { desktop: 'ML', mobile: 'SN' },
  keyboard: { desktop: 'BF', mobile: 'BF' },
  cards: { desktop: 'CI', mobile: 'CI' },
};
const countryOf = (test_: keyof typeof COUNTRIES): Country =>
  COUNTRIES[test_]?.[test.info().project.name === 'mobile' ? 'mobile' : 'desktop'] ?? 'ML';
const OPERATOR: Record<Country, string> = { ML: 'orange', SN: 'wave', BF: 'orange', CI: 'orange' };
const OPERATOR_NAME: Record<Country, string> = {
  ML: 'Orange Money · Mali',
  SN: 'Wave · Sénégal',
  BF: 'Orange Money · Burkina Faso',
  CI: 'Orange Money · Côte d’Ivoire',
};
const CALLING: Record<Country, { code: string; lead: string }> = {
  ML: { code: '223', lead: '76' },
  SN: { code: '221', lead: '770' },
  BF: { code: '226', lead: '70' },
  CI: { code: '225', lead: '0707' },
};

const firstSecond = Math.floor(Date.now() / 1000);
let numbers = 0;
/** A mobile number of the country no other test of the run uses (its last two digits 10–99: the sandbox waits). */
function phoneIn(country: Country): string {
  numbers += 1;
  const { code, lead } = CALLING[country];
  const middle = String((firstSecond + numbers) % 1000).padStart(3, '0');
  return `+${code}${lead}${middle}${test.info().workerIndex % 10}${10 + (numbers % 90)}`;
}

/** A new agent holding this project's country's deposits; answers how to sign in. */
async function newAgent(request: APIRequestContext, origin: string, country: Country) {
  const unique = `${Date.now()}${test.info().workerIndex}`;
  const email = `file.${unique}@example.bj`;
  const registered = await request.post('/1xpay/api/auth/register', {
    headers: { origin },
    data: {
      firstName: 'Mariam',
      lastName: `Agent${unique.slice(-5)}`,
      phoneNumber: phoneIn(country),
      email,
      password: PASSWORD,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { uuid } = (await registered.json()) as { uuid: string };
  const granted = await request.post('/1xpay/admin/addAdmin', {
    headers: await masterHeaders(request),
    data: { adminId: uuid, countries: [country], allowedOperationsTypes: ['deposit'] },
  });
  expect(granted.status(), await granted.text()).toBe(200);
  return { email, password: PASSWORD };
}

/** A deposit of the country paid in the sandbox: its operation waits for the agent. */
async function paidDepositIn(request: APIRequestContext, origin: string, country: Country, amount: number) {
  const customer = await registerCustomer(request, origin, { phone: phoneIn(country), lastName: 'Sangaré' });
  const created = await request.post('/1xpay/api/transactions', {
    headers: { ...customer.headers, 'idempotency-key': crypto.randomUUID() },
    data: { type: 'deposit', country, operator: OPERATOR[country], payerPhone: customer.phone, amount },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { reference } = (await created.json()) as { reference: string };
  const detail = async () =>
    (await (
      await request.get(`/1xpay/api/transactions/${reference}`, { headers: customer.headers })
    ).json()) as Detail;
  await expect.poll(async () => (await detail()).status.statusCode, { timeout: 20_000 }).toBe(204);
  const approved = await request.post(`/1xpay/sandbox/transactions/${reference}/approve`, {
    headers: customer.headers,
  });
  expect(approved.status(), await approved.text()).toBe(200);
  await expect
    .poll(async () => (await detail()).operation?.operationStatus, { timeout: 20_000, intervals: [100] })
    .toBe('pending');
  return { reference, detail };
}

const queueRows = (page: Page) => page.getByRole('list', { name: /opérations?$/ }).getByRole('listitem');

test.describe('the operations queue', () => {
  test('an agent handles the oldest waiting deposit in three interactions; a new one comes without reload', async ({
    page,
    request,
    baseURL,
  }) => {
    const origin = String(baseURL);
    const country = countryOf('handles');
    const agent = await newAgent(request, origin, country);
    const oldest = await paidDepositIn(request, origin, country, 7_500);
    const next = await paidDepositIn(request, origin, country, 3_000);
    const errors: string[] = [];
    page.on('console', (message) => {
      // React Aria's <style> for pressable elements, refused by the dashboard's policy, is moved to the stylesheet
      // on the branch that owns it (issue 32's « console error on every settle »): that one violation only.
      const knownElsewhere = message.text().includes("'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='");
      if (message.type() === 'error' && !knownElsewhere) errors.push(message.text());
    });

    await signIn(page, agent);
    // The agent's home: « À traiter », oldest first, live, counted in the navigation.
    await expect(page).toHaveURL(/\/admin\/operations$/);
    await expect(page.getByRole('tab', { name: 'À traiter (2)' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('link', { name: /^Opérations 2 à traiter$/ })).toBeVisible();
    await expect(page.getByText('En direct')).toBeVisible();
    const rows = queueRows(page);
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText(oldest.reference);
    await expect(rows.nth(1)).toContainText(next.reference);
    await expect(rows.first()).toContainText(/7\s500\sXOF/);
    await expect(rows.first()).toContainText('1xBet n° 123456789');

    // 1: « Terminer » on its row opens what is delivered, to whom, through which operator.
    await rows
      .first()
      .getByRole('button', { name: `Terminer l’opération ${oldest.reference}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Terminer cette opération\u202f?' });
    await expect(dialog).toContainText(oldest.reference);
    await expect(dialog).toContainText(/7\s500\sXOF/);
    await expect(dialog).toContainText('Compte 1xBet 123456789');
    await expect(dialog).toContainText(OPERATOR_NAME[country]);
    // 2: the operator's reference; 3: confirm.
    await dialog.getByLabel('Référence de la livraison').fill('OM241128.0915.B7');
    await dialog.getByRole('button', { name: 'Confirmer la livraison' }).click();
    await expect(page.getByText(`Opération ${oldest.reference} terminée.`)).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect.poll(async () => (await oldest.detail()).status.statusCode).toBe(200);
    const stored = await request.get(`/1xpay/admin/transactions/${oldest.reference}`, {
      headers: await masterHeaders(request),
    });
    expect(
      ((await stored.json()) as { operation: { deliveryReference: string } }).operation.deliveryReference,
    ).toBe('OM241128.0915.B7');

    // A new operation comes in by itself, within 2 s, without a reload.
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    const fresh = await paidDepositIn(request, origin, country, 2_000);
    await expect(rows.filter({ hasText: fresh.reference })).toBeVisible({ timeout: 2_000 });
    await expect(page.getByRole('link', { name: /^Opérations 2 à traiter$/ })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );

    // The finished one is under « Terminées », with its operator's reference.
    await page.getByRole('tab', { name: 'Terminées' }).click();
    await expect(page).toHaveURL(/\?tab=done$/);
    await expect(rows.filter({ hasText: oldest.reference })).toContainText(
      'Réf. opérateur\u202f: OM241128.0915.B7',
    );
    // « Opérations » again, while on it: back to « À traiter », asked afresh.
    await page.getByRole('link', { name: /^Opérations/ }).click();
    await expect(page).toHaveURL(/\/admin\/operations$/);
    await expect(page.getByRole('tab', { name: 'À traiter (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(errors).toEqual([]);
  });

  test('by keyboard: from row to row, then open one @desktop', async ({ page, request, baseURL }) => {
    const origin = String(baseURL);
    const country = countryOf('keyboard');
    const agent = await newAgent(request, origin, country);
    const first = await paidDepositIn(request, origin, country, 4_000);
    const second = await paidDepositIn(request, origin, country, 4_500);
    await signIn(page, agent);
    const rows = queueRows(page);
    await expect(rows.filter({ hasText: second.reference })).toBeVisible();
    const firstRow = rows.filter({ hasText: first.reference });
    await firstRow.focus();
    await page.keyboard.press('j');
    await expect(rows.filter({ hasText: second.reference })).toBeFocused();
    await page.keyboard.press('k');
    await expect(firstRow).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/admin/transactions/${first.reference}$`));
  });

  test('a card per operation at 360 px, its actions within reach @mobile', async ({
    page,
    request,
    baseURL,
  }) => {
    const origin = String(baseURL);
    const country = countryOf('cards');
    const agent = await newAgent(request, origin, country);
    const paid = await paidDepositIn(request, origin, country, 6_000);
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, agent);
    const card = queueRows(page).filter({ hasText: paid.reference });
    await expect(card).toBeVisible();
    for (const name of [
      `Prendre en charge l’opération ${paid.reference}`,
      `Terminer l’opération ${paid.reference}`,
      `Échouer l’opération ${paid.reference}`,
    ]) {
      const button = card.getByRole('button', { name });
      await button.scrollIntoViewIfNeeded();
      await expect(button).toBeInViewport({ ratio: 1 });
      const box = await button.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
