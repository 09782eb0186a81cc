import { execFile, execFileSync } from 'node:child_process';
import { chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { waitUntil } from '../deposit-load.ts';

/**
 * PostgreSQL servers of a test's own, made from Debian's binaries (/usr/lib/postgresql/<version>/bin) in a
 * temporary folder, on free ports of 127.0.0.1: a primary, a standby streamed from it, a cluster restored from a
 * backup. The machine's own server (5432) is not touched. initdb refuses to run as root, so every binary runs as the
 * `postgres` user (`runuser`), in folders it owns. `close()` stops them all and removes the folder.
 */

const run = promisify(execFile);

/** The operator's PostgreSQL scripts (deploy/postgres/: archiving, base backups, restores), run by the tests as is. */
export const DEPLOY_POSTGRES = fileURLToPath(new URL('../../../../../deploy/postgres/', import.meta.url));

/** The newest PostgreSQL installed by Debian's packages: its bin folder. */
export function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  let versions: string[] = [];
  try {
    versions = execFileSync('ls', [root], { encoding: 'utf8' }).split('\n').filter(Boolean);
  } catch {}
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (newest === undefined)
    throw new Error('PostgreSQL introuvable : installez-le avec « apt-get install -y postgresql ».');
  return join(root, newest, 'bin');
}

