import { expect, type Page, test } from '@playwright/test';
import { localePath } from '../apps/web/app/site/locale.ts';
import { PAGES } from '../apps/web/app/site/pages.ts';
import { hydrated, hydratedLikePrerendered } from './pages.ts';

/** Fails the test on any console error or uncaught exception of the page. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test.describe('every page of §2, in French and English', () => {
  for (const entry of PAGES) {
    for (const locale of ['fr', 'en'] as const) {
      const path = localePath(entry.path, locale);
      test(`${path} answers 200 with its own content`, async ({ page }) => {
        const problems = watchConsole(page);
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await hydrated(page);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.locator('h1')).toHaveCount(1);
        expect(await hydratedLikePrerendered(page, path)).toEqual({
          documents: 1,
          stylesheets: 1,
          styled: true,
          sameText: true,
        });
        const title = await page.title();
        expect(title.length).toBeGreaterThan(10);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          'href',
          new RegExp(`${path === '/' ? '/' : path}$`),
        );
        await expect(page.locator('footer')).toContainText(
          locale === 'fr'
            ? 'Obtenez la seule super application financière'
            : 'Get the only financial super app',
        );
        expect(problems).toEqual([]);
      });
    }
  }

  test('no two pages share a title or a heading', async ({ page }) => {
    const seen = new Map<string, string>();
    for (const entry of PAGES) {
      await page.goto(entry.path);
      const key = `${await page.title()} | ${await page.locator('h1').innerText()}`;
      expect(seen.get(key), `${entry.path} repeats ${seen.get(key)}`).toBeUndefined();
      seen.set(key, entry.path);
    }
  });
});

test.describe('errors', () => {
  test('an unknown path answers 404: Page not found', async ({ page }) => {
    const response = await page.goto('/nulle-part');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('Page Not Found');
    await expect(page.locator('[data-error-message]')).toHaveText('Page not found: /nulle-part');
  });

  test('a product page for another product fails its validity check: Page Not Found', async ({ page }) => {
    const response = await page.goto('/business-autre-payment');
    expect(response?.status()).toBe(404);
    await expect(page.locator('[data-error-message]')).toHaveText('Page Not Found: /business-autre-payment');
  });

  test('the footer’s old targets reach their pages', async ({ page }) => {
    await page.goto('/business-card');
    expect(new URL(page.url()).pathname).toBe('/business-cards');
    await page.goto('/team');
    expect(new URL(page.url()).pathname).toBe('/business-team');
  });
});

test.describe('layouts', () => {
  test('the home page has a dark translucent header; security-business and team-old are dark', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('header')).toHaveAttribute('data-tone', 'translucent');
    for (const path of ['/security-business', '/team-old', '/en/team-old']) {
      await page.goto(path);
      await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', 'dark');
      await expect(page.locator('header')).toHaveAttribute('data-tone', 'dark');
    }
    await page.goto('/cards');
    await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', 'default');
  });
});
