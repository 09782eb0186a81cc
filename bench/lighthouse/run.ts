import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import { start, stop as stopServer } from '../../apps/api/src/testing/servers/server-process.ts';
import { SCREENS } from '../../apps/web/app/customer/screens.ts';
import { firstLoadScripts } from '../../apps/web/scripts/first-load.ts';
import { CATEGORIES, chromiumPath, heaviest, measure, printRow, type Row, worst } from './measure.ts';
import { adminSession, appSession } from './sessions.ts';

/*
 * bench/lighthouse: Lighthouse (mobile settings: its default emulation and simulated throttling) on every page of
 * the marketing site, then on the customer app's sign-in, deposit, live status and history screens (signed in as a
 * customer of its own, with one deposit to follow), then on the dashboard's sign-in and operations (signed in as
 * the master admin) and its catalogue's fees screen, with Debian's Chromium; the median of --runs runs (3 for a
 * page, 5 for a screen of the apps) of the performance, accessibility, best-practices and SEO scores, and the
 * gzipped JavaScript of each page's first load (the entry and the module preloads its prerendered HTML names,
 * measured on the build's .gz files). Prints figures; never fails on them.
 *
 *   npm run bench:lighthouse -- [--runs N] [--locales fr] [--only /cards,/loan] [--no-site] [--no-app] [--no-admin]
 *                               [--url http://127.0.0.1:3000]
 *
 * Without --url it builds the site if needed and starts the server (sandbox processor) on a port and PGlite folder
 * of its own.
 */

const repo = fileURLToPath(new URL('../..', import.meta.url));
const client = join(repo, 'apps', 'web', 'build', 'client');
/** The site's pages (issue 33): performance ≥ 98, accessibility and SEO ≥ 95, at most 80 KB of JavaScript. */
const TARGETS = { performance: 98, accessibility: 95, 'best-practices': 0, seo: 95 } as const;
const JS_BUDGET_KB = 80;
/** The customer app's screens (issue 33): performance ≥ 95, accessibility ≥ 95, at most 100 KB of JavaScript. */
const APP_TARGETS = { performance: 95, accessibility: 95 } as const;
const APP_JS_BUDGET_KB = 100;
/** The dashboard's screens: accessibility ≥ 95 (no budget of JavaScript: agents sign in once a day). */
const ADMIN_TARGETS = { accessibility: 95 } as const;

function options() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string' },
      locales: { type: 'string', default: 'fr,en' },
      only: { type: 'string' },
      url: { type: 'string' },
      'no-site': { type: 'boolean', default: false },
      'no-app': { type: 'boolean', default: false },
      'no-admin': { type: 'boolean', default: false },
    },
  });
  const runs = values.runs === undefined ? undefined : Number(values.runs);
  if (runs !== undefined && (!Number.isInteger(runs) || runs < 1 || runs > 9))
    throw new Error('--runs doit être un entier de 1 à 9');
  return {
    // The app's signed-in screens move more from run to run (a live transaction, a warm or cold service worker):
    // five runs each unless told otherwise; the site's pages three.
    siteRuns: runs ?? 3,
    appRuns: runs ?? 5,
    locales: values.locales.split(','),
    only: values.only?.split(','),
    url: values.url,
    site: !values['no-site'],
    app: !values['no-app'],
    admin: !values['no-admin'],
  };
}

/** Every page of the build, from its sitemap (both languages). */
function pagePaths(locales: readonly string[], only: readonly string[] | undefined): string[] {
  const sitemap = readFileSync(join(client, 'sitemap.xml'), 'utf8');
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? '/').pathname,
  );
  return paths
    .filter((path) => locales.includes(path === '/en' || path.startsWith('/en/') ? 'en' : 'fr'))
    .filter((path) => only === undefined || only.includes(path));
}

/** Gzipped bytes of the scripts a page's HTML loads at once: module preloads and inline imports. */
export function firstLoadJsBytes(path: string): number {
  const html = readFileSync(join(client, path === '/' ? '' : path, 'index.html'), 'utf8');
  let total = 0;
  for (const script of firstLoadScripts(html)) {
    const file = join(client, `${script}.gz`);
    total += existsSync(file) ? readFileSync(file).length : readFileSync(join(client, script)).length;
  }
  return total;
}

