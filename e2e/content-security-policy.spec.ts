import { expect, type Page, test } from '@playwright/test';
import { localePath } from '../apps/web/app/site/locale.ts';
import { PAGES } from '../apps/web/app/site/pages.ts';
import { hydrated } from './pages.ts';

type Watched = Window & { cspViolations?: string[] };

/**
 * Collects what the page's Content-Security-Policy blocks: every `securitypolicyviolation` event (listened for
 * before the page's first script) and every console message about the policy.
 */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/content security policy|refused to/i.test(message.text())) messages.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as Watched).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  return async () => [
    ...messages,
    ...(await page.evaluate(() => (window as Watched).cspViolations ?? ['the watcher did not run'])),
  ];
}

/** Opens a page, lets it come alive and read the build id (1 s after start), and returns what was blocked. */
async function visit(page: Page, path: string, status: number) {
  const violations = await watchPolicy(page);
  const buildChecked = page.waitForResponse(/\/builds\/latest\.json/);
  const response = await page.goto(path);
  expect(response?.status()).toBe(status);
  expect(response?.headers()['content-security-policy']).toMatch(
    /^default-src 'self'; script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+; style-src 'self'[^;]*; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'$/,
  );
  await hydrated(page);
  await buildChecked;
  return violations();
}

test.describe('the Content-Security-Policy in Chromium', { tag: '@desktop' }, () => {
  for (const entry of PAGES) {
    for (const locale of ['fr', 'en'] as const) {
      const path = localePath(entry.path, locale);
      test(`${path} runs under its policy without a violation`, async ({ page }) => {
        expect(await visit(page, path, 200)).toEqual([]);
      });
    }
  }

  for (const path of ['/nulle-part', '/en/nowhere', '/business-autre-payment']) {
    test(`the 404 page ${path} runs under its policy without a violation`, async ({ page }) => {
      expect(await visit(page, path, 404)).toEqual([]);
    });
  }

  test('the registration overlay, the menus and the tooltips open without a violation', async ({ page }) => {
    const violations = await watchPolicy(page);
    await page.goto('/cards');
    await hydrated(page);
    await page.locator('.register-click').filter({ visible: true }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    const nav = page.getByRole('navigation', { name: 'Navigation principale' }).first();
    await nav.getByRole('button', { name: 'Personnel' }).hover();
    await expect(nav.getByRole('link', { name: /Prêt/ })).toBeVisible();
    for (const trigger of await page.locator('[aria-describedby]').filter({ visible: true }).all())
      await trigger.hover();
    expect(await violations()).toEqual([]);
  });

  test('would see a violation: an inline script the build did not write is blocked', async ({ page }) => {
    await visit(page, '/cards', 200);
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true;';
      document.body.append(script);
      return new Promise<boolean>((resolve) =>
        setTimeout(() => resolve((window as Window & { injected?: boolean }).injected === true), 200),
      );
    });
    expect(ran).toBe(false);
    expect(await page.evaluate(() => (window as Watched).cspViolations)).toEqual([
      expect.stringMatching(/^script-src-elem inline /),
    ]);
  });
});
