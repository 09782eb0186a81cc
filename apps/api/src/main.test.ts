import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIN, type Started, start, stop } from './testing/server-process.ts';

describe('npm start (apps/api/src/main.ts) on PGlite', () => {
  let dataDir: string;
  let server: Started;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), '1xpay-start-'));
    server = await start({ DATA_DIR: dataDir, SANDBOX_STEP_MS: '50' });
  }, 120_000);

  afterAll(async () => {
    if (server.child.exitCode === null) await stop(server);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('prints its URLs, the master credentials once, and the demo logins', () => {
    const output = server.output();
    expect(output).toContain('est prêt (PGlite');
    expect(output).toMatch(/Documentation\s+http:\/\/127\.0\.0\.1:\d+\/1xpay\/docs/);
    expect(output).toMatch(/Mot de passe \(généré, affiché une seule fois\) : \S+/);
    expect(output).toContain('Données de démonstration : 52 utilisateurs, 500 transactions.');
  });

  it('serves health, readiness and the API, and the printed credentials work', async () => {
    expect(await (await fetch(`${server.base}/1xpay/health`)).json()).toEqual({ status: 'ok' });
    expect(await (await fetch(`${server.base}/1xpay/ready`)).json()).toEqual({ status: 'ready' });
    const password = /affiché une seule fois\) : (\S+)/.exec(server.output())?.[1] ?? '';
    const email = /Administrateur principal : (\S+)/.exec(server.output())?.[1] ?? '';
    const login = await fetch(`${server.base}/1xpay/api/dashboard/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(login.status).toBe(200);
    const { apiKey } = (await login.json()) as { apiKey: string };
    const users = await fetch(`${server.base}/1xpay/api/users`, {
      headers: { authorization: `Bearer ${apiKey}` },
    });
    expect(((await users.json()) as { data: unknown[] }).data).toHaveLength(53);
  });

  it('runs the payment jobs: a sandbox deposit is paid, verified and handed to delivery (231) by itself', async () => {
    const login = await fetch(`${server.base}/1xpay/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        login: /Clients : (\S+)/.exec(server.output())?.[1] ?? '',
        password: 'demo-1xpay-2026',
      }),
    });
    expect(login.status).toBe(200);
    const { apiKey } = (await login.json()) as { apiKey: string };
    const created = await fetch(`${server.base}/1xpay/api/transactions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${apiKey}`,
        'idempotency-key': 'start-test-1',
      },
      body: JSON.stringify({
        type: 'deposit',
        country: 'BJ',
        operator: 'mtn',
        payerPhone: '+2290196123400',
        amount: 2_500,
      }),
    });
    expect(created.status).toBe(201);
    const { reference } = (await created.json()) as { reference: string };
    let statusCode = 0;
    for (let i = 0; i < 100 && statusCode !== 231; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const statuses = await fetch(`${server.base}/1xpay/statuses/?apikey=${apiKey}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ references: [reference] }),
      });
      statusCode =
        ((await statuses.json()) as Record<string, { statusCode: number }>)[reference]?.statusCode ?? 0;
    }
    expect(statusCode).toBe(231);
  });

  it('stops cleanly on SIGTERM, and a restart keeps the data without printing a password again', async () => {
    expect(await stop(server)).toBe(0);
    server = await start({ DATA_DIR: dataDir });
    expect(server.output()).not.toContain('affiché une seule fois');
    expect(server.output()).not.toContain('Données de démonstration');
  }, 120_000);
});

describe('npm start with a bad configuration', () => {
  it('stops before serving and names the variable', async () => {
    const child = spawn(process.execPath, [MAIN], {
      env: { PATH: process.env.PATH ?? '', PORT: 'quatre-mille', SEED_DEMO: 'peut-être' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let text = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(text).toContain('Configuration invalide');
    expect(text).toContain('PORT');
    expect(text).toContain('SEED_DEMO');
  });
});