/** The dashboard's screens measured signed in as the master (issue 13's accessibility target is on each). */
const ADMIN_SCREENS = [
  '/admin/overview',
  '/admin/operations',
  '/admin/users',
  '/admin/transactions',
  // The catalogue's fees screen (decision 028): its forms and live preview, the heaviest of its screens.
  '/admin/catalogue/fees',
] as const;

/** The master admin of the bench's own server (with --url: BENCH_ADMIN_EMAIL and BENCH_ADMIN_PASSWORD). */
const BENCH_MASTER = { email: 'bench@example.bj', password: 'le mot de passe du banc' };

/** The dashboard's build (a second or so), for the bench's own server. */
function buildAdmin(): Promise<void> {
  const child = spawn(
    process.execPath,
    [join(repo, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'error'],
    {
      cwd: join(repo, 'apps', 'admin'),
      stdio: 'inherit',
    },
  );
  return new Promise((resolve, reject) =>
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error('admin build')))),
  );
}

/** Gzipped bytes of the scripts the dashboard's page loads at once. */
function adminJsBytes(): number {
  const build = join(repo, 'apps', 'admin', 'build');
  const html = readFileSync(join(build, 'index.html'), 'utf8');
  return [...html.matchAll(/<script[^>]*\ssrc="\/admin\/([^"]+)"/g)].reduce(
    (total, [, file = '']) => total + gzipSync(readFileSync(join(build, file))).length,
    0,
  );
}

async function ownServer(): Promise<{ url: string; stop(): void }> {
  await buildAdmin();
  const child = spawn(process.execPath, [join(repo, 'apps', 'web', 'scripts', 'ensure-build.ts')], {
    stdio: 'inherit',
  });
  await new Promise<void>((resolve, reject) =>
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error('build')))),
  );
  const server = await start({
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(join(tmpdir(), '1xpay-lighthouse-')),
    SEED_DEMO: '0',
    MASTER_ADMIN_EMAIL: BENCH_MASTER.email,
    MASTER_ADMIN_PASSWORD: BENCH_MASTER.password,
  });
  return { url: server.base, stop: () => void stopServer(server) };
}

