import { expect, type Page, test } from '@playwright/test';
import { localePath } from '../apps/web/app/site/locale.ts';
import { PAGES } from '../apps/web/app/site/pages.ts';
import { accessibilityFindings, smallTargets } from './accessibility.ts';
import { expectSitePolicy, hydrated, hydratedLikePrerendered, watchPolicy } from './pages.ts';

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
      // Pairwise: every page in French on both viewports (what the screen's width changes), in English on the
      // desktop one (what the language changes: the same components with other words).
      const tag = locale === 'en' ? ' @desktop' : '';
      test(`${path} answers 200 with its own content, under its Content-Security-Policy${tag}`, async ({
        page,
      }) => {
        const problems = watchConsole(page);
        const violations = await watchPolicy(page);
        // The page reads the build id a second after it starts: a request the policy must let through. The same
        // script and policy on every page: waited for on the home pages only (a second a page otherwise).
        const buildChecked =
          entry.path === '/' ? page.waitForResponse(/\/builds\/latest\.json/) : Promise.resolve();
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        expectSitePolicy(response?.headers()['content-security-policy']);
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
        // Terms, privacy and the legal notice, from every page.
        const legal = page.getByRole('navigation', {
          name: locale === 'fr' ? 'Informations légales' : 'Legal information',
        });
        await expect(legal.getByRole('link')).toHaveText(
          locale === 'fr'
            ? ['Conditions d’utilisation', 'Confidentialité', 'Mentions légales']
            : ['Terms of use', 'Privacy policy', 'Legal notice'],
        );
        await buildChecked;
        expect(await violations()).toEqual([]);
        expect(problems).toEqual([]);
        // Zero axe-core findings and 44 px targets (issue 33), on the page as loaded here.
        expect(await accessibilityFindings(page), 'axe-core findings').toEqual([]);
        expect(await smallTargets(page), 'targets smaller than 44 × 44 px').toEqual([]);
      });
    }
  }

  test('no two pages share a title or a heading @desktop', async ({ page }) => {
    // 36 pages in one test: the title and heading are in the prerendered HTML, so each load need not finish,
    // and a loaded machine gets the time 36 navigations take. The same HTML whatever the screen: one viewport.
    test.slow();
    const seen = new Map<string, string>();
    for (const entry of PAGES) {
      await page.goto(entry.path, { waitUntil: 'domcontentloaded' });
      const key = `${await page.title()} | ${await page.locator('h1').innerText()}`;
      expect(seen.get(key), `${entry.path} repeats ${seen.get(key)}`).toBeUndefined();
      seen.set(key, entry.path);
    }
  });
});

test.describe('errors', () => {
  test('an unknown path answers 404 in French, with a title', async ({ page }) => {
    const response = await page.goto('/nulle-part');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('Page introuvable');
    await expect(page.locator('[data-error-message]')).toHaveText('Page introuvable\u202f: /nulle-part');
    await expect(page).toHaveTitle('Page introuvable — 1xpay');
    await page.goto('/en/nowhere');
    await expect(page).toHaveTitle('Page Not Found — 1xpay');
  });

  test('a product page for another product fails its validity check: Produit introuvable', async ({
    page,
  }) => {
    const response = await page.goto('/business-autre-payment');
    expect(response?.status()).toBe(404);
    await expect(page.locator('[data-error-message]')).toHaveText(
      'Produit introuvable\u202f: /business-autre-payment',
    );
  });

  test('the 404 page answers hydrated without a console error, its text as served', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/en/nowhere');
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('[data-error-message]')).toHaveText('Page not found: /en/nowhere');
    expect(await hydratedLikePrerendered(page, '/en/nowhere')).toMatchObject({
      documents: 1,
      sameText: true,
    });
    // Chromium logs the page's own 404 (and the fetch of it above); nothing else may be logged.
    expect(problems.filter((problem) => !problem.includes('status of 404'))).toEqual([]);
  });

  test('the footer’s old targets reach their pages', async ({ page }) => {
    await page.goto('/business-card');
    expect(new URL(page.url()).pathname).toBe('/business-cards');
    await page.goto('/team');
    expect(new URL(page.url()).pathname).toBe('/business-team');
  });
});

test.describe('the 404 page without JavaScript (§2.5)', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, lang, message, heading] of [
    ['/nulle-part', 'fr', 'Page introuvable\u202f: /nulle-part', 'Page introuvable'],
    ['/en/nowhere', 'en', 'Page not found: /en/nowhere', 'Page Not Found'],
    [
      '/business-autre-payment',
      'fr',
      'Produit introuvable\u202f: /business-autre-payment',
      'Page introuvable',
    ],
    ['/%3Cb%3Egras%3C%2Fb%3E', 'fr', 'Page introuvable\u202f: /%3Cb%3Egras%3C%2Fb%3E', 'Page introuvable'],
  ] as const) {
    test(`${path} says what it says, in its language`, async ({ page }, testInfo) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('h1')).toHaveText(heading);
      await expect(page).toHaveTitle(`${heading} — 1xpay`);
      await expect(page.locator('[data-error-message]')).toHaveText(message);
      await expect(page.locator('footer')).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath('404-sans-javascript.png'), fullPage: true });
    });
  }
});

test.describe('the site’s promises', () => {
  test('the legal notice names the operator, the BCEAO and the complaints path', async ({ page }) => {
    await page.goto('/legal');
    await expect(page.locator('[data-legal-operator]')).not.toBeEmpty();
    await expect(page.getByRole('heading', { name: 'Autorité de contrôle' })).toBeVisible();
    await expect(page.locator('main')).toContainText(
      'Banque Centrale des États de l’Afrique de l’Ouest (BCEAO)',
    );
    await expect(page.getByRole('heading', { name: 'Faire une réclamation' })).toBeVisible();
    await expect(page.locator('main a[href^="mailto:"]').first()).toBeVisible();
  });

  test('/payments states the transfer fee the fee document charges, not the old 1 %', async ({ page }) => {
    await page.goto('/payments');
    const main = page.locator('main');
    await expect(main).toContainText(/2\u202f% \+ 100[\u00a0\u202f ]F[\u00a0\u202f ]CFA/);
    await expect(main).not.toContainText('1\u202f% de frais');
  });

  test('French punctuation never starts a line: a narrow no-break space before ? ; : !', async ({ page }) => {
    for (const path of ['/', '/payments', '/cards']) {
      await page.goto(path);
      const loose = await page
        .locator('main, footer')
        .evaluateAll((roots) =>
          roots.flatMap((root) => (root.textContent ?? '').match(/.{0,20}[ \u00a0][?;:!].{0,5}/g) ?? []),
        );
      expect(loose, path).toEqual([]);
    }
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
