import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createTestApp } from './test-app.ts';

/**
 * A small build of the marketing site shaped like apps/web's: prerendered pages with inline scripts (as React
 * Router writes them) and a style attribute (as the tooltips have), the 404 pages prerendered at their placeholder
 * paths, the files the build writes for the server. The real build is exercised by the e2e tests.
 */

/** The inline scripts of every page, as written (one with non-ASCII text: hashes are over UTF-8). */
export const PAGE_SCRIPTS = [
  'window.__ctx = {"basename":"/","ssr":false};',
  'import "/assets/entry-abc123.js";\n  window.__modules = {"root":"é"};',
];
export const STYLE_ATTRIBUTE = 'margin-top:5px';
/** What the 404 pages' script says: the placeholder in a script stays as built (its hash must still match). */
export const NOT_FOUND_SCRIPT = 'window.__path = "/__not-found";';

export const page = (name: string) =>
  `<!DOCTYPE html><html lang="fr"><head><link rel="stylesheet" href="/assets/root.css"/></head><body><main>${name}</main><span style="${STYLE_ATTRIBUTE}">i</span><script>${PAGE_SCRIPTS[0]}</script><script type="module" async="">${PAGE_SCRIPTS[1]}</script><script src="/assets/entry-abc123.js"></script></body></html>`;

/** A 404 page as apps/web prerenders it: the placeholder in the message and in the language switcher's link. */
export const notFoundPage = (lang: string, message: string, otherLanguage: string) =>
  `<!DOCTYPE html><html lang="${lang}"><body><a href="${otherLanguage}">switch</a><h1>Page Not Found</h1><p data-error-message="">${message}</p><script>${NOT_FOUND_SCRIPT}</script></body></html>`;

const notFoundEntry = (prefix: string, pattern: string, placeholder: string) => ({
  prefix,
  pattern,
  placeholder,
  file: `${prefix.slice(1)}${prefix === '' ? '' : '/'}${placeholder.slice(1)}/index.html`,
});
const PRODUCT = '^\\/business-(.+)-(payment|pos)$';

export const SITE_BUILD: Readonly<Record<string, string | Buffer>> = {
  'index.html': page('accueil'),
  'en/index.html': page('home'),
  'cards/index.html': page('cartes'),
  // The build's compressed copies (apps/web writes them for every page).
  'cards/index.html.br': brotliCompressSync(page('cartes')),
  'cards/index.html.gz': gzipSync(page('cartes')),
  'en/cards/index.html': page('cards'),
  'business-cards/index.html': page('cartes entreprise'),
  '__spa-fallback.html': page('fallback'),
  '__not-found/index.html': notFoundPage('fr', 'Page not found: /__not-found', '/en/__not-found'),
  'en/__not-found/index.html': notFoundPage('en', 'Page not found: /en/__not-found', '/__not-found'),
  'business-__not-found-payment/index.html': notFoundPage(
    'fr',
    'Page Not Found: /business-__not-found-payment',
    '/en/business-__not-found-payment',
  ),
  'en/business-__not-found-payment/index.html': notFoundPage(
    'en',
    'Page Not Found: /en/business-__not-found-payment',
    '/business-__not-found-payment',
  ),
  'assets/entry-abc123.js': 'console.log("entry")',
  'assets/entry-abc123.js.gz': gzipSync('console.log("entry")'),
  'builds/latest.json': '{"id":"b1"}',
  'sitemap.xml': '<urlset/>',
  // What apps/web's build writes for the server (scripts/site-files.ts).
  '__redirects.json': JSON.stringify({
    '/business-card': '/business-cards',
    '/team': '/business-team',
    '/en/business-card': '/en/business-cards',
    '/en/team': '/en/business-team',
  }),
  '__not-found.json': JSON.stringify([
    notFoundEntry('/en', PRODUCT, '/business-__not-found-payment'),
    notFoundEntry('/en', '^\\/', '/__not-found'),
    notFoundEntry('', PRODUCT, '/business-__not-found-payment'),
    notFoundEntry('', '^\\/', '/__not-found'),
  ]),
};

/** Writes the build into a new temporary folder. */
export async function writeSiteBuild(files: Readonly<Record<string, string | Buffer>> = SITE_BUILD) {
  const root = await mkdtemp(join(tmpdir(), '1xpay-web-'));
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), content);
  }
  return { root, remove: () => rm(root, { recursive: true, force: true }) };
}

/**
 * The API serving this build at `/`, also listening on a port of its own (for the requests inject would normalise
 * first: raw-http.ts).
 */
export async function siteTestApp(files: Readonly<Record<string, string | Buffer>> = SITE_BUILD) {
  const build = await writeSiteBuild(files);
  const t = await createTestApp({ WEB_DIR: build.root });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    t,
    root: build.root,
    port: (t.app.server.address() as AddressInfo).port,
    /** A GET by inject: the site's pages live outside /1xpay, the base path of the typed client. */
    get: (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers }),
    async close() {
      await t.close();
      await build.remove();
    },
  };
}
