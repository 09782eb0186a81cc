import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { start, stop as stopServer } from '../../apps/api/src/testing/server-process.ts';
import { firstLoadScripts } from '../../apps/web/scripts/first-load.ts';

/*
 * bench/lighthouse: Lighthouse (mobile settings: its default emulation and simulated throttling) on every page of
 * the marketing site, then on the customer app's sign-in, deposit, live status and history screens (signed in as a
 * customer of its own, with one deposit to follow), with Debian's Chromium; the median of --runs runs (3 for a
 * page, 5 for a screen of the app) of the performance, accessibility, best-practices and SEO scores, and the
 * gzipped JavaScript of each page's first load (the entry and the module preloads its prerendered HTML names,
 * measured on the build's .gz files). Prints figures; never fails on them.
 *
 *   npm run bench:lighthouse -- [--runs N] [--locales fr] [--only /cards,/loan] [--no-site] [--no-app]
 *                               [--url http://127.0.0.1:3000]
 *
 * Without --url it builds the site if needed and starts the server (sandbox processor) on a port and PGlite folder
 * of its own.
 */

const repo = fileURLToPath(new URL('../..', import.meta.url));
const client = join(repo, 'apps', 'web', 'build', 'client');
const TARGETS = { performance: 95, accessibility: 95, 'best-practices': 0, seo: 95 } as const;
const JS_BUDGET_KB = 100;
/** The customer app's screens: performance ≥ 90, accessibility ≥ 95, at most 120 KB of JavaScript. */
const APP_TARGETS = { performance: 90, accessibility: 95 } as const;
const APP_JS_BUDGET_KB = 120;
type Category = keyof typeof TARGETS;
const CATEGORIES = Object.keys(TARGETS) as Category[];

function options() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string' },
      locales: { type: 'string', default: 'fr,en' },
      only: { type: 'string' },
      url: { type: 'string' },
      'no-site': { type: 'boolean', default: false },
      'no-app': { type: 'boolean', default: false },
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
  };
}

function chromiumPath(): string {
  return (
    process.env.CHROMIUM_PATH ||
    execSync('command -v chromium', { encoding: 'utf8', shell: '/bin/sh' }).trim()
  );
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

async function ownServer(): Promise<{ url: string; stop(): void }> {
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
  });
  return { url: server.base, stop: () => void stopServer(server) };
}

/** The median of the runs (NaN when none finished). */
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

type Scores = Record<Category, number>;
type Row = { path: string; scores: Scores; jsKb: number };

/** The median scores of `runs` Lighthouse runs on `url`; `signedIn` keeps the browser's storage and cookie. */
async function measure(
  port: number,
  url: string,
  runs: number,
  headers: Record<string, string>,
  signedIn: boolean,
): Promise<Scores> {
  const samples: Record<Category, number[]> = {
    performance: [],
    accessibility: [],
    'best-practices': [],
    seo: [],
  };
  for (let run = 0; run < runs; run += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      extraHeaders: headers,
      disableStorageReset: signedIn,
    });
    // A run Lighthouse could not finish (its runtimeError) scores null: it is left out of the median, not 0.
    if (result?.lhr.runtimeError !== undefined) {
      process.stdout.write(`  (${url} : passage écarté, ${result.lhr.runtimeError.code})\n`);
      continue;
    }
    if (process.env.BENCH_VERBOSE === '1') {
      const audits = result?.lhr.audits ?? {};
      const metrics = [
        'first-contentful-paint',
        'largest-contentful-paint',
        'total-blocking-time',
        'speed-index',
        'cumulative-layout-shift',
      ]
        .map((id) => `${id} ${audits[id]?.displayValue ?? '?'}`)
        .join(', ');
      process.stdout.write(`  ${url}: ${metrics}\n`);
      const details = audits['bootup-time']?.details as
        | { items?: { url: string; scripting: number; scriptParseCompile: number }[] }
        | undefined;
      for (const item of (details?.items ?? []).slice(0, 6))
        process.stdout.write(
          `    ${item.url.replace(/^https?:\/\/[^/]+/, '')}: ${Math.round(item.scripting)} ms, parse ${Math.round(item.scriptParseCompile)} ms\n`,
        );
      const work = audits['mainthread-work-breakdown']?.details as
        | { items?: { group: string; duration: number }[] }
        | undefined;
      process.stdout.write(
        `    ${(work?.items ?? []).map((item) => `${item.group} ${Math.round(item.duration)}`).join(', ')}\n`,
      );
    }
    for (const category of CATEGORIES) {
      const score = result?.lhr.categories[category]?.score;
      if (typeof score === 'number') samples[category].push(Math.round(score * 100));
    }
  }
  return Object.fromEntries(CATEGORIES.map((category) => [category, median(samples[category])])) as Scores;
}

function printRow(row: Row): void {
  const cells = CATEGORIES.map((category) => String(row.scores[category]).padStart(5)).join(' ');
  process.stdout.write(`${row.path.padEnd(38)} ${cells}   ${row.jsKb.toFixed(1).padStart(8)}\n`);
}

const worst = (rows: readonly Row[], category: Category) =>
  Math.min(...rows.map((row) => row.scores[category]).filter((score) => !Number.isNaN(score)));
const heaviest = (rows: readonly Row[]) => Math.max(...rows.map((row) => row.jsKb));

/**
 * A customer of the bench's own, signed in, with one deposit waiting at the sandbox: the app's screens then show
 * what a customer sees. Its data goes into the browser's storage as the app keeps it (localStorage `1xpay.user`).
 */
async function appSession(base: string, port: number): Promise<{ cookie: string; reference: string }> {
  const phone = `+229019${String(Date.now()).slice(-7)}`;
  const json = async (response: Response) => {
    if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  };
  const session = await json(
    await fetch(`${base}/1xpay/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Awa',
        lastName: 'Banc',
        phoneNumber: phone,
        email: `bench.${Date.now()}@example.bj`,
        password: 'un mot de passe de banc',
        accountId1xBet: '123456789',
      }),
    }),
  );
  const authorization = `Bearer ${String(session.apiKey)}`;
  const me = await json(await fetch(`${base}/1xpay/api/me`, { headers: { authorization } }));
  const created = await json(
    await fetch(`${base}/1xpay/api/transactions`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({
        type: 'deposit',
        country: 'BJ',
        operator: 'mtn',
        payerPhone: phone,
        amount: 5000,
      }),
    }),
  );
  // The same browser Lighthouse drives, reached over its debugging port: the user's data in its storage.
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await (browser.contexts()[0] ?? (await browser.newContext())).newPage();
  await page.goto(`${base}/receipt`);
  await page.evaluate((user) => localStorage.setItem('1xpay.user', JSON.stringify(user)), me);
  await page.close();
  await browser.close();
  return { cookie: `apiKey=${String(session.apiKey)}`, reference: String(created.reference) };
}

async function main() {
  const { siteRuns, appRuns, locales, only, url: given, site, app } = options();
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
      `bench/lighthouse : ${paths.length} pages${app ? ' et 4 écrans de l’application' : ''} × ${siteRuns} passages${app ? ` (${appRuns} pour l’application)` : ''}, réglages mobiles, ${server.url}\n\n`,
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
      const screens = [
        { path: '/app/sign-in', query: '' },
        { path: '/app/deposit', query: '' },
        { path: '/app/transaction', query: `?reference=${session.reference}` },
        { path: '/app/history', query: '' },
      ].filter((screen) => only === undefined || only.includes(screen.path));
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
}

await main();
