import { expect, test } from '@playwright/test';
import { animationsDone } from './accessibility.ts';
import { hydrated } from './pages.ts';

const dialog = (page: import('@playwright/test').Page) => page.getByRole('dialog');

test.describe('registration overlay', () => {
  test('opens from any .register-click element, pushing #register; Escape goes back', async ({ page }) => {
    await page.goto('/cards');
    await hydrated(page);
    await page.locator('.register-click').filter({ visible: true }).first().click();
    await expect(page).toHaveURL(/\/cards#register$/);
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page)).toContainText('Personnel');
    await expect(dialog(page)).toContainText('Entreprise');
    await expect(dialog(page).getByRole('link', { name: /Obtenir .* App/ })).toBeVisible();
    await expect(dialog(page).getByRole('link', { name: 'Créer un compte' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/cards$/);
    await expect(dialog(page)).toBeHidden();
  });

  test('closes by its close icon and by the backdrop, going back one step each time', async ({ page }) => {
    await page.goto('/loan');
    await hydrated(page);
    await page.locator('footer .register-click').click();
    await dialog(page).getByRole('button', { name: 'Fermer' }).click();
    await expect(page).toHaveURL(/\/loan$/);
    await page.locator('footer .register-click').click();
    await expect(dialog(page)).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(page).toHaveURL(/\/loan$/);
    await expect(dialog(page)).toBeHidden();
  });

  test('shows when the page is opened at #register, and answers the window events', async ({ page }) => {
    await page.goto('/esim#register');
    await hydrated(page);
    await expect(dialog(page)).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new Event('hide_registration')));
    await expect(dialog(page)).toBeHidden();
    await expect(page).toHaveURL(/\/esim$/);
    await page.evaluate(() => window.dispatchEvent(new Event('show_registration')));
    await expect(dialog(page)).toBeVisible();
    await expect(page).toHaveURL(/\/esim#register$/);
  });

  test('keeps the focus inside while open', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/donate#register');
    await hydrated(page);
    await expect(dialog(page)).toBeVisible();
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(
        true,
      );
    }
  });

  test('is 80 % of the window, at most 900 × 500, on desktop', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/#register');
    await hydrated(page);
    const size = async () => {
      const box = await dialog(page).boundingBox();
      return [Math.round(box?.width ?? 0), Math.round(box?.height ?? 0)];
    };
    await expect(dialog(page)).toBeVisible();
    expect(await size()).toEqual([900, 500]);
    await page.setViewportSize({ width: 800, height: 500 });
    expect(await size()).toEqual([640, 400]);
  });

  test('the business choice leads to the business contact page, which gives an address', async ({ page }) => {
    await page.goto('/cards#register');
    await hydrated(page);
    await dialog(page).getByRole('link', { name: 'Créer un compte' }).click();
    await expect(page).toHaveURL(/\/business-contact$/);
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Ouvrir un compte entreprise' })).toBeVisible();
    await expect(page.locator('main a[href^="mailto:"]')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ouvrir un compte personnel' })).toHaveAttribute(
      'href',
      '/app/sign-up',
    );
  });

  test('is readable on a 360 px phone: each choice keeps most of the width for its text', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/#register');
    await hydrated(page);
    await expect(dialog(page)).toBeVisible();
    // Measured where the dialog comes to rest: a frame of its rise can put the button between two pixels.
    await animationsDone(page);
    for (const heading of ['Personnel', 'Entreprise']) {
      const text = dialog(page).getByRole('heading', { name: heading });
      const box = await text.locator('xpath=..').boundingBox();
      // 190 px were left for the text before; now all but the margins.
      expect(box?.width ?? 0, heading).toBeGreaterThanOrEqual(270);
    }
    const close = await dialog(page).getByRole('button', { name: 'Fermer' }).boundingBox();
    expect(Math.min(close?.width ?? 0, close?.height ?? 0)).toBeGreaterThanOrEqual(44);
    // Both buttons can be reached without the panel leaving the screen.
    const panel = await dialog(page).boundingBox();
    expect((panel?.x ?? -1) >= 0 && (panel?.x ?? 0) + (panel?.width ?? 0) <= 360).toBe(true);
  });
});
