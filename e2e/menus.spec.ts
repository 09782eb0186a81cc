import { expect, test } from '@playwright/test';
import { hydrated } from './pages.ts';

test.describe('header menus on desktop', { tag: '@desktop' }, () => {
  test('open on hover and hide 400 ms after the pointer leaves', async ({ page }) => {
    // The page's clock is ours, so "still open at 390 ms, closed at 410 ms" holds on a slow machine too.
    await page.clock.install();
    await page.goto('/cards');
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Navigation principale' }).first();
    const button = nav.getByRole('button', { name: 'Personnel' });
    await button.hover();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: /Prêt/ })).toBeVisible();
    await page.clock.pauseAt(Date.now() + 2_000);
    await page.mouse.move(5, 700);
    await page.clock.runFor(390);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.clock.runFor(20);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('work by keyboard: Enter opens on the first link, arrows move, Escape closes and returns', async ({
    page,
  }) => {
    await page.goto('/cards');
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Navigation principale' }).first();
    const button = nav.getByRole('button', { name: 'Business' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Compte multidevise' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Équipe' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });

  test('the fund-sharing placeholder shows its tooltip at once', async ({ page }) => {
    await page.goto('/cards');
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Navigation principale' }).first();
    await nav.getByRole('button', { name: 'Personnel' }).click();
    await nav.getByText('Partage de fonds').hover();
    await expect(page.getByRole('tooltip', { name: 'Bientôt disponible' })).toBeVisible();
  });
});

test.describe('header menus on mobile', { tag: '@mobile' }, () => {
  test('open on click inside the mobile panel, and navigate', async ({ page }) => {
    await page.goto('/cards');
    await hydrated(page);
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const panel = page.locator('#mobile-navigation');
    await expect(panel).toBeVisible();
    const personal = panel.getByRole('button', { name: 'Personnel' });
    await personal.click();
    await expect(personal).toHaveAttribute('aria-expanded', 'true');
    await panel.getByRole('link', { name: /Prêt/ }).click();
    await expect(page).toHaveURL(/\/loan$/);
  });
});

test.describe('tap targets', () => {
  test('menu buttons and footer links are at least 44 px tall', async ({ page }) => {
    await page.goto('/cards');
    await hydrated(page);
    const header = page.locator('header');
    const opener = header.getByRole('button', { name: 'Ouvrir le menu' });
    if (await opener.isVisible()) {
      expect((await opener.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
      await opener.click();
    }
    const menuButtons = header
      .getByRole('button', { name: /^(Personnel|Business)$/ })
      .filter({ visible: true });
    expect(await menuButtons.count()).toBeGreaterThan(0);
    for (const button of await menuButtons.all())
      expect((await button.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    const footerLinks = page.locator('footer nav a');
    expect(await footerLinks.count()).toBeGreaterThan(10);
    for (const link of await footerLinks.all()) {
      const box = await link.boundingBox();
      expect([await link.innerText(), (box?.height ?? 0) >= 44]).toEqual([await link.innerText(), true]);
    }
  });
});
