import { expect, test } from '@playwright/test';
import { signInAsMaster } from './dashboard.ts';

// The dashboard's push screen (issue 13): the master composes a notification to every user, sees its preview,
// confirms and sends it, then follows its delivery live and finds it among the recent campaigns.

test('the master composes, previews, confirms and sends a notification to every user', async ({ page }) => {
  await signInAsMaster(page);
  await page.getByRole('link', { name: 'Notifications' }).click();
  await expect(page.getByRole('heading', { name: 'Notification à tous les utilisateurs' })).toBeVisible();

  await page.getByRole('button', { name: 'Envoyer à tous les utilisateurs' }).click();
  await expect(page.getByText('Ce champ est obligatoire.')).toHaveCount(2);
  await page.getByLabel('Titre').fill('Bonus du week-end');
  await page.getByLabel('Texte').fill('Vos dépôts sont sans frais ce samedi.');
  await page.getByLabel('Lien (facultatif)').fill('javascript:alert(1)');
  await expect(page.getByRole('region', { name: 'Aperçu' })).toContainText('Bonus du week-end');
  await page.getByRole('button', { name: 'Envoyer à tous les utilisateurs' }).click();
  await expect(page.getByText('Ce lien n’est pas sûr', { exact: false })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByLabel('Lien (facultatif)').fill('/app');
  await page.getByRole('button', { name: 'Envoyer à tous les utilisateurs' }).click();
  const dialog = page.getByRole('dialog', { name: 'Envoyer cette notification à tous les utilisateurs ?' });
  await expect(dialog).toContainText('Vos dépôts sont sans frais ce samedi.');
  await dialog.getByRole('button', { name: 'Envoyer', exact: true }).click();
  await expect(page.getByText('Notification « Bonus du week-end » mise en file d’envoi.')).toBeVisible();
  await expect(page.getByLabel('Titre')).toHaveValue('');

  // Once the job worker runs, the campaign goes to every device subscribed in this database (the push specs' own,
  // if any is running: their push services answer at once), and the report follows it to its end.
  const report = page.getByRole('region', { name: 'Suivi de l’envoi' });
  await expect(report).toContainText('Bonus du week-end');
  const progress = report.getByRole('progressbar', { name: 'Progression de l’envoi' });
  await expect(report.getByText('Envoyée', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(report).toContainText('Envoi terminé : ');
  expect(await progress.getAttribute('aria-valuenow')).toBe(await progress.getAttribute('aria-valuemax'));
  const recent = page.getByRole('list', { name: 'Campagnes récentes' });
  const sent = recent.getByRole('listitem').filter({ hasText: 'Bonus du week-end' }).first();
  await expect(sent.getByText('Envoyée', { exact: true })).toBeVisible();
});
