import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { type Statements, seed } from '../admin-users/seed.ts';
import { onServer, wholeNumber } from '../common.ts';
import { registerCustomer } from '../deposits/api-client.ts';
import { summarize } from './profile.ts';
import { product, type Running, run } from './server.ts';

/*
 * bench/api: how fast the API answers its common calls, against bare Fastify on the same Node. Starts bare Fastify
 * ({hello: 'world'}), then the product (main.ts, as `npm start`: request logs on, LOG_LEVEL=info) on PGlite and on
 * a fresh PostgreSQL database, and drives each call with autocannon at the same settings (a warm-up, then the
 * measure): GET /api/me; GET /history of a customer with 50 transactions; POST /statuses with 20 references;
 * GET /api/quote; GET /api/users as the master with 1,000 users; GET / of the site (prerendered), as a bare client
 * asks for it (no Accept-Encoding: 53 KB) and as a browser does (brotli); the latter is followed by its ceiling, bare
 * Fastify sending the same headers and bytes. Prints req/s, p50 and p99 and the ratio to bare Fastify for each. It
 * prints figures and never fails on time.
 *
 *   npm run bench:api -- [--duration 10] [--warmup 2] [--connections 50] [--engines pglite,postgres]
 *                        [--only "GET /api/me"] [--profile] [--scale]
 *                        [--database-url postgres://postgres@127.0.0.1:5432/postgres]
 *
 * --scale adds 100,000 users and 1,000,000 transactions (bench/admin-users' seed) before measuring. --only keeps
 * the calls whose name starts with it. --profile runs the product under `node --cpu-prof` while the calls are
 * measured and prints where its CPU time went (self time by package or folder, and by function); the profile file
 * stays in the folder it names, for a flame graph (Chrome DevTools, speedscope).
 */

const repo = fileURLToPath(new URL('../..', import.meta.url));
const MASTER = { email: 'bench.api@example.bj', password: 'un mot de passe de banc api' };
const HISTORY = 50;
const STATUSES = 20;
const USERS = 1_000;

type Engine = 'pglite' | 'postgres';

function options() {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '2' },
      connections: { type: 'string', default: '50' },
      engines: { type: 'string', default: 'pglite,postgres' },
      scale: { type: 'boolean', default: false },
      only: { type: 'string' },
      profile: { type: 'boolean', default: false },
      'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    },
  });
  const count = wholeNumber;
  const engines = values.engines.split(',').map((engine) => engine.trim());
  for (const engine of engines)
    if (engine !== 'pglite' && engine !== 'postgres')
      throw new Error(`--engines : pglite et/ou postgres, pas « ${engine} »`);
  return {
    duration: count('duration', values.duration, 600),
    warmup: count('warmup', values.warmup, 60),
    connections: count('connections', values.connections, 1_000),
    engines: engines as Engine[],
    scale: values.scale,
    only: values.only,
    profile: values.profile,
    serverUrl: values['database-url'],
  };
}

type Call = {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Followed by its ceiling: the same answer from bare Fastify (ceilingOf). */
  ceiling?: true;
};

type Figures = { rps: number; p50: number; p99: number; failures: number };

/** What a browser sends (Chromium's Accept-Encoding): the site's pages go brotli-compressed to every visitor. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
/** Headers that describe the connection or a single answer, not the answer a ceiling server should repeat. */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
const BARE_FASTIFY = fileURLToPath(new URL('./bare-fastify.ts', import.meta.url));

/** One answer as it comes over the wire: its headers and its bytes, not decompressed (fetch would). */
function rawAnswer(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, string | string[]>; body: Buffer }>((resolve, reject) => {
    httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const kept: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(response.headers))
          if (value !== undefined && !PER_CONNECTION.has(name)) kept[name] = value;
        resolve({ headers: kept, body: Buffer.concat(chunks) });
      });
    })
      .on('error', reject)
      .end();
  });
}

/**
 * The ceiling of an answer: bare Fastify sending the same headers and bytes from memory, driven the same way. What a
 * server does to make the answer comes on top of that; what the ceiling itself costs (the bytes, the headers, the
 * client reading them on the same two cores) no server can take away.
 */
async function ceilingOf(
  answer: { headers: Record<string, string | string[]>; body: Buffer },
  settings: ReturnType<typeof options>,
): Promise<Figures> {
  const folder = await mkdtemp(join(tmpdir(), '1xpay-bench-api-answer-'));
  const file = join(folder, 'answer.json');
  await writeFile(file, JSON.stringify({ headers: answer.headers, body: answer.body.toString('base64') }));
  const server = await run(BARE_FASTIFY, { BARE_ANSWER: file }, /BARE (\S+)/);
  try {
    return await drive(server.url, { name: 'ceiling', path: '/' }, settings);
  } finally {
    await server.stop();
    await rm(folder, { recursive: true, force: true });
  }
}

