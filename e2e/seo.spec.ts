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

  test('a navigation inside the site brings the new page’s title, canonical and language versions', async ({
    page,
  }) => {
    await page.goto('/cards');
    await hydrated(page);
    const cardsTitle = await page.title();
    await page.locator('footer').getByRole('link', { name: 'Prêt', exact: true }).click();
    await expect(page).toHaveURL(/\/loan$/);
    await expect(page).not.toHaveTitle(cardsTitle);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/loan$/);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/en\/loan$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('title')).toHaveCount(1);
  });

  test('serve robots.txt and a sitemap of every page in both languages', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(await robots.text()).toContain('Sitemap:');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap.match(/<loc>/g)).toHaveLength(72);
  });
});

test.describe('scrolling', () => {
  test('after a navigation the page starts at the top, and again 100 ms later', async ({ page }) => {
    // The page's clock is ours: the 100 ms timer fires when the test says so, however slow the machine.
    await page.clock.install();
    // Without smooth scrolling (the site honours reduced motion), positions are exact rather than in flight.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/cards');
    await hydrated(page);
    // Past the first page's own two scrolls to the top, then time stands still until the test moves it.
    await page.clock.pauseAt(Date.now() + 5_000);
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const loan = page.locator('footer').getByRole('link', { name: 'Prêt', exact: true });
    await loan.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/loan$/);
    // The new page's effects run within a frame or two (Preact waits for an animation frame, 35 ms at most).
    await page.clock.runFor(40);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // The new page's pictures and fonts arrive in real time, not the page's: a late one would move the content
    // (and the scroll position with it) in the middle of the check below.
    await page.evaluate(() => document.fonts.ready);
    await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    const scrolled = await page.evaluate(() => {
      window.scrollTo({ top: 200, behavior: 'instant' });
      return window.scrollY;
    });
    expect(scrolled).toBeGreaterThan(100);
    await page.clock.runFor(40);
    // Not yet taken back to the top (the browser may still settle the position by a few pixels: not a reset).
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
    await page.clock.runFor(100);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
