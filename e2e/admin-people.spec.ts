import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { parseCsv } from '../apps/api/src/testing/parse-csv.ts';
import { beninPhone, masterHeaders, registerCustomer, signInAsMaster } from './dashboard.ts';

// The dashboard's people screens on the running product (decision 029): a user's detail from the list, ending
// their sessions, the users CSV export of everything a filter selects, saved views, and the audit log.
// Desktop only: each run registers dozens of customers, and the registration throttle counts them per address.

let registrations = 0;

/**
 * A new customer named Awa <lastName>: their API headers. Each registration comes from an address of its own: this
 * spec's 56 registrations do not use up the hundred an hour that one address may make (§5), which the other specs'
 * sign-ups need.
 */
async function customer(request: APIRequestContext, origin: string, lastName: string) {
  registrations += 1;
  const phone = beninPhone();
  const { headers } = await registerCustomer(request, origin, {
    phone,
    lastName,
    email: `${lastName.toLowerCase()}.${phone.slice(-6)}@example.bj`,
    forwardedFor: `198.51.100.${registrations % 250}`,
  });
  return headers;
}

/** A last name no other test of the run uses (letters only: the search matches it exactly). */
function uniqueName(prefix: string): string {
  const letters = (Date.now() * 10 + test.info().workerIndex)
    .toString(26)
    .split('')
    .map((digit) => String.fromCharCode(97 + Number.parseInt(digit, 26)))
    .join('');
  return `${prefix}${letters}`;
}

