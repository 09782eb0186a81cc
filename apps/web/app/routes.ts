import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { index, type RouteConfig, route } from '@react-router/dev/routes';
import { localePath, routeId } from './site/locale.ts';
import { PAGES } from './site/pages.ts';

/** Each page in French (no prefix) and English (/en), then the catch-all that answers 404. */
const written = PAGES.filter((page) => existsSync(fileURLToPath(new URL(page.file, import.meta.url))));

export default [
  ...written.flatMap((page) => [
    page.path === '/'
      ? index(page.file, { id: routeId(page.name, 'fr') })
      : route(page.path.slice(1), page.file, { id: routeId(page.name, 'fr') }),
    route(localePath(page.path, 'en').slice(1), page.file, { id: routeId(page.name, 'en') }),
  ]),
  route('*', 'pages/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
