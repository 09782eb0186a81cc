import { expect, test } from '@playwright/test';
import { hydrated } from './pages.ts';

test.describe('search engines and sharing', () => {
  test('each page names its language versions and its Open Graph card, whose image exists', async ({
    page,
    request,
  }) => {
    await page.goto('/en/loan');
    await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute('href', /\/loan$/);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/en\/loan$/);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      /\/loan$/,
    );
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_GB');
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    const response = await request.get(new URL(image ?? '').pathname);
    expect([response.status(), response.headers()['content-type']]).toEqual([200, 'image/png']);
  });

  test('serve robots.txt and a sitemap of every page in both languages', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(await robots.text()).toContain('Sitemap:');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap.match(/<loc>/g)).toHaveLength(64);
  });
});

test.describe('scrolling', () => {
  test('after a navigation the page starts at the top, and again 100 ms later', async ({ page }) => {
    // The page's clock is ours: the 100 ms timer fires when the test says so, however slow the machine.
    await page.clock.install();
    await page.goto('/cards');
    await hydrated(page);
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.clock.pauseAt(Date.now() + 5_000);
    const loan = page.locator('footer').getByRole('link', { name: 'Prêt', exact: true });
    await loan.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/loan$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.evaluate(() => window.scrollTo({ top: 300, behavior: 'instant' }));
    await page.clock.runFor(50);
    expect(await page.evaluate(() => window.scrollY)).toBe(300);
    await page.clock.runFor(60);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
