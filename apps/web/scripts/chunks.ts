/**
 * How the browser bundle is cut into files (decision 060). Left to itself the bundler writes one file per set of
 * routes sharing a module: a page's first load was 25 files and a screen's up to 47, most under 1 KB, each
 * compressed alone and each with its own imports and exports. Gzip cannot share what it learnt from one file with the
 * next, so the same page weighed 7–11 KB less in one file than in its 25. The groups below put together what is
 * loaded together:
 *
 * - `framework`: what every page and screen loads (React Router, Preact, our formatter of compiled messages and the site's frame around
 *   them: texts, locale, build refresh, error page, language switch);
 * - `site`: what the marketing pages load beside it (header, menus, overlay, footer, sections);
 * - `app`: what the customer app's screens share (TanStack Query, the API client, the app's texts and frame).
 *
 * A group takes the modules its modules import, so two files shared by only some routes are captured first: the
 * dialog (the site's overlay and the app's profile) and the table of countries (four of the app's screens).
 *
 * Only modules of a first load are grouped (`$initial`): what a screen imports later (the forms' schemas, the
 * notifications) stays in files of its own. Route modules are not matched: each stays the entry of its route.
 */
type Group = { name: string; test: RegExp; priority: number; tags: ['$initial'] };

const sep = '[\\\\/]';
const path = (...parts: string[]) => new RegExp(parts.join(sep));

export const CHUNK_GROUPS: Group[] = [
  {
    name: 'framework',
    priority: 3,
    tags: ['$initial'],
    test: new RegExp(
      [
        path('node_modules', '(react-router|preact|react-intl|@formatjs|intl-messageformat)', '').source,
        path('apps', 'web', 'browser', '').source,
        path('vite', 'preload-helper').source,
        path(
          'app',
          'site',
          '(brand|build-refresh|format-message|intl|locale|messages|use-build-refresh)\\.tsx?$',
        ).source,
        path('app', 'components', '(error-page|locale-link|brand-mark|language-switcher)\\.tsx$').source,
        path('app', 'customer', 'lib', 'session\\.ts$').source,
        path('packages', 'ui', 'src', '(button|cx)\\.tsx?$').source,
      ].join('|'),
    ),
  },
  // The dialog is the site's overlay and the profile's confirmation: a file of its own, or the profile would load
  // the site's header and footer with it (a group takes the modules its own modules import).
  { name: 'dialog', priority: 2.5, tags: ['$initial'], test: path('packages', 'ui', 'src', 'dialog\\.tsx$') },
  // Every country of the world, for the phone and country fields of four screens: the others do not load it.
  {
    name: 'countries',
    priority: 2.5,
    tags: ['$initial'],
    test: path('packages', 'domain', 'src', 'reference', '(reference-data|countries|flags)\\.ts$'),
  },
  {
    name: 'site',
    priority: 2,
    tags: ['$initial'],
    test: new RegExp(
      [
        path('app', 'components', '(site-[a-z]+|account-link|registration-overlay)\\.tsx$').source,
        path('app', 'site', '(page-module|seo|pages)\\.tsx?$').source,
        path('app', 'sections', '(icons|sections|visuals)\\.tsx$').source,
        path('packages', 'ui', 'src', '(header|menu|tooltip)\\.tsx$').source,
      ].join('|'),
    ),
  },
  {
    name: 'app',
    priority: 2,
    tags: ['$initial'],
    test: new RegExp(
      [
        path('node_modules', '@tanstack', '').source,
        path('app', 'customer', '(lib|components)', '').source,
        path('app', 'customer', '(layout|signed-in-layout|app\\.messages)\\.tsx?$').source,
        path('packages', 'client', 'src', '').source,
        path('packages', 'contract', 'src', 'client', '(client|fetch-transport)\\.ts$').source,
        path('packages', 'ui', 'src', '(time-zone|toasts)\\.tsx$').source,
        path('packages', 'domain', 'src', '(dates|money|error-catalogue)\\.ts$').source,
        path('packages', 'domain', 'src', 'reference', '(currencies|minor-units)\\.ts$').source,
      ].join('|'),
    ),
  },
];
