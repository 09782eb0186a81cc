import pg from 'pg';

/**
 * Several PostgreSQL servers behind one DATABASE_URL, the way libpq spells it (decision 064):
 * `postgres://user:password@host1:5432,host2:5432/name?target_session_attrs=read-write`. node-postgres connects
 * to one host only, so the host is chosen here: a connection goes to the server last found writable; when none is
 * known (the first connection, or that server failed or turned read-only), each host is asked in the order written,
 * and the first that answers and accepts writes is kept. A failover (the standby promoted) is thus found by itself,
 * as libpq's own `target_session_attrs=read-write` would.
 */

export type Host = { host: string; port: number };

/** libpq's values that make sense for a server that writes: `any` takes the first host that answers. */
export const SESSION_ATTRS = ['any', 'read-write', 'primary'] as const;
export type SessionAttrs = (typeof SESSION_ATTRS)[number];

export type DatabaseTarget = {
  /** The URL node-postgres reads (user, password, database, ssl…), naming the first host only. */
  connectionString: string;
  hosts: Host[];
  targetSessionAttrs: SessionAttrs;
};

const DEFAULT_PORT = 5432;

/** One `host[:port]` of the list; an IPv6 address in brackets (`[::1]:5432`). Undefined when it is not one. */
function parseHost(text: string): Host | undefined {
  const match = /^(\[[0-9A-Fa-f:.]+\]|[^[\]:/?#@\s]+)(?::(\d{1,5}))?$/.exec(text);
  if (match === null) return undefined;
  const port = match[2] === undefined ? DEFAULT_PORT : Number(match[2]);
  if (port < 1 || port > 65_535) return undefined;
  return { host: (match[1] ?? '').replace(/^\[(.*)\]$/, '$1'), port };
}

/**
 * Reads a DATABASE_URL of one or several hosts. Throws, in French (the configuration's language), when the host
 * list or `target_session_attrs` cannot be used.
 */
export function parseDatabaseUrl(url: string): DatabaseTarget {
  const match = /^(postgres(?:ql)?:\/\/)([^/?#]*@)?([^/?#]*)(.*)$/.exec(url);
  if (match === null) throw new Error('doit commencer par postgres:// ou postgresql://');
  const [, scheme = '', credentials = '', hostList = '', rest = ''] = match;
  const hosts: Host[] = [];
  // No host at all (`postgres:///name?host=/run/postgresql`): node-postgres's defaults, as before.
  for (const entry of hostList === '' ? [] : hostList.split(',')) {
    const host = parseHost(entry);
    if (host === undefined) throw new Error(`« ${entry} » n’est pas un hôte (nom ou adresse, puis :port)`);
    hosts.push(host);
  }
  const first = hostList.split(',')[0] ?? '';
  const parsed = new URL(`${scheme}${credentials}${first}${rest}`);
  const attrs = parsed.searchParams.get('target_session_attrs') ?? 'any';
  if (!(SESSION_ATTRS as readonly string[]).includes(attrs))
    throw new Error(`target_session_attrs doit valoir ${SESSION_ATTRS.join(', ')}`);
  parsed.searchParams.delete('target_session_attrs');
  return { connectionString: parsed.toString(), hosts, targetSessionAttrs: attrs as SessionAttrs };
}

/** What a server says it is: writable, or read-only (a standby in recovery, or `default_transaction_read_only`). */
export type ServerState = 'writable' | 'read-only';

/**
 * Asks an open connection what its server is. `primary` (libpq) means not in recovery; `read-write` also refuses a
 * server whose sessions are read-only by default; a standby is both.
 */
export async function serverState(client: pg.ClientBase, attrs: SessionAttrs): Promise<ServerState> {
  if (attrs === 'any') return 'writable';
  const { rows } = await client.query<{ recovery: boolean; read_only: string }>(
    `select pg_is_in_recovery() as recovery, current_setting('transaction_read_only') as read_only`,
  );
  const [row] = rows;
  if (row === undefined || row.recovery) return 'read-only';
  return attrs === 'read-write' && row.read_only === 'on' ? 'read-only' : 'writable';
}

/** No host answered as `target_session_attrs` asks. SQLSTATE 08001 (class 08: the database is unavailable, 503). */
export class NoWritableServer extends Error {
  readonly code = '08001';
  constructor(tried: readonly string[]) {
    super(`no server accepts writes (${tried.join('; ')})`);
  }
}

/** A server that was writable turned read-only (a demoted primary): SQLSTATE 25006, as a write there would get. */
export class ServerTurnedReadOnly extends Error {
  readonly code = '25006';
  constructor(host: Host) {
    super(`${host.host}:${host.port} is read-only now`);
  }
}

const label = (host: Host) => `${host.host.includes(':') ? `[${host.host}]` : host.host}:${host.port}`;

/**
 * Which host to connect to. `probe` connects to one host and says what its server is (throws when it does not
 * answer). Concurrent callers share one search; a failed search is not remembered, the next caller searches again.
 */
export class HostLocator {
  readonly #hosts: readonly Host[];
  readonly #probe: (host: Host) => Promise<ServerState>;
  #current: Host | undefined;
  #searching: Promise<Host> | undefined;

  constructor(hosts: readonly Host[], probe: (host: Host) => Promise<ServerState>) {
    if (hosts.length === 0) throw new Error('no host');
    this.#hosts = hosts;
    this.#probe = probe;
  }

  /** The host last found writable, if any. */
  get current(): Host | undefined {
    return this.#current;
  }

  /** The host last found writable, or the first found writable now, in the order of the URL. */
  writable(): Promise<Host> {
    if (this.#current !== undefined) return Promise.resolve(this.#current);
    this.#searching ??= this.#search().finally(() => {
      this.#searching = undefined;
    });
    return this.#searching;
  }

  /** `host` failed or turned read-only: the next connection searches again (unless another host was found since). */
  forget(host: Host): void {
    if (this.#current !== undefined && this.#current.host === host.host && this.#current.port === host.port)
      this.#current = undefined;
  }

  async #search(): Promise<Host> {
    const tried: string[] = [];
    for (const host of this.#hosts) {
      try {
        const state = await this.#probe(host);
        if (state === 'writable') {
          this.#current = host;
          return host;
        }
        tried.push(`${label(host)}: read-only`);
      } catch (error) {
        tried.push(`${label(host)}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    throw new NoWritableServer(tried);
  }
}

type ConnectCallback = ((error: Error) => void) | ((error: null, client: pg.Client) => void);

/**
 * What to give node-postgres for a DATABASE_URL: its connection options and the client class to build connections
 * with (the pool's `Client`, the advisory lock's and the listener's connections). One host and no
 * `target_session_attrs`: node-postgres's own client, unchanged. Otherwise a client that connects to the host the
 * locator names, checks that its server is writable, and drops itself when a statement finds the server read-only
 * (the locator then searches again).
 */
export function postgresClients(
  url: string,
  options: Omit<pg.ClientConfig, 'connectionString'>,
): { config: pg.ClientConfig; Client: typeof pg.Client; locator: HostLocator | undefined } {
  const target = parseDatabaseUrl(url);
  const config: pg.ClientConfig = { ...options, connectionString: target.connectionString };
  if (target.hosts.length === 0 || (target.hosts.length === 1 && target.targetSessionAttrs === 'any'))
    return { config: { ...options, connectionString: url }, Client: pg.Client, locator: undefined };
  const attrs = target.targetSessionAttrs;
  // A search asks each host in turn: one that does not answer must not hold the others up for long.
  const probeTimeout = Math.min(options.connectionTimeoutMillis ?? 2_000, 2_000);
  const locator = new HostLocator(target.hosts, async (host) => {
    const probe = new pg.Client({ ...config, connectionTimeoutMillis: probeTimeout });
    probe.on('error', () => undefined);
    // The URL names the first host; node-postgres connects to `host` and `port` as they are when connect() runs.
    probe.host = host.host;
    probe.port = host.port;
    try {
      await probe.connect();
      return await serverState(probe, attrs);
    } finally {
      await probe.end().catch(() => undefined);
    }
  });

  class WritableClient extends pg.Client {
    #host: Host | undefined;

    constructor(clientConfig?: string | pg.ClientConfig) {
      super(clientConfig);
      const query = this.query.bind(this) as (...args: unknown[]) => unknown;
      // A write refused as read-only (SQLSTATE 25006): this server is a standby now. The statement fails (503) and
      // the connection is closed, so the pool opens the next one on the writable server.
      this.query = ((...args: unknown[]) => {
        const result = query(...args);
        if (result instanceof Promise)
          result.catch((error: unknown) => {
            if (typeof error === 'object' && error !== null && 'code' in error && error.code === '25006')
              this.#turnedReadOnly();
          });
        return result;
      }) as typeof this.query;
    }

    #turnedReadOnly(): void {
      if (this.#host !== undefined) locator.forget(this.#host);
      void this.end().catch(() => undefined);
    }

    override connect(): Promise<pg.Client>;
    override connect(callback: ConnectCallback): void;
    override connect(callback?: ConnectCallback): Promise<pg.Client> | undefined {
      const connecting = (async () => {
        const host = await locator.writable();
        this.#host = host;
        this.host = host.host;
        this.port = host.port;
        try {
          await super.connect();
        } catch (error) {
          locator.forget(host);
          throw error;
        }
        if ((await serverState(this, attrs)) !== 'writable') {
          locator.forget(host);
          await this.end().catch(() => undefined);
          throw new ServerTurnedReadOnly(host);
        }
        return this;
      })();
      if (callback === undefined) return connecting;
      connecting.then(
        (client) => (callback as (error: null, client: pg.Client) => void)(null, client),
        (error: Error) => (callback as (error: Error) => void)(error),
      );
      return undefined;
    }
  }

  return { config, Client: WritableClient, locator };
}
