import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { Agent, request } from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Deposit,
  planDeposits,
  registerCustomers,
  runPool,
  type Settled,
  settleDeposit,
  waitUntil,
} from './testing/deposit-load.ts';
import { expectDepositsDelivered, waitUntilDelivered } from './testing/deposit-proof.ts';
import { type ServerCluster, startServerCluster } from './testing/servers/server-cluster.ts';
import { kill } from './testing/servers/server-process.ts';
import { startTcpProxy, type TcpProxy } from './testing/servers/tcp-proxy.ts';
import { testServerUrl } from './testing/test-database.ts';

// Runs only in the PostgreSQL suite. The product as an operator runs it: three processes behind Debian's nginx,
// configured by the file the repository ships (deploy/nginx/1xpay.conf, only its ports, names and certificate paths
// changed here), TLS ending at nginx. Under a load of deposits one process is killed with SIGKILL: nginx sends its
// requests to the others (a payment's POST too: it carries an Idempotency-Key), the claims of its jobs lapse and
// are taken again, and every key ends with exactly one payment, delivered, the ledger balanced. Needs nginx
// (`apt-get install nginx`: .ci/run installs it).

const SHIPPED = fileURLToPath(new URL('../../../deploy/nginx/1xpay.conf', import.meta.url));
const CUSTOMERS = 20;
const PER_CUSTOMER = 15;
const DEPOSITS = CUSTOMERS * PER_CUSTOMER;
const IN_FLIGHT = 30;
const KILL_AFTER = 100;

function nginxBinary(): string {
  for (const path of ['/usr/sbin/nginx', '/usr/bin/nginx']) {
    try {
      execFileSync(path, ['-v'], { stdio: 'ignore' });
      return path;
    } catch {}
  }
  throw new Error('nginx introuvable : installez-le avec « apt-get install -y nginx » (.ci/run le fait).');
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address !== null ? address.port : 0));
    });
  });
}

/** The shipped configuration with this machine's ports, a test name and certificate, and nothing else changed. */
export function localised(
  shipped: string,
  options: { upstreams: readonly number[]; http: number; https: number; certificate: string; key: string },
): string {
  const servers = shipped.match(/^ {4}server 127\.0\.0\.1:\d+ (.*);$/gm) ?? [];
  if (servers.length === 0) throw new Error('no upstream server line in the shipped configuration');
  const parameters = /^ {4}server 127\.0\.0\.1:\d+ (.*);$/m.exec(servers[0] ?? '')?.[1] ?? '';
  let text = shipped.replace(
    servers.join('\n'),
    options.upstreams.map((port) => `    server 127.0.0.1:${port} ${parameters};`).join('\n'),
  );
  const replace = (from: RegExp, to: string) => {
    if (!from.test(text)) throw new Error(`the shipped configuration has no ${from}`);
    text = text.replace(from, to);
  };
  replace(/^ {4}listen 80;$/m, `    listen 127.0.0.1:${options.http};`);
  replace(/^ {4}listen \[::\]:80;\n/m, '');
  replace(/^ {4}listen 443 ssl http2;$/m, `    listen 127.0.0.1:${options.https} ssl http2;`);
  replace(/^ {4}listen \[::\]:443 ssl http2;\n/m, '');
  replace(/server_name pay\.example\.com;/g, 'server_name localhost;');
  replace(/ssl_certificate \S+;/, `ssl_certificate ${options.certificate};`);
  replace(/ssl_certificate_key \S+;/, `ssl_certificate_key ${options.key};`);
  // The redirect keeps the client's port here, where https is not on 443.
  replace(
    /return 301 https:\/\/\$host\$request_uri;/,
    `return 301 https://$host:${options.https}$request_uri;`,
  );
  return text;
}

type Nginx = {
  process: ChildProcess;
  base: string;
  http: string;
  ca: Buffer;
  folder: string;
  log: () => string;
};

