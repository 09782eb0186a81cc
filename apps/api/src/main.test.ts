import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { normalSide } from '@1xpay/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIN, type Started, start, stop } from './testing/servers/server-process.ts';

/** Runs the server with only PATH and `env`, for a start that must stop: its exit code and what it said on stderr. */
async function refusedStart(env: Record<string, string>) {
  const child = spawn(process.execPath, [MAIN], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, text };
}

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
    expect(output).toMatch(
      /SMS\s+journal \(SMS_PROVIDER=log\) : aucun SMS ne part ; codes dans cette sortie et sur http:\/\/127\.0\.0\.1:\d+\/1xpay\/dev\/sms/,
    );
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

    // The demo payments are booked in the ledger as real ones: balanced per currency, no account below zero.
    const ledger = await fetch(`${server.base}/1xpay/api/ledger/balances`, {
      headers: { authorization: `Bearer ${apiKey}` },
    });
    const { data } = (await ledger.json()) as {
      data: { account: string; currency: string; balance: number }[];
    };
    expect(data.length).toBeGreaterThan(0);
    expect(data.filter((row) => row.balance < 0)).toEqual([]);
    for (const currency of new Set(data.map((row) => row.currency))) {
      const of = data.filter((row) => row.currency === currency);
      // Assets: the processors' clearing accounts and what the betting partner owes for withdrawals.
      const assets = of.filter((row) => normalSide(row.account) === 'debit');
      const sum = (rows: typeof data) => rows.reduce((total, row) => total + row.balance, 0);
      expect(sum(assets), currency).toBe(sum(of) - sum(assets));
    }
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

describe('npm start outside development (NODE_ENV=production)', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), '1xpay-production-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('refuses to start without a processor named, saying which variable', async () => {
    const { code, text } = await refusedStart({ NODE_ENV: 'production', DATA_DIR: dataDir });
    expect(code).toBe(1);
    expect(text).toContain('Configuration invalide');
    expect(text).toContain('PAYMENT_PROCESSOR : requis hors développement');
    expect(text).toContain('SMS_PROVIDER : requis hors développement');
    expect(text).toContain('CODE_HASH_KEY : requis hors développement');
  });

  it('refuses the log SMS provider, which sends nothing', async () => {
    const { code, text } = await refusedStart({
      NODE_ENV: 'production',
      PAYMENT_PROCESSOR: 'sandbox',
      SMS_PROVIDER: 'log',
      CODE_HASH_KEY: 'cd'.repeat(32),
      DATA_DIR: dataDir,
    });
    expect(code).toBe(1);
    expect(text).toContain('SMS_PROVIDER : « log » n’envoie aucun SMS et n’est permis qu’en développement');
  });

  it('runs the sandbox when asked, warning about it, and loads no demo data', async () => {
    const server = await start({
      NODE_ENV: 'production',
      PAYMENT_PROCESSOR: 'sandbox',
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: `AC${'0a'.repeat(16)}`,
      TWILIO_AUTH_TOKEN: 'jeton-twilio-de-test-0123',
      TWILIO_FROM: '1xpay',
      CODE_HASH_KEY: 'cd'.repeat(32),
      IDENTITY_DOCUMENTS_KEY: 'cd'.repeat(32),
      DATA_DIR: dataDir,
    });
    try {
      expect(server.output()).toMatch(/SMS\s+Twilio, expéditeur 1xpay/);
      expect(server.output()).not.toContain('/dev/sms');
      expect(server.output()).toContain('Attention : processeur bac à sable hors développement');
      expect(server.output()).not.toContain('Données de démonstration');
      expect(server.output()).not.toContain('SEED_DEMO=1');
    } finally {
      await stop(server);
    }
  }, 120_000);
});

describe('npm start with a bad configuration', () => {
  it('stops before serving and names the variable', async () => {
    const { code, text } = await refusedStart({ PORT: 'quatre-mille', SEED_DEMO: 'peut-être' });
    expect(code).toBe(1);
    expect(text).toContain('Configuration invalide');
    expect(text).toContain('PORT');
    expect(text).toContain('SEED_DEMO');
  });
});
