import { DEFAULT_LOCALE, LOCALES, localePath } from '../app/site/locale.ts';
import { NOT_FOUND_PAGES, PAGES, REDIRECTS } from '../app/site/pages.ts';

/**
 * The files written next to the pages at the end of a build: the build descriptor the pages poll
 * (`builds/latest.json`), the sitemap with each page's languages, robots.txt, and the permanent redirects the
 * server answers (`__redirects.json`, every old path in each language → its page; not served itself), and the 404
 * pages it fills in (`__not-found.json`).
 */
/** Read by the API's web-site.ts, which serves the build. */
export const REDIRECTS_FILE = '__redirects.json';

/**
 * Read by web-site.ts too: the prerendered 404 pages, the longest language prefix first, each kind in the order of
 * NOT_FOUND_PAGES. The server takes the first entry whose prefix and pattern match an unknown path and
 * writes the path, without its prefix, where the placeholder stands.
 */
export const NOT_FOUND_FILE = '__not-found.json';

function notFoundPages() {
  return LOCALES.flatMap((locale) =>
    NOT_FOUND_PAGES.map(({ placeholder, pattern }) => ({
      prefix: locale === DEFAULT_LOCALE ? '' : `/${locale}`,
      pattern: pattern.source,
      placeholder,
      file: `${localePath(placeholder, locale).slice(1)}/index.html`,
    })),
  ).sort((a, b) => b.prefix.length - a.prefix.length);
}

export function siteFiles(input: {
  buildId: string;
  siteUrl: string;
  brand: string;
}): Record<string, string> {
  const origin = input.siteUrl.replace(/\/+$/, '');
  const url = (path: string) => `${origin}${path}`;
  const entries = PAGES.flatMap((page) =>
    LOCALES.map((locale) => {
      const alternates = LOCALES.map(
        (other) =>
          `    <xhtml:link rel="alternate" hreflang="${other}" href="${url(localePath(page.path, other))}"/>`,
      ).join('\n');
      return `  <url>\n    <loc>${url(localePath(page.path, locale))}</loc>\n${alternates}\n  </url>`;
    }),
  );
  return {
    'builds/latest.json': `${JSON.stringify({ id: input.buildId, timestamp: Date.now() })}\n`,
    'sitemap.xml': `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`,
    [REDIRECTS_FILE]: `${JSON.stringify(
      Object.fromEntries(
        Object.entries(REDIRECTS).flatMap(([from, to]) =>
          LOCALES.map((locale) => [localePath(from, locale), localePath(to, locale)]),
        ),
      ),
    )}\n`,
    [NOT_FOUND_FILE]: `${JSON.stringify(notFoundPages())}\n`,
    'robots.txt': `User-agent: *\nAllow: /\nDisallow: /1xpay/\n\nSitemap: ${url('/sitemap.xml')}\n`,
  };
}