async function startNginx(upstreams: readonly number[]): Promise<Nginx> {
  const binary = nginxBinary();
  const folder = await mkdtemp(join(tmpdir(), '1xpay-nginx-'));
  // nginx's workers run as an unprivileged user: they must write their temporary files here.
  await chmod(folder, 0o777);
  for (const name of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    await mkdir(join(folder, name), { mode: 0o777 });
  const certificate = join(folder, 'localhost.pem');
  const key = join(folder, 'localhost.key');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { stdio: 'ignore' },
  );
  const [http, https] = [await freePort(), await freePort()];
  const site = localised(await readFile(SHIPPED, 'utf8'), { upstreams, http, https, certificate, key });
  await writeFile(join(folder, '1xpay.conf'), site);
  const temp = (name: string) => join(folder, name);
  await writeFile(
    join(folder, 'nginx.conf'),
    [
      'worker_processes 1;',
      `pid ${temp('nginx.pid')};`,
      `error_log ${temp('error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      `  client_body_temp_path ${temp('body')};`,
      `  proxy_temp_path ${temp('proxy')};`,
      `  fastcgi_temp_path ${temp('fastcgi')};`,
      `  uwsgi_temp_path ${temp('uwsgi')};`,
      `  scgi_temp_path ${temp('scgi')};`,
      `  include ${temp('1xpay.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  execFileSync(binary, ['-t', '-p', folder, '-c', join(folder, 'nginx.conf')], { stdio: 'pipe' });
  let output = '';
  const child = spawn(binary, ['-p', folder, '-c', join(folder, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const ca = await readFile(certificate);
  const nginx = {
    process: child,
    base: `https://localhost:${https}`,
    http: `http://127.0.0.1:${http}`,
    ca,
    folder,
  };
  await waitUntil(async () => (await get(nginx, '/1xpay/health').catch(() => undefined))?.status === 200, {
    timeoutMs: 10_000,
    intervalMs: 50,
  });
  return { ...nginx, log: () => output };
}

const agents = new Map<Buffer, Agent>();
function agentFor(ca: Buffer): Agent {
  let agent = agents.get(ca);
  if (agent === undefined) {
    agent = new Agent({ ca, keepAlive: true, maxSockets: 64 });
    agents.set(ca, agent);
  }
  return agent;
}

/** One request through nginx's TLS, trusting the test's certificate; a network failure throws a TypeError, as fetch. */
function send(
  nginx: { base: string; ca: Buffer },
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  return new Promise((resolve, reject) => {
    const call = request(
      `${nginx.base}${path}`,
      { method, headers, agent: agentFor(nginx.ca) },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text }),
        );
        response.on('error', (error) => reject(new TypeError(error.message)));
      },
    );
    call.on('error', (error) => reject(new TypeError(error.message)));
    call.end(body);
  });
}

const get = (nginx: { base: string; ca: Buffer }, path: string) => send(nginx, 'GET', path);

function postThrough(nginx: Nginx) {
  return async (_base: string, deposit: Deposit) => {
    const answer = await send(
      nginx,
      'POST',
      '/1xpay/api/transactions',
      {
        authorization: `Bearer ${deposit.customer.apiKey}`,
        'idempotency-key': deposit.key,
        'content-type': 'application/json',
      },
      JSON.stringify(deposit.body),
    );
    // nginx's own answers (502, 504) are HTML pages, not the API's JSON.
    const json = String(answer.headers['content-type'] ?? '').includes('application/json');
    const body = (json ? JSON.parse(answer.text) : {}) as { reference?: string };
    return {
      status: answer.status,
      reference: body.reference,
      replayed: answer.headers['idempotent-replayed'] === 'true',
    };
  };
}

describe('three processes behind nginx, one killed during a load of deposits', () => {
  let cluster: ServerCluster;
  let nginx: Nginx;
  // Between the processes and PostgreSQL, to take the database away from all of them at once.
  let proxy: TcpProxy;
  beforeAll(async () => {
    proxy = await startTcpProxy(testServerUrl() ?? '');
    cluster = await startServerCluster('nginx', ['a', 'b', 'c'], (url) => proxy.via(url), {
      TRUST_PROXY: 'loopback',
      JOB_CLAIM_SECONDS: '5',
    });
    nginx = await startNginx(cluster.servers.map((server) => Number(new URL(server.base).port)));
  }, 120_000);
  afterAll(async () => {
    nginx?.process.kill('SIGTERM');
    for (const agent of agents.values()) agent.destroy();
    await cluster?.close();
    await proxy?.close();
    if (nginx !== undefined) await rm(nginx.folder, { recursive: true, force: true });
  }, 60_000);

  it('ends TLS, and sends plain http to https', async () => {
    const health = await get(nginx, '/1xpay/health');
    expect(health.status).toBe(200);
    const plain = await fetch(`${nginx.http}/app`, { redirect: 'manual' });
    expect(plain.status).toBe(301);
    expect(plain.headers.get('location')).toBe(`${nginx.base.replace('localhost', '127.0.0.1')}/app`);
  });

  it('passes the processes’ 503 on while the database is out of reach, not a 502 of its own', async () => {
    proxy.cut();
    try {
      // Every process answers 503; were nginx to try the next one on a 503, it would mark all three failed and
      // answer its own 502 page from the second request on.
      for (const path of ['/1xpay/ready', '/1xpay/api/operators', '/1xpay/api/operators', '/1xpay/ready']) {
        const answer = await get(nginx, path);
        expect({ path, status: answer.status }).toEqual({ path, status: 503 });
        expect(answer.headers['content-type']).toContain('application/json');
        if (path.includes('/api/')) expect(answer.headers['retry-after']).toBeDefined();
      }
    } finally {
      proxy.restore();
    }
    const back = { timeoutMs: 30_000, intervalMs: 200 };
    expect(await waitUntil(async () => (await get(nginx, '/1xpay/api/operators')).status === 200, back)).toBe(
      true,
    );
    for (const server of cluster.servers) {
      expect(
        await waitUntil(async () => (await fetch(`${server.base}/1xpay/ready`)).status === 200, back),
      ).toBe(true);
    }
  });

  it('loses nothing and doubles nothing when a process dies under load', async ({ annotate }) => {
    const { client, servers } = cluster;
    const victim = servers[1];
    if (victim === undefined) throw new Error('servers did not start');
    const customers = await registerCustomers(
      servers.map((server) => server.base),
      CUSTOMERS,
    );
    const deposits = planDeposits(customers, PER_CUSTOMER);
    const post = postThrough(nginx);
    let killed: Promise<NodeJS.Signals | null> | undefined;
    const deadline = Date.now() + 120_000;
    const settled: Settled[] = await runPool(deposits, IN_FLIGHT, async (deposit) => {
      if (deposit.index === KILL_AFTER) killed = kill(victim);
      return settleDeposit(deposit, () => nginx.base, { deadline, conflictPauseMs: 1_000, post });
    });
    expect(await killed).toBe('SIGKILL');
    const tries = settled.flatMap((one) => one.attempts);
    const outcomes: Record<string, number> = {};
    for (const attempt of tries)
      outcomes[String(attempt.outcome)] = (outcomes[String(attempt.outcome)] ?? 0) + 1;
    // nginx met the dead process (else this proves nothing): its error log names it, the requests passed on.
    const errors = (await readFile(join(nginx.folder, 'error.log'), 'utf8'))
      .split('\n')
      .filter((line) => line.includes(`127.0.0.1:${new URL(victim.base).port}`));
    await annotate(
      `${tries.length} requests through nginx: ${JSON.stringify(outcomes)}; ${errors.length} errors of nginx with the dead process`,
    );
    expect(errors.length).toBeGreaterThan(0);
    expect(settled.filter((one) => one.status !== 201)).toEqual([]);
    const references = new Set(settled.map((one) => one.reference));
    expect(references.size).toBe(DEPOSITS);
    await waitUntilDelivered(client, DEPOSITS, 200_000);
    await expectDepositsDelivered(client, DEPOSITS, references);
  }, 400_000);
});
