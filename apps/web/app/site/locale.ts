/** French is the default locale (no prefix); English lives under /en (no trailing slash). */
export const LOCALES = ['fr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';

/** §2: route names are `{name}___{locale}`, the default locale's suffix being `default`. */
export function routeId(name: string, locale: Locale): string {
  return `${name}___${locale === DEFAULT_LOCALE ? 'default' : locale}`;
}

/**
 * A path as the site writes it: no trailing slash (the prerender asks for `/cards/`; the site's paths have none) and
 * one leading slash (in a link, `//host/…` would name another site).
 */
export function sitePath(pathname: string): string {
  return pathname.replace(/^\/+/, '/').replace(/\/+$/, '') || '/';
}

export function localeOfPath(pathname: string): Locale {
  const path = sitePath(pathname);
  return path === '/en' || path.startsWith('/en/') ? 'en' : 'fr';
}

/** The path without its locale prefix: `/en/cards` → `/cards`, `/en` → `/`. */
export function unprefixed(pathname: string): string {
  const path = sitePath(pathname);
  if (path === '/en') return '/';
  return path.startsWith('/en/') ? sitePath(path.slice(3)) : path;
}

/** A default-locale path in a locale: `/cards` → `/en/cards`, `/` → `/en`. */
export function localePath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** §9: the cookie that remembers the visitor's language: 365 days, path /, SameSite=Lax, not Secure. */
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

export function rememberLocale(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie, written the way §9 describes it.
  document.cookie = `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`;
}
