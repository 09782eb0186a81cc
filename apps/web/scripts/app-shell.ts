import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SCREENS } from '../app/customer/screens.ts';
import { LOCALES, localePath } from '../app/site/locale.ts';

/**
 * What makes the customer app installable: its web app manifest, and a service worker that keeps the app's shell
 * (each screen's prerendered page and the code and styles it loads) for when the network is gone. Both are written
 * by the build next to the pages (react-router.config.ts).
 */

/** The app's screens in every language, as paths of the site (`/app`, `/en/app/deposit`…). */
export const APP_SHELL_PAGES = SCREENS.flatMap((screen) =>
  LOCALES.map((locale) => localePath(screen.path, locale)),
);

export function appManifest(brand: string): string {
  return `${JSON.stringify(
    {
      name: brand,
      short_name: brand,
      description: 'Dépôts sur votre compte de paris et transferts d’argent en mobile money.',
      lang: 'fr',
      start_url: '/app',
      scope: '/',
      display: 'standalone',
      background_color: '#f7f8f9',
      theme_color: '#04875d',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any maskable' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any maskable' },
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    },
    null,
    2,
  )}\n`;
}

/** The files a page of the build loads from /assets (scripts, styles), as its HTML names them. */
export function assetsOf(html: string): string[] {
  return [...html.matchAll(/["'(](\/assets\/[^"')\s]+\.(?:js|css))/g)].map((match) => match[1] ?? '');
}

/** The assets a script imports, at once or later (`import("./validate-….js")`, Vite's preload lists). */
export function importsOf(script: string): string[] {
  return [...script.matchAll(/["'`](?:\.\/|\/?assets\/)([\w.-]+\.(?:js|css))["'`]/g)].map(
    (match) => `/assets/${match[1]}`,
  );
}

/**
 * Every asset the app's screens load, read from their prerendered pages in `client` (the build's output), with
 * what those import later (the forms' validation, loaded after the screen): all of it works offline.
 */
export async function appShellAssets(client: string): Promise<string[]> {
  const assets = new Set<string>();
  const pending: string[] = [];
  const add = (asset: string) => {
    if (assets.has(asset)) return;
    assets.add(asset);
    if (asset.endsWith('.js')) pending.push(asset);
  };
  for (const path of APP_SHELL_PAGES) {
    for (const asset of assetsOf(await readFile(join(client, path, 'index.html'), 'utf8'))) add(asset);
  }
  for (let asset = pending.pop(); asset !== undefined; asset = pending.pop()) {
    for (const imported of importsOf(await readFile(join(client, asset), 'utf8'))) add(imported);
  }
  return [...assets].sort();
}

/**
 * The service worker, for this build (its caches are named after it; an older build's are deleted when it takes
 * over):
 *   - a navigation to an app screen goes to the network first; without a network, the screen's cached page answers
 *     (the query string aside: `/app/transaction?reference=…` is the `/app/transaction` page);
 *   - an asset (hashed, never changing) comes from the cache when it is there;
 *   - nothing else is touched: the API's answers (/1xpay/…) are never cached, the site's pages neither;
 *   - a push message (JSON text `{title, body, url, tag?}`, packages/contract/src/push.ts) shows a notification; a
 *     message that is not such JSON shows nothing;
 *   - a click on the notification closes it and shows its page: the app's window already there, else an open
 *     window of the app taken there, else a new window. Only a page of this site is ever opened (a path, or a URL
 *     of this origin); any other address opens the app's home instead.
 */
export function serviceWorker(input: {
  buildId: string;
  pages: readonly string[];
  assets: readonly string[];
}): string {
  return `// Written by the build (apps/web/scripts/app-shell.ts). Build ${input.buildId}.
const CACHE = 'app-shell-${input.buildId}';
const PAGES = ${JSON.stringify(input.pages)};
const ASSETS = ${JSON.stringify(input.assets)};
const API = '/1xpay/';

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll([...PAGES, ...ASSETS])).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith('app-shell-') && name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith(API)) return;
  if (request.mode === 'navigate' && PAGES.includes(url.pathname)) {
    event.respondWith(
      fetch(request).catch(() => caches.open(CACHE).then((cache) => cache.match(url.pathname)).then((page) => page || Response.error())),
    );
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(caches.open(CACHE).then((cache) => cache.match(url.pathname).then((hit) => hit || fetch(request))));
  }
});

const HOME = '/app';
const APP_ROOTS = ['/app', '/en/app'];

function isAppPage(path) {
  return APP_ROOTS.some((root) => path === root || path.startsWith(root + '/'));
}

/** The page of this site a notification opens (absolute), or the app's home for anything else. */
function pageOf(url) {
  try {
    const page = new URL(typeof url === 'string' && url !== '' ? url : HOME, self.location.origin);
    if (page.origin === self.location.origin) return page.href;
  } catch {}
  return new URL(HOME, self.location.origin).href;
}

function pushMessage(data) {
  let value;
  try {
    value = data ? JSON.parse(data.text()) : undefined;
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || typeof value.title !== 'string' || value.title === '') return undefined;
  return {
    title: value.title,
    body: typeof value.body === 'string' ? value.body : '',
    url: pageOf(value.url),
    tag: typeof value.tag === 'string' && value.tag !== '' ? value.tag : undefined,
  };
}

self.addEventListener('push', (event) => {
  const message = pushMessage(event.data);
  if (message === undefined) return;
  const options = { body: message.body, icon: '/icon-192.png', data: { url: message.url } };
  if (message.tag !== undefined) options.tag = message.tag;
  event.waitUntil(self.registration.showNotification(message.title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = pageOf(event.notification.data && event.notification.data.url);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const there = windows.find((client) => client.url === url);
      if (there) return there.focus();
      const app = windows.find((client) => {
        const page = new URL(client.url);
        return page.origin === self.location.origin && isAppPage(page.pathname);
      });
      if (app === undefined) return self.clients.openWindow(url);
      // A window this worker does not control cannot be navigated by it: a new one opens instead.
      return app
        .navigate(url)
        .then((client) => (client || app).focus())
        .catch(() => self.clients.openWindow(url));
    }),
  );
});
`;
}
