import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type Started,
  start,
  stop as stopServer,
} from '../../apps/api/src/testing/servers/server-process.ts';
import { onServer } from '../common.ts';

export type OwnServer = {
  url: string;
  databaseUrl: string;
  /** Stops the server; its database stays until close(). */
  stop(): Promise<void>;
  /** Stops the server, drops its database and removes its upload folder. */
  close(): Promise<void>;
};

/**
 * A fresh database on the PostgreSQL server of `serverUrl` and the API started on it as `npm start` does (this
 * Node, main.ts, PORT=0, SEED_DEMO=0, its own upload folder).
 */
export async function startOwnServer(serverUrl: string): Promise<OwnServer> {
  const name = `bench_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database "${name}"`);
  const database = new URL(serverUrl);
  database.pathname = `/${name}`;
  const databaseUrl = database.toString();
  const uploads = await mkdtemp(join(tmpdir(), '1xpay-bench-'));
  const cleanUp = async () => {
    await rm(uploads, { recursive: true, force: true });
    await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
  };
  let server: Started;
  try {
    server = await start({
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      SEED_DEMO: '0',
      UPLOAD_DIR: uploads,
    });
  } catch (error) {
    await cleanUp();
    throw error;
  }
  let stopped: Promise<void> | undefined;
  let closed: Promise<void> | undefined;
  const stop = () => {
    stopped ??= stopServer(server).then(() => undefined);
    return stopped;
  };
  return {
    url: server.base,
    databaseUrl,
    stop,
    close() {
      closed ??= stop().then(cleanUp);
      return closed;
    },
  };
}
