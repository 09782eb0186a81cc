import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** The server's entry point, as `npm start` runs it. */
const MAIN = fileURLToPath(new URL('../../apps/api/src/main.ts', import.meta.url));

export type OwnServer = {
  url: string;
  databaseUrl: string;
  /** Stops the server; its database stays until close(). */
  stop(): Promise<void>;
  /** Stops the server, drops its database and removes its upload folder. */
  close(): Promise<void>;
};

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

function waitForBanner(child: ChildProcess, output: () => string): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`le serveur n'a pas démarré à temps :\n${output()}`)),
      90_000,
    );
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`le serveur s'est arrêté (code ${code}) :\n${output()}`));
    };
    child.once('exit', onExit);
    const poll = setInterval(() => {
      const match = /API\s+(http:\/\/\S+)\/1xpay/.exec(output());
      if (match?.[1] === undefined) return;
      clearInterval(poll);
      clearTimeout(timer);
      child.off('exit', onExit);
      resolve(match[1]);
    }, 50);
  });
}

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
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      SEED_DEMO: '0',
      UPLOAD_DIR: uploads,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const append = (chunk: Buffer) => {
    text += chunk.toString();
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const cleanUp = async () => {
    await rm(uploads, { recursive: true, force: true });
    await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
  };
  let url: string;
  try {
    url = await waitForBanner(child, () => text);
  } catch (error) {
    child.kill('SIGKILL');
    await cleanUp();
    throw error;
  }
  let stopped: Promise<void> | undefined;
  let closed: Promise<void> | undefined;
  const stop = () => {
    stopped ??= new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
    return stopped;
  };
  return {
    url,
    databaseUrl,
    stop,
    close() {
      closed ??= stop().then(cleanUp);
      return closed;
    },
  };
}
