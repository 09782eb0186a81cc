import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_FILE, REDIRECTS_FILE, siteFiles } from '../../scripts/site-files.ts';
import { brandSlug } from './brand.ts';
import { mayReload, RELOAD_GUARD_MS } from './build-refresh.ts';
import { formatOutside } from './intl.tsx';
import { localeOfPath, localePath, routeId, sitePath, unprefixed } from './locale.ts';
import { SHARED_MESSAGES } from './messages.ts';
import { NOT_FOUND_PAGES, notFoundMessage, PAGES, pageByName, REDIRECTS } from './pages.ts';

describe('pages of §2', () => {
  it('are the 32 routes of §2 and four more (business contact, terms, privacy, legal notice), each with its module', () => {
    expect(PAGES).toHaveLength(36);
    expect(new Set(PAGES.map((page) => page.path)).size).toBe(36);
    expect(PAGES.map((page) => page.path)).toEqual(
      expect.arrayContaining(['/business-contact', '/terms', '/privacy', '/legal']),
    );
    expect(PAGES.map((page) => page.path)).toContain('/business-1xpay-payment');
    expect(PAGES.map((page) => page.path)).toContain('/business-1xpay-pos');
    expect(PAGES.filter((page) => page.layout === 'dark').map((page) => page.path)).toEqual([
      '/security-business',
      '/team-old',
    ]);
    const missing = PAGES.filter(
      (page) => !existsSync(fileURLToPath(new URL(`../${page.file}`, import.meta.url))),
    );
    expect(missing.map((page) => page.name)).toEqual([]);
  });

  it('keep the three-s address of expense management, its module being named business-expense-management', () => {
    expect(pageByName('business-expense-management')).toMatchObject({
      path: '/businesss-expense-management',
      file: 'pages/business/manage/business-expense-management.tsx',
    });
    expect(PAGES.map((page) => page.path)).not.toContain('/business-expense-management');
  });

  it('say what a 404 says (§2.5) in the path’s language: another product than the brand’s is told apart', () => {
    expect([
      notFoundMessage('/nulle-part'),
      notFoundMessage('/en/nowhere/'),
      notFoundMessage('/business-autre-payment'),
      notFoundMessage('/en/business-autre-pos'),
      notFoundMessage('/business-1xpay-payment/plus'),
    ]).toEqual([
      'Page introuvable\u202f: /nulle-part',
      'Page not found: /en/nowhere',
      'Produit introuvable\u202f: /business-autre-payment',
      'Page Not Found: /en/business-autre-pos',
      'Page introuvable\u202f: /business-1xpay-payment/plus',
    ]);
    // The 404 page is prerendered at placeholder paths that name no page, each saying what its kind says.
    const paths = new Set(PAGES.map((page) => page.path));
    for (const { placeholder, pattern } of NOT_FOUND_PAGES) {
      expect(paths.has(placeholder)).toBe(false);
      expect(pattern.test(placeholder)).toBe(true);
    }
    expect(NOT_FOUND_PAGES.map(({ placeholder }) => notFoundMessage(placeholder))).toEqual([
      'Produit introuvable\u202f: /business-__not-found-payment',
      'Page introuvable\u202f: /__not-found',
    ]);
  });

  it('redirect the footer’s old targets to pages that exist', () => {
    const paths = new Set(PAGES.map((page) => page.path));
    for (const target of Object.values(REDIRECTS)) expect(paths.has(target)).toBe(true);
  });
});

describe('locale paths', () => {
  it('are written with one leading slash and none trailing (//host in a link is another site)', () => {
    expect(['/cards/', '//evil.example', '///evil.example/x/', '/', '//'].map(sitePath)).toEqual([
      '/cards',
      '/evil.example',
      '/evil.example/x',
      '/',
      '/',
    ]);
    expect(localePath(unprefixed('/en//evil.example'), 'fr')).toBe('/evil.example');
  });

  it('ignore a trailing slash (the prerender asks for /cards/)', () => {
    expect([
      unprefixed('/team-old/'),
      unprefixed('/en/cards/'),
      unprefixed('/en/'),
      localeOfPath('/en/'),
    ]).toEqual(['/team-old', '/cards', '/', 'en']);
  });

  it('put English under /en without a trailing slash, French at the root', () => {
    expect([localePath('/', 'en'), localePath('/cards', 'en'), localePath('/cards', 'fr')]).toEqual([
      '/en',
      '/en/cards',
      '/cards',
    ]);
    expect([
      unprefixed('/en'),
      unprefixed('/en/cards'),
      unprefixed('/cards'),
      unprefixed('/english'),
    ]).toEqual(['/', '/cards', '/cards', '/english']);
    expect([
      localeOfPath('/en'),
      localeOfPath('/en/loan'),
      localeOfPath('/english'),
      localeOfPath('/'),
    ]).toEqual(['en', 'en', 'fr', 'fr']);
  });

  it('name routes {name}___{locale}, the default locale being "default"', () => {
    expect([routeId('cards', 'fr'), routeId('cards', 'en')]).toEqual(['cards___default', 'cards___en']);
  });

  it('slug the brand for product paths', () => {
    expect([brandSlug('1xpay'), brandSlug('Éco Pay!'), brandSlug('***')]).toEqual([
      '1xpay',
      'eco-pay',
      'brand',
    ]);
  });
});

