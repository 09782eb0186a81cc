import { execSync } from 'node:child_process';
import lighthouse from 'lighthouse';

// Lighthouse runs and their figures, for bench/lighthouse/run.ts.

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export function chromiumPath(): string {
  return (
    process.env.CHROMIUM_PATH ||
    execSync('command -v chromium', { encoding: 'utf8', shell: '/bin/sh' }).trim()
  );
}

/** The median of the runs (NaN when none finished). */
export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

export type Scores = Record<Category, number>;
export type Row = { path: string; scores: Scores; jsKb: number };

/** The median scores of `runs` Lighthouse runs on `url`; `signedIn` keeps the browser's storage and cookie. */
export async function measure(
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
      onlyCategories: [...CATEGORIES],
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

export function printRow(row: Row): void {
  const cells = CATEGORIES.map((category) => String(row.scores[category]).padStart(5)).join(' ');
  process.stdout.write(`${row.path.padEnd(38)} ${cells}   ${row.jsKb.toFixed(1).padStart(8)}\n`);
}

export const worst = (rows: readonly Row[], category: Category) =>
  Math.min(...rows.map((row) => row.scores[category]).filter((score) => !Number.isNaN(score)));
export const heaviest = (rows: readonly Row[]) => Math.max(...rows.map((row) => row.jsKb));
