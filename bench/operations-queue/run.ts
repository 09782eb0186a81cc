/// <reference lib="dom" />
import { execFileSync, execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { type Started, start, stop } from '../../apps/api/src/testing/servers/server-process.ts';
import { onServer, wholeNumber } from '../common.ts';

/*
 * bench/operations-queue: the agents' home at scale (issue 32, decision 049). Creates a fresh database on the local
 * PostgreSQL server, migrates it, seeds `--waiting` operations waiting for delivery (10,000 by default) among
 * `--finished` finished ones, all assigned to one agent (the worst queue an agent can have; the master sees them
 * too), starts the product's server on it (main.ts, as `npm start`) and prints: the queue's first page, its counts,
 * a search and a filter, as the agent and as the master (first call, then median and slowest of 4 more); the time
 * for the event stream to open and for a new operation to reach it; and in Debian's Chromium, the time to the first
 * rows of the operations screen, cold. Drops the database at the end (unless --keep). Prints figures, never fails
 * on time.
 *
 *   npm run bench:operations-queue -- [--waiting 10000] [--finished 100000] [--no-build] [--keep]
 *                                     [--database-url postgres://postgres@127.0.0.1:5432/postgres]
 *
 * Target (the issue's): with 10,000 waiting operations, the first rows in under 1 s.
 */

const repo = fileURLToPath(new URL('../..', import.meta.url));
const MASTER = { email: 'bench.master@example.bj', password: 'un mot de passe de banc file' };
const AGENT_PASSWORD = 'un mot de passe d’agent de banc';

function options() {
  const { values } = parseArgs({
    options: {
      waiting: { type: 'string', default: '10000' },
      finished: { type: 'string', default: '100000' },
      'no-build': { type: 'boolean', default: false },
      keep: { type: 'boolean', default: false },
      'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    },
  });
  return {
    waiting: wholeNumber('waiting', values.waiting, 1_000_000),
    finished: wholeNumber('finished', values.finished, 10_000_000),
    build: !values['no-build'],
    keep: values.keep,
    serverUrl: values['database-url'],
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const ms = (value: number) => (Number.isNaN(value) ? 'n/a' : `${Math.round(value)} ms`);
const line = (name: string, value: string, target = '') =>
  console.log(`${name.padEnd(52)} ${value.padStart(22)}  ${target}`);

/**
 * The bench's data, made by PostgreSQL (generate_series): 2,000 customers, their `finished` delivered payments
 * over the last 90 days and their `waiting` paid ones (231) that came in over the last 8 hours, each with its
 * operation, all assigned to `agentId`.
 */
async function seed(client: pg.Client, counts: { waiting: number; finished: number }, agentId: string) {
  await client.query(`
    create function pg_temp.bench_uuid(name text) returns uuid language sql immutable as $$
      select (substr(h, 1, 8) || '-' || substr(h, 9, 4) || '-4' || substr(h, 14, 3) || '-a' || substr(h, 18, 3)
              || '-' || substr(h, 21, 12))::uuid
      from md5(name) as h
    $$`);
  await client.query(`
    insert into users (id, authorization_key, first_name, last_name, phone_number, country, email, account_id_1xbet,
                       password_hash, registered_at, authentication_status)
    select pg_temp.bench_uuid('customer' || i), md5('key' || i),
           (array['Awa','Moussa','Fatou','Kofi','Aminata','Ibrahim','Mariam','Yao','Adjoa','Seydou'])[1 + i % 10],
           (array['Koné','Traoré','Diallo','Ouédraogo','Mensah','Sow','Kouassi','Bamba','Diop','Agbodjan'])[1 + (i / 10) % 10],
           '+22901' || lpad(i::text, 8, '0'), 'BJ', 'client' || i || '@example.bj', (100000000 + i)::text,
           'not-a-password-hash', now() - interval '200 days', 'accepted'
    from generate_series(1, 2000) as i`);
  const total = counts.waiting + counts.finished;
  await client.query(`
    insert into transactions (reference, sender_id, type, country, operator, payer_phone, account_id_1xbet, amount,
                              fees, currency, status_code, finished, created_at, updated_at)
    select '1XP-QUEUE-' || lpad(j::text, 8, '0'), pg_temp.bench_uuid('customer' || (1 + j % 2000)),
           (array['deposit','withdrawal','transfer'])[1 + j % 3], 'BJ', (array['mtn','moov'])[1 + j % 2],
           '+22901' || lpad((1 + j % 2000)::text, 8, '0'), (100000000 + 1 + j % 2000)::text,
           500 + (j * 37) % 200000, (500 + (j * 37) % 200000) / 100, 'XOF',
           case when j <= ${counts.waiting} then 231 else 200 end, j > ${counts.waiting},
           case when j <= ${counts.waiting} then now() - j * (interval '8 hours' / ${counts.waiting})
                else now() - interval '8 hours' - (j - ${counts.waiting}) * (interval '90 days' / ${Math.max(1, counts.finished)}) end,
           case when j <= ${counts.waiting} then now() - j * (interval '8 hours' / ${counts.waiting}) + interval '1 minute'
                else now() - interval '8 hours' - (j - ${counts.waiting}) * (interval '90 days' / ${Math.max(1, counts.finished)}) + interval '3 minutes' end
    from generate_series(1, ${total}) as j`);
  await client.query(
    `insert into operations (transaction_reference, admin_id, operation_status, delivery_reference, created_at, updated_at)
     select reference, $1, case when status_code = 231 then 'pending' else 'success' end,
            case when status_code = 200 then 'MP' || right(reference, 8) end, updated_at, updated_at
     from transactions`,
    [agentId],
  );
  await client.query('vacuum analyze');
  await client.query('checkpoint');
}

/** Times a GET of the API `runs` times: the first, then the median and the slowest of the others, in ms. */
async function timeCall(base: string, apiKey: string, path: string, runs = 5) {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    const response = await fetch(`${base}/1xpay${path}`, { headers: { authorization: `Bearer ${apiKey}` } });
    const body = await response.text();
    if (!response.ok) throw new Error(`${path}: ${response.status} ${body}`);
    times.push(performance.now() - started);
  }
  return `${ms(times[0] ?? Number.NaN)} / ${ms(median(times.slice(1)))} / ${ms(Math.max(...times.slice(1)))}`;
}

async function dashboardLogin(base: string, account: { email: string; password: string }) {
  const response = await fetch(`${base}/1xpay/api/dashboard/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`dashboard login: ${response.status} ${await response.text()}`);
  const { apiKey } = (await response.json()) as { apiKey: string };
  const me = (await (
    await fetch(`${base}/1xpay/api/me`, { headers: { authorization: `Bearer ${apiKey}` } })
  ).json()) as Record<string, unknown>;
  return { apiKey, me };
}

/** A new agent, registered through the API and granted Benin by the master; answers its uuid and account. */
async function newAgent(base: string, masterKey: string) {
  const email = `agent.file.${Date.now()}@example.bj`;
  const registered = await fetch(`${base}/1xpay/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      firstName: 'Mariam',
      lastName: 'Banc',
      phoneNumber: '+2290199000001',
      email,
      password: AGENT_PASSWORD,
    }),
  });
  if (!registered.ok) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const { uuid } = (await registered.json()) as { uuid: string };
  const granted = await fetch(`${base}/1xpay/admin/addAdmin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${masterKey}` },
    body: JSON.stringify({
      adminId: uuid,
      countries: ['BJ'],
      allowedOperationsTypes: ['deposit', 'withdrawal', 'transfer'],
    }),
  });
  if (!granted.ok) throw new Error(`addAdmin: ${granted.status} ${await granted.text()}`);
  return { uuid, account: { email, password: AGENT_PASSWORD } };
}

