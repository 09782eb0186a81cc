import { performance } from 'node:perf_hooks';

/** Figures of one measured run: throughput and latency percentiles. */
export type Figures = { count: number; seconds: number; perSecond: number; p50Ms: number; p99Ms: number };

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

/** Runs `work(i)` for i in 0..count-1, at most `concurrency` at once, timing each call and the whole. */
export async function measure(
  count: number,
  concurrency: number,
  work: (index: number) => Promise<void>,
): Promise<Figures> {
  const latencies: number[] = [];
  let next = 0;
  const lane = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      const started = performance.now();
      await work(index);
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, lane));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    count,
    seconds,
    perSecond: count / seconds,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
  };
}

export function formatFigures(figures: Figures): string {
  const number = (value: number, digits: number) =>
    value.toLocaleString('fr-FR', { maximumFractionDigits: digits, minimumFractionDigits: digits });
  return `${number(figures.perSecond, 1)} tx/s   p50 ${number(figures.p50Ms, 1)} ms   p99 ${number(figures.p99Ms, 1)} ms   (${figures.count} en ${number(figures.seconds, 2)} s)`;
}
