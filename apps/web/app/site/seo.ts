import type { MetaDescriptor } from 'react-router';
import { BRAND } from './brand.ts';
import { formatOutside } from './intl.tsx';
import { LOCALES, type Locale, localeOfPath, localePath, unprefixed } from './locale.ts';
import type { PageMessages } from './messages.ts';

const OG_LOCALE: Record<Locale, string> = { fr: 'fr_FR', en: 'en_GB' };

export function absoluteUrl(path: string): string {
  return `${__SITE_URL__.replace(/\/+$/, '')}${path}`;
}

/** The messages a page's head is made of; every page's French catalogue has them. */
export type PageHead = Readonly<Record<'meta.title' | 'meta.description', string>>;

/**
 * A page's head for its locale: title, description, canonical, hreflang for each language (and x-default, the
 * French page), Open Graph and Twitter cards. Titles and descriptions come from the page's catalogue
 * (`meta.title`, `meta.description`).
 */
export function pageMeta(messages: PageMessages<PageHead>) {
  return ({ location }: { location: { pathname: string } }): MetaDescriptor[] => {
    const locale = localeOfPath(location.pathname);
    const path = unprefixed(location.pathname);
    const title = formatOutside(messages[locale], 'meta.title', locale);
    const description = formatOutside(messages[locale], 'meta.description', locale);
    const url = absoluteUrl(localePath(path, locale));
    return [
      { title },
      { name: 'description', content: description },
      { tagName: 'link', rel: 'canonical', href: url },
      ...LOCALES.map((other) => ({
        tagName: 'link',
        rel: 'alternate',
        hrefLang: other,
        href: absoluteUrl(localePath(path, other)),
      })),
      { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: absoluteUrl(path) },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: BRAND },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: url },
      { property: 'og:locale', content: OG_LOCALE[locale] },
      { property: 'og:image', content: absoluteUrl('/og-image.png') },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: description },
    ];
  };
}