/** A warm-up, then the measure; failures are answers other than 2xx, and errors (timeouts, resets). */
async function drive(url: string, call: Call, settings: ReturnType<typeof options>): Promise<Figures> {
  const target = {
    url: `${url}${call.path}`,
    method: call.method ?? 'GET',
    connections: settings.connections,
    ...(call.headers === undefined ? {} : { headers: call.headers }),
    ...(call.body === undefined ? {} : { body: call.body }),
  };
  await autocannon({ ...target, duration: settings.warmup });
  const result = await autocannon({ ...target, duration: settings.duration });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** Connects to the database of `engine` for seeding while the server is stopped (PGlite has one user at a time). */
async function withDatabase(
  engine: Engine,
  where: { dataDir: string; databaseUrl: string },
  work: (statements: Statements) => Promise<void>,
) {
  if (engine === 'postgres') {
    const client = new pg.Client({ connectionString: where.databaseUrl });
    await client.connect();
    try {
      await work(client);
    } finally {
      await client.end();
    }
    return;
  }
  // The server keeps its PGlite database in DATA_DIR/pglite.
  const database = await openDatabase({ engine: 'pglite', dataDir: join(where.dataDir, 'pglite') });
  try {
    await work({ query: (statement) => database.db.execute(sql.raw(statement)) });
  } finally {
    await database.close();
  }
}

const int = (value: number) => Math.round(value).toLocaleString('en-US');
const line = (cells: string[], widths: number[]) =>
  console.log(
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  '),
  );
const WIDTHS = [34, 10, 8, 8, 7, 9];

function report(name: string, figures: Figures, bare: number) {
  line(
    [
      name,
      int(figures.rps),
      `${figures.p50} ms`,
      `${figures.p99} ms`,
      (figures.rps / bare).toFixed(3),
      figures.failures === 0 ? '' : `${int(figures.failures)} ✗`,
    ],
    WIDTHS,
  );
}

/** The product on one engine: its fixtures, then each call driven. */
async function measureProduct(engine: Engine, settings: ReturnType<typeof options>, bare: number) {
  const dataDir = await mkdtemp(join(tmpdir(), '1xpay-bench-api-'));
  const uploads = await mkdtemp(join(tmpdir(), '1xpay-bench-api-uploads-'));
  const name = `bench_api_${randomBytes(5).toString('hex')}`;
  const databaseUrl = new URL(settings.serverUrl);
  databaseUrl.pathname = `/${name}`;
  if (engine === 'postgres') await onServer(settings.serverUrl, `create database "${name}"`);
  const env = {
    ...(engine === 'postgres' ? { DATABASE_URL: databaseUrl.toString() } : { DATA_DIR: dataDir }),
    SEED_DEMO: '0',
    UPLOAD_DIR: uploads,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    MASTER_ADMIN_EMAIL: MASTER.email,
    MASTER_ADMIN_PASSWORD: MASTER.password,
  };
  let server: Running | undefined;
  try {
    // First start: migrations, the master; a customer registered as the API registers one.
    server = await product(env);
    const customer = await registerCustomer(server.url);
    await server.stop();
    const seeding = performance.now();
    await withDatabase(engine, { dataDir, databaseUrl: databaseUrl.toString() }, async (db) => {
      await db.query(`
        insert into transactions (reference, sender_id, type, country, operator, payer_phone, account_id_1xbet,
                                  amount, fees, currency, status_code, finished, created_at, updated_at)
        select '1XP-APIBENCH-' || lpad(j::text, 4, '0'), '${customer.userId}', 'deposit', 'BJ', 'mtn',
               '+22901960000' || lpad((j % 100)::text, 2, '0'), '123456789', 1000 + j * 100, 10 + j, 'XOF',
               (array[200, 200, 200, 528, 451])[1 + j % 5], true,
               now() - j * interval '1 hour', now() - j * interval '1 hour' + interval '2 minutes'
        from generate_series(1, ${HISTORY}) as j`);
      await seed(
        db,
        settings.scale ? { users: 100_000, transactions: 1_000_000 } : { users: USERS, transactions: USERS },
      );
    });
    const seeded = ((performance.now() - seeding) / 1000).toFixed(0);
    const profiles = settings.profile ? await mkdtemp(join(tmpdir(), '1xpay-bench-api-profile-')) : undefined;
    server = await product(env, profiles === undefined ? [] : ['--cpu-prof', `--cpu-prof-dir=${profiles}`]);
    const login = await fetch(`${server.url}/1xpay/api/dashboard/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify(MASTER),
    });
    if (!login.ok) throw new Error(`dashboard login: ${login.status} ${await login.text()}`);
    const master = { authorization: `Bearer ${((await login.json()) as { apiKey: string }).apiKey}` };
    const bearer = { authorization: `Bearer ${customer.apiKey}` };
    const references = Array.from(
      { length: STATUSES },
      (_, i) => `1XP-APIBENCH-${String(i + 1).padStart(4, '0')}`,
    );
    const calls: Call[] = [
      { name: 'GET /api/me', path: '/1xpay/api/me', headers: bearer },
      {
        name: `GET /history (${HISTORY})`,
        path: `/1xpay/history/?apikey=${customer.apiKey}`,
        headers: { 'user-uuid': customer.userId },
      },
      {
        name: `POST /statuses (${STATUSES})`,
        path: `/1xpay/statuses?apikey=${customer.apiKey}`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ references }),
      },
      {
        name: 'GET /api/quote',
        path: '/1xpay/api/quote?type=deposit&country=BJ&operator=mtn&amount=10000',
        headers: bearer,
      },
      // At 100,000 users the whole list is some 30 MB: fifty clients downloading it at once measure the network,
      // not the API; its figure is the single download above (time and the server's memory).
      ...(settings.scale
        ? []
        : [{ name: `GET /api/users (${int(USERS)})`, path: '/1xpay/api/users', headers: master }]),
      { name: 'GET / (site, prerendered)', path: '/' },
      {
        name: 'GET / (site, as a browser asks)',
        path: '/',
        headers: { 'accept-encoding': BROWSER_ENCODINGS },
        ceiling: true,
      },
    ];
    console.log(
      `\n${engine === 'pglite' ? 'PGlite' : 'PostgreSQL'} (fixtures seeded in ${seeded} s${settings.scale ? ': 100,000 users, 1,000,000 transactions' : ''}):`,
    );
    if (settings.only === undefined || settings.only.startsWith('GET /api/users'))
      console.log(await wholeUserList(server, master));
    for (const call of calls.filter(
      (one) => settings.only === undefined || one.name.startsWith(settings.only),
    )) {
      // Each answer is checked once before it is measured: a refusal measured fast would be a lie.
      const check = await fetch(`${server.url}${call.path}`, {
        method: call.method ?? 'GET',
        headers: call.headers ?? {},
        ...(call.body === undefined ? {} : { body: call.body }),
      });
      if (!check.ok) throw new Error(`${call.name}: ${check.status} ${await check.text()}`);
      await check.arrayBuffer();
      report(call.name, await drive(server.url, call, settings), bare);
      if (call.ceiling) {
        const answer = await rawAnswer(`${server.url}${call.path}`, call.headers ?? {});
        report(`  its ceiling (bare, ${int(answer.body.length)} B)`, await ceilingOf(answer, settings), bare);
      }
    }
    if (profiles !== undefined) {
      await server.stop();
      const [file] = (await readdir(profiles)).filter((name) => name.endsWith('.cpuprofile'));
      if (file === undefined) throw new Error(`no CPU profile in ${profiles}`);
      console.log(`\nCPU profile of the server: ${join(profiles, file)}`);
      for (const row of await summarize(join(profiles, file))) console.log(row);
    }
  } finally {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
    await rm(uploads, { recursive: true, force: true });
    if (engine === 'postgres')
      await onServer(settings.serverUrl, `drop database if exists "${name}" with (force)`);
  }
}

/** The server's resident memory now and its peak so far (Linux: /proc/<pid>/status), in MB. */
async function memoryOf(pid: number | undefined): Promise<{ rss: number; peak: number } | undefined> {
  if (pid === undefined) return undefined;
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = (name: string) =>
      Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
    return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
  } catch {
    return undefined;
  }
}

/**
 * GET /api/users once, alone, before anything else is measured: how long the whole list takes to arrive, how big
 * it is, and what it did to the server's memory (its peak after, against its memory before).
 */
async function wholeUserList(server: Running, headers: Record<string, string>): Promise<string> {
  const before = await memoryOf(server.child.pid);
  const started = performance.now();
  const answer = await fetch(`${server.url}/1xpay/api/users`, { headers });
  if (!answer.ok) throw new Error(`GET /api/users: ${answer.status} ${await answer.text()}`);
  const list = (await answer.json()) as { data: unknown[] };
  const seconds = (performance.now() - started) / 1000;
  const after = await memoryOf(server.child.pid);
  const memory =
    before === undefined || after === undefined
      ? 'server memory unknown'
      : `server memory ${before.rss.toFixed(0)} MB before, peak ${after.peak.toFixed(0)} MB after (${before.peak.toFixed(0)} MB before it)`;
  return `GET /api/users alone: ${int(list.data.length)} users in ${seconds.toFixed(2)} s; ${memory}`;
}

async function main() {
  const settings = options();
  // The site's prerendered pages, as `npm start` builds them when missing.
  execFileSync(process.execPath, ['apps/web/scripts/ensure-build.ts'], { cwd: repo, stdio: 'inherit' });
  console.log(
    `autocannon: ${settings.connections} connections, ${settings.warmup} s of warm-up then ${settings.duration} s per call; Node ${process.version}`,
  );
  line(['call', 'req/s', 'p50', 'p99', 'ratio', 'failures'], WIDTHS);
  const bareServer = await run(BARE_FASTIFY, {}, /BARE (\S+)/);
  let bare: Figures;
  try {
    bare = await drive(bareServer.url, { name: 'bare', path: '/' }, settings);
  } finally {
    await bareServer.stop();
  }
  report('bare Fastify {hello: world}', bare, bare.rps);
  for (const engine of settings.engines) await measureProduct(engine, settings, bare.rps);
}

await main();
