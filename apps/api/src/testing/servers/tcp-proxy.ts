import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';

/**
 * What to do with bytes a client sends: pass them on; pass them on, then cut the connection before the answer
 * comes back (the server acts on them, the client never learns it did); or cut it without passing them on.
 */
export type Verdict = 'forward' | 'forward-then-cut' | 'cut';

/** One client connection through the proxy. */
export type Link = { readonly id: number };

export type TcpProxy = {
  /** A URL of the proxied server (a database on it) with the proxy's host and port instead. */
  via(url: string): string;
  /** Connections refused so far while cut. */
  refused(): number;
  /** The database out of reach: drops every open connection and refuses new ones (reset), until `restore()`. */
  cut(): void;
  restore(): void;
  /** Looks at each chunk a client sends (as text) and decides its fate; `forward` for all when unset. */
  inspect(decide: ((link: Link, text: string) => Verdict) | undefined): void;
  close(): Promise<void>;
};

/**
 * A TCP proxy on 127.0.0.1 in front of the server `targetUrl` names (a PostgreSQL URL): the tests put it between
 * the API and PostgreSQL to make the database unreachable for a while, or to cut one connection at a chosen
 * moment, as a network failure or a failover would.
 */
export async function startTcpProxy(targetUrl: string): Promise<TcpProxy> {
  const target = new URL(targetUrl);
  const targetPort = Number(target.port || 5432);
  const pairs = new Set<[Socket, Socket]>();
  let decide: ((link: Link, text: string) => Verdict) | undefined;
  let nextId = 0;
  let cut = false;
  let refused = 0;

  const dropAll = () => {
    for (const [client, upstream] of pairs) {
      client.destroy();
      upstream.destroy();
    }
    pairs.clear();
  };
  const server: Server = createServer((client) => {
    if (!cut) return accept(client);
    refused += 1;
    client.resetAndDestroy();
  });
  const accept = (client: Socket) => {
    const link: Link = { id: nextId++ };
    const upstream = tcpConnect(targetPort, target.hostname);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    upstream.on('data', (chunk: Buffer) => client.write(chunk));
    client.on('data', (chunk: Buffer) => {
      const verdict = decide?.(link, chunk.toString('latin1')) ?? 'forward';
      if (verdict === 'cut') return drop();
      upstream.write(chunk);
      if (verdict === 'forward-then-cut') {
        // The server reads what was sent, then the end of the stream; the client sees its connection die.
        client.off('close', drop).off('error', drop);
        upstream.end();
        client.destroy();
      }
    });
  };

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;

  return {
    via(url) {
      const through = new URL(url);
      through.hostname = '127.0.0.1';
      through.port = String(port);
      return through.toString();
    },
    refused: () => refused,
    cut() {
      cut = true;
      dropAll();
    },
    restore() {
      cut = false;
    },
    inspect(next) {
      decide = next;
    },
    close() {
      dropAll();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
