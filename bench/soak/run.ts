import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { registerCustomers } from '../../apps/api/src/testing/deposit-load.ts';
import { startServerCluster } from '../../apps/api/src/testing/servers/server-cluster.ts';
import { wholeNumber } from '../common.ts';

/*
 * bench/soak: the product as it runs in production, for a while: three server processes on one PostgreSQL database
 * under a steady mix of reads (a customer's profile, history and a quote) and payments (deposits the sandbox
 * approves), at a fixed rate. Each minute it prints, per process, its resident memory and heap (from its
 * /1xpay/metrics), and for the minute: requests sent, latency percentiles and errors (an answer other than the one
 * expected, or a network failure). At the end, each process's memory growth from the second minute to the last.
 * It prints figures and never fails on time.
 *
 *   npm run bench:soak -- [--minutes 10] [--rate 40] [--database-url postgres://postgres@127.0.0.1:5432/test]
 *
 * --rate: requests a second, one in ten a payment. Its database is a fresh one on that server, dropped at the end.
 */

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    rate: { type: 'string', default: '40' },
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/test' },
  },
});
process.env.TEST_DATABASE_URL ??= values['database-url'];
const minutes = wholeNumber('minutes', values.minutes, 600);
const rate = wholeNumber('rate', values.rate, 1_000);
const TOKEN = 'jeton-des-metriques-du-soak';
/**
 * Enough customers that none passes the limits per account at their bounds (200 payments an hour, 20 paying numbers
 * a day: each pays from numbers of its own, 20 at most).
 */
const CUSTOMERS = 150;

// The cluster sets the limits per account at their bounds: its customers pay far more often than real ones.
const cluster = await startServerCluster('soak', ['a', 'b', 'c'], undefined, {
  METRICS_TOKEN: TOKEN,
  // Registrations come from addresses of their own (X-Forwarded-For): one address may register 100 an hour.
  TRUST_PROXY: 'loopback',
});
const bases = cluster.servers.map((server) => server.base);
console.log(`soak: ${minutes} min, ${rate} requests/s (1 in 10 a payment), 3 processes on PostgreSQL`);
const customers = await registerCustomers(bases, CUSTOMERS);

/** One answer: its time, and what went wrong if it was not the answer expected (`POST 429`, `GET network`). */
type Sample = { ms: number; ok: boolean; wrong?: string };
let samples: Sample[] = [];
let sent = 0;

async function timed(expected: number, call: () => Promise<Response>) {
  const started = performance.now();
  const method = expected === 201 ? 'POST' : 'GET';
  let wrong: string | undefined;
  try {
    const response = await call();
    const body = await response.text();
    if (response.status !== expected)
      wrong = `${method} ${response.status} ${/"statusCode":(\d+)|"error":"(\w+)"/.exec(body)?.slice(1).find(Boolean) ?? ''}`;
  } catch {
    wrong = `${method} network`;
  }
  samples.push({
    ms: performance.now() - started,
    ok: wrong === undefined,
    ...(wrong === undefined ? {} : { wrong }),
  });
}

/** Each customer's payments so far, and its latest, read back by the reads. */
const paid = new Map<number, number>();
const latest = new Map<number, string>();
function oneRequest() {
  sent += 1;
  const base = bases[sent % bases.length] ?? '';
  const customer = customers[sent % customers.length];
  if (customer === undefined) return;
  const auth = { authorization: `Bearer ${customer.apiKey}` };
  if (sent % 10 === 0) {
    const count = paid.get(customer.index) ?? 0;
    paid.set(customer.index, count + 1);
    // Numbers ending in 00: the sandbox approves them at once. Twenty per customer, each paying a different amount
    // each time round (no §8 408, same amount in progress).
    const payerPhone = `+2290195${String(customer.index * 20 + (count % 20)).padStart(4, '0')}00`;
    void timed(201, async () => {
      const response = await fetch(`${base}/1xpay/api/transactions`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify({
          type: 'deposit',
          country: 'BJ',
          operator: sent % 2 === 0 ? 'mtn' : 'moov',
          payerPhone,
          amount: 1_000 + count * 10,
        }),
      });
      const copy = response.clone();
      if (response.status === 201)
        latest.set(customer.index, ((await copy.json()) as { reference: string }).reference);
      return response;
    });
    return;
  }
  const reference = latest.get(customer.index);
  const reads = [
    `${base}/1xpay/api/me`,
    `${base}/1xpay/api/quote?type=deposit&country=BJ&operator=mtn&amount=10000`,
    reference === undefined ? `${base}/1xpay/api/operators` : `${base}/1xpay/api/transactions/${reference}`,
  ];
  const url = reads[sent % reads.length] ?? '';
  void timed(200, () => fetch(url, { headers: auth }));
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function memoryOf(base: string): Promise<{ rss: number; heap: number }> {
  const text = await (
    await fetch(`${base}/1xpay/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
  ).text();
  const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? Number.NaN);
  return { rss: value('process_resident_memory_bytes'), heap: value('nodejs_heap_size_used_bytes') };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const rss: number[][] = bases.map(() => []);
const ticker = setInterval(oneRequest, 1000 / rate);
const started = Date.now();
for (let minute = 1; minute <= minutes; minute += 1) {
  await new Promise((resolve) => setTimeout(resolve, started + minute * 60_000 - Date.now()));
  const minuteSamples = samples;
  samples = [];
  const times = minuteSamples.map((sample) => sample.ms).sort((a, b) => a - b);
  const wrong = new Map<string, number>();
  for (const sample of minuteSamples)
    if (sample.wrong !== undefined) wrong.set(sample.wrong, (wrong.get(sample.wrong) ?? 0) + 1);
  const errors = [...wrong.values()].reduce((a, b) => a + b, 0);
  const memory = await Promise.all(bases.map(memoryOf));
  for (const [index, one] of memory.entries()) rss[index]?.push(one.rss);
  console.log(
    `minute ${String(minute).padStart(3)}: ${minuteSamples.length} requests, p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms, ${errors} errors${errors === 0 ? '' : ` (${[...wrong].map(([what, n]) => `${what.trim()}: ${n}`).join(', ')})`}; memory ${memory.map((one) => `${mb(one.rss)} (heap ${mb(one.heap)})`).join(', ')}`,
  );
}
clearInterval(ticker);
await new Promise((resolve) => setTimeout(resolve, 2_000));
for (const [index, series] of rss.entries()) {
  const from = series[Math.min(1, series.length - 1)] ?? 0;
  const to = series.at(-1) ?? 0;
  console.log(
    `process ${index + 1}: resident memory ${mb(from)} at minute 2, ${mb(to)} at the end (${to >= from ? '+' : ''}${mb(to - from)})`,
  );
}
await cluster.close();