describe('catalogues', () => {
  it('share the same keys in French and English', () => {
    expect(Object.keys(SHARED_MESSAGES.en).sort()).toEqual(Object.keys(SHARED_MESSAGES.fr).sort());
  });

  it('hold the footer call to action of §1, its typos corrected (product.md records the original)', () => {
    expect(SHARED_MESSAGES.fr['footer.cta.title']).toBe(
      'Qu’attendez-vous\u202f? Obtenez la seule super application financière',
    );
    expect([
      SHARED_MESSAGES.fr['register.personal.title'],
      SHARED_MESSAGES.fr['footer.business.team'],
      SHARED_MESSAGES.fr['footer.daily.payments'],
    ]).toEqual(['Personnel', 'Équipe', 'Transfert international']);
    expect(SHARED_MESSAGES.fr['footer.cta.button']).toBe('Essayer {brand}');
  });

  it('write French as French is typeset: a narrow no-break space before ? ; : ! and %, none inside « »', async () => {
    const catalogues: [string, Record<string, string>][] = [['shared', SHARED_MESSAGES.fr]];
    for (const page of PAGES) {
      const module = (await import(`../${page.file.replace(/\.tsx$/, '.messages.ts')}`)) as {
        default: Record<'fr', Record<string, string>>;
      };
      catalogues.push([page.name, module.default.fr]);
    }
    const wrong: string[] = [];
    for (const [name, catalogue] of catalogues) {
      for (const [id, message] of Object.entries(catalogue)) {
        // A space a line may break at, or a no-break one of the wrong width, before ? ; : ! % or inside « ».
        if (/[ \u00a0][?;:!%]|[^\s\u202f][?;!]|« |«[^\u00a0]| »|[^\u00a0]»/.test(message))
          wrong.push(`${name} ${id}`);
        if (/'/.test(message)) wrong.push(`${name} ${id} (straight apostrophe)`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('of every page have the same keys in both languages, a title and a description', async () => {
    for (const page of PAGES) {
      const module = (await import(`../${page.file.replace(/\.tsx$/, '.messages.ts')}`)) as {
        default: Record<'fr' | 'en', Record<string, string>>;
      };
      const { fr, en } = module.default;
      expect([page.name, Object.keys(en).sort()]).toEqual([page.name, Object.keys(fr).sort()]);
      for (const locale of ['fr', 'en'] as const) {
        const title = formatOutside(module.default[locale], 'meta.title', locale);
        const description = formatOutside(module.default[locale], 'meta.description', locale);
        expect([page.name, locale, title.length > 10 && title.length <= 60]).toEqual([
          page.name,
          locale,
          true,
        ]);
        expect([page.name, locale, description.length >= 110 && description.length <= 160]).toEqual([
          page.name,
          locale,
          true,
        ]);
      }
    }
  });
});

describe('build files', () => {
  const files = siteFiles({ buildId: 'b42', siteUrl: 'https://pay.example/', brand: '1xpay' });

  it('describe the build for the pages that poll it', () => {
    expect(JSON.parse(files['builds/latest.json'] ?? '')).toMatchObject({ id: 'b42' });
  });

  it('list every page in both languages in the sitemap, with hreflang alternates', () => {
    const sitemap = files['sitemap.xml'] ?? '';
    expect(sitemap.match(/<loc>/g)).toHaveLength(72);
    expect(sitemap).toContain('<loc>https://pay.example/en/cards</loc>');
    expect(sitemap).toContain('<xhtml:link rel="alternate" hreflang="fr" href="https://pay.example/cards"/>');
    expect(files['robots.txt']).toContain('Sitemap: https://pay.example/sitemap.xml');
  });

  it('list the permanent redirects the server answers, in both languages', () => {
    expect(JSON.parse(files[REDIRECTS_FILE] ?? '')).toEqual({
      '/business-card': '/business-cards',
      '/en/business-card': '/en/business-cards',
      '/team': '/business-team',
      '/en/team': '/en/business-team',
    });
  });
});

describe('the 404 pages the server fills in', () => {
  it('are listed with the longest language prefix first, each kind in order, where the build writes them', () => {
    expect(
      JSON.parse(
        siteFiles({ buildId: 'b', siteUrl: 'https://pay.example', brand: '1xpay' })[NOT_FOUND_FILE] ?? '',
      ),
    ).toEqual([
      {
        prefix: '/en',
        pattern: '^\\/business-(.+)-(payment|pos)$',
        placeholder: '/business-__not-found-payment',
        file: 'en/business-__not-found-payment/index.html',
      },
      { prefix: '/en', pattern: '^\\/', placeholder: '/__not-found', file: 'en/__not-found/index.html' },
      {
        prefix: '',
        pattern: '^\\/business-(.+)-(payment|pos)$',
        placeholder: '/business-__not-found-payment',
        file: 'business-__not-found-payment/index.html',
      },
      { prefix: '', pattern: '^\\/', placeholder: '/__not-found', file: '__not-found/index.html' },
    ]);
  });
});

describe('reload guard', () => {
  it('allows one reload per path within 10 s', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    } as Storage;
    expect(mayReload('/cards', 1_000, storage)).toBe(true);
    expect(mayReload('/cards', 1_000 + RELOAD_GUARD_MS - 1, storage)).toBe(false);
    expect(mayReload('/loan', 2_000, storage)).toBe(true);
    expect(mayReload('/cards', 1_000 + RELOAD_GUARD_MS, storage)).toBe(true);
  });
});