async function main() {
  const { siteRuns, appRuns, locales, only, url: given, site, app, admin } = options();
  const adminRows: Row[] = [];
  const server =
    given === undefined ? await ownServer() : { url: given.replace(/\/+$/, ''), stop: () => undefined };
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const rows: Row[] = [];
  const appRows: Row[] = [];
  const localeOf = (path: string) => (path === '/en' || path.startsWith('/en/') ? 'en' : 'fr');
  try {
    const paths = site ? pagePaths(locales, only) : [];
    process.stdout.write(
      `bench/lighthouse : ${paths.length} pages${app ? ` et ${SCREENS.length} écrans de l’application` : ''} × ${siteRuns} passages${app ? ` (${appRuns} pour l’application)` : ''}, réglages mobiles, ${server.url}\n\n`,
    );
    process.stdout.write('page                                    perf  a11y    bp   seo   JS gzip (Ko)\n');
    for (const path of paths) {
      // The cookie makes / answer in French rather than redirect the English-speaking headless browser.
      const headers = { Cookie: `i18n_redirected=${localeOf(path)}` };
      const row = {
        path,
        scores: await measure(chrome.port, `${server.url}${path}`, siteRuns, headers, false),
        jsKb: firstLoadJsBytes(path) / 1024,
      };
      rows.push(row);
      printRow(row);
    }
    if (app) {
      const session = await appSession(server.url, chrome.port);
      // Every screen of the app (its own list), the live status with the session's deposit; /sign-out last, since
      // it ends the session the others are measured in.
      const screens = [...SCREENS]
        .sort((a, b) => Number(a.path === '/sign-out') - Number(b.path === '/sign-out'))
        .map((screen) => ({
          path: screen.path,
          query: screen.path === '/app/transaction' ? `?reference=${session.reference}` : '',
        }))
        .filter((screen) => only === undefined || only.includes(screen.path));
      process.stdout.write('\napplication (connecté, un dépôt en cours)\n');
      for (const screen of screens) {
        const headers = { Cookie: `i18n_redirected=fr; ${session.cookie}` };
        const url = `${server.url}${screen.path}${screen.query}`;
        const row = {
          path: screen.path,
          scores: await measure(chrome.port, url, appRuns, headers, true),
          jsKb: firstLoadJsBytes(screen.path) / 1024,
        };
        appRows.push(row);
        printRow(row);
      }
    }
    const credentials =
      given === undefined
        ? BENCH_MASTER
        : process.env.BENCH_ADMIN_EMAIL && process.env.BENCH_ADMIN_PASSWORD
          ? { email: process.env.BENCH_ADMIN_EMAIL, password: process.env.BENCH_ADMIN_PASSWORD }
          : undefined;
    if (admin && credentials === undefined)
      process.stdout.write(
        '\ntableau de bord : BENCH_ADMIN_EMAIL et BENCH_ADMIN_PASSWORD manquent avec --url, écrans sautés\n',
      );
    if (admin && credentials !== undefined) {
      process.stdout.write('\ntableau de bord (administrateur principal)\n');
      const jsKb = adminJsBytes() / 1024;
      const signIn: Row = {
        path: '/admin/sign-in',
        scores: await measure(chrome.port, `${server.url}/admin/sign-in`, appRuns, {}, false),
        jsKb,
      };
      adminRows.push(signIn);
      printRow(signIn);
      const cookie = await adminSession(server.url, chrome.port, credentials);
      for (const path of ADMIN_SCREENS) {
        const row: Row = {
          path,
          scores: await measure(chrome.port, `${server.url}${path}`, appRuns, { Cookie: cookie }, true),
          jsKb,
        };
        adminRows.push(row);
        printRow(row);
      }
    }
  } finally {
    chrome.kill();
    server.stop();
  }
  if (rows.length > 0) {
    process.stdout.write('\nsite, au pire : ');
    process.stdout.write(CATEGORIES.map((category) => `${category} ${worst(rows, category)}`).join(', '));
    process.stdout.write(`, JS ${heaviest(rows).toFixed(1)} Ko\n`);
    const held =
      worst(rows, 'performance') >= TARGETS.performance &&
      worst(rows, 'accessibility') >= TARGETS.accessibility &&
      worst(rows, 'seo') >= TARGETS.seo &&
      heaviest(rows) <= JS_BUDGET_KB;
    process.stdout.write(
      `objectifs du site : performance ≥ ${TARGETS.performance}, accessibilité ≥ ${TARGETS.accessibility}, SEO ≥ ${TARGETS.seo}, JS ≤ ${JS_BUDGET_KB} Ko — ${held ? 'tenus' : 'pas tous tenus'}\n`,
    );
  }
  if (appRows.length > 0) {
    process.stdout.write('application, au pire : ');
    process.stdout.write(CATEGORIES.map((category) => `${category} ${worst(appRows, category)}`).join(', '));
    process.stdout.write(`, JS ${heaviest(appRows).toFixed(1)} Ko\n`);
    const held =
      worst(appRows, 'performance') >= APP_TARGETS.performance &&
      worst(appRows, 'accessibility') >= APP_TARGETS.accessibility &&
      heaviest(appRows) <= APP_JS_BUDGET_KB;
    process.stdout.write(
      `objectifs de l’application : performance ≥ ${APP_TARGETS.performance}, accessibilité ≥ ${APP_TARGETS.accessibility}, JS ≤ ${APP_JS_BUDGET_KB} Ko — ${held ? 'tenus' : 'pas tous tenus'}\n`,
    );
  }
  if (adminRows.length > 0) {
    process.stdout.write('tableau de bord, au pire : ');
    process.stdout.write(
      CATEGORIES.map((category) => `${category} ${worst(adminRows, category)}`).join(', '),
    );
    process.stdout.write(`, JS ${heaviest(adminRows).toFixed(1)} Ko\n`);
    const held = worst(adminRows, 'accessibility') >= ADMIN_TARGETS.accessibility;
    process.stdout.write(
      `objectif du tableau de bord : accessibilité ≥ ${ADMIN_TARGETS.accessibility} — ${held ? 'tenu' : 'pas tenu'}\n`,
    );
  }
}

await main();