/** Runs one of PostgreSQL's binaries as the `postgres` user; its output, or an error that carries it. */
export async function asPostgres(
  binary: string,
  args: readonly string[],
  timeoutMs = 60_000,
): Promise<string> {
  const command = binary.includes('/') ? binary : join(postgresBin(), binary);
  try {
    const { stdout, stderr } = await run('runuser', ['-u', 'postgres', '--', command, ...args], {
      timeout: timeoutMs,
      killSignal: 'SIGKILL',
    });
    return stdout + stderr;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${binary} ${args.join(' ')} failed: ${stdout}${stderr}`, { cause: error });
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address !== null ? address.port : 0));
    });
  });
}

export type LocalServer = {
  name: string;
  dataDir: string;
  port: number;
  /** The URL of `database` on this server (user postgres, trust). */
  url(database?: string): string;
  /** Runs SQL on this server's `postgres` database (or `database`) and returns the rows. */
  query<T extends pg.QueryResultRow>(text: string, database?: string): Promise<T[]>;
  start(): Promise<void>;
  /** pg_ctl stop: `immediate` is a crash (no checkpoint, the clients cut off), `fast` a clean stop. */
  stop(mode: 'immediate' | 'fast'): Promise<void>;
  /** pg_ctl promote: a standby becomes a primary (waits until it accepts writes). */
  promote(): Promise<void>;
  /** The server's log, for a failure's message. */
  log(): Promise<string>;
};

export type LocalServers = {
  folder: string;
  /** A new cluster (initdb), not started; `settings` go into its postgresql.conf. */
  init(name: string, settings?: Readonly<Record<string, string>>): Promise<LocalServer>;
  /**
   * A streaming standby of `primary` (pg_basebackup -R), not started, named `name` (its application_name for
   * synchronous_standby_names).
   */
  standbyOf(primary: LocalServer, name: string): Promise<LocalServer>;
  /** A cluster on a data folder made otherwise (a restored backup); `settings` added to its postgresql.conf. */
  adopt(name: string, dataDir: string, settings?: Readonly<Record<string, string>>): Promise<LocalServer>;
  /** A folder of the `postgres` user's inside this one (a WAL archive, a backup). */
  folderFor(name: string): Promise<string>;
  close(): Promise<void>;
};

/** A `key = 'value'` line of postgresql.conf. */
const setting = (key: string, value: string) => `${key} = '${value.replaceAll("'", "''")}'`;

export async function localServers(prefix: string): Promise<LocalServers> {
  const folder = await mkdtemp(join(tmpdir(), `1xpay-${prefix}-`));
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  await chown(folder, uid, gid);
  const servers: LocalServer[] = [];

  const folderFor = async (name: string) => {
    const path = join(folder, name);
    await asPostgres('/usr/bin/mkdir', ['-p', '-m', '700', path]);
    return path;
  };

  const appendSettings = async (dataDir: string, settings: Readonly<Record<string, string>>) => {
    const lines = Object.entries(settings).map(([key, value]) => setting(key, value));
    if (lines.length === 0) return;
    await asPostgres('/usr/bin/sh', ['-c', 'printf "%s\\n" "$@" >> "$0/postgresql.conf"', dataDir, ...lines]);
  };

  const server = async (
    name: string,
    dataDir: string,
    settings: Readonly<Record<string, string>> = {},
  ): Promise<LocalServer> => {
    const port = await freePort();
    await appendSettings(dataDir, {
      port: String(port),
      listen_addresses: '127.0.0.1',
      unix_socket_directories: dataDir,
      // A small machine shared with other tests.
      shared_buffers: '32MB',
      max_connections: '60',
      ...settings,
    });
    const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
    const made: LocalServer = {
      name,
      dataDir,
      port,
      url,
      async query<T extends pg.QueryResultRow>(text: string, database?: string) {
        const client = new pg.Client({ connectionString: url(database), connectionTimeoutMillis: 5_000 });
        client.on('error', () => undefined);
        await client.connect();
        try {
          return (await client.query<T>(text)).rows;
        } finally {
          await client.end();
        }
      },
      async start() {
        await asPostgres('pg_ctl', [
          '-D',
          dataDir,
          '-l',
          join(dataDir, 'server.log'),
          '-w',
          '-t',
          '60',
          'start',
        ]);
      },
      async stop(mode) {
        await asPostgres('pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', '60', 'stop']);
      },
      async promote() {
        await asPostgres('pg_ctl', ['-D', dataDir, '-w', '-t', '60', 'promote']);
      },
      log: () => asPostgres('/usr/bin/cat', [join(dataDir, 'server.log')]).catch(String),
    };
    servers.push(made);
    return made;
  };

  return {
    folder,
    folderFor,
    async init(name, settings = {}) {
      const dataDir = join(await folderFor(name), 'data');
      // --no-sync: a test's cluster, on a machine that does not crash (only the server is stopped hard).
      await asPostgres('initdb', [
        '-D',
        dataDir,
        '-U',
        'postgres',
        '--auth=trust',
        '--encoding=UTF8',
        '--locale=C',
        '--no-sync',
      ]);
      return server(name, dataDir, settings);
    },
    async standbyOf(primary, name) {
      const dataDir = join(await folderFor(name), 'data');
      await asPostgres('pg_basebackup', [
        '-h',
        '127.0.0.1',
        '-p',
        String(primary.port),
        '-U',
        'postgres',
        '-D',
        dataDir,
        '-R',
        '-X',
        'stream',
        '-c',
        'fast',
      ]);
      // The walreceiver names itself after cluster_name when primary_conninfo gives no application_name.
      return server(name, dataDir, { cluster_name: name });
    },
    adopt: (name, dataDir, settings) => server(name, dataDir, settings),
    async close() {
      for (const each of servers) await each.stop('immediate').catch(() => undefined);
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/** The files of a folder of the `postgres` user's (a WAL archive). */
export async function filesIn(path: string): Promise<string[]> {
  return (await readdir(path)).sort();
}

/**
 * Ends `server`'s current WAL segment (pg_switch_wal) and waits until its archive_command has archived it: from
 * then on, everything committed before the switch is in the archive. The segment's name.
 */
export async function switchWalArchived(server: LocalServer, timeoutMs = 20_000): Promise<string> {
  const [switched] = await server.query<{ segment: string }>(
    'select pg_walfile_name(pg_switch_wal()) as segment',
  );
  const segment = switched?.segment ?? '';
  const archived = await waitUntil(
    async () => {
      const [row] = await server.query<{ last: string | null }>(
        'select last_archived_wal as last from pg_stat_archiver',
      );
      return (row?.last ?? '') >= segment;
    },
    { timeoutMs, intervalMs: 100 },
  );
  if (!archived) throw new Error(`segment ${segment} not archived in time:\n${await server.log()}`);
  return segment;
}
