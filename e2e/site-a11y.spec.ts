import { expect, type Page, test } from '@playwright/test';
import { expectCleanScreen, watchProblems } from './accessibility.ts';
import { hydrated } from './pages.ts';

// The site's states beyond its pages as loaded (site.spec.ts checks each page of §2 with axe-core as it loads it):
// the 404, the header's menus open and the registration overlay, at 1280 px and at 360 px, with zero axe-core
// findings, zero console errors and no target smaller than a thumb's (issue 33).

// The issue asks for 360 px; the mobile project's Pixel 7 is 412 px wide (its touch and density stay).
test.beforeEach(async ({ page }, testInfo) => {
  if (testInfo.project.name === 'mobile') await page.setViewportSize({ width: 360, height: 780 });
});

const clean = (page: Page, problems: () => Promise<string[]>, within?: string) =>
  expectCleanScreen(page, problems, within, { targets: true });

/** The 404 page of `path`: its own 404 status is the answer it must have (Chromium logs it as a failed load). */
async function expectCleanNotFound(page: Page, path: string) {
  const problems = await watchProblems(page, { expectedFailures: [new RegExp(`${path}$`)] });
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  await hydrated(page);
  await clean(page, problems);
}

test.describe('the site beyond its pages has no accessibility finding and no console error', () => {
  // Several states in a row, each checked in full: more than the default 30 s on a loaded 2-core machine.
  test.describe.configure({ timeout: 90_000 });

  test('the 404, the header’s menus open and the registration overlay', async ({ page }, testInfo) => {
    await expectCleanNotFound(page, '/nulle-part');

    const problems = await watchProblems(page);
    await page.goto('/cards');
    await hydrated(page);
    const header = page.locator('header');
    if (testInfo.project.name === 'mobile') {
      await header.getByRole('button', { name: 'Ouvrir le menu' }).click();
      const panel = page.locator('#mobile-navigation');
      await expect(panel).toBeVisible();
      await clean(page, problems);
      await panel.getByRole('button', { name: 'Personnel' }).click();
      await expect(panel.getByRole('link', { name: /Prêt/ })).toBeVisible();
      await clean(page, problems);
      await header.getByRole('button', { name: 'Fermer le menu' }).click();
    } else {
      const nav = page.getByRole('navigation', { name: 'Navigation principale' }).first();
      for (const [menu, item] of [
        ['Personnel', /Prêt/],
        ['Business', 'Compte multidevise'],
      ] as const) {
        await nav.getByRole('button', { name: menu }).click();
        await expect(nav.getByRole('link', { name: item })).toBeVisible();
        await clean(page, problems);
        await page.keyboard.press('Escape');
      }
    }

    await page.locator('footer .register-click').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await clean(page, problems);
  });

  test('the 404 in English @desktop', async ({ page }) => {
    await expectCleanNotFound(page, '/en/nowhere');
  });
});