/**
 * The event stream: from the request to its first bytes (open), then from a new operation committed on another
 * connection to its `changed` event (told), `runs` times; medians and slowest, in ms.
 */
async function measureStream(base: string, apiKey: string, client: pg.Client, agentId: string, runs = 5) {
  const opens: number[] = [];
  const told: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const controller = new AbortController();
    const started = performance.now();
    const response = await fetch(`${base}/1xpay/admin/operation-queue/events`, {
      headers: { authorization: `Bearer ${apiKey}`, accept: 'text/event-stream' },
      signal: controller.signal,
    });
    const reader = response.body?.getReader();
    if (reader === undefined || !response.ok) throw new Error(`events: ${response.status}`);
    await reader.read();
    opens.push(performance.now() - started);
    const reference = `1XP-QUEUE-NEW-${run}-${randomBytes(3).toString('hex')}`;
    await client.query(
      `insert into transactions (reference, sender_id, type, country, operator, payer_phone, amount, fees, status_code)
       select $1, id, 'deposit', 'BJ', 'mtn', phone_number, 5000, 50, 231 from users where email = 'client1@example.bj'`,
      [reference],
    );
    const inserted = performance.now();
    await client.query(`insert into operations (transaction_reference, admin_id) values ($1, $2)`, [
      reference,
      agentId,
    ]);
    let text = '';
    const decoder = new TextDecoder();
    while (!text.includes(reference)) {
      const { value, done } = await reader.read();
      if (done) throw new Error('the stream ended before the event');
      text += decoder.decode(value);
    }
    told.push(performance.now() - inserted);
    controller.abort();
  }
  return {
    open: `${ms(opens[0] ?? Number.NaN)} / ${ms(median(opens.slice(1)))} / ${ms(Math.max(...opens.slice(1)))}`,
    told: `${ms(median(told))} / ${ms(Math.max(...told))}`,
  };
}

