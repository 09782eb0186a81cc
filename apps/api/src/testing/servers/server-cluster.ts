import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PAYMENT_LIMIT_BOUNDS } from '@1xpay/contract';
import pg from 'pg';
import { DEFAULT_OPERATORS } from '../../catalogue/default-operators.ts';
import { postgresClients } from '../../db/hosts.ts';
import { createServerDatabase, testServerUrl } from '../test-database.ts';
import { type Started, start, stop } from './server-process.ts';

export type ServerCluster = {
  /** The database of its own the servers share. */
  database: { url: string; drop(): Promise<void> };
  /** Connections to that database, for the test's own checks (a pool: a simulation queries from several loops at once). */
  client: pg.Pool;
  /** The running servers, one per name, in order; a test may replace one after killing it. */
  servers: Started[];
  /** Starts one more server as the others were (its own upload folder), `env` added to theirs. */
  startAnother(name: string, env?: Readonly<Record<string, string>>): Promise<Started>;
  /** Stops every server still running, drops the database and removes the folders. */
  close(): Promise<void>;
};

/**
 * Server processes as `npm start` runs them (no demo data, fast sandbox) on a new database of the PostgreSQL test
 * server, each with its own upload folder: the fixture of the tests that prove the API across processes. The
 * servers reach that database at `serverUrl(its URL)` (through a proxy, say); the test's own client directly.
 * `env`: more of the servers' environment (PUSH_SERVICE_ORIGINS, say).
 */
export async function startServerCluster(
  prefix: string,
  names: readonly string[],
  serverUrl: (databaseUrl: string) => string = (url) => url,
  env: Readonly<Record<string, string>> = {},
  options: {
    /** A database of the test's own (on a primary and its standby, say) rather than a new one on the test server. */
    database?: ServerCluster['database'];
  } = {},
): Promise<ServerCluster> {
  const database = options.database ?? (await createServerDatabase(testServerUrl() ?? ''));
  const folders: string[] = [];
  const launch = async (name: string, more: Readonly<Record<string, string>> = {}) => {
    const folder = await mkdtemp(join(tmpdir(), `1xpay-${prefix}-${name}-`));
    folders.push(folder);
    return start({
      DATABASE_URL: serverUrl(database.url),
      SEED_DEMO: '0',
      SANDBOX_STEP_MS: '20',
      UPLOAD_DIR: folder,
      ...env,
      ...more,
    });
  };
  const servers = await Promise.all(names.map((name) => launch(name)));
  const startAnother = async (name: string, more: Readonly<Record<string, string>> = {}) => {
    const started = await launch(name, more);
    servers.push(started);
    return started;
  };
  // The servers' own way to the database: a URL of several hosts reaches the writable one (db/hosts.ts).
  const { config, Client } = postgresClients(database.url, { connectionTimeoutMillis: 5_000 });
  const client = new pg.Pool({ ...config, Client, max: 4 });
  // An idle connection cut by a proof (terminated backends, a restart) is dropped, not thrown at the process.
  client.on('error', () => undefined);
  // These proofs send many deposits per customer: the limits per account (issue 31) at their bounds, so that they
  // measure the payment path, not the limits (payment-limits.test.ts proves those).
  const limits = {
    ...Object.fromEntries(Object.entries(PAYMENT_LIMIT_BOUNDS).map(([name, bounds]) => [name, bounds.max])),
    // The monthly limits per identity level (decision 058) out of the way too: a load customer pays far more.
    level1MonthlyMax: Number.MAX_SAFE_INTEGER,
    level2MonthlyMax: Number.MAX_SAFE_INTEGER,
  };
  await client.query(
    `insert into settings (key, value) values ('operators', $1)
     on conflict (key) do update set value = excluded.value`,
    [JSON.stringify({ ...DEFAULT_OPERATORS, ...limits })],
  );
  return {
    database,
    client,
    servers,
    startAnother,
    async close() {
      await client.end();
      await Promise.all(servers.map(stop));
      await database.drop();
      await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
    },
  };
}
