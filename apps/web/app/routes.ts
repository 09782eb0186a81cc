import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';
import { SCREENS } from './customer/screens.ts';
import { localePath, routeId } from './site/locale.ts';
import { PAGES } from './site/pages.ts';

/**
 * The marketing site's pages, each in French (no prefix) and English (/en), then the catch-all that answers 404,
 * inside the site's frame; the customer app's screens inside its own (customer/layout.tsx).
 */
const written = PAGES.filter((page) => existsSync(fileURLToPath(new URL(page.file, import.meta.url))));

const inBothLanguages = (page: { name: string; path: string; file: string }) => [
  page.path === '/'
    ? index(page.file, { id: routeId(page.name, 'fr') })
    : route(page.path.slice(1), page.file, { id: routeId(page.name, 'fr') }),
  route(localePath(page.path, 'en').slice(1), page.file, { id: routeId(page.name, 'en') }),
];

export default [
  layout('customer/layout.tsx', [
    layout(
      'customer/signed-in-layout.tsx',
      SCREENS.filter((screen) => screen.signedIn).flatMap(inBothLanguages),
    ),
    ...SCREENS.filter((screen) => !screen.signedIn).flatMap(inBothLanguages),
  ]),
  layout('components/site-layout.tsx', [
    ...written.flatMap(inBothLanguages),
    route('*', 'pages/not-found.tsx', { id: 'not-found' }),
  ]),
] satisfies RouteConfig;
