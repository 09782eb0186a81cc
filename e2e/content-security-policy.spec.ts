import { expect, type Page, test } from '@playwright/test';
import { expectSitePolicy, hydrated, policyViolations, watchPolicy } from './pages.ts';

/** Opens a page, lets it come alive and read the build id (1 s after start), and returns what was blocked. */
async function visit(page: Page, path: string, status: number) {
  const violations = await watchPolicy(page);
  const buildChecked = page.waitForResponse(/\/builds\/latest\.json/);
  const response = await page.goto(path);
  expect(response?.status()).toBe(status);
  expectSitePolicy(response?.headers()['content-security-policy']);
  await hydrated(page);
  await buildChecked;
  return violations();
}

// Every page of the site is checked against its policy by site.spec.ts, in the visit that checks its content.
test.describe('the Content-Security-Policy in Chromium', { tag: '@desktop' }, () => {
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
    expect(await policyViolations(page)).toEqual([expect.stringMatching(/^script-src-elem inline /)]);
  });
});