/** The operations screen in Chromium (1280 × 800), cold: navigation to the first row shown, `runs` times. */
async function measureScreen(base: string, apiKey: string, me: Record<string, unknown>, runs = 3) {
  const { chromium } = await import('@playwright/test');
  const executablePath = execSync('command -v chromium', { encoding: 'utf8', shell: '/bin/sh' }).trim();
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });
  const results: { firstRows: number; queue: number; live: number }[] = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'fr-FR' });
      const url = new URL(base);
      await context.addCookies([{ name: 'apiKey', value: apiKey, domain: url.hostname, path: '/' }]);
      const { uuid, firstName, lastName, email, isMaster, grant } = me;
      await context.addInitScript((value) => {
        localStorage.setItem('1xpay.admin', value);
        const marks = { firstRows: Number.NaN, live: Number.NaN };
        (window as unknown as { benchMarks: typeof marks }).benchMarks = marks;
        new MutationObserver((_changes, observer) => {
          if (
            Number.isNaN(marks.firstRows) &&
            document.querySelector('ul[aria-label$="opérations"] > li') !== null
          )
            marks.firstRows = performance.now();
          // The stream's `open` event turns the screen's status to « En direct ».
          if (
            Number.isNaN(marks.live) &&
            document.querySelector('main [role="status"]')?.textContent === 'En direct'
          )
            marks.live = performance.now();
          if (!Number.isNaN(marks.firstRows) && !Number.isNaN(marks.live)) observer.disconnect();
        }).observe(document, { childList: true, subtree: true, characterData: true });
      }, JSON.stringify({ uuid, firstName, lastName, email, isMaster, grant }));
      const page = await context.newPage();
      await page.goto(`${base}/admin/operations`);
      await page.locator('ul[aria-label$="opérations"] > li').first().waitFor();
      await page.getByText('En direct').waitFor();
      results.push(
        await page.evaluate(() => {
          const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
          const ended = (part: string) =>
            resources.find((entry) => entry.name.includes(part))?.responseEnd ?? Number.NaN;
          const marks = (window as unknown as { benchMarks: { firstRows: number; live: number } }).benchMarks;
          return { firstRows: marks.firstRows, queue: ended('/admin/operation-queue?'), live: marks.live };
        }),
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

async function main() {
  const options_ = options();
  const name = `bench_queue_${randomBytes(5).toString('hex')}`;
  const databaseUrl = new URL(options_.serverUrl);
  databaseUrl.pathname = `/${name}`;
  const uploads = await mkdtemp(join(tmpdir(), '1xpay-bench-queue-'));
  let server: Started | undefined;
  let client: pg.Client | undefined;
  const guard = setTimeout(() => {
    console.error('bench/operations-queue: over 20 minutes, stopped.');
    process.exitCode = 1;
    process.kill(process.pid, 'SIGTERM');
  }, 20 * 60_000);
  await onServer(options_.serverUrl, `create database "${name}"`);
  try {
    if (options_.build) {
      console.log('Building the dashboard…');
      execFileSync('npm', ['run', 'build', '--silent', '-w', '@1xpay/admin'], {
        cwd: repo,
        stdio: 'inherit',
      });
    }
    const database = await openDatabase({ engine: 'postgres', url: databaseUrl.toString(), poolSize: 1 });
    await database.migrate();
    await database.close();
    server = await start({
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl.toString(),
      SEED_DEMO: '0',
      UPLOAD_DIR: uploads,
      MASTER_ADMIN_EMAIL: MASTER.email,
      MASTER_ADMIN_PASSWORD: MASTER.password,
    });
    const master = await dashboardLogin(server.base, MASTER);
    const agent = await newAgent(server.base, master.apiKey);
    client = new pg.Client({ connectionString: databaseUrl.toString() });
    await client.connect();
    const seeding = performance.now();
    await seed(client, options_, agent.uuid);
    console.log(
      `Seeded ${options_.waiting} waiting and ${options_.finished} finished operations, all the agent's, in ${((performance.now() - seeding) / 1000).toFixed(0)} s.`,
    );
    const signedAgent = await dashboardLogin(server.base, agent.account);

    console.log('\nThe queue through the API (first call / median / slowest of 4 more):');
    for (const [who, key] of [
      ['agent', signedAgent.apiKey],
      ['master', master.apiKey],
    ] as const) {
      for (const path of [
        '/admin/operation-queue?tab=todo&limit=50',
        '/admin/operation-queue/counts',
        '/admin/operation-queue?tab=todo&limit=50&q=Traor',
        '/admin/operation-queue?tab=todo&limit=50&q=%2B2290100000777',
        '/admin/operation-queue?tab=todo&limit=50&type=transfer&operator=moov',
        '/admin/operation-queue?tab=done&limit=50',
      ])
        line(
          `${who}: GET ${path.replace('/admin/operation-queue', '…')}`,
          await timeCall(server.base, key, path),
        );
    }
    const stream = await measureStream(server.base, signedAgent.apiKey, client, agent.uuid);
    line('event stream: request → first bytes', stream.open, 'first / median / slowest');
    line('event stream: new operation → its event', stream.told, 'median / slowest; target < 2000 ms');

    console.log(
      '\nThe operations screen in Chromium (1280 × 800, cold, the agent with every waiting operation):',
    );
    const screens = await measureScreen(server.base, signedAgent.apiKey, signedAgent.me);
    for (const [index, screen] of screens.entries())
      line(
        `run ${index + 1}: time to first rows (from navigation)`,
        ms(screen.firstRows),
        `first page answered ${ms(screen.queue)}, « En direct » (stream open) ${ms(screen.live)}; target < 1000 ms`,
      );
  } finally {
    clearTimeout(guard);
    await client?.end();
    if (server !== undefined) await stop(server);
    await rm(uploads, { recursive: true, force: true });
    if (options_.keep) console.log(`\nDatabase kept: ${databaseUrl.toString()}`);
    else await onServer(options_.serverUrl, `drop database if exists "${name}" with (force)`);
  }
}

await main();
