import type { MetaDescriptor } from 'react-router';
import { useLocation } from 'react-router';
import { ErrorPage } from '../components/error-page.tsx';
import { BRAND } from '../site/brand.ts';
import { formatOutside } from '../site/intl.tsx';
import { localeOfPath } from '../site/locale.ts';
import { SHARED_MESSAGES } from '../site/messages.ts';
import { notFoundMessage } from '../site/pages.ts';

/** The page's title in the language of its path (« Page introuvable — 1xpay »); never indexed. */
export function meta({ location }: { location: { pathname: string } }): MetaDescriptor[] {
  const locale = localeOfPath(location.pathname);
  // The catalogue arrives compiled (scripts/compile-messages.ts): formatted, not read as text.
  const title = formatOutside(SHARED_MESSAGES[locale], 'error.notFound', locale);
  return [{ title: `${title} — ${BRAND}` }, { name: 'robots', content: 'noindex' }];
}

/**
 * Any path no page answers (§2.5), in the language of its path: « Page introuvable : {path} » (English: 'Page not
 * found: {path}'), « Produit introuvable » ('Page Not Found') for a product page of another product than the
 * brand's. The server answers the status with this page prerendered (NOT_FOUND_PAGES), the requested path written
 * in, so the message is there before any script runs.
 */
export default function NotFound() {
  const { pathname } = useLocation();
  return <ErrorPage status={404} message={notFoundMessage(pathname)} />;
}
