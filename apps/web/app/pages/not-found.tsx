import { useLocation } from 'react-router';
import { ErrorPage } from '../components/error-page.tsx';
import { notFoundMessage } from '../site/pages.ts';

/**
 * Any path no page answers (§2.5): 'Page not found: {path}', or 'Page Not Found: {path}' for a product page of
 * another product than the brand's. The server answers the status with this page prerendered (NOT_FOUND_PAGES),
 * the requested path written in, so the message is there before any script runs.
 */
export default function NotFound() {
  const { pathname } = useLocation();
  return <ErrorPage status={404} message={notFoundMessage(pathname)} />;
}
