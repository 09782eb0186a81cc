import { expect, test } from '@playwright/test';
import { hydrated } from './pages.ts';

test.describe('build refresh (§4)', () => {
  test('a new build id makes the next navigation a full page load', async ({ page }) => {
    await page.route('**/builds/latest.json*', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ id: 'a-newer-build' }) }),
    );
    await page.goto('/cards');
    await hydrated(page);
    await page.evaluate(() => {
      (window as unknown as { marker: string }).marker = 'same document';
    });
    await page.waitForFunction(() => document.documentElement.dataset.newBuild === 'true');
    await page.locator('footer').getByRole('link', { name: 'Prêt' }).click();
    await expect(page).toHaveURL(/\/loan$/);
    await hydrated(page);
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBeUndefined();
  });

  test('the same build id keeps navigation in the page', async ({ page }) => {
    const checked = page.waitForResponse(/\/builds\/latest\.json/);
    await page.goto('/cards');
    await hydrated(page);
    await page.evaluate(() => {
      (window as unknown as { marker: string }).marker = 'same document';
    });
    await checked;
    await page.locator('footer').getByRole('link', { name: 'Prêt' }).click();
    await expect(page).toHaveURL(/\/loan$/);
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      'same document',
    );
  });
});
