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
 * the marketing site, with Debian's Chromium; the median of --runs runs (3) of the performance, accessibility,
 * best-practices and SEO scores, and the gzipped JavaScript of each page's first load (the entry and the module
 * preloads its prerendered HTML names, measured on the build's .gz files). Prints figures; never fails on them.
 *
 *   npm run bench:lighthouse -- [--runs 3] [--locales fr] [--only /cards,/loan] [--url http://127.0.0.1:3000]
 *
 * Without --url it builds the site if needed and starts the server on a port and PGlite folder of its own.
 */

const repo = fileURLToPath(new URL('../..', import.meta.url));
const client = join(repo, 'apps', 'web', 'build', 'client');
const TARGETS = { performance: 95, accessibility: 95, 'best-practices': 0, seo: 95 } as const;
const JS_BUDGET_KB = 100;
type Category = keyof typeof TARGETS;
const CATEGORIES = Object.keys(TARGETS) as Category[];

function options() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      locales: { type: 'string', default: 'fr,en' },
      only: { type: 'string' },
      url: { type: 'string' },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1 || runs > 9) throw new Error('--runs doit être un entier de 1 à 9');
  return { runs, locales: values.locales.split(','), only: values.only?.split(','), url: values.url };
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

async function main() {
  const { runs, locales, only, url: given } = options();
  const server =
    given === undefined ? await ownServer() : { url: given.replace(/\/+$/, ''), stop: () => undefined };
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const rows: { path: string; scores: Record<Category, number>; jsKb: number }[] = [];
  try {
    const paths = pagePaths(locales, only);
    process.stdout.write(
      `bench/lighthouse : ${paths.length} pages × ${runs} passages, réglages mobiles, ${server.url}\n\n`,
    );
    process.stdout.write('page                                    perf  a11y    bp   seo   JS gzip (Ko)\n');
    for (const path of paths) {
      const samples: Record<Category, number[]> = {
        performance: [],
        accessibility: [],
        'best-practices': [],
        seo: [],
      };
      for (let run = 0; run < runs; run += 1) {
        // The cookie makes / answer in French rather than redirect the English-speaking headless browser.
        const result = await lighthouse(`${server.url}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
          extraHeaders: {
            Cookie: `i18n_redirected=${path === '/en' || path.startsWith('/en/') ? 'en' : 'fr'}`,
          },
        });
        // A run Lighthouse could not finish (its runtimeError) scores null: it is left out of the median, not 0.
        if (result?.lhr.runtimeError !== undefined) {
          process.stdout.write(`  (${path} : passage écarté, ${result.lhr.runtimeError.code})\n`);
          continue;
        }
        for (const category of CATEGORIES) {
          const score = result?.lhr.categories[category]?.score;
          if (typeof score === 'number') samples[category].push(Math.round(score * 100));
        }
      }
      const scores = Object.fromEntries(
        CATEGORIES.map((category) => [category, median(samples[category])]),
      ) as Record<Category, number>;
      const jsKb = firstLoadJsBytes(path) / 1024;
      rows.push({ path, scores, jsKb });
      const cells = CATEGORIES.map((category) => String(scores[category]).padStart(5)).join(' ');
      process.stdout.write(`${path.padEnd(38)} ${cells}   ${jsKb.toFixed(1).padStart(8)}\n`);
    }
  } finally {
    chrome.kill();
    server.stop();
  }
  const worst = (category: Category) =>
    Math.min(...rows.map((row) => row.scores[category]).filter((score) => !Number.isNaN(score)));
  const heaviest = Math.max(...rows.map((row) => row.jsKb));
  process.stdout.write('\nau pire : ');
  process.stdout.write(CATEGORIES.map((category) => `${category} ${worst(category)}`).join(', '));
  process.stdout.write(`, JS ${heaviest.toFixed(1)} Ko\n`);
  process.stdout.write(
    `objectifs : performance ≥ ${TARGETS.performance}, accessibilité ≥ ${TARGETS.accessibility}, SEO ≥ ${TARGETS.seo}, JS ≤ ${JS_BUDGET_KB} Ko — ` +
      `${worst('performance') >= 95 && worst('accessibility') >= 95 && worst('seo') >= 95 && heaviest <= JS_BUDGET_KB ? 'tenus' : 'pas tous tenus'}\n`,
  );
}

await main();