test.describe('dashboard people @desktop', () => {
  test('a user’s detail from the list (by keyboard), their sessions ended, a lock the audit log shows', async ({
    page,
    request,
    baseURL,
  }) => {
    // The master's name first: a sign-in through this request context ends the session its cookie holds.
    const boss = (await (
      await request.get('/1xpay/api/me', { headers: await masterHeaders(request) })
    ).json()) as {
      firstName: string;
      lastName: string;
    };
    const name = uniqueName('Detail');
    const headers = await customer(request, String(baseURL), name);
    const me = () => request.get('/1xpay/api/me', { headers });
    expect((await me()).status()).toBe(200);

    await signInAsMaster(page);
    await page.getByRole('link', { name: 'Utilisateurs' }).click();
    await page.getByLabel('Rechercher (nom, téléphone, e-mail, compte de paris)').fill(name);
    const list = page.getByRole('table', { name: 'Liste des utilisateurs' });
    await expect(list.getByRole('row').filter({ has: page.getByRole('cell') })).toHaveCount(1);
    await page.screenshot({ path: '/tmp/people-users-1280.png' });
    // The row's actions are a menu, by keyboard: the page, the master's rights, and lock in red.
    const actions = list.getByRole('button', { name: `Actions pour Awa ${name}` });
    await actions.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: `Actions pour Awa ${name}` });
    await expect(menu.getByRole('menuitem')).toHaveText(['Voir la fiche', 'Droits', 'Bloquer']);
    await expect(menu.getByRole('menuitem', { name: 'Bloquer' })).toHaveClass(/text-red-700/);
    await page.screenshot({ path: '/tmp/people-users-menu-1280.png' });
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(actions).toBeFocused();
    // By keyboard: the row's name is a link.
    await list.getByRole('link', { name: `Voir la fiche de Awa ${name}` }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: `Awa ${name}` })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/users\/[0-9a-f-]{36}$/);
    const uuid = page.url().split('/').at(-1) ?? '';
    await expect(page.getByText('Aucune transaction')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voir toutes ses transactions' })).toHaveAttribute(
      'href',
      `/admin/transactions?user=${uuid}`,
    );
    await page.screenshot({ path: '/tmp/people-detail-1280.png', fullPage: true });

    await page.getByRole('button', { name: 'Fermer toutes ses sessions' }).click();
    const ending = page.getByRole('dialog', { name: `Fermer toutes les sessions de Awa ${name} ?` });
    await ending.getByRole('button', { name: 'Annuler' }).click();
    expect((await me()).status()).toBe(200);
    await page.getByRole('button', { name: 'Fermer toutes ses sessions' }).click();
    await ending.getByRole('button', { name: 'Fermer ses sessions' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `1 session de Awa ${name} fermée.` }),
    ).toBeVisible();
    expect((await me()).status()).toBe(401);

    await page.getByRole('button', { name: 'Bloquer' }).click();
    await page
      .getByRole('dialog', { name: `Bloquer Awa ${name} ?` })
      .getByRole('button', { name: 'Bloquer' })
      .click();
    await expect(page.getByRole('status').filter({ hasText: `Awa ${name} est bloqué.` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Débloquer' })).toBeVisible();

    await page.setViewportSize({ width: 360, height: 800 });
    await page.screenshot({ path: '/tmp/people-detail-360.png', fullPage: true });
    // The detail fits the screen: no sideways scroll.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('link', { name: 'Journal d’audit' }).click();
    await expect(page.getByRole('heading', { name: 'Journal d’audit' })).toBeVisible();
    await page.getByLabel('Cible contient').fill(uuid);
    await page.getByRole('button', { name: 'Filtrer' }).click();
    await expect(page).toHaveURL(new RegExp(`target=${uuid}`));
    const entries = page.getByRole('list', { name: 'Entrées du journal' }).getByRole('listitem');
    // The lock, the sessions ended, and the customer's own verification of their number at registration.
    await expect(entries).toHaveCount(3);
    const lock = entries.first();
    // A sentence with names, the customer a link to their page; no action code on screen.
    await expect(lock).toContainText(`${boss.firstName} ${boss.lastName} a bloqué le compte de Awa ${name}`);
    await expect(lock.getByRole('link', { name: `Awa ${name}` })).toHaveAttribute(
      'href',
      `/admin/users/${uuid}`,
    );
    await expect(lock).not.toContainText('user.lock');
    // The address the request came from (this worker's, behind the trusted local proxy: playwright.config.ts).
    await expect(lock).toContainText(/IP 203\.0\.113\.\d{1,3}/);
    const change = lock.getByRole('row', { name: /Statut du compte/ });
    await expect(change.getByRole('cell')).toHaveText(['Actif', 'Bloqué']);
    await expect(entries.nth(1)).toContainText(`a fermé toutes les sessions de Awa ${name}`);
    await expect(entries.nth(2)).toContainText(`Awa ${name} a vérifié son numéro de téléphone`);
    await expect(entries.first()).not.toContainText('null');
    await page.screenshot({ path: '/tmp/people-audit-1280.png', fullPage: true });
    await page.setViewportSize({ width: 360, height: 800 });
    await page.screenshot({ path: '/tmp/people-audit-360.png', fullPage: true });
  });

  test('exports every user the filter selects as CSV (more than the screen’s page), and saves, applies and deletes a view', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const name = uniqueName('Export');
    // 55 customers share the name: more than the list's page of 50.
    for (let i = 0; i < 55; i += 1) await customer(request, String(baseURL), name);

    await signInAsMaster(page);
    await page.getByRole('link', { name: 'Utilisateurs' }).click();
    const search = page.getByLabel('Rechercher (nom, téléphone, e-mail, compte de paris)');
    await search.fill(name);
    await expect(page).toHaveURL(new RegExp(`q=${name}`));
    await expect(page.getByRole('status').filter({ hasText: 'utilisateurs affichés' })).toHaveText(
      '50 utilisateurs affichés',
    );
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Exporter en CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('utilisateurs.csv');
    const rows = parseCsv(readFileSync(await download.path(), 'utf8'));
    expect(rows).toHaveLength(55);
    expect(new Set(rows.map((row) => row.nom))).toEqual(new Set([`Awa ${name}`]));
    expect(new Set(rows.map((row) => row.téléphone)).size).toBe(55);
    const times = rows.map((row) => Date.parse(row['inscrit le (UTC)'] ?? ''));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    // A view of this search, saved on the server, applied after the search is cleared, then deleted.
    await page.getByRole('button', { name: 'Enregistrer la vue' }).click();
    const saving = page.getByRole('dialog', { name: 'Enregistrer les filtres actuels' });
    await saving.getByLabel('Nom de la vue').fill(`Vue ${name}`);
    await saving.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Vue « Vue ${name} » enregistrée.` }),
    ).toBeVisible();
    const stored = (await (
      await request.get('/1xpay/admin/views', { headers: await masterHeaders(request) })
    ).json()) as { data: { name: string; filter: Record<string, string> }[] };
    expect(stored.data.find((view) => view.name === `Vue ${name}`)?.filter).toEqual({ q: name });
    await page.screenshot({ path: '/tmp/people-users-views-1280.png' });

    await search.fill('');
    await expect(page).not.toHaveURL(/q=/);
    await page.getByLabel('Vues enregistrées').selectOption({ label: `Vue ${name}` });
    await page.getByRole('button', { name: 'Appliquer la vue' }).click();
    await expect(search).toHaveValue(name);
    await expect(page).toHaveURL(new RegExp(`q=${name}`));

    await page.getByRole('button', { name: 'Supprimer la vue' }).click();
    const deleting = page.getByRole('dialog', { name: `Supprimer la vue « Vue ${name} » ?` });
    await deleting.getByRole('button', { name: 'Supprimer' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Vue « Vue ${name} » supprimée.` }),
    ).toBeVisible();
    await expect(page.getByRole('option', { name: `Vue ${name}` })).toHaveCount(0);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.screenshot({ path: '/tmp/people-users-360.png', fullPage: true });
  });
});
