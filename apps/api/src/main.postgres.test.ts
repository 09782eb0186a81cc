import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Started, start, stop } from './testing/servers/server-process.ts';
import { createServerDatabase, testServerUrl } from './testing/test-database.ts';

// Runs only in the PostgreSQL suite (npm run test:postgres), against TEST_DATABASE_URL's server.

describe('npm start with DATABASE_URL (PostgreSQL)', () => {
  let server: Started;
  let database: { url: string; drop(): Promise<void> };

  beforeAll(async () => {
    database = await createServerDatabase(testServerUrl() ?? '');
    const uploads = await mkdtemp(join(tmpdir(), '1xpay-start-pg-'));
    server = await start({
      DATABASE_URL: database.url,
      UPLOAD_DIR: uploads,
      MASTER_ADMIN_EMAIL: 'chef@example.bj',
      MASTER_ADMIN_PASSWORD: 'un mot de passe très long',
    });
  }, 120_000);

  afterAll(async () => {
    if (server.child.exitCode === null) await stop(server);
    await database.drop();
  });

  it('serves the API with demo data, the configured master admin signing in', async () => {
    expect(server.output()).toContain('est prêt (PostgreSQL)');
    expect(server.output()).not.toContain('affiché une seule fois');
    const login = await fetch(`${server.base}/1xpay/api/dashboard/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'chef@example.bj', password: 'un mot de passe très long' }),
    });
    expect(login.status).toBe(200);
    expect(await (await fetch(`${server.base}/1xpay/ready`)).json()).toEqual({ status: 'ready' });
  });
});
