import { data } from 'react-router';
import { BRAND_SLUG } from '../site/brand.ts';
import { unprefixed } from '../site/locale.ts';

/**
 * Any path no page answers. §2: a route whose validity check fails gives 'Page Not Found: {path}' — here the
 * product pages with another product than the brand's (`/business-other-payment`); anything else is
 * 'Page not found: {path}'. Both are 404 (the server answers the status; this renders the page).
 */
export function clientLoader({ request }: { request: Request }) {
  const { pathname } = new URL(request.url);
  const product = /^\/business-(.+)-(payment|pos)$/.exec(unprefixed(pathname));
  const invalid = product !== null && product[1] !== BRAND_SLUG;
  throw data(invalid ? `Page Not Found: ${pathname}` : `Page not found: ${pathname}`, { status: 404 });
}

export default function NotFound() {
  return null;
}
