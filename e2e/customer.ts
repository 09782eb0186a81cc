import { expect, type Page, test } from '@playwright/test';
import { hydrated } from './pages.ts';
import { verifyInApp } from './sms.ts';

// A customer of the customer app's tests: a number of their own, an account signed up and verified.

export const PASSWORD = 'un mot de passe solide 2026';

/** Numbers handed out by this worker process so far. */
let numbersGiven = 0;

/**
 * A Benin mobile number of this test's own; the sandbox reads its last two digits (00–09 force an outcome). The
 * middle digits are the worker's index in the run and a count within it, so that no two sign-ups of a run share a
 * number (four random digits did, now and then: "Ce numéro de téléphone est déjà utilisé").
 */
export function beninNumber(ending: string): string {
  numbersGiven += 1;
  const worker = String(test.info().workerIndex % 100).padStart(2, '0');
  return `0197${worker}${String(numbersGiven % 100).padStart(2, '0')}${ending}`;
}

/** Fails the test on any uncaught exception of the page. */
export function watchErrors(page: Page) {
  page.on('pageerror', (error) => {
    throw error;
  });
}

export async function signUp(page: Page, { phone, locale = 'fr' }: { phone: string; locale?: 'fr' | 'en' }) {
  const prefix = locale === 'en' ? '/en' : '';
  const fr = locale === 'fr';
  await page.goto(`${prefix}/app/sign-up`);
  await hydrated(page);
  await page.getByLabel(fr ? 'Prénom' : 'First name').fill('Awa');
  await page.getByLabel(fr ? 'Nom' : 'Last name', { exact: true }).fill('Diallo');
  await page.getByLabel(fr ? 'Téléphone' : 'Phone', { exact: true }).fill(phone);
  await page.getByLabel(fr ? 'E-mail' : 'Email').fill(`awa.${phone}@example.bj`);
  await page.getByLabel(fr ? 'Mot de passe' : 'Password').fill(PASSWORD);
  await page.getByLabel(fr ? /Identifiant du compte de paris/ : /Betting account id/).fill('123456789');
  await page.getByRole('button', { name: fr ? 'Créer mon compte' : 'Create my account' }).click();
  // The account pays once its number is verified: the code the SMS carried (read from the log provider).
  await verifyInApp(page, `+229${phone}`, locale);
  await expect(page.getByRole('heading', { name: fr ? 'Bonjour Awa' : 'Hello Awa' })).toBeVisible();
}
