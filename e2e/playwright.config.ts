import { execSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests on the built product: `npm start`'s two steps (build the site if needed, start the API that
 * serves it) on a port of their own and an empty PGlite database, driven by Debian's Chromium (never a downloaded
 * browser): CHROMIUM_PATH, or what `command -v chromium` prints.
 */
function chromium(): string {
  const given = process.env.CHROMIUM_PATH;
  if (given !== undefined && given !== '') return given;
  try {
    return execSync('command -v chromium', { encoding: 'utf8', shell: '/bin/sh' }).trim();
  } catch {
    throw new Error(
      'Chromium introuvable : installez-le avec « apt-get install -y chromium » (.ci/run le fait).',
    );
  }
}

const DESKTOP = { ...devices['Desktop Chrome'], channel: undefined, viewport: { width: 1280, height: 800 } };
/** The one spec that turns four-eyes on in the shared server. */
const FOUR_EYES_SPEC = /admin-catalogue\.spec\.ts$/;

const PORT = Number(process.env.E2E_PORT ?? 4173);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), '1xpay-e2e-'));
/**
 * The fake PI-SPI participant (apps/api/src/testing/pispi/serve-fake.ts): its API over mutual TLS, and the plain
 * HTTP control the bank specs use to play the payer's bank app. Its CA and certificates are made when it starts,
 * into a directory of this run, where the API reads them.
 */
const PISPI_PORT = PORT + 1000;
/** Browsers at once: the tests mostly wait on the server and on each other's pages, not on the two cores. */
const WORKERS = 2;
export const PISPI_CONTROL_URL = `http://127.0.0.1:${PORT + 2000}`;
const pispiDir = join(dataDir, 'pispi');

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: WORKERS,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  // A flow of several screens, each checked with axe-core and photographed, takes 10 to 15 s on a quiet 2-core
  // machine and three times that on a loaded one: a minute each, so that a slow machine never fails a test.
  timeout: 60_000,
  // A loaded 2-core CI machine can take seconds to fetch a route's code; wait longer than the default 5 s.
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    launchOptions: {
      executablePath: chromium(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
    },
    locale: 'fr-FR',
    trace: 'off',
    // Each worker process speaks from an address of its own (the server trusts its loopback proxy): the sign-ups
    // of a whole run do not share the hundred registrations an hour one address may make (§5).
    extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${(process.pid % 250) + 1}` },
  },
  // Tests tagged @desktop or @mobile run only on that viewport (filtered out of the other, not skipped).
  projects: [
    {
      name: 'desktop',
      grepInvert: /@mobile/,
      testIgnore: FOUR_EYES_SPEC,
      use: DESKTOP,
    },
    {
      name: 'mobile',
      grepInvert: /@desktop/,
      testIgnore: FOUR_EYES_SPEC,
      use: { ...devices['Pixel 7'], channel: undefined },
    },
    // Four-eyes on makes every catalogue change and every grant of the shared server wait for a second admin, and
    // its approver holds every country and type (decision 046): run once everything else is done, alone.
    { name: 'four-eyes', testMatch: FOUR_EYES_SPEC, dependencies: ['desktop', 'mobile'], use: DESKTOP },
  ],
  // In this order: the API reads the certificates the fake writes when it starts.
  webServer: [
    {
      command: 'node apps/api/src/testing/pispi/serve-fake.ts',
      cwd: join(import.meta.dirname, '..'),
      url: `${PISPI_CONTROL_URL}/ready`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PISPI_FAKE_DIR: pispiDir,
        PISPI_FAKE_PORT: String(PISPI_PORT),
        PISPI_FAKE_CONTROL_PORT: String(PORT + 2000),
      },
    },
    {
      command:
        'node apps/web/scripts/ensure-build.ts && node apps/admin/scripts/ensure-build.ts && node apps/api/src/main.ts',
      cwd: join(import.meta.dirname, '..'),
      url: `${BASE_URL}/1xpay/ready`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: '0',
        LOG_LEVEL: 'warn',
        MASTER_ADMIN_EMAIL: 'e2e@example.bj',
        MASTER_ADMIN_PASSWORD: 'un mot de passe de test e2e',
        // The tests' requests come through this machine: their X-Forwarded-For is believed (see `use` above).
        TRUST_PROXY: 'loopback',
        // Four-eyes' approvers are agents made by the tests themselves, a moment ago (decision 046).
        FOUR_EYES_COOLING_HOURS: '0',
        // push.spec.ts's local push services, one per worker (4600 + its parallel index).
        PUSH_SERVICE_ORIGINS: Array.from(
          { length: WORKERS },
          (_, index) => `http://127.0.0.1:${4600 + index}`,
        ).join(','),
        // The bank rail through the fake PI-SPI participant (serve-fake.ts's settings), polled every second.
        PISPI_API_URL: `https://127.0.0.1:${PISPI_PORT}/piz/v1`,
        PISPI_TOKEN_URL: `https://127.0.0.1:${PISPI_PORT}/oauth/token`,
        PISPI_CLIENT_ID: 'business-1xpay-e2e',
        PISPI_CLIENT_SECRET: 'secret-e2e-0123456789',
        PISPI_CLIENT_CERT: join(pispiDir, 'client.pem'),
        PISPI_CLIENT_KEY: join(pispiDir, 'client-key.pem'),
        PISPI_CA_CERT: join(pispiDir, 'ca.pem'),
        PISPI_ALIAS: '3497a720-ab11-4973-9619-534e04f263a1',
        PISPI_WEBHOOK_SECRET: 'whsec-pispi-e2e-0123456789',
        PISPI_POLL_SECONDS: '1',
        PISPI_PAYOUTS: '1',
      },
    },
  ],
});
