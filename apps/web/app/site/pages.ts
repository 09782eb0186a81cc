import { BRAND_SLUG } from './brand.ts';
import { localeOfPath, sitePath, unprefixed } from './locale.ts';

/**
 * Every marketing page of §2: its route name, its path (French, the default locale, has no prefix; English
 * is under /en), the module that renders it and its layout (§2: default for the home page, dark for
 * /security-business and /team-old; the others declare none and get the default).
 */
export type Layout = 'default' | 'dark';
export type Page = { name: string; path: string; file: string; layout: Layout };

/**
 * Where a page's module lives: the home page at the top of pages/, the others in the folder of the header's menu
 * they belong to (Personnel, Business), the pages no menu names beside those they go with; the footer's legal
 * pages (terms, privacy, legal notice) in legal/. Business's pages are in three: getting paid (collect/), managing
 * the money (manage/), and the platform, its help and its team (platform/).
 */
type Section = 'home' | 'personal' | 'business/collect' | 'business/manage' | 'business/platform' | 'legal';

const page = (section: Section, name: string, path: string, layout: Layout = 'default'): Page => ({
  name,
  path,
  file: section === 'home' ? `pages/${name}.tsx` : `pages/${section}/${name}.tsx`,
  layout,
});

export const PAGES: readonly Page[] = [
  page('home', 'index', '/'),
  page('personal', 'assurance', '/assurance'),
  page('business/manage', 'business-analysis-tools', '/business-analysis-tools'),
  page('business/platform', 'business-api', '/business-api'),
  page('business/manage', 'business-cards', '/business-cards'),
  page('business/platform', 'business-community', '/business-community'),
  // Where the registration overlay's business choice leads: business accounts are opened with an adviser.
  page('business/platform', 'business-contact', '/business-contact'),
  page('business/manage', 'business-currency-exchange', '/business-currency-exchange'),
  page('business/platform', 'business-docs', '/business-docs'),
  page('business/collect', 'business-product-payment', `/business-${BRAND_SLUG}-payment`),
  page('business/collect', 'business-product-pos', `/business-${BRAND_SLUG}-pos`),
  page('business/manage', 'business-expenses', '/business-expenses'),
  page('business/platform', 'business-help', '/business-help'),
  page('business/platform', 'business-integration', '/business-integration'),
  page('business/manage', 'business-invoices', '/business-invoices'),
  page('business/manage', 'business-multi-currency-account', '/business-multi-currency-account'),
  page('business/collect', 'business-payment-international', '/business-payment-international'),
  page('business/collect', 'business-payment-link', '/business-payment-link'),
  page('business/collect', 'business-payment-portal', '/business-payment-portal'),
  page('business/collect', 'business-qr-payment', '/business-qr-payment'),
  page('business/collect', 'business-receive-payments', '/business-receive-payments'),
  page('business/platform', 'business-security', '/business-security'),
  page('business/platform', 'business-team', '/business-team'),
  // Three s's in the URL: the public address existing links and bookmarks use (§2 spells it so); only the path
  // keeps it, the module, its catalogue and menu entry are named business-expense-management.
  page('business/manage', 'business-expense-management', '/businesss-expense-management'),
  page('personal', 'cards', '/cards'),
  page('personal', 'community', '/community'),
  page('personal', 'donate', '/donate'),
  page('personal', 'esim', '/esim'),
  page('personal', 'loan', '/loan'),
  page('personal', 'payments', '/payments'),
  page('personal', 'rewards', '/rewards'),
  page('business/platform', 'security-business', '/security-business', 'dark'),
  page('business/platform', 'team-old', '/team-old', 'dark'),
  page('legal', 'terms', '/terms'),
  page('legal', 'privacy', '/privacy'),
  page('legal', 'legal-notice', '/legal'),
];

/** Legacy targets of the footer (§2) and the pages they mean: answered with a permanent redirect. */
export const REDIRECTS: Readonly<Record<string, string>> = {
  '/business-card': '/business-cards',
  '/team': '/business-team',
};

/** §2.5's validity check: a product page (`/business-{product}-payment|pos`) of another product than the brand's. */
const PRODUCT_PAGE = /^\/business-(.+)-(payment|pos)$/;

/**
 * §2.5: what the 404 page says of a path no page answers, in the language of the path. English keeps §2.5's words
 * ('Page not found', 'Page Not Found' for a product page of another product than the brand's); French says it in
 * French (« Page introuvable », « Produit introuvable »), a narrow no-break space before the colon.
 */
export function notFoundMessage(pathname: string): string {
  const path = sitePath(pathname);
  const product = PRODUCT_PAGE.exec(unprefixed(path));
  const otherProduct = product !== null && product[1] !== BRAND_SLUG;
  if (localeOfPath(path) === 'fr')
    return otherProduct ? `Produit introuvable\u202f: ${path}` : `Page introuvable\u202f: ${path}`;
  return otherProduct ? `Page Not Found: ${path}` : `Page not found: ${path}`;
}

/**
 * The 404 page is prerendered at these paths, in each language, so that its HTML says what it says without
 * JavaScript: the server answers an unknown path with the first whose pattern matches it (without its language
 * prefix), writing that path where the placeholder stands (the build lists them in `__not-found.json`).
 */
export const NOT_FOUND_PAGES: readonly { placeholder: string; pattern: RegExp }[] = [
  { placeholder: '/business-__not-found-payment', pattern: PRODUCT_PAGE },
  { placeholder: '/__not-found', pattern: /^\// },
];

export function pageByName(name: string): Page {
  const found = PAGES.find((candidate) => candidate.name === name);
  if (found === undefined) throw new Error(`no page named ${name}`);
  return found;
}
