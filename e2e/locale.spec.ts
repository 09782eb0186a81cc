import { expect, test } from '@playwright/test';
import { hydrated } from './pages.ts';

test.describe('language (§4)', () => {
  test('a French browser stays on / and the choice is remembered 365 days', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/');
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie).toMatchObject({ value: 'fr', path: '/', sameSite: 'Lax', secure: false });
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
    await context.close();
  });

  test('an English browser is sent to /en (302) on its first visit of /', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('en');
    await context.close();
  });

  test('the switcher keeps the page and remembers the language', async ({ page, context }) => {
    await page.goto('/cards');
    await hydrated(page);
    const header = page.locator('header');
    if (await header.getByRole('button', { name: 'Ouvrir le menu' }).isVisible()) {
      await header.getByRole('button', { name: 'Ouvrir le menu' }).click();
    }
    await header
      .getByRole('link', { name: 'Read this page in English' })
      .filter({ visible: true })
      .first()
      .click();
    await expect(page).toHaveURL(/\/en\/cards$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('en');
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/en');
  });
});
